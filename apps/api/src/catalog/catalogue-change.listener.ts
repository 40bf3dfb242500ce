import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { AppConfig } from '../core/config/app-config';
import { CatalogService } from './catalog.service';

/** Channel notified by database triggers on products, prices, exclusions and shipment countries. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';
const RECONNECT_MS = 5000;

/**
 * Empties the pricing cache of this instance whenever the catalogue changes in the database,
 * whoever changed it (another instance, the seed, an operator with psql).
 */
@Injectable()
export class CatalogueChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CatalogueChangeListener.name);
  private client?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;

  constructor(
    private readonly config: AppConfig,
    private readonly catalog: CatalogService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl });
    client.on('notification', () => this.catalog.pricingCache.clear());
    client.on('error', (error) => this.reconnect(error));
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_CHANNEL}`);
      this.client = client;
      // Changes made while we were not listening are unknown: start from a clean cache.
      this.catalog.pricingCache.clear();
    } catch (error) {
      await client.end().catch(() => undefined);
      this.reconnect(error);
    }
  }

  private reconnect(error: unknown): void {
    if (this.stopped) return;
    this.logger.warn(`Catalogue change listener lost: ${error instanceof Error ? error.message : String(error)}`);
    this.client = undefined;
    clearTimeout(this.retry);
    this.retry = setTimeout(() => void this.listen(), RECONNECT_MS);
    this.retry.unref();
  }
}
