import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import type { Prisma, Subscription } from '../../generated/prisma/client';
import { MailService } from '../../mail/mail.service';
import { mailDate } from '../../mail/templates/render-mail';
import { VpnBoxService } from '../../vpn/vpn-box.service';
import { VpnPassService } from '../../vpn/vpn-pass.service';
import { newPurchaseId } from '../checkout/order-placement';
import { FulfilmentService } from '../fulfilment/fulfilment.service';
import { OrderHistory } from '../orders/order-history';
import type {
  PaymentProviderAdapter,
  RemoteInvoice,
  RemoteSubscription,
  WebhookEvent,
} from '../providers/payment-provider';
import { PROVIDER_ENUM } from '../providers/provider-registry';
import { SettlementQueries } from '../settlement/settlement.queries';

/** What a subscription's event did (kept on the event row, answered to the provider). */
export type RenewalOutcome =
  | 'renewed'
  | 'renewal-failed'
  | 'subscription-ended'
  | 'subscription-updated'
  | 'unchanged'
  | 'mismatch'
  | 'stale'
  | 'duplicate';

/** How long a pass or box is kept after a renewal payment failed, while the provider retries. */
export const GRACE_MS = 7 * 24 * 60 * 60 * 1000;

const notKnownYet = () =>
  new DomainException(
    HttpStatus.SERVICE_UNAVAILABLE,
    'SERVICE_UNAVAILABLE',
    'This subscription is not known here yet (its first payment is on its way); send the event again later.',
  );

/**
 * A subscription's webhooks: a renewal paid becomes an order of its own (PAID, with its invoice
 * and receipt) that extends the pass or box by one period, once per provider invoice; a renewal
 * that failed keeps the pass or box for GRACE_MS and mails the customer once per invoice; a
 * subscription ended at the provider renews no more. As for payments, the provider is asked for
 * the invoice and the subscription rather than trusting the event, the amount and currency must
 * be the subscription's, and everything happens in one transaction that starts by locking the
 * subscription's row, so repeated and concurrent deliveries queue there.
 */
@Injectable()
export class RenewalBilling {
  private readonly log = new Logger('Subscriptions');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: SettlementQueries,
    private readonly fulfilment: FulfilmentService,
    private readonly history: OrderHistory,
    private readonly passes: VpnPassService,
    private readonly boxes: VpnBoxService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async receive(adapter: PaymentProviderAdapter, event: WebhookEvent): Promise<RenewalOutcome> {
    const api = adapter.subscriptions;
    if (!api) return 'unchanged';
    // The provider's own view, asked outside the transaction (a network call holds no locks).
    const invoice = event.invoiceId ? await api.retrieveInvoice(event.invoiceId) : null;
    // The bill of the checkout that opened it is that checkout's order (settled as any payment);
    // one not attempted yet has nothing to say.
    if (invoice && (invoice.initial || invoice.status === 'open')) return 'unchanged';
    const remoteId = invoice?.subscriptionId ?? event.subscriptionId;
    if (!remoteId) return 'unchanged';
    const remote = await api.retrieveSubscription(remoteId);
    const provider = PROVIDER_ENUM[adapter.name];
    const known = await this.txHost.tx.subscription.findUnique({
      where: { provider_providerSubscriptionId: { provider, providerSubscriptionId: remoteId } },
      select: { id: true },
    });
    if (!known) {
      // A renewal bill of a subscription whose first payment is still being settled here: the
      // provider sends it again. A change of state before then (the subscription created,
      // updated) is read again when the first payment settles.
      if (invoice) throw notKnownYet();
      return 'unchanged';
    }
    return this.txHost.withTransaction(async () => {
      await lockRow(this.txHost.tx, 'Subscription', known.id, { waitMs: 2000 });
      const recorded = await this.queries.recordEvent(provider, event.eventId, event.type, null);
      if (!recorded) return 'duplicate';
      const subscription = await this.txHost.tx.subscription.findUniqueOrThrow({ where: { id: known.id } });
      const outcome = invoice
        ? await this.applyInvoice(subscription, invoice)
        : await this.applyState(subscription, remote);
      await this.txHost.tx.providerEvent.update({
        where: { id: recorded },
        data: { outcome, processedAt: new Date() },
        select: { id: true },
      });
      return outcome;
    });
  }

