import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { isContention } from '../../core/database/prisma-errors';
import { DomainException } from '../../core/errors/domain.exception';
import type { OrderStatus, PaymentStatus } from '../../generated/prisma/enums';
import { DiscountService } from '../../promo/discount.service';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { InvoiceService, type PreparedInvoice } from '../invoice/invoice.service';
import { OrderHistory } from '../orders/order-history';
import type { ProviderName } from '../payment.dto';
import {
  PaymentNotFoundError,
  ProviderCallError,
  WebhookSignatureError,
  type PaymentProviderAdapter,
  type RemotePayment,
  type WebhookEvent,
} from '../providers/payment-provider';
import { PROVIDER_ENUM, ProviderRegistry, providerNameOf } from '../providers/provider-registry';
import { RenewalBilling, type RenewalOutcome } from '../subscriptions/renewal-billing';
import { SubscriptionService } from '../subscriptions/subscription.service';
import { DisputeService, type DisputeOutcome } from './dispute.service';
import { RefundService, type RefundRequest } from './refund.service';
import { SettlementQueries, type LockedOrder } from './settlement.queries';

/** What applying a provider's state did to an order (kept on the event row). */
export type Outcome =
  | 'processing'
  | 'paid'
  | 'failed'
  | 'cancelled'
  | 'refunded'
  | 'partially-refunded'
  | 'unchanged'
  | 'stale'
  | 'mismatch'
  | 'unsettled'
  | 'unknown-order'
  | 'duplicate'
  | DisputeOutcome
  | RenewalOutcome;

/** A payment page still open after this long is abandoned (Stripe's own sessions expire after 24 hours). */
const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The reconcile job asks about an order this often before one that can never settle (a refund
 * recorded before the payment, an amount that differs, a payment the provider does not know) is
 * put to rest. A provider that does not answer at all is not such a case: it is asked again.
 */
export const MAX_CHECKS = 8;

type Move = Exclude<RemotePayment['status'], 'open' | 'refunded'>;

/** The status changes a provider's state may cause; anything else is a stale or repeated report. */
const NEXT: Record<Move, { from: OrderStatus[]; to: OrderStatus }> = {
  // A slow method (SEPA, ACH, eCheck) started: days may pass, the order is not abandoned meanwhile.
  processing: { from: ['PENDING'], to: 'PROCESSING' },
  // A late success still counts (money was taken), whatever failure or expiry was reported before.
  paid: { from: ['PENDING', 'PROCESSING', 'FAILED', 'CANCELLED'], to: 'PAID' },
  failed: { from: ['PENDING', 'PROCESSING'], to: 'FAILED' },
  cancelled: { from: ['PENDING', 'PROCESSING', 'FAILED'], to: 'CANCELLED' },
};

const PAYMENT_STATUS: Partial<Record<Move, PaymentStatus>> = {
  processing: 'PENDING',
  paid: 'SUCCEEDED',
  failed: 'FAILED',
};

const PAID_STATES = new Set<OrderStatus>(['PAID', 'PARTIALLY_REFUNDED']);

const busy = () =>
  new DomainException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'SERVICE_UNAVAILABLE',
    'This order is being updated by another delivery; send the event again later.',
  );

/**
 * Brings orders in line with what their provider says: from verified webhooks (each event
 * recorded once), from the reconcile job, and for refunds and disputes. The provider is always
 * asked for the payment's state rather than trusting an event's body, and amount, currency and
 * order must match the order before anything is granted. Every change happens in one short
 * transaction that starts by locking the order's row, so repeated and concurrent reports queue on
 * that lock and grant the goods exactly once.
 */
