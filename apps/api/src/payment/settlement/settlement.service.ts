import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import type { OrderStatus, PaymentStatus } from '../../generated/prisma/enums';
import { DiscountService } from '../../promo/discount.service';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import type { ProviderName } from '../payment.dto';
import { ProviderCallError, WebhookSignatureError, type PaymentProviderAdapter, type RemotePayment, type WebhookEvent } from '../providers/payment-provider';
import { PROVIDER_ENUM, ProviderRegistry, providerNameOf } from '../providers/provider-registry';

/** What applying a provider's state did to an order (kept on the event row). */
export type Outcome = 'paid' | 'failed' | 'cancelled' | 'refunded' | 'unchanged' | 'stale' | 'mismatch' | 'unknown-order' | 'duplicate';

/** A payment page still open after this long is abandoned (Stripe's own sessions expire after 24 hours). */
const ABANDON_AFTER_MS = 24 * 60 * 60 * 1000;

const ORDER_FOR_SETTLEMENT = { id: true, purchaseId: true, status: true, provider: true, providerSessionId: true, totalCents: true, currency: true, idempotencyKey: true } as const;

interface SettlementOrder {
  id: string;
  purchaseId: string;
  status: OrderStatus;
  provider: string;
  providerSessionId: string | null;
  totalCents: number;
  currency: string;
  idempotencyKey: string;
}

/** The transitions a provider's state may cause; anything else is a stale or repeated report. */
const NEXT: Record<RemotePayment['status'], { from: OrderStatus[]; to: OrderStatus } | null> = {
  // A late success still counts (money was taken), whatever failure or expiry was reported before.
  paid: { from: ['PENDING', 'PROCESSING', 'FAILED', 'CANCELLED'], to: 'PAID' },
  failed: { from: ['PENDING', 'PROCESSING'], to: 'FAILED' },
  cancelled: { from: ['PENDING', 'PROCESSING', 'FAILED'], to: 'CANCELLED' },
  refunded: { from: ['PAID'], to: 'REFUNDED' },
  open: null,
};

const PAYMENT_STATUS: Partial<Record<RemotePayment['status'], PaymentStatus>> = { paid: 'SUCCEEDED', failed: 'FAILED', refunded: 'REFUNDED' };

/**
 * Brings orders in line with what their provider says: from verified webhooks (each event
 * recorded once), from the reconcile job, and for refunds. The provider is always asked for the
 * payment's state rather than trusting an event's body, and amount, currency and order must match
 * the order before anything is granted. Every change happens in one transaction with the order's
 * row locked, so repeated and concurrent reports grant the goods exactly once.
 */
