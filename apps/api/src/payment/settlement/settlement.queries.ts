import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import type { OrderStatus, PaymentProvider } from '../../generated/prisma/enums';

/** An order as settlement reads it, with its row locked for the rest of the transaction. */
export interface LockedOrder {
  id: string;
  purchaseId: string;
  userId: string | null;
  status: OrderStatus;
  provider: PaymentProvider;
  providerSessionId: string | null;
  totalCents: number;
  refundedCents: number;
  chargedBackCents: number;
  currency: string;
  idempotencyKey: string;
  discountCodeId: string | null;
  /** The automatic renewal it started or paid a period of. */
  subscriptionId: string | null;
  createdAt: Date;
}

/**
 * How long a delivery waits for another one holding the same order. Past it the wait ends with
 * 55P03 and the provider is told to send again (503): no transaction waits for seconds.
 */
const LOCK_WAIT = '2s';

/** Settlement's SQL: the order lock every change starts with, the event record, the reconcile claim. */
@Injectable()
export class SettlementQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /**
   * Locks the order's row, first thing in the caller's transaction: every other row settlement
   * writes (the event, payments, history, the goods) comes after, so two deliveries for one order
   * queue here instead of each holding a lock the other needs.
   */
  async lockOrder(orderId: string): Promise<LockedOrder | null> {
    const tx = this.txHost.tx;
    await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = '${LOCK_WAIT}'`);
    const [row] = await tx.$queryRaw<LockedOrder[]>`
      SELECT id, "purchaseId", "userId", status, provider, "providerSessionId", "totalCents", "refundedCents", "chargedBackCents", currency,
             "idempotencyKey", "discountCodeId", "subscriptionId", "createdAt"
      FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
    return row ?? null;
  }

  /** Records a provider's event once: null when it was recorded before (a repeat). */
  async recordEvent(
    provider: PaymentProvider,
    eventId: string,
    type: string,
    orderId: string | null,
  ): Promise<string | null> {
    const [recorded] = await this.txHost.tx.$queryRaw<{ id: string }[]>`
      INSERT INTO "ProviderEvent" (id, provider, "eventId", type, "orderId", "receivedAt")
      VALUES (gen_random_uuid(), ${provider}::"PaymentProvider", ${eventId}, ${type.slice(0, 100)}, ${orderId}::uuid, ${new Date()})
      ON CONFLICT (provider, "eventId") DO NOTHING
      RETURNING id`;
    return recorded?.id ?? null;
  }

  /**
   * Claims up to `batch` orders still open at the provider after `before`, those never asked (or
   * asked longest ago) first, so orders that never settle cannot crowd out newer ones. Two
   * instances never claim the same order (SKIP LOCKED, and checkedAt moves on).
   */
  claimUnsettled(before: Date, now: Date, batch: number): Promise<{ id: string }[]> {
    return this.txHost.tx.$queryRaw<{ id: string }[]>`
      UPDATE "Order" SET "checkedAt" = ${now} WHERE id IN (
        SELECT id FROM "Order"
        WHERE status IN ('PENDING', 'PROCESSING') AND "createdAt" < ${before} AND ("checkedAt" IS NULL OR "checkedAt" < ${before})
        ORDER BY "checkedAt" ASC NULLS FIRST, "createdAt" ASC LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING id`;
  }

  /** One more check found the (locked) order unable to settle: answers how many have so far. */
  async countFailedCheck(orderId: string): Promise<number> {
    const [row] = await this.txHost.tx.$queryRaw<{ checkAttempts: number }[]>`
      UPDATE "Order" SET "checkAttempts" = "checkAttempts" + 1 WHERE id = ${orderId}::uuid RETURNING "checkAttempts"`;
    return row?.checkAttempts ?? 0;
  }

  /**
   * Paid items that could not be delivered and are not refunded yet, those waiting longest first
   * (fulfilment noted each in the order's history with the item's id).
   */
  undeliverableItems(limit: number, orderId: string | null = null): Promise<{ itemId: string; purchaseId: string }[]> {
    return this.txHost.tx.$queryRaw<{ itemId: string; purchaseId: string }[]>`
      SELECT i.id AS "itemId", o."purchaseId"
      FROM "OrderEvent" e
      JOIN "OrderItem" i ON i.id::text = e.detail AND i."orderId" = e."orderId"
      JOIN "Order" o ON o.id = e."orderId"
      WHERE e.kind = 'not-deliverable' AND i."refundedAt" IS NULL AND o.status IN ('PAID', 'PARTIALLY_REFUNDED')
        AND (${orderId}::uuid IS NULL OR o.id = ${orderId}::uuid)
      ORDER BY e."createdAt" ASC
      LIMIT ${limit}`;
  }
}
