import { PayPalSales } from './paypal-sales';
import { callPayPalV1 } from './paypal-v1';
import type { PayPalClient } from './paypal.client';
import { fromPayPalValue, isJson, toPayPalValue } from './paypal.shapes';
import {
  PaymentNotFoundError,
  ProviderCallError,
  type CheckoutRequest,
  type CreatedCheckout,
  type ProviderSubscriptions,
  type RecurringTerms,
  type RemoteInvoice,
  type RemotePayment,
  type RemoteSubscription,
} from './payment-provider';

type Json = Record<string, unknown>;

/** The statuses of a subscription's transaction that was paid (and may have been paid back since). */
const PAID_TRANSACTIONS = new Set(['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED']);

/** A failed renewal has no sale of its own: the event names it by the subscription and the failure's time. */
const FAILED = 'failed:';

/** The catalogue product every renewal plan belongs to (PayPal plans need one). */
const PRODUCT_REQUEST_ID = 'shop-vpn-renewals-product';

/**
 * PayPal's Subscriptions API (v1, called over HTTP as the disputes are: the server SDK's models
 * add nothing here) as automatic renewal uses it. One billing plan per product, currency and
 * amount (found by its name, else created once); a checkout with recurring terms creates a
 * subscription whose setup fee is the order's amount, collected when the buyer approves, and
 * whose regular billing starts when what that payment buys ends. Its session id is the
 * subscription id (I-...). Renewals are sales (PAYMENT.SALE.COMPLETED); PayPal cannot cancel at
 * the end of a period, so that is a suspension (resumed by activating), and ending is a cancel.
 */
export class PayPalSubscriptions implements ProviderSubscriptions {
  private readonly plans = new Map<string, string>();

  constructor(
    private readonly client: PayPalClient,
    private readonly timeoutMs: number,
    private readonly sales = new PayPalSales(client, timeoutMs),
  ) {}

  /** A subscription checkout's session id (an order's is not of this form). */
  static isSubscription(sessionId: string): boolean {
    return sessionId.startsWith('I-');
  }

  async createCheckout(request: CheckoutRequest & { recurring: RecurringTerms }): Promise<CreatedCheckout> {
    const planId = await this.planFor(request.recurring, request.currency);
    const created = await this.request('POST', '/v1/billing/subscriptions', 'create a subscription', {
      requestId: request.idempotencyKey,
      body: {
        plan_id: planId,
        start_time: request.recurring.firstRenewalAt.toISOString(),
        custom_id: request.purchaseId,
        plan: {
          payment_preferences: {
            setup_fee: {
              currency_code: request.currency.toUpperCase(),
              value: toPayPalValue(request.amountCents, request.currency),
            },
            // The first payment is the order: if it fails, nothing starts.
            setup_fee_failure_action: 'CANCEL',
          },
        },
        ...(request.email ? { subscriber: { email_address: request.email } } : {}),
        application_context: {
          return_url: request.successUrl,
          cancel_url: request.cancelUrl,
          user_action: 'SUBSCRIBE_NOW',
          shipping_preference: 'NO_SHIPPING',
        },
      },
    });
    const approve = linksOf(created).find((link) => link.rel === 'approve')?.href;
    if (typeof created.id !== 'string' || !approve)
      throw new ProviderCallError('PayPal answered a subscription without an id or approval link');
    return { sessionId: created.id, payUrl: approve };
  }

  /**
   * The first payment of a subscription checkout: the setup fee, collected when the buyer
   * approved, read as its sale (with the refunds named that are of it, as a renewal's). Once
   * paid, the sale says what holds, refunded or not, even after the subscription has ended.
   */
  async retrievePayment(subscriptionId: string, refundIds: string[] = []): Promise<RemotePayment> {
    const subscription = await this.subscription(subscriptionId);
    const status = text(subscription.status);
    const purchaseId = text(subscription.custom_id);
    const approved = status !== 'APPROVAL_PENDING' && status !== 'APPROVED';
    const saleId = approved ? await this.firstSaleId(subscriptionId) : null;
    if (saleId) {
      const sale = await this.sales.retrieve(PayPalSales.sessionOf(saleId), refundIds);
      return { ...sale, sessionId: subscriptionId, purchaseId, subscriptionId };
    }
    return {
      sessionId: subscriptionId,
      purchaseId,
      status: status === 'CANCELLED' || status === 'EXPIRED' ? 'cancelled' : 'open',
      amountCents: null,
      currency: null,
      paymentId: null,
      refundedCents: 0,
      refunds: [],
      subscriptionId: null,
    };
  }