@Injectable()
export class SettlementService {
  private readonly log = new Logger('Payments');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly providers: ProviderRegistry,
    private readonly fulfilment: FulfilmentService,
    private readonly discounts: DiscountService,
  ) {}

  private get db() {
    return this.txHost.tx;
  }

  /**
   * A webhook: 400 for a bad signature (nothing changes), else handled and recorded; an error
   * after the signature check propagates (non-2xx) so the provider sends the event again.
   */
  async handleWebhook(provider: ProviderName, rawBody: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<Outcome> {
    try {
      return await this.receive(provider, rawBody, headers);
    } catch (error) {
      // The provider's API did not answer (verify, retrieve): 503, and the provider sends the event again.
      if (error instanceof ProviderCallError) {
        this.log.warn(`A ${provider} webhook waits for the provider: ${error.message}`);
        throw new DomainException(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', 'The payment provider could not be reached; send the event again later.');
      }
      throw error;
    }
  }

  private async receive(provider: ProviderName, rawBody: Buffer | undefined, headers: Record<string, string | string[] | undefined>): Promise<Outcome> {
    const adapter = this.providers.find(provider);
    if (!adapter) throw new DomainException(HttpStatus.NOT_FOUND, 'NOT_FOUND', 'This payment provider is not enabled here.');
    let event: WebhookEvent;
    try {
      event = await adapter.parseWebhook(rawBody ?? Buffer.alloc(0), headers);
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        this.log.warn(`Refused a ${provider} webhook: ${error.message}`);
        throw new DomainException(HttpStatus.BAD_REQUEST, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is missing, wrong or too old.');
      }
      throw error;
    }
    if (await this.seen(adapter, event.eventId)) return 'duplicate';
    const order = await this.orderOf(adapter, event);
    // The provider's own view, asked outside the transaction (a network call holds no locks).
    const remote = order?.providerSessionId ? await adapter.retrieve(order.providerSessionId) : null;
    return this.txHost.withTransaction(async () => {
      // The same event delivered twice at once: the second insert waits for the first delivery's
      // transaction and then finds the event recorded (and handled).
      const [recorded] = await this.db.$queryRaw<{ id: string }[]>`
        INSERT INTO "ProviderEvent" (id, provider, "eventId", type, "orderId", "receivedAt")
        VALUES (gen_random_uuid(), ${PROVIDER_ENUM[adapter.name]}::"PaymentProvider", ${event.eventId}, ${event.type.slice(0, 100)}, ${order?.id ?? null}::uuid, now())
        ON CONFLICT (provider, "eventId") DO NOTHING
        RETURNING id`;
      if (!recorded) return 'duplicate';
      const outcome = order && remote ? await this.apply(order.id, remote) : 'unknown-order';
      await this.db.providerEvent.update({ where: { id: recorded.id }, data: { outcome, processedAt: new Date() }, select: { id: true } });
      return outcome;
    });
  }

  /**
   * The reconcile job: orders still pending `minutes` after they were placed, whose webhook never
   * came (or was lost), are claimed (so two instances never ask twice) and their provider asked.
   * A payment still open after a day is abandoned: the order is cancelled and its discount freed.
   */
  async reconcilePending(minutes: number, now = new Date(), batch = 50): Promise<Record<string, number>> {
    const before = new Date(now.getTime() - minutes * 60_000);
    const claimed = await this.db.$queryRaw<{ id: string }[]>`
      UPDATE "Order" SET "checkedAt" = ${now} WHERE id IN (
        SELECT id FROM "Order"
        WHERE status IN ('PENDING', 'PROCESSING') AND "createdAt" < ${before} AND ("checkedAt" IS NULL OR "checkedAt" < ${before})
        ORDER BY "createdAt" LIMIT ${batch} FOR UPDATE SKIP LOCKED)
      RETURNING id`;
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
    const order = await this.db.order.findUnique({ where: { id: orderId }, select: { ...ORDER_FOR_SETTLEMENT, createdAt: true } });
    if (!order) return 'unknown-order';
    const abandoned = order.createdAt.getTime() < now.getTime() - ABANDON_AFTER_MS;
    const adapter = this.providers.find(providerNameOf(order.provider));
    if (!adapter || !order.providerSessionId) {
      // The provider never took the order (a crash between placing it and the provider's answer).
      return abandoned ? this.txHost.withTransaction(() => this.transition(order.id, 'cancelled', null)) : 'unchanged';
    }
    const remote = await adapter.retrieve(order.providerSessionId);
    return this.txHost.withTransaction(async () => {
      if (remote.status === 'open' && abandoned) return this.transition(order.id, 'cancelled', null);
      return this.apply(order.id, remote);
    });
  }

  /** Admin refund: the provider pays the money back; the order is marked and its goods revoked at once. */
  async refund(purchaseId: string): Promise<void> {
    const order = await this.db.order.findUnique({ where: { purchaseId }, select: { ...ORDER_FOR_SETTLEMENT, payments: { where: { status: 'SUCCEEDED' }, select: { providerPaymentId: true } } } });
    if (!order) throw new DomainException(HttpStatus.NOT_FOUND, 'ORDER_NOT_FOUND', 'This order does not exist.');
    const payment = order.payments[0];
    if (order.status !== 'PAID' || !payment || !order.providerSessionId) {
      throw new DomainException(HttpStatus.CONFLICT, 'ORDER_NOT_REFUNDABLE', 'Only a paid order can be refunded.');
    }
    const adapter = this.providers.find(providerNameOf(order.provider));
    if (!adapter) throw new DomainException(HttpStatus.CONFLICT, 'PROVIDER_UNAVAILABLE', 'The provider of this order is not enabled here.');
    await adapter.refund({ sessionId: order.providerSessionId, paymentId: payment.providerPaymentId, amountCents: order.totalCents, currency: order.currency, idempotencyKey: `refund-${order.idempotencyKey}` });
    await this.txHost.withTransaction(() => this.transition(order.id, 'refunded', null));
  }

  /** Applies the provider's state to the order, under its row lock. */
  private async apply(orderId: string, remote: RemotePayment): Promise<Outcome> {
    const [locked] = await this.db.$queryRaw<SettlementOrder[]>`
      SELECT id, "purchaseId", status, provider, "providerSessionId", "totalCents", currency, "idempotencyKey" FROM "Order" WHERE id = ${orderId}::uuid FOR UPDATE`;
    if (!locked) return 'unknown-order';
    if (remote.status === 'open') return 'unchanged';
    const mismatch = this.mismatch(locked, remote);
    if (mismatch) {
      this.log.error(`Order ${locked.purchaseId}: the provider reports ${mismatch}; not fulfilled`);
      await this.db.order.update({ where: { id: orderId }, data: { failureReason: `MISMATCH: ${mismatch}`.slice(0, 200) }, select: { id: true } });
      return 'mismatch';
    }
    return this.transition(orderId, remote.status, remote);
  }

  /** Amount, currency and order of a payment must be exactly the order's. */
  private mismatch(order: SettlementOrder, remote: RemotePayment): string | null {
    if (remote.status !== 'paid' && remote.status !== 'refunded') return null;
    if (remote.purchaseId !== null && remote.purchaseId !== order.purchaseId) return `order ${remote.purchaseId} instead of ${order.purchaseId}`;
    if (remote.amountCents !== order.totalCents) return `amount ${remote.amountCents} instead of ${order.totalCents}`;
    if (remote.currency?.toUpperCase() !== order.currency) return `currency ${remote.currency} instead of ${order.currency}`;
    return null;
  }

  private async transition(orderId: string, status: Exclude<RemotePayment['status'], 'open'>, remote: RemotePayment | null): Promise<Outcome> {
    const next = NEXT[status];
    if (!next) return 'unchanged';
    const now = new Date();
    const moved = await this.db.order.updateMany({
      where: { id: orderId, status: { in: next.from } },
      data: {
        status: next.to,
        ...(next.to === 'PAID' && { paidAt: now, failureReason: null }),
        ...(next.to === 'CANCELLED' && { cancelledAt: now }),
        ...(next.to === 'REFUNDED' && { refundedAt: now }),
        ...(next.to === 'FAILED' && { failureReason: 'DECLINED' }),
      },
    });
    if (moved.count === 0) return 'stale';
    await this.recordPayment(orderId, status, remote);
    if (next.to === 'PAID') await this.fulfilment.fulfil(orderId);
    if (next.to === 'CANCELLED') await this.discounts.release(orderId);
    if (next.to === 'REFUNDED') await this.fulfilment.revoke(orderId);
    this.log.log(`Order ${orderId} is ${next.to.toLowerCase()}`);
    return status;
  }

  private async recordPayment(orderId: string, status: RemotePayment['status'], remote: RemotePayment | null): Promise<void> {
    const paymentStatus = PAYMENT_STATUS[status];
    if (!paymentStatus) return;
    if (status === 'refunded') {
      await this.db.payment.updateMany({ where: { orderId, status: 'SUCCEEDED' }, data: { status: 'REFUNDED' } });
      return;
    }
    if (!remote?.paymentId) return;
    const order = await this.db.order.findUniqueOrThrow({ where: { id: orderId }, select: { provider: true } });
    await this.db.payment.upsert({
      where: { providerPaymentId: remote.paymentId },
      create: { orderId, provider: order.provider, providerPaymentId: remote.paymentId, amountCents: remote.amountCents ?? 0, currency: remote.currency?.toUpperCase() ?? '', status: paymentStatus },
      update: { status: paymentStatus },
      select: { id: true },
    });
  }

  private async seen(adapter: PaymentProviderAdapter, eventId: string): Promise<boolean> {
    const row = await this.db.providerEvent.findUnique({ where: { provider_eventId: { provider: PROVIDER_ENUM[adapter.name], eventId } }, select: { id: true } });
    return row !== null;
  }

  /** The order an event is about: by session, else by our purchase id, else by the payment (refunds). */
  private async orderOf(adapter: PaymentProviderAdapter, event: WebhookEvent): Promise<{ id: string; providerSessionId: string | null } | null> {
    const provider = PROVIDER_ENUM[adapter.name];
    const select = { id: true, providerSessionId: true } as const;
    if (event.sessionId) {
      const bySession = await this.db.order.findFirst({ where: { providerSessionId: event.sessionId, provider }, select });
      if (bySession) return bySession;
    }
    if (event.purchaseId) {
      const byPurchase = await this.db.order.findFirst({ where: { purchaseId: event.purchaseId, provider }, select });
      if (byPurchase) return byPurchase;
    }
    if (event.paymentId) {
      const payment = await this.db.payment.findUnique({ where: { providerPaymentId: event.paymentId }, select: { order: { select } } });
      if (payment && payment.order) return payment.order;
    }
    return null;
  }
}