@Injectable()
export class SettlementService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: SettlementQueries,
    private readonly providers: ProviderRegistry,
    private readonly fulfilment: FulfilmentService,
    private readonly discounts: DiscountService,
    private readonly refunds: RefundService,
    private readonly disputes: DisputeService,
    private readonly history: OrderHistory,
    private readonly invoices: InvoiceService,
    private readonly subscriptions: SubscriptionService,
    private readonly renewals: RenewalBilling,
  ) {}

  /**
   * A webhook: 400 for a bad signature (nothing changes), else handled and recorded. After the
   * signature check nothing answers 500: a provider that cannot be reached, an order another
   * delivery holds, or any other failure (logged) answers 503, and the provider sends the event again.
   */
  async handleWebhook(
    provider: ProviderName,
    rawBody: Buffer | undefined,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<Outcome> {
    try {
      return await this.receive(provider, rawBody, headers);
    } catch (error) {
      if (error instanceof ProviderCallError) {
        this.log.warn(`A ${provider} webhook waits for the provider: ${error.message}`);
        throw new DomainException(
          HttpStatus.SERVICE_UNAVAILABLE,
          'SERVICE_UNAVAILABLE',
          'The payment provider could not be reached; send the event again later.',
        );
      }
      if (isContention(error)) {
        this.log.warn(`A ${provider} webhook found its order busy; the provider will send it again`);
        throw busy();
      }
      if (error instanceof DomainException) throw error;
      // Anything else (the database gone for a moment, a bug): nothing was recorded, so the event
      // must come again. Logged as an error for the operators; the provider is told to retry.
      this.log.error(
        `A ${provider} webhook failed; the provider will send it again: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      throw new DomainException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'SERVICE_UNAVAILABLE',
        'The event could not be handled now; send it again later.',
      );
    }
  }

  private async receive(
    provider: ProviderName,
    rawBody: Buffer | undefined,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<Outcome> {
    const adapter = this.providers.find(provider);
    if (!adapter)
      throw new DomainException(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'This payment provider is not enabled here.');
    let event: WebhookEvent;
    try {
      event = await adapter.parseWebhook(rawBody ?? Buffer.alloc(0), headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        this.log.warn(`Refused a ${provider} webhook: ${error.message}`);
        throw new DomainException(
          HttpStatus.BAD_REQUEST,
          'WEBHOOK_SIGNATURE_INVALID',
          'The webhook signature is missing, wrong or too old.',
        );
      }
      throw error;
    }
    if (await this.seen(adapter, event.eventId)) return 'duplicate';
    if (event.disputeId) return this.receiveDispute(adapter, event, event.disputeId);
    if (event.invoiceId || event.subscriptionId) {
      const outcome = await this.renewals.receive(adapter, event);
      // A renewal of a pass or box that is no longer the customer's is paid back.
      if (outcome === 'renewed') await this.refundUndeliverable();
      return outcome;
    }
    const order = await this.orderOf(adapter, event);
    // The provider's own view, asked outside the transaction (a network call holds no locks).
    // A refund event of a payment that does not list its refunds (a PayPal sale) names the refund to read.
    const known = event.refundId ? { refundIds: [event.refundId] } : undefined;
    const remote = order?.providerSessionId ? await adapter.retrieve(order.providerSessionId, known) : null;
    const invoice = order && remote ? await this.prepareInvoice(order.id, remote) : null;
    const outcome = await this.handleEvent(adapter, event, order?.id ?? null, (locked) =>
      remote ? this.apply(locked, remote, invoice) : Promise.resolve('unchanged' as const),
    );
    if (outcome === 'paid' && order) await this.refundUndeliverable(order.id);
    return outcome;
  }

  private async receiveDispute(
    adapter: PaymentProviderAdapter,
    event: WebhookEvent,
    disputeId: string,
  ): Promise<Outcome> {
    const dispute = await adapter.retrieveDispute(disputeId);
    const order = await this.orderOf(adapter, { ...event, paymentId: dispute.paymentId ?? event.paymentId });
    return this.handleEvent(adapter, event, order?.id ?? null, (locked) => {
      // A dispute about a payment this shop has not seen settle yet: sent again once it has.
      if (locked.status === 'PENDING' || locked.status === 'PROCESSING') throw busy();
      return this.disputes.apply(locked, dispute);
    });
  }

  /** The order's lock first, then the event's record (once), then what the event does. */
  private handleEvent(
    adapter: PaymentProviderAdapter,
    event: WebhookEvent,
    orderId: string | null,
    act: (order: LockedOrder) => Promise<Outcome>,
  ): Promise<Outcome> {
    return this.txHost.withTransaction(async () => {
      const locked = orderId ? await this.queries.lockOrder(orderId) : null;
      const recorded = await this.queries.recordEvent(
        PROVIDER_ENUM[adapter.name],
        event.eventId,
        event.type,
        locked?.id ?? null,
      );
      if (!recorded) return 'duplicate';
      const outcome = locked ? await act(locked) : 'unknown-order';
      await this.txHost.tx.providerEvent.update({
        where: { id: recorded },
        data: { outcome, processedAt: new Date() },
        select: { id: true },
      });
      return outcome;
    });
  }

  /**
   * The reconcile job: orders still pending or processing `minutes` after they were placed, whose
   * webhook never came (or was lost), are claimed (so two instances never ask twice) and their
   * provider asked. A payment page still open after a day is abandoned; a payment the provider
   * says is processing never is. An order that cannot settle is put to rest after MAX_CHECKS.
   */
  async reconcilePending(minutes: number, now = new Date(), batch = 50): Promise<Record<string, number>> {
    const before = new Date(now.getTime() - minutes * 60_000);
    const claimed = await this.queries.claimUnsettled(before, now, batch);
    const outcomes: Record<string, number> = {};
    for (const { id } of claimed) {
      const outcome = await this.reconcile(id, now).catch((error: unknown) => {
        this.log.warn(`Could not reconcile order ${id}: ${error instanceof Error ? error.message : String(error)}`);
        return 'error';
      });
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    return outcomes;
  }

  private async reconcile(orderId: string, now: Date): Promise<Outcome> {
    const order = await this.txHost.tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { provider: true, providerSessionId: true, createdAt: true },
    });
    const abandoned = order.createdAt.getTime() < now.getTime() - ABANDON_AFTER_MS;
    const adapter = this.providers.find(providerNameOf(order.provider));
    if (!adapter || !order.providerSessionId) {
      // The provider never took the order (a crash between placing it and the provider's answer).
      return abandoned ? this.locked(orderId, (locked) => this.move(locked, 'cancelled', null)) : 'unchanged';
    }
    let remote: RemotePayment;
    try {
      remote = await adapter.retrieve(order.providerSessionId);
    } catch (error) {
      // A provider that does not answer is asked again later; one that does not know the payment counts.
      if (!(error instanceof PaymentNotFoundError)) throw error;
      return this.locked(orderId, (locked) =>
        this.checkFailed(locked, 'the provider does not know this payment', 'unchanged'),
      );
    }
    const invoice = await this.prepareInvoice(orderId, remote);
    const outcome = await this.locked(orderId, async (locked) => {
      if (remote.status === 'open') return abandoned ? this.move(locked, 'cancelled', null) : 'unchanged';
      const applied = await this.apply(locked, remote, invoice);
      if ((applied === 'stale' || applied === 'mismatch') && !PAID_STATES.has(locked.status)) {
        return this.checkFailed(
          locked,
          applied === 'mismatch' ? await this.failureOf(orderId) : `the provider reports it ${remote.status}`,
          applied,
        );
      }
      return applied;
    });
    if (outcome === 'paid') await this.refundUndeliverable(orderId);
    return outcome;
  }

  /** A check found the order unable to settle: after MAX_CHECKS of them it is put to rest. */
  private async checkFailed(order: LockedOrder, reason: string, outcome: Outcome): Promise<Outcome> {
    if (order.status !== 'PENDING' && order.status !== 'PROCESSING') return outcome;
    const checks = await this.queries.countFailedCheck(order.id);
    return checks >= MAX_CHECKS ? this.putToRest(order, reason) : outcome;
  }

  /** Refunds asked a day ago and still not confirmed by the provider: recorded or cancelled (the reconcile job). */
  settleStaleRefunds(now = new Date()): Promise<number> {
    return this.refunds.settleStale(now);
  }

  /** Admin refund: all that is left, an amount, or some items; answers the order's refunded total. */
  refund(purchaseId: string, request: RefundRequest = {}): Promise<number> {
    return this.refunds.refund(purchaseId, request);
  }

  /**
   * Paid licences that could not be granted (the device got one meanwhile) are refunded through
   * the provider: run after the fulfilling transaction commits (a network call holds no lock),
   * and by the reconcile job for any that a failure left behind. Answers how many were refunded.
   */
  async refundUndeliverable(orderId?: string, limit = 20): Promise<number> {
    const items = await this.queries.undeliverableItems(limit, orderId ?? null);
    let refunded = 0;
    for (const item of items) {
      try {
        await this.refunds.refund(item.purchaseId, { itemIds: [item.itemId] }, 'not-deliverable');
        refunded++;
      } catch (error) {
        this.log.warn(
          `Could not refund the undeliverable item ${item.itemId} yet: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    return refunded;
  }

  private locked(orderId: string, act: (order: LockedOrder) => Promise<Outcome>): Promise<Outcome> {
    return this.txHost.withTransaction(async () => {
      const order = await this.queries.lockOrder(orderId);
      return order ? act(order) : 'unknown-order';
    });
  }

  /**
   * The provider says paid: the invoice is laid out now, before the order is locked, so that the
   * locked part only numbers it (the PDF takes tens of milliseconds). Unused when the order turns
   * out to be paid already.
   */
  private async prepareInvoice(orderId: string, remote: RemotePayment): Promise<PreparedInvoice | null> {
    if (remote.status !== 'paid') return null;
    return this.invoices.prepare(orderId).catch((error: unknown) => {
      this.log.warn(
        `Could not lay out the invoice of order ${orderId} ahead: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    });
  }

  /** Applies the provider's state to the locked order. */
  private async apply(
    order: LockedOrder,
    remote: RemotePayment,
    invoice: PreparedInvoice | null = null,
  ): Promise<Outcome> {
    if (remote.status === 'open') return 'unchanged';
    const mismatch = this.mismatch(order, remote);
    if (mismatch) {
      // The details (which may name another order) stay in failureReason, for staff; not in the log.
      this.log.error(
        `Order ${order.id}: the provider reports another amount, currency or order than the order's; not fulfilled`,
      );
      await this.txHost.tx.order.update({
        where: { id: order.id },
        data: { failureReason: `MISMATCH: ${mismatch}`.slice(0, 200) },
        select: { id: true },
      });
      return 'mismatch';
    }
    // A slow payment still on its way, as known: nothing to do (and no sign of an order that cannot settle).
    if (remote.status === 'processing' && order.status === 'PROCESSING') return 'unchanged';
    if (remote.status === 'refunded' || (remote.status === 'paid' && PAID_STATES.has(order.status))) {
      // Paid back on the provider's side, whole or in part (a refund recorded before the payment stays stale).
      if (!PAID_STATES.has(order.status)) return 'stale';
      if (!(await this.refunds.recordRemote(order, remote.refunds))) return 'stale';
      return order.status === 'REFUNDED' ? 'refunded' : 'partially-refunded';
    }
    const outcome = await this.move(order, remote.status, remote, invoice);
    // A payment made and partly refunded before we heard of it.
    if (outcome === 'paid') await this.refunds.recordRemote(order, remote.refunds);
    return outcome;
  }

  /** Amount, currency and order of a payment must be exactly the order's. */
  private mismatch(order: LockedOrder, remote: RemotePayment): string | null {
    if (remote.status !== 'paid' && remote.status !== 'refunded' && remote.status !== 'processing') return null;
    if (remote.purchaseId !== null && remote.purchaseId !== order.purchaseId)
      return `order ${remote.purchaseId} instead of ${order.purchaseId}`;
    if (remote.amountCents !== order.totalCents) return `amount ${remote.amountCents} instead of ${order.totalCents}`;
    if (remote.currency?.toUpperCase() !== order.currency)
      return `currency ${remote.currency} instead of ${order.currency}`;
    return null;
  }

  /** One status change of the table, with what it brings: goods, the discount use taken or given back, history. */
  private async move(
    order: LockedOrder,
    status: Move,
    remote: RemotePayment | null,
    invoice: PreparedInvoice | null = null,
  ): Promise<Outcome> {
    const next = NEXT[status];
    if (!next.from.includes(order.status)) return 'stale';
    const now = new Date();
    await this.txHost.tx.order.update({
      where: { id: order.id },
      data: {
        status: next.to,
        ...(next.to === 'PAID' && { paidAt: now, failureReason: null }),
        ...(next.to === 'CANCELLED' && { cancelledAt: now }),
        ...(next.to === 'FAILED' && { failureReason: 'DECLINED' }),
      },
      select: { id: true },
    });
    const was = order.status;
    order.status = next.to;
    await this.recordPayment(order, status, remote);
    await this.history.note(order.id, status);
    if (next.to === 'PAID') await this.paid(order, was, invoice, remote);
    // A failed or cancelled order gives its discount use back, once (a later success takes it again).
    if (next.to === 'FAILED' || next.to === 'CANCELLED') await this.discounts.release(order.id);
    this.log.log(`Order ${order.id} is ${next.to.toLowerCase()}`);
    return status;
  }

  private async paid(
    order: LockedOrder,
    was: OrderStatus,
    invoice: PreparedInvoice | null,
    remote: RemotePayment | null,
  ): Promise<void> {
    if (order.discountCodeId && (was === 'FAILED' || was === 'CANCELLED')) {
      const taken = await this.discounts.retake(order.id, order.discountCodeId, order.userId);
      if (taken === 'over') {
        this.log.warn(`Order ${order.id} was paid after it had ended: its discount code is now used past its limit`);
        await this.history.note(order.id, 'discount-over-used');
      }
    }
    const fulfilment = await this.fulfilment.fulfil(order.id, invoice);
    // Refunded through the provider once this transaction commits (refundUndeliverable).
    for (const itemId of fulfilment.undeliverable)
      await this.history.note(order.id, 'not-deliverable', { detail: itemId });
    // autoRenew: the subscription the payment opened starts with the pass or box just granted.
    await this.subscriptions.activate(order.id, remote?.subscriptionId);
  }

  /** An order that can never settle: failed with its reason (staff see it), its discount use given back. */
  private async putToRest(order: LockedOrder, reason: string): Promise<Outcome> {
    if (order.status !== 'PENDING' && order.status !== 'PROCESSING') return 'stale';
    await this.txHost.tx.order.update({
      where: { id: order.id },
      data: { status: 'FAILED', failureReason: `UNSETTLED: ${reason}`.slice(0, 200) },
      select: { id: true },
    });
    await this.history.note(order.id, 'unsettled', { detail: reason });
    await this.discounts.release(order.id);
    // A mismatch's details may name another order's purchase id: they stay in failureReason, for staff.
    const said = reason.startsWith('MISMATCH') ? 'the provider reports another amount, currency or order' : reason;
    this.log.error(
      `Order ${order.id} did not settle after ${MAX_CHECKS} checks (${said}); it is failed for staff to look at`,
    );
    return 'unsettled';
  }

  private async failureOf(orderId: string): Promise<string> {
    const order = await this.txHost.tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { failureReason: true },
    });
    return order.failureReason ?? 'mismatch';
  }

  private async recordPayment(order: LockedOrder, status: Move, remote: RemotePayment | null): Promise<void> {
    const paymentStatus = PAYMENT_STATUS[status];
    if (!paymentStatus || !remote?.paymentId) return;
    await this.txHost.tx.payment.upsert({
      where: { providerPaymentId: remote.paymentId },
      create: {
        orderId: order.id,
        provider: order.provider,
        providerPaymentId: remote.paymentId,
        amountCents: remote.amountCents ?? 0,
        currency: remote.currency?.toUpperCase() ?? '',
        status: paymentStatus,
      },
      update: { status: paymentStatus },
      select: { id: true },
    });
  }

  private async seen(adapter: PaymentProviderAdapter, eventId: string): Promise<boolean> {
    const row = await this.txHost.tx.providerEvent.findUnique({
      where: { provider_eventId: { provider: PROVIDER_ENUM[adapter.name], eventId } },
      select: { id: true },
    });
    return row !== null;
  }

  /** The order an event is about: by session, else by our purchase id, else by the payment (refunds, disputes). */
  private async orderOf(
    adapter: PaymentProviderAdapter,
    event: WebhookEvent,
  ): Promise<{ id: string; providerSessionId: string | null } | null> {
    const provider = PROVIDER_ENUM[adapter.name];
    const select = { id: true, providerSessionId: true } as const;
    if (event.sessionId) {
      const bySession = await this.txHost.tx.order.findFirst({
        where: { providerSessionId: event.sessionId, provider },
        select,
      });
      if (bySession) return bySession;
    }
    if (event.purchaseId) {
      const byPurchase = await this.txHost.tx.order.findFirst({
        where: { purchaseId: event.purchaseId, provider },
        select,
      });
      if (byPurchase) return byPurchase;
    }
    if (event.paymentId) {
      const payment = await this.txHost.tx.payment.findUnique({
        where: { providerPaymentId: event.paymentId },
        select: { order: { select } },
      });
      if (payment && payment.order) return payment.order;
      // A refund or dispute about a payment not recorded here yet (its own event is still on the
      // way): the provider knows whose it is.
      const purchaseId = await adapter.purchaseOf(event.paymentId);
      if (purchaseId) return this.txHost.tx.order.findFirst({ where: { purchaseId, provider }, select });
    }
    return null;
  }
}