  async retrieveInvoice(invoiceId: string): Promise<RemoteInvoice> {
    if (invoiceId.startsWith(FAILED)) return this.failedPayment(invoiceId);
    const sale = await this.request('GET', `/v1/payments/sale/${encodeURIComponent(invoiceId)}`, 'get a sale');
    const subscriptionId = text(sale.billing_agreement_id);
    if (!subscriptionId) throw new PaymentNotFoundError(`PayPal sale ${invoiceId} renews no subscription`);
    const subscription = await this.subscription(subscriptionId);
    const amount = isJson(sale.amount) ? sale.amount : {};
    const state = text(sale.state);
    // The setup fee is collected at approval, before regular billing starts: that is the checkout's order.
    const startsAt = Date.parse(text(subscription.start_time) ?? '');
    const createdAt = Date.parse(text(sale.create_time) ?? '');
    return {
      invoiceId,
      subscriptionId,
      status: state === 'completed' ? 'paid' : state === 'denied' ? 'failed' : 'open',
      // An amount PayPal wrote in an unreadable form compares as no amount: nothing is granted.
      amountCents: fromPayPalValue(String(amount.total), String(amount.currency)) ?? -1,
      currency: String(amount.currency).toUpperCase(),
      paymentId: invoiceId,
      // Read and refunded as a sale of PayPal's Payments v1 (paypal-sales.ts).
      sessionId: PayPalSales.sessionOf(invoiceId),
      initial: Number.isFinite(startsAt) && Number.isFinite(createdAt) && createdAt < startsAt,
    };
  }

  async retrieveSubscription(subscriptionId: string): Promise<RemoteSubscription> {
    const subscription = await this.subscription(subscriptionId);
    const status = text(subscription.status);
    return {
      subscriptionId,
      status:
        status === 'ACTIVE' || status === 'SUSPENDED'
          ? 'active'
          : status === 'CANCELLED' || status === 'EXPIRED'
            ? 'ended'
            : 'incomplete',
      // Suspended: the shop's "cancel at the period's end" (resumed by activating it again).
      cancelAtPeriodEnd: status === 'SUSPENDED',
    };
  }

  async cancel(subscriptionId: string, when: 'period-end' | 'now'): Promise<void> {
    const action = when === 'now' ? 'cancel' : 'suspend';
    const path = `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/${action}`;
    try {
      await this.request('POST', path, `${action} a subscription`, {
        body: { reason: when === 'now' ? 'Ended by the customer or the shop' : 'Renewal cancelled by the customer' },
      });
    } catch (error) {
      // Cancelled already: the goal is reached.
      if (when === 'now' && error instanceof UnprocessableError) return;
      throw error;
    }
  }

