import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { orderNotFound } from '../orders/order.service';
import type { PaymentProvider } from '../../generated/prisma/enums';
import { ProviderCallError, type ProviderSubscriptions } from '../providers/payment-provider';
import { ProviderRegistry, providerNameOf } from '../providers/provider-registry';
import type { RecurringQuote } from '../pricing/quote.service';
import { SubscriptionQueries } from './subscription.queries';

const notCancellable = () =>
  new DomainException(HttpStatus.CONFLICT, 'SUBSCRIPTION_NOT_CANCELLABLE', 'This order has no renewing subscription.');
const notResumable = () =>
  new DomainException(
    HttpStatus.CONFLICT,
    'SUBSCRIPTION_NOT_RESUMABLE',
    'This renewal was not cancelled, or its period has ended.',
  );
const providerDown = () =>
  new DomainException(
    HttpStatus.BAD_GATEWAY,
    'PROVIDER_ERROR',
    'The payment provider could not be reached; nothing changed. Please try again.',
  );

const LIVE = ['ACTIVE', 'PAST_DUE'] as const;

/**
 * The life of an automatic renewal on our side: opened with its order (autoRenew), started when
 * the first payment is made (with the provider's subscription id and the pass or box it renews),
 * cancelled at the period's end and resumed by the customer (at the provider first, then here),
 * ended for good with the account. The renewals themselves come as webhooks (renewal-billing.ts).
 */