  private async applyInvoice(subscription: Subscription, invoice: RemoteInvoice): Promise<RenewalOutcome> {
    if (invoice.amountCents !== subscription.amountCents || invoice.currency.toUpperCase() !== subscription.currency) {
      this.log.error(
        `Subscription ${subscription.id}: the provider billed ${invoice.amountCents} ${invoice.currency} instead of ${subscription.amountCents} ${subscription.currency}; nothing granted`,
      );
      return 'mismatch';
    }
    return invoice.status === 'paid' ? this.renewed(subscription, invoice) : this.failed(subscription, invoice);
  }

  /** One period paid: its own order, fulfilled (the pass or box extended, invoiced) once per invoice. */
  private async renewed(subscription: Subscription, invoice: RemoteInvoice): Promise<RenewalOutcome> {
    const existing = await this.txHost.tx.order.findUnique({
      where: {
        provider_providerInvoiceId: { provider: subscription.provider, providerInvoiceId: invoice.invoiceId },
      },
      select: { id: true },
    });
    if (existing) return 'duplicate';
    if (subscription.status === 'ENDED')
      this.log.warn(`Subscription ${subscription.id} was billed after it ended here; the period is granted`);
    if (subscription.graceUntil) await this.releaseGrace(subscription);
    const orderId = await this.placeRenewal(subscription, invoice);
    await this.history.note(orderId, 'paid');
    const done = await this.fulfilment.fulfil(orderId);
    for (const itemId of done.undeliverable) await this.history.note(orderId, 'not-deliverable', { detail: itemId });
    if (done.undeliverable.length > 0) {
      // The pass or box is no longer the customer's (a box unpaired): this period is paid back
      // (refundUndeliverable, after commit) and the renewal stops, its period over now, so the
      // grace job ends it and cancels it at the provider.
      this.log.warn(`Subscription ${subscription.id} renewed a pass or box that is no longer its buyer's; it stops`);
      await this.txHost.tx.subscription.update({
        where: { id: subscription.id },
        data: { cancelAtPeriodEnd: true, paidThrough: new Date(), graceUntil: null },
        select: { id: true },
      });
      return 'renewed';
    }
    const item = await this.txHost.tx.orderItem.findFirst({ where: { orderId }, select: { periodEndsAt: true } });
    await this.txHost.tx.subscription.update({
      where: { id: subscription.id },
      data: {
        status: subscription.status === 'ENDED' ? 'ENDED' : 'ACTIVE',
        paidThrough: item?.periodEndsAt ?? subscription.paidThrough,
        graceUntil: null,
        failedInvoiceId: null,
      },
      select: { id: true },
    });
    this.log.log(`Subscription ${subscription.id} renewed by order ${orderId}`);
    return 'renewed';
  }

  /** The order of one renewal: paid already (the provider collected it), billed as the subscription's first order. */
  private async placeRenewal(subscription: Subscription, invoice: RemoteInvoice): Promise<string> {
    const first = await this.txHost.tx.order.findFirst({
      where: { subscriptionId: subscription.id },
      orderBy: { createdAt: 'asc' },
      select: { email: true, language: true, billingAddress: true, user: { select: { email: true, language: true } } },
    });
    const now = new Date();
    const order = await this.txHost.tx.order.create({
      data: {
        purchaseId: newPurchaseId(),
        userId: subscription.userId,
        email: first?.user?.email ?? first?.email ?? null,
        language: first?.user?.language ?? first?.language ?? 'en',
        status: 'PAID',
        provider: subscription.provider,
        currency: subscription.currency,
        subtotalCents: subscription.amountCents,
        totalCents: subscription.amountCents,
        country: subscription.country,
        billingAddress: (first?.billingAddress ?? undefined) as Prisma.InputJsonValue | undefined,
        idempotencyKey: randomUUID(),
        paidAt: now,
        subscriptionId: subscription.id,
        providerInvoiceId: invoice.invoiceId,
        // How the provider's payment is read again (refunds).
        providerSessionId: invoice.sessionId,
        items: {
          create: [
            {
              productId: subscription.productId,
              productName: (
                await this.txHost.tx.product.findUniqueOrThrow({
                  where: { id: subscription.productId },
                  select: { name: true },
                })
              ).name,
              quantity: 1,
              unitPriceCents: subscription.amountCents,
              targetPassId: subscription.passId,
              targetBoxId: subscription.passId ? null : subscription.boxId,
            },
          ],
        },
      },
      select: { id: true },
    });
    if (invoice.paymentId)
      await this.txHost.tx.payment.create({
        data: {
          orderId: order.id,
          provider: subscription.provider,
          providerPaymentId: invoice.paymentId,
          amountCents: invoice.amountCents,
          currency: invoice.currency.toUpperCase(),
          status: 'SUCCEEDED',
        },
        select: { id: true },
      });
    return order.id;
  }