  async resume(subscriptionId: string): Promise<void> {
    await this.request(
      'POST',
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/activate`,
      'resume a subscription',
      { body: { reason: 'Renewal resumed by the customer' } },
    );
  }

  /** The plan billing these terms: found by its name, else created (with the catalogue product) once. */
  private async planFor(terms: RecurringTerms, currency: string): Promise<string> {
    const name = `renewal:${terms.productName}:${currency.toUpperCase()}:${terms.amountCents}`;
    const known = this.plans.get(name);
    if (known) return known;
    const listed = await this.request('GET', '/v1/billing/plans?page_size=20&total_required=false', 'list plans');
    const plans = Array.isArray(listed.plans) ? (listed.plans as unknown[]).filter(isJson) : [];
    let planId = text(plans.find((plan) => plan.name === name && plan.status === 'ACTIVE')?.id);
    if (!planId) {
      const product = await this.request('POST', '/v1/catalogs/products', 'create a product', {
        requestId: PRODUCT_REQUEST_ID,
        body: { name: 'VPN subscription', type: 'SERVICE' },
      });
      const plan = await this.request('POST', '/v1/billing/plans', 'create a plan', {
        requestId: name,
        body: {
          product_id: product.id,
          name,
          status: 'ACTIVE',
          billing_cycles: [
            {
              tenure_type: 'REGULAR',
              sequence: 1,
              total_cycles: 0,
              frequency: { interval_unit: 'MONTH', interval_count: terms.intervalMonths },
              pricing_scheme: {
                fixed_price: {
                  currency_code: currency.toUpperCase(),
                  value: toPayPalValue(terms.amountCents, currency),
                },
              },
            },
          ],
          payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 3 },
        },
      });
      planId = text(plan.id);
    }
    if (!planId) throw new ProviderCallError('PayPal answered a plan without an id');
    this.plans.set(name, planId);
    return planId;
  }

  /** A failed renewal, as PayPal's subscription reports its last failed payment. */
  private async failedPayment(invoiceId: string): Promise<RemoteInvoice> {
    const subscriptionId = invoiceId.slice(FAILED.length).split(':')[0];
    const subscription = await this.subscription(subscriptionId);
    const billing = isJson(subscription.billing_info) ? subscription.billing_info : {};
    const failed = isJson(billing.last_failed_payment) ? billing.last_failed_payment : {};
    const amount = isJson(failed.amount) ? failed.amount : {};
    if (!amount.value) throw new PaymentNotFoundError(`PayPal subscription ${subscriptionId} has no failed payment`);
    return {
      invoiceId,
      subscriptionId,
      status: 'failed',
      amountCents: fromPayPalValue(String(amount.value), String(amount.currency_code)) ?? -1,
      currency: String(amount.currency_code).toUpperCase(),
      paymentId: null,
      sessionId: null,
      initial: false,
    };
  }

  private subscription(subscriptionId: string): Promise<Json> {
    return this.request('GET', `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}`, 'get a subscription');
  }

  /**
   * The sale of the subscription's setup fee: its earliest payment that went through, refunded
   * since or not. An entry with a negative amount (a refund, were PayPal to list one) is no payment.
   */
  private async firstSaleId(subscriptionId: string): Promise<string | null> {
    const start = new Date(Date.now() - 400 * 86_400_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const listed = await this.request(
      'GET',
      `/v1/billing/subscriptions/${encodeURIComponent(subscriptionId)}/transactions?start_time=${start}&end_time=${end}`,
      'list subscription transactions',
    );
    const transactions = Array.isArray(listed.transactions) ? (listed.transactions as unknown[]).filter(isJson) : [];
    const paid = transactions
      .filter((t) => PAID_TRANSACTIONS.has(String(t.status)) && !grossOf(t).startsWith('-'))
      .sort((a, b) => timeOf(a) - timeOf(b));
    return text(paid[0]?.id);
  }

  private async request(
    method: 'GET' | 'POST',
    path: string,
    what: string,
    options: { body?: Json; requestId?: string } = {},
  ): Promise<Json> {
    const { status, body } = await callPayPalV1(this.client, this.timeoutMs, { method, path, what, ...options });
    if (status === 404) throw new PaymentNotFoundError(`PayPal could not ${what} (HTTP 404)`);
    if (status === 422) throw new UnprocessableError(`PayPal could not ${what} (HTTP 422)`);
    if (status < 200 || status >= 300) throw new ProviderCallError(`PayPal could not ${what} (HTTP ${status})`);
    return body;
  }
}

/** PayPal refused an action in the resource's state (already cancelled, not suspended). */
class UnprocessableError extends ProviderCallError {}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function grossOf(transaction: Json): string {
  const breakdown = isJson(transaction.amount_with_breakdown) ? transaction.amount_with_breakdown : {};
  return isJson(breakdown.gross_amount) ? String(breakdown.gross_amount.value) : '';
}

/** When PayPal processed a transaction; one without a readable time sorts last. */
function timeOf(transaction: Json): number {
  const time = Date.parse(text(transaction.time) ?? '');
  return Number.isFinite(time) ? time : Number.POSITIVE_INFINITY;
}

function linksOf(resource: Json): { rel: string; href: string }[] {
  return (Array.isArray(resource.links) ? (resource.links as unknown[]) : []).filter(
    (link): link is { rel: string; href: string } =>
      isJson(link) && typeof link.rel === 'string' && typeof link.href === 'string',
  );
}
