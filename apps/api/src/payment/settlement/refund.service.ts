import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AuditTrail } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { isContention } from '../../core/database/prisma-errors';
import { DomainException } from '../../core/errors/domain.exception';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import type { CreditNoteReason } from '@shop/contracts';
import { CreditNoteService } from '../invoice/credit-note.service';
import { OrderHistory } from '../orders/order-history';
import {
  ProviderCallError,
  ProviderRefusedError,
  type PaymentProviderAdapter,
  type RemoteRefund,
} from '../providers/payment-provider';
import { ProviderRegistry, providerNameOf } from '../providers/provider-registry';
import { SettlementQueries, type LockedOrder } from './settlement.queries';

/** What to pay back: all that is left (neither given), an amount, or some items whole. */
export interface RefundRequest {
  amountCents?: number;
  itemIds?: string[];
  /** The admin who asks for it: the refund goes into the audit log under their name. */
  actorId?: string;
}

/** A refund worked out (and written down as a Refund row) under the order's lock, before the provider is asked. */
interface RefundPlan {
  order: LockedOrder;
  refundId: string;
  amountCents: number;
  paymentId: string;
}

const REFUNDABLE = new Set(['PAID', 'PARTIALLY_REFUNDED']);
/** A refund not in the provider's list a day after it was asked was never made (providers keep a key for a day). */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notRefundable = (message: string) => new DomainException(HttpStatus.CONFLICT, 'ORDER_NOT_REFUNDABLE', message);
const sameItems = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** Tries at recording a refund the provider has made, each waiting up to 2 s for the order's lock. */
const RECORD_ATTEMPTS = 10;

/**
 * Money paid back: by an admin (all, an amount, or items), by the provider's own dashboard (seen
 * as the payment's refunded total growing), for a licence that could not be delivered, and by a
 * lost dispute (a chargeback, kept apart: the provider does not count it as refunded). Each raises
 * what the order had paid back, ends what items refunded whole had granted (everything, once the
 * whole amount is back), issues a credit note and writes the history.
 */