  /**
   * A renewal payment failed: the pass or box is kept GRACE_MS past what was paid while the
   * provider retries (a late payment bills from the paid end), and the customer is mailed once
   * per failed invoice, with a link to renew by hand.
   */
  private async failed(subscription: Subscription, invoice: RemoteInvoice): Promise<RenewalOutcome> {
    if (subscription.status === 'ENDED' || subscription.status === 'PENDING') return 'stale';
    const paidThrough = subscription.paidThrough ?? new Date();
    const graceUntil = subscription.graceUntil ?? new Date(Math.max(paidThrough.getTime(), Date.now()) + GRACE_MS);
    if (!subscription.graceUntil) {
      if (subscription.passId) await this.passes.holdUntil(subscription.passId, graceUntil);
      else if (subscription.boxId)
        await this.boxes.holdUntil(subscription.boxId, graceUntil, subscription.durationMonths);
    }
    await this.txHost.tx.subscription.update({
      where: { id: subscription.id },
      data: { status: 'PAST_DUE', graceUntil, failedInvoiceId: invoice.invoiceId },
      select: { id: true },
    });
    if (subscription.failedInvoiceId !== invoice.invoiceId) await this.mailFailure(subscription, graceUntil);
    return 'renewal-failed';
  }

  /** A payment after a failure: the grace days go, the paid period runs on from what was paid. */
  private async releaseGrace(subscription: Subscription): Promise<void> {
    if (subscription.passId && subscription.paidThrough)
      await this.passes.releaseHold(subscription.passId, subscription.paidThrough);
    else if (subscription.boxId) await this.boxes.releaseHold(subscription.boxId);
  }

  /** Cancelled, expired or suspended at the provider: nothing renews; the pass or box runs to its end. */
  private async applyState(subscription: Subscription, remote: RemoteSubscription): Promise<RenewalOutcome> {
    if (subscription.status === 'ENDED') return 'stale';
    if (remote.status === 'ended') {
      await this.txHost.tx.subscription.update({
        where: { id: subscription.id },
        data: { status: 'ENDED', endedAt: new Date() },
        select: { id: true },
      });
      return 'subscription-ended';
    }
    if (remote.cancelAtPeriodEnd === subscription.cancelAtPeriodEnd) return 'unchanged';
    await this.txHost.tx.subscription.update({
      where: { id: subscription.id },
      data: { cancelAtPeriodEnd: remote.cancelAtPeriodEnd },
      select: { id: true },
    });
    return 'subscription-updated';
  }

  private async mailFailure(subscription: Subscription, graceUntil: Date): Promise<void> {
    if (!subscription.userId) return;
    const user = await this.txHost.tx.user.findUnique({
      where: { id: subscription.userId },
      select: { email: true, name: true, language: true, deletedAt: true },
    });
    if (!user || user.deletedAt) return;
    const { passId, boxId } = subscription;
    const item = passId
      ? (await this.txHost.tx.vpnPass.findUnique({ where: { id: passId }, select: { code: true } }))?.code
      : boxId
        ? (await this.txHost.tx.vpnBox.findUnique({ where: { id: boxId }, select: { serial: true } }))?.serial
        : null;
    const renew = subscription.passId ? `renewPass=${subscription.passId}` : `renewBox=${subscription.boxId}`;
    await this.mail.enqueue({
      to: user.email,
      userId: subscription.userId,
      language: user.language,
      template: 'subscription-renewal-failed',
      data: {
        name: user.name,
        item: item ?? '',
        reason: subscription.passId ? 'pass' : 'box',
        date: mailDate(graceUntil, user.language),
        link: `${this.config.env.PUBLIC_URL.replace(/\/+$/, '')}/dashboard/pass/passNew?${renew}`,
      },
    });
  }
}
