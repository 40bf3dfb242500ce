import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';

/** Channel notified by database triggers on products, prices, exclusions and shipment countries. */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * The catalogue's SQL: stock changes in one statement each, in the caller's transaction. The
 * columns are timestamps without time zone holding UTC (as Prisma writes them), hence
 * `now() AT TIME ZONE 'UTC'`.
 */
@Injectable()
export class CatalogQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /**
   * The product's stock goes down by `quantity`, never below zero, its row locked for the rest of
   * the transaction. Answers whether the stock covered it (true for products without stock).
   */
  async takeStock(productId: string, quantity: number): Promise<boolean> {
    const rows = await this.txHost.tx.$queryRaw<{ covered: boolean }[]>`
      UPDATE "Product" p SET stock = GREATEST(p.stock - ${quantity}, 0), "updatedAt" = (now() AT TIME ZONE 'UTC')
      FROM (SELECT id, stock FROM "Product" WHERE id = ${productId}::uuid FOR UPDATE) old
      WHERE p.id = old.id AND p.stock IS NOT NULL
      RETURNING old.stock >= ${quantity} AS covered`;
    return rows[0]?.covered ?? true;
  }

  /** The product's stock goes up by `quantity` (products without stock stay without). */
  async returnStock(productId: string, quantity: number): Promise<void> {
    await this.txHost.tx.$executeRaw`
      UPDATE "Product" SET stock = stock + ${quantity}, "updatedAt" = (now() AT TIME ZONE 'UTC') WHERE id = ${productId}::uuid AND stock IS NOT NULL`;
  }

  /** A change's own notice on the catalogue channel (CatalogueChangeListener.announced), sent when the caller's transaction commits. */
  async announce(token: string): Promise<void> {
    await this.txHost.tx.$executeRaw`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${token})`;
  }
}
