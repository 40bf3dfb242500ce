import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';

/** What can happen to an order after it is placed (OrderEvent.kind). */
export const ORDER_EVENT_KINDS = [
  'processing',
  'paid',
  'failed',
  'cancelled',
  'refunded',
  'partially-refunded',
  'dispute-opened',
  'dispute-won',
  'dispute-lost',
  'unsettled',
  'not-deliverable',
  'discount-over-used',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/**
 * An order's history, written in the caller's transaction by whatever changed the order: the
 * buyer's order page and the staff's view read it in order. Owns OrderEvent.
 */
@Injectable()
export class OrderHistory {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  async note(
    orderId: string,
    kind: OrderEventKind,
    extra: { amountCents?: number; detail?: string } = {},
  ): Promise<void> {
    await this.txHost.tx.orderEvent.create({
      data: { orderId, kind, amountCents: extra.amountCents ?? null, detail: extra.detail?.slice(0, 300) ?? null },
      select: { id: true },
    });
  }
}