@Injectable()
export class RefundService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: SettlementQueries,
    private readonly providers: ProviderRegistry,
    private readonly fulfilment: FulfilmentService,
    private readonly creditNotes: CreditNoteService,
    private readonly history: OrderHistory,
    private readonly auditTrail: AuditTrail,
  ) {}

  /**
   * Pays back through the provider, then records what the provider then says was refunded in all.
   * The refund is written down first: its id is the provider's idempotency key, so a retry of the
   * same refund (after a timeout, a failure) never pays twice, and a webhook reporting it before
   * this call records it records it with its items and reason. Answers the order's paid-back total.
   */
  async refund(purchaseId: string, request: RefundRequest, reason: CreditNoteReason = 'refund'): Promise<number> {
    try {
      const plan = await this.txHost.withTransaction(() => this.plan(purchaseId, request, reason));
      if (plan === 'recorded') return await this.paidBack(purchaseId);
      const { order } = plan;
      const adapter = this.providers.find(providerNameOf(order.provider));
      const sessionId = order.providerSessionId;
      if (!adapter || !sessionId)
        throw new DomainException(
          HttpStatus.CONFLICT,
          'PROVIDER_UNAVAILABLE',
          'The provider of this order is not enabled here.',
        );
      let made: string | void;
      try {
        made = await adapter.refund({
          sessionId,
          paymentId: plan.paymentId,
          amountCents: plan.amountCents,
          currency: order.currency,
          idempotencyKey: `refund-${plan.refundId}`,
          ref: plan.refundId,
        });
      } catch (error) {
        if (!(error instanceof ProviderRefusedError)) throw error;
        // The provider answered and paid nothing back: the refund is off, another may be asked.
        await this.txHost.tx.refund.updateMany({
          where: { id: plan.refundId, status: 'PENDING' },
          data: { status: 'CANCELLED' },
        });
        throw new DomainException(
          HttpStatus.CONFLICT,
          'ORDER_NOT_REFUNDABLE',
          `The payment provider refused this refund (${error.message}).`,
        );
      }
      // A payment that does not list its refunds (a PayPal sale) is told which one was just made.
      const remote = await adapter.retrieve(sessionId, made ? { refundIds: [made] } : undefined);
      // The provider has paid it back: it is recorded now, waiting for the order's lock as often as
      // it takes (a "busy, try again" here would have an admin ask for a second refund).
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.txHost.withTransaction(async () => {
            const now = await this.queries.lockOrder(order.id);
            if (!now) throw new Error(`Order ${order.id} vanished during its refund`);
            await this.recordRemote(now, remote.refunds);
            return now.refundedCents + now.chargedBackCents;
          });
        } catch (error) {
          if (!isContention(error) || attempt >= RECORD_ATTEMPTS) throw error;
        }
      }
    } catch (error) {
      if (error instanceof ProviderCallError) {
        this.log.warn(`A refund waits for the provider: ${error.message}`);
        throw new DomainException(
          HttpStatus.BAD_GATEWAY,
          'PROVIDER_ERROR',
          'The payment provider could not be reached or refused; the same refund can be asked again safely.',
        );
      }
      if (isContention(error))
        throw new DomainException(
          HttpStatus.SERVICE_UNAVAILABLE,
          'SERVICE_UNAVAILABLE',
          'This order is being updated; try again in a moment.',
        );
      throw error;
    }
  }

  /**
   * The provider lists the payment's refunds: each one not recorded here yet is recorded now, once.
   * One asked here (its `ref` names the Refund written before the provider was called) is recorded
   * with its items and reason; one made on the provider's side (its dashboard) as an amount.
   * Answers whether anything was recorded.
   */
  async recordRemote(order: LockedOrder, refunds: RemoteRefund[]): Promise<boolean> {
    if (refunds.length === 0) return false;
    const known = await this.txHost.tx.refund.findMany({
      where: {
        orderId: order.id,
        OR: [
          { providerRefundId: { in: refunds.map((r) => r.refundId) } },
          { id: { in: refunds.flatMap((r) => (r.ref && UUID.test(r.ref) ? [r.ref] : [])) } },
        ],
      },
      select: { id: true, providerRefundId: true, status: true, itemIds: true, reason: true },
    });
    let recorded = false;
    for (const remote of refunds) {
      if (known.some((refund) => refund.providerRefundId === remote.refundId)) continue;
      const asked = known.find((refund) => refund.id === remote.ref && refund.status !== 'RECORDED');
      const now = new Date();
      if (asked) {
        await this.txHost.tx.refund.update({
          where: { id: asked.id },
          data: { status: 'RECORDED', providerRefundId: remote.refundId, recordedAt: now },
          select: { id: true },
        });
        await this.record(order, {
          amountCents: remote.amountCents,
          itemIds: asked.itemIds,
          reason: asked.reason as CreditNoteReason,
        });
      } else {
        const whole = order.refundedCents + order.chargedBackCents + remote.amountCents >= order.totalCents;
        const reason: CreditNoteReason = whole ? 'refund' : 'partial-refund';
        await this.txHost.tx.refund.create({
          data: {
            orderId: order.id,
            providerRefundId: remote.refundId,
            amountCents: remote.amountCents,
            itemIds: [],
            reason,
            status: 'RECORDED',
            recordedAt: now,
          },
          select: { id: true },
        });
        await this.record(order, { amountCents: remote.amountCents, itemIds: [], reason });
      }
      recorded = true;
    }
    return recorded;
  }

  /**
   * Refunds asked more than a day ago and still not in the provider's list (an answer lost on the
   * way, a provider that failed): the list is asked once more; what it shows is recorded, the rest
   * was never made and is cancelled, so it no longer holds back what can be refunded. A day: how
   * long providers keep an idempotency key. A payment that lists no refunds (a PayPal sale) has
   * each asked for again with its key first (askAgain). Answers how many were cancelled.
   */
  async settleStale(now = new Date(), limit = 50): Promise<number> {
    const stale = await this.txHost.tx.refund.findMany({
      where: { status: 'PENDING', createdAt: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
      select: { orderId: true },
      distinct: ['orderId'],
      take: limit,
    });
    let cancelled = 0;
    for (const { orderId } of stale) {
      const order = await this.txHost.tx.order.findUniqueOrThrow({
        where: { id: orderId },
        select: { provider: true, providerSessionId: true },
      });
      const adapter = this.providers.find(providerNameOf(order.provider));
      const sessionId = order.providerSessionId;
      if (!adapter || !sessionId) continue;
      const remote = await this.askAgain(adapter, orderId, sessionId, now)
        .then((refundIds) => adapter.retrieve(sessionId, { refundIds }))
        .catch((error: unknown) => {
          this.log.warn(
            `The refunds of order ${orderId} could not be checked yet: ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        });
      if (!remote) continue;
      cancelled += await this.txHost.withTransaction(async () => {
        const locked = await this.queries.lockOrder(orderId);
        if (!locked) return 0;
        await this.recordRemote(locked, remote.refunds);
        const { count } = await this.txHost.tx.refund.updateMany({
          where: { orderId, status: 'PENDING', createdAt: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
          data: { status: 'CANCELLED' },
        });
        if (count > 0)
          this.log.warn(`Order ${orderId}: ${count} refund(s) asked a day ago never reached the provider; cancelled`);
        return count;
      });
    }
    return cancelled;
  }

  /**
   * The stale refunds of a payment that lists none (a PayPal sale), asked for again each with its
   * own key: the provider answers a refund it made with that refund (an answer lost on the way, its
   * event missed), and makes one it never got, as the admin asked. Either way it is then known and
   * recorded, never cancelled while the money went back. Answers the refunds' ids; none for others.
   */
  private async askAgain(
    adapter: PaymentProviderAdapter,
    orderId: string,
    sessionId: string,
    now: Date,
  ): Promise<string[]> {
    if (!adapter.refundsAskedAgain?.(sessionId)) return [];
    const [payment, order, refunds] = await Promise.all([
      this.txHost.tx.payment.findFirst({
        where: { orderId, status: 'SUCCEEDED' },
        select: { providerPaymentId: true },
      }),
      this.txHost.tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { currency: true } }),
      this.txHost.tx.refund.findMany({
        where: { orderId, status: 'PENDING', createdAt: { lt: new Date(now.getTime() - STALE_AFTER_MS) } },
        select: { id: true, amountCents: true },
      }),
    ]);
    if (!payment) return [];
    const made: string[] = [];
    for (const refund of refunds) {
      const id = await adapter
        .refund({
          sessionId,
          paymentId: payment.providerPaymentId,
          amountCents: refund.amountCents,
          currency: order.currency,
          idempotencyKey: `refund-${refund.id}`,
          ref: refund.id,
        })
        // Refused now (the sale was refunded in full meanwhile, on PayPal's site): never made.
        .catch((error: unknown) => {
          if (error instanceof ProviderRefusedError) return undefined;
          throw error;
        });
      if (id) made.push(id);
    }
    return made;
  }

  /**
   * Records money paid back on the locked order (a refund, or a chargeback for 'dispute-lost'): the
   * items refunded whole and what they granted (every item once the whole amount is back), the
   * credit note (for any money) and the history.
   */
  async record(
    order: LockedOrder,
    refund: { amountCents: number; itemIds: string[] | 'all'; reason: CreditNoteReason },
  ): Promise<void> {
    const amountCents = Math.max(
      0,
      Math.min(refund.amountCents, order.totalCents - order.refundedCents - order.chargedBackCents),
    );
    const chargeback = refund.reason === 'dispute-lost';
    const refundedCents = order.refundedCents + (chargeback ? 0 : amountCents);
    const chargedBackCents = order.chargedBackCents + (chargeback ? amountCents : 0);
    const whole = refundedCents + chargedBackCents >= order.totalCents;
    const now = new Date();
    const items = await this.txHost.tx.orderItem.findMany({
      where: { orderId: order.id, refundedAt: null },
      select: { id: true },
    });
    const ended = items
      .map((item) => item.id)
      .filter((id) => whole || refund.itemIds === 'all' || refund.itemIds.includes(id));
    if (amountCents === 0 && ended.length === 0) return;
    // Ending a free item pays nothing back: the order's status stays what it was.
    const status = whole ? 'REFUNDED' : amountCents > 0 ? 'PARTIALLY_REFUNDED' : order.status;
    await this.txHost.tx.order.update({
      where: { id: order.id },
      data: { refundedCents, chargedBackCents, status, ...(whole && { refundedAt: now }) },
      select: { id: true },
    });
    if (ended.length > 0)
      await this.txHost.tx.orderItem.updateMany({ where: { id: { in: ended } }, data: { refundedAt: now } });
    if (whole)
      await this.txHost.tx.payment.updateMany({
        where: { orderId: order.id, status: 'SUCCEEDED' },
        data: { status: 'REFUNDED' },
      });
    await this.fulfilment.revoke(order.id, ended);
    const note =
      amountCents > 0
        ? await this.creditNotes.issue({
            orderId: order.id,
            amountCents,
            itemIds: whole ? [] : ended,
            reason: refund.reason,
            issuedAt: now,
          })
        : null;
    if (amountCents > 0)
      await this.history.note(order.id, whole ? 'refunded' : 'partially-refunded', {
        amountCents,
        detail: note?.number,
      });
    Object.assign(order, { refundedCents, chargedBackCents, status });
    this.log.log(
      `Order ${order.id}: ${amountCents} ${order.currency} cents paid back (${refund.reason}), ${refundedCents + chargedBackCents} of ${order.totalCents} in all`,
    );
  }

  /**
   * Under the order's lock: what this refund is, or why it cannot be; written down as a Refund.
   * The same refund asked again while it is still unrecorded (a retry after a failure) is the same
   * Refund, so the provider sees the same idempotency key.
   */
  private async plan(
    purchaseId: string,
    request: RefundRequest,
    reason: CreditNoteReason,
  ): Promise<RefundPlan | 'recorded'> {
    const found = await this.txHost.tx.order.findUnique({ where: { purchaseId }, select: { id: true } });
    const order = found ? await this.queries.lockOrder(found.id) : null;
    if (!order) throw new DomainException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'This order does not exist.');
    if (!REFUNDABLE.has(order.status)) throw notRefundable('Only a paid order can be refunded.');
    if (request.amountCents !== undefined && request.itemIds !== undefined) {
      throw new DomainException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', 'Refund an amount or items, not both.');
    }
    const payment = await this.txHost.tx.payment.findFirst({
      where: { orderId: order.id, status: 'SUCCEEDED' },
      select: { providerPaymentId: true },
    });
    if (!payment || !order.providerSessionId) throw notRefundable('This order has no payment to refund.');
    const pending = await this.txHost.tx.refund.findMany({
      where: { orderId: order.id, status: 'PENDING' },
      select: { id: true, amountCents: true, itemIds: true, reason: true },
    });
    const itemIds = [...new Set(request.itemIds ?? [])];
    // Refunds asked but not confirmed yet count as gone: nothing is paid back twice.
    const waiting = pending.reduce((sum, refund) => sum + refund.amountCents, 0);
    const free = order.totalCents - order.refundedCents - order.chargedBackCents - waiting;
    const tooMuch = () =>
      notRefundable(
        `At most ${Math.max(free, 0)} cents are left to refund${waiting > 0 ? ` (${waiting} more are being refunded, not confirmed by the provider yet)` : ''}.`,
      );

    let amountCents: number;
    if (itemIds.length > 0) {
      const again = pending.find((refund) => refund.reason === reason && sameItems(refund.itemIds, itemIds));
      if (again)
        return { order, refundId: again.id, amountCents: again.amountCents, paymentId: payment.providerPaymentId };
      const shares = await this.itemShares(
        order.id,
        pending.flatMap((refund) => refund.itemIds),
      );
      if (itemIds.some((id) => !shares.has(id)))
        throw new DomainException(
          HttpStatus.NOT_FOUND,
          'NOT_FOUND',
          'An item is not part of this order, or was refunded already.',
        );
      // Refunded whole, the items take at most what is left (part of the order was paid back already).
      const cost = itemIds.reduce((sum, id) => sum + (shares.get(id) ?? 0), 0);
      if (cost > 0 && free <= 0) throw tooMuch();
      amountCents = Math.min(cost, free);
    } else {
      // The same amount asked again (or "the rest" once nothing else is free) is a retry of that refund.
      const asked = request.amountCents ?? free;
      const again = pending.find(
        (refund) =>
          refund.reason === reason &&
          refund.itemIds.length === 0 &&
          (refund.amountCents === request.amountCents || (request.amountCents === undefined && free <= 0)),
      );
      if (again)
        return { order, refundId: again.id, amountCents: again.amountCents, paymentId: payment.providerPaymentId };
      if (asked > free || asked < 1) throw tooMuch();
      amountCents = asked;
    }
    if (amountCents < 1) {
      // Items the buyer paid nothing for (a code took all of their price): nothing to pay back, their goods end.
      await this.record(order, { amountCents: 0, itemIds, reason });
      await this.audit(request.actorId, order, { refundId: null, amountCents: 0, itemIds });
      return 'recorded';
    }
    const refund = await this.txHost.tx.refund.create({
      data: { orderId: order.id, amountCents, itemIds, reason },
      select: { id: true },
    });
    await this.audit(request.actorId, order, { refundId: refund.id, amountCents, itemIds });
    return { order, refundId: refund.id, amountCents, paymentId: payment.providerPaymentId };
  }

  /** An admin's refund as asked, in the audit log with the order's refunded total before it (a retry of the same refund is not a new entry). */
  private async audit(
    actorId: string | undefined,
    order: LockedOrder,
    asked: { refundId: string | null; amountCents: number; itemIds: string[] },
  ): Promise<void> {
    if (!actorId) return;
    await this.auditTrail.record({
      actorId,
      action: 'order.refund',
      entity: 'Order',
      entityId: order.id,
      before: { purchaseId: order.purchaseId, refundedCents: order.refundedCents },
      after: { purchaseId: order.purchaseId, ...asked },
    });
  }

  private async paidBack(purchaseId: string): Promise<number> {
    const order = await this.txHost.tx.order.findUniqueOrThrow({
      where: { purchaseId },
      select: { refundedCents: true, chargedBackCents: true },
    });
    return order.refundedCents + order.chargedBackCents;
  }

  /** What each item not refunded (nor being refunded) yet cost the buyer: its list price less what the code took off it. */
  private async itemShares(orderId: string, beingRefunded: string[]): Promise<Map<string, number>> {
    const items = await this.txHost.tx.orderItem.findMany({
      where: { orderId, refundedAt: null, id: { notIn: beingRefunded } },
      select: { id: true, quantity: true, unitPriceCents: true, discountCents: true },
    });
    return new Map(items.map((item) => [item.id, item.quantity * item.unitPriceCents - item.discountCents]));
  }
}