@Injectable()
export class SubscriptionService {
  private readonly log = new Logger('Subscriptions');

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly providers: ProviderRegistry,
    private readonly queries: SubscriptionQueries,
  ) {}

  /** In the order's transaction: the subscription the order asks for, waiting for its first payment. */
  async open(
    order: { userId: string | null; provider: PaymentProvider; currency: string; country: string },
    terms: RecurringQuote,
  ): Promise<string> {
    const created = await this.txHost.tx.subscription.create({
      data: {
        userId: order.userId,
        provider: order.provider,
        productId: terms.product.id,
        durationMonths: terms.durationMonths,
        amountCents: terms.amountCents,
        currency: order.currency,
        country: order.country,
      },
      select: { id: true },
    });
    return created.id;
  }

  /**
   * In the fulfilling transaction: the first payment is made, so the subscription starts, with the
   * provider's id and the pass or box the order bought or renewed; what was paid runs to that end.
   */
  async activate(orderId: string, providerSubscriptionId: string | null | undefined): Promise<void> {
    const order = await this.txHost.tx.order.findUnique({
      where: { id: orderId },
      select: {
        subscriptionId: true,
        subscription: { select: { status: true } },
        items: { select: { id: true, targetPassId: true, targetBoxId: true } },
      },
    });
    if (!order?.subscriptionId || order.subscription?.status !== 'PENDING') return;
    if (!providerSubscriptionId) {
      this.log.warn(`Order ${orderId} was paid without the subscription it asked for; it renews by hand`);
      return;
    }
    const item = order.items[0];
    const pass = item.targetPassId
      ? { id: item.targetPassId }
      : await this.txHost.tx.vpnPass.findFirst({ where: { orderItemId: item.id }, select: { id: true } });
    const boxId =
      item.targetBoxId ??
      (await this.txHost.tx.boxSubscription.findFirst({ where: { orderItemId: item.id }, select: { boxId: true } }))
        ?.boxId ??
      null;
    const paidThrough = await this.endOf(pass?.id ?? null, pass ? null : boxId);
    await this.txHost.tx.subscription.update({
      where: { id: order.subscriptionId },
      data: {
        status: paidThrough ? 'ACTIVE' : 'ENDED',
        providerSubscriptionId,
        passId: pass?.id ?? null,
        boxId: pass ? null : boxId,
        paidThrough,
        ...(paidThrough ? {} : { endedAt: new Date() }),
      },
      select: { id: true },
    });
    this.log.log(`Subscription ${order.subscriptionId} started with order ${orderId}`);
  }

  /** Where the pass or the box's last period ends now. */
  async endOf(passId: string | null, boxId: string | null): Promise<Date | null> {
    if (passId) {
      const pass = await this.txHost.tx.vpnPass.findUnique({ where: { id: passId }, select: { endsAt: true } });
      return pass?.endsAt ?? null;
    }
    if (!boxId) return null;
    const last = await this.txHost.tx.boxSubscription.findFirst({
      where: { boxId, grace: false },
      select: { endsAt: true },
      orderBy: { endsAt: 'desc' },
    });
    return last?.endsAt ?? null;
  }

  /**
   * CancelSubscription: the renewal stops at the period's end, at the provider first (nothing
   * changes here when it cannot be reached). A renewal whose payment failed ends at once: nothing
   * more is retried, and the pass or box runs to the end of its grace days.
   */
  async cancel(purchaseId: string, userId: string): Promise<void> {
    const subscription = await this.ofOrder(purchaseId, userId);
    if (!subscription || !LIVE.includes(subscription.status as (typeof LIVE)[number]) || subscription.cancelAtPeriodEnd)
      throw notCancellable();
    const now = subscription.status === 'PAST_DUE';
    await this.atProvider(subscription, (api, id) => api.cancel(id, now ? 'now' : 'period-end'));
    await this.txHost.withTransaction(async () => {
      await this.txHost.tx.subscription.update({
        where: { id: subscription.id },
        data: now ? { status: 'ENDED', endedAt: new Date() } : { cancelAtPeriodEnd: true },
        select: { id: true },
      });
      await this.txHost.tx.order.updateMany({
        where: { subscriptionId: subscription.id, subscriptionCancelledAt: null },
        data: { subscriptionCancelledAt: new Date() },
      });
    });
  }

  /** ResumeSubscription: a cancellation undone before the period ends. */
  async resume(purchaseId: string, userId: string, now = new Date()): Promise<void> {
    const subscription = await this.ofOrder(purchaseId, userId);
    const running = subscription?.paidThrough && subscription.paidThrough > now;
    if (!subscription || subscription.status !== 'ACTIVE' || !subscription.cancelAtPeriodEnd || !running)
      throw notResumable();
    await this.atProvider(subscription, (api, id) => api.resume(id));
    await this.txHost.withTransaction(async () => {
      await this.txHost.tx.subscription.update({
        where: { id: subscription.id },
        data: { cancelAtPeriodEnd: false },
        select: { id: true },
      });
      await this.txHost.tx.order.updateMany({
        where: { subscriptionId: subscription.id },
        data: { subscriptionCancelledAt: null },
      });
    });
  }

  /**
   * The account is being deleted: every renewal still running is cancelled at its provider at once
   * (before the erasure, outside its transaction: a provider that cannot be reached stops the
   * deletion rather than leave a deleted account that is still billed) and ended here.
   */
  async endAllOf(userId: string): Promise<void> {
    const running = await this.txHost.tx.subscription.findMany({
      where: { userId, status: { in: [...LIVE, 'PENDING'] } },
      select: { id: true, provider: true, providerSubscriptionId: true },
    });
    for (const subscription of running) {
      if (subscription.providerSubscriptionId) await this.atProvider(subscription, (api, id) => api.cancel(id, 'now'));
      await this.txHost.tx.subscription.update({
        where: { id: subscription.id },
        data: { status: 'ENDED', endedAt: new Date() },
        select: { id: true },
      });
    }
  }

  /**
   * Renewals that are over: past due with their grace days gone (the provider's retries did not
   * pay), or cancelled at the period's end with that end reached (PayPal only suspends them).
   * Ended here, each claimed once across instances, and cancelled at the provider. Answers how many.
   */
  async endLapsed(now = new Date()): Promise<number> {
    const lapsed = await this.queries.endLapsed(now);
    for (const subscription of lapsed) {
      await this.atProvider(subscription, (api, id) => api.cancel(id, 'now')).catch((error: unknown) =>
        this.log.warn(
          `Subscription ${subscription.id} ended here but not at its provider yet: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
    return lapsed.length;
  }

  /** The subscription of one of my orders (the one that started it, or a renewal). */
  private async ofOrder(purchaseId: string, userId: string) {
    const order = await this.txHost.tx.order.findUnique({
      where: { purchaseId },
      select: {
        userId: true,
        subscription: {
          select: {
            id: true,
            status: true,
            provider: true,
            providerSubscriptionId: true,
            cancelAtPeriodEnd: true,
            paidThrough: true,
          },
        },
      },
    });
    if (!order || order.userId !== userId) throw orderNotFound();
    return order.subscription;
  }

  private async atProvider(
    subscription: { provider: PaymentProvider; providerSubscriptionId: string | null },
    call: (api: ProviderSubscriptions, id: string) => Promise<void>,
  ): Promise<void> {
    const api = this.providers.find(providerNameOf(subscription.provider))?.subscriptions;
    if (!api || !subscription.providerSubscriptionId) throw providerDown();
    try {
      await call(api, subscription.providerSubscriptionId);
    } catch (error) {
      if (error instanceof ProviderCallError) {
        this.log.warn(`A subscription call failed at ${subscription.provider}: ${error.message}`);
        throw providerDown();
      }
      throw error;
    }
  }
}
