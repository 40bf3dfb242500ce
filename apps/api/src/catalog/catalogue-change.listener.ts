import { Injectable, OnModuleInit } from '@nestjs/common';
import { DatabaseNotifications } from '../core/database/database-notifications';
import { CatalogService } from './catalog.service';

/** Channel notified by database triggers on products, prices, exclusions and shipment countries. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Empties the pricing cache of this instance whenever the catalogue changes in the database,
 * whoever changed it (another instance, the seed, an operator with psql).
 */
@Injectable()
export class CatalogueChangeListener implements OnModuleInit {
  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly catalog: CatalogService,
  ) {}

  onModuleInit(): void {
    const clear = () => this.catalog.pricingCache.clear();
    // Changes made while we were not listening are unknown: start again from a clean cache.
    this.notifications.subscribe(CATALOGUE_CHANNEL, { onNotification: clear, onListening: clear });
  }
}
