import { Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import type { DisputeStatus } from '../../generated/prisma/enums';
import { OrderHistory } from '../orders/order-history';
import type { RemoteDispute } from '../providers/payment-provider';
import { RefundService } from './refund.service';
import type { LockedOrder } from './settlement.queries';

/** What a dispute report did to its order (kept on the event row). */
export type DisputeOutcome = 'dispute-opened' | 'dispute-won' | 'dispute-lost' | 'unchanged';

/**
 * Chargebacks and PayPal disputes, recorded on their order as the provider reports them when
 * asked: opened (staff see it, the buyer's history shows it), won (cleared), lost (the money went
 * back through the bank: what was delivered is revoked exactly as a refund does, with a credit note).
 * Owns Dispute.
 */
@Injectable()
export class DisputeService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly refunds: RefundService,
    private readonly history: OrderHistory,
  ) {}

  /** Under the order's lock: records the dispute's state once per change. */
  async apply(order: LockedOrder, dispute: RemoteDispute): Promise<DisputeOutcome> {
    const db = this.txHost.tx;
    const status: DisputeStatus = dispute.status === 'lost' ? 'LOST' : dispute.status === 'won' ? 'WON' : 'OPEN';
    const known = await db.dispute.findUnique({
      where: { provider_providerDisputeId: { provider: order.provider, providerDisputeId: dispute.disputeId } },
      select: { id: true, status: true },
    });
    // A decided dispute stays decided: a late "open" report is older than what we know.
    if (known && (known.status === status || known.status !== 'OPEN')) return 'unchanged';
    const now = new Date();
    const fields = {
      status,
      reason: dispute.reason?.slice(0, 100) ?? null,
      amountCents: dispute.amountCents,
      currency: dispute.currency,
      closedAt: status === 'OPEN' ? null : now,
    };
    if (known) await db.dispute.update({ where: { id: known.id }, data: fields, select: { id: true } });
    else
      await db.dispute.create({
        data: {
          orderId: order.id,
          provider: order.provider,
          providerDisputeId: dispute.disputeId,
          openedAt: now,
          ...fields,
        },
        select: { id: true },
      });
    if (!known)
      await this.history.note(order.id, 'dispute-opened', {
        amountCents: dispute.amountCents,
        detail: dispute.reason ?? undefined,
      });
    if (status === 'OPEN') {
      this.log.warn(
        `Order ${order.id}: the buyer disputes ${dispute.amountCents} ${dispute.currency} cents (${dispute.reason ?? 'no reason given'})`,
      );
      return 'dispute-opened';
    }
    if (status === 'WON') {
      await this.history.note(order.id, 'dispute-won', { amountCents: dispute.amountCents });
      this.log.log(`Order ${order.id}: dispute ${dispute.disputeId} won`);
      return 'dispute-won';
    }
    await this.history.note(order.id, 'dispute-lost', { amountCents: dispute.amountCents });
    // An order that was never paid here (failed, cancelled) granted nothing and has no invoice to credit.
    if (order.status !== 'PAID' && order.status !== 'PARTIALLY_REFUNDED') {
      this.log.warn(
        `Order ${order.id}: dispute ${dispute.disputeId} lost on an order in ${order.status.toLowerCase()}; nothing to revoke`,
      );
      return 'dispute-lost';
    }
    this.log.warn(`Order ${order.id}: dispute ${dispute.disputeId} lost; what the order granted is revoked`);
    // The bank took the disputed money back: everything the order granted ends, as a refund of it would.
    await this.refunds.record(order, { amountCents: dispute.amountCents, itemIds: 'all', reason: 'dispute-lost' });
    return 'dispute-lost';
  }
}
