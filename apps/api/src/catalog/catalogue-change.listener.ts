import { Injectable, OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DatabaseNotifications } from '../core/database/database-notifications';
import { CATALOGUE_CHANNEL } from './catalog.queries';
import { CatalogService } from './catalog.service';

/** How long a change waits for its own notice before answering anyway (a listener reconnecting). */
const NOTICE_WAIT_MS = 2_000;

/**
 * Empties the pricing cache of this instance whenever the catalogue changes in the database,
 * whoever changed it (another instance, the seed, an operator with psql).
 */
@Injectable()
export class CatalogueChangeListener implements OnModuleInit {
  /** Changes of this instance waiting for their notice to come back: token -> resolve. */
  private readonly waiting = new Map<string, () => void>();

  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly catalog: CatalogService,
  ) {}

  onModuleInit(): void {
    const clear = () => this.catalog.pricingCache.clear();
    this.notifications.subscribe(CATALOGUE_CHANNEL, {
      onNotification: (payload) => {
        clear();
        this.waiting.get(payload)?.();
      },
      // Changes made while we were not listening are unknown: start again from a clean cache.
      onListening: clear,
    });
  }

  /**
   * Runs a catalogue change that sends `token` (CatalogService.announceChange) in its transaction,
   * and answers once this instance has received that notice. PostgreSQL hands a committed notice
   * to every listening instance at the same moment, so when the change's caller reads
   * GET /api/Pricing next, from whichever instance, the caches already forgot the old prices.
   */
  async announced<T>(change: (token: string) => Promise<T>): Promise<T> {
    const token = `change:${randomUUID()}`;
    let timer: NodeJS.Timeout | undefined;
    const seen = new Promise<void>((resolve) => {
      this.waiting.set(token, resolve);
      timer = setTimeout(resolve, NOTICE_WAIT_MS);
      timer.unref();
    });
    try {
      const result = await change(token);
      if (this.notifications.listening) await seen;
      return result;
    } finally {
      clearTimeout(timer);
      this.waiting.delete(token);
    }
  }
}
