import { randomBytes } from 'node:crypto';
import type { StandInAnswer, StandInRequest } from './provider-harness';

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

interface PriceState {
  id: string;
  lookupKey: string | null;
  amount: number;
  currency: string;
  intervalCount: number;
  productName: string;
}

interface SubscriptionState {
  id: string;
  status: 'trialing' | 'active' | 'past_due' | 'canceled';
  cancelAtPeriodEnd: boolean;
  priceId: string;
  metadata: Record<string, unknown>;
}

interface InvoiceState {
  id: string;
  subscriptionId: string;
  billingReason: 'subscription_create' | 'subscription_cycle';
  status: 'paid' | 'open';
  attempted: boolean;
  amount: number;
  currency: string;
  paymentIntentId: string;
  chargeId: string;
  /** Refunds made through the API, in order. */
  refunds: { id: string; amount: number; metadata: Record<string, unknown> }[];
}

/**
 * Stripe Billing in the Stripe stand-in, as far as automatic renewal uses it: recurring Prices
 * (list by lookup key, create), subscriptions opened by a paid subscription-mode checkout (retrieve,
 * update cancel_at_period_end, cancel), and invoices (retrieve with their payments). `renew` bills a
 * period as Stripe does when one ends.
 */
export class StripeBillingStandIn {
  private readonly prices = new Map<string, PriceState>();
  private readonly subscriptions = new Map<string, SubscriptionState>();
  private readonly invoices = new Map<string, InvoiceState>();

  hasPrice(priceId: string): boolean {
    return this.prices.has(priceId);
  }

  /** A subscription-mode checkout was paid: its subscription starts (on trial until the first renewal), with its first invoice. */
  open(
    priceId: string,
    metadata: Record<string, unknown>,
    first: { amount: number; currency: string; paymentIntentId: string },
  ) {
    const subscription: SubscriptionState = {
      id: id('sub'),
      status: 'trialing',
      cancelAtPeriodEnd: false,
      priceId,
      metadata,
    };
    this.subscriptions.set(subscription.id, subscription);
    const invoice = this.bill(subscription, 'subscription_create', 'paid', first);
    return { subscriptionId: subscription.id, invoiceId: invoice.id };
  }

  /** The period ends: the next one is billed, paid or failed (open, attempted: Stripe retries). */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): string {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`Stripe stand-in: no subscription ${subscriptionId}`);
    const price = this.prices.get(subscription.priceId);
    if (!price) throw new Error(`Stripe stand-in: no price ${subscription.priceId}`);
    const invoice = this.bill(subscription, 'subscription_cycle', outcome === 'paid' ? 'paid' : 'open', {
      amount: price.amount,
      currency: price.currency,
      paymentIntentId: id('pi'),
    });
    subscription.status = outcome === 'paid' ? 'active' : 'past_due';
    return invoice.id;
  }

  /** Cancelled on Stripe's side (the dashboard, or after its retries). */
  cancel(subscriptionId: string): void {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`Stripe stand-in: no subscription ${subscriptionId}`);
    subscription.status = 'canceled';
  }

  invoiceJson(invoiceId: string, expand: string[] = []): Record<string, unknown> {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`Stripe stand-in: no invoice ${invoiceId}`);
    return {
      id: invoice.id,
      object: 'invoice',
      billing_reason: invoice.billingReason,
      status: invoice.status,
      attempted: invoice.attempted,
      amount_due: invoice.amount,
      amount_paid: invoice.status === 'paid' ? invoice.amount : 0,
      currency: invoice.currency,
      parent: { type: 'subscription_details', subscription_details: { subscription: invoice.subscriptionId } },
      ...(expand.includes('payments') && {
        payments: {
          object: 'list',
          data: [
            {
              object: 'invoice_payment',
              status: invoice.status === 'paid' ? 'paid' : 'open',
              payment: { type: 'payment_intent', payment_intent: invoice.paymentIntentId },
            },
          ],
          has_more: false,
        },
      }),
    };
  }

  subscriptionJson(subscriptionId: string): Record<string, unknown> {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`Stripe stand-in: no subscription ${subscriptionId}`);
    return {
      id: subscription.id,
      object: 'subscription',
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      metadata: subscription.metadata,
    };
  }

  /** Answers the Billing calls; null for any other request. */
  route(request: StandInRequest): StandInAnswer | null {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const query = request.query as Record<string, unknown>;
    if (request.pathname === '/v1/prices' && request.method === 'GET') {
      const keys = Array.isArray(query.lookup_keys) ? (query.lookup_keys as string[]) : [];
      const data = [...this.prices.values()].filter((p) => p.lookupKey !== null && keys.includes(p.lookupKey));
      return { status: 200, body: { object: 'list', data: data.map(priceJson), has_more: false } };
    }
    if (request.pathname === '/v1/prices' && request.method === 'POST') return this.createPrice(body);
    // A renewal's payment (the checkout's own first invoice is paid by the session's PaymentIntent).
    const renewalOf = (intentId: unknown) =>
      [...this.invoices.values()].find(
        (i) => i.paymentIntentId === intentId && i.billingReason === 'subscription_cycle' && i.status === 'paid',
      );
    if (request.pathname === '/v1/refunds' && request.method === 'POST') {
      const paid = renewalOf(body.payment_intent);
      return paid ? this.refund(paid, body) : null;
    }
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(request.pathname);
    if (intent && request.method === 'GET') {
      const paid = renewalOf(decodeURIComponent(intent[1]));
      if (!paid) return null;
      const expand = Array.isArray(query.expand) ? (query.expand as string[]) : [];
      return { status: 200, body: this.intentJson(paid, expand) };
    }
    const invoice = /^\/v1\/invoices\/([^/]+)$/.exec(request.pathname);
    if (invoice && request.method === 'GET') {
      const invoiceId = decodeURIComponent(invoice[1]);
      if (!this.invoices.has(invoiceId)) return missing('invoice', invoiceId);
      const expand = Array.isArray(query.expand) ? (query.expand as string[]) : [];
      return { status: 200, body: this.invoiceJson(invoiceId, expand) };
    }
    const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(request.pathname);
    if (subscription) {
      const state = this.subscriptions.get(decodeURIComponent(subscription[1]));
      if (!state) return missing('subscription', subscription[1]);
      if (request.method === 'POST' && body.cancel_at_period_end !== undefined)
        state.cancelAtPeriodEnd = body.cancel_at_period_end === 'true';
      if (request.method === 'DELETE') state.status = 'canceled';
      return { status: 200, body: this.subscriptionJson(state.id) };
    }
    return null;
  }

  private refund(invoice: InvoiceState, body: Record<string, unknown>): StandInAnswer {
    const left = invoice.amount - invoice.refunds.reduce((sum, r) => sum + r.amount, 0);
    const amount = Number(body.amount ?? left);
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      return {
        status: 400,
        body: {
          error: { type: 'invalid_request_error', message: 'Refund amount too large', code: 'amount_too_large' },
        },
      };
    const refund = { id: id('re'), amount, metadata: (body.metadata ?? {}) as Record<string, unknown> };
    invoice.refunds.push(refund);
    return {
      status: 200,
      body: { id: refund.id, object: 'refund', amount, payment_intent: invoice.paymentIntentId, status: 'succeeded' },
    };
  }

  private intentJson(invoice: InvoiceState, expand: string[]): Record<string, unknown> {
    const refunded = invoice.refunds.reduce((sum, r) => sum + r.amount, 0);
    const charge = {
      id: invoice.chargeId,
      object: 'charge',
      amount: invoice.amount,
      amount_refunded: refunded,
      refunded: refunded >= invoice.amount,
      currency: invoice.currency,
      refunds: {
        object: 'list',
        data: invoice.refunds.map((r) => ({
          id: r.id,
          object: 'refund',
          amount: r.amount,
          status: 'succeeded',
          metadata: r.metadata,
        })),
        has_more: false,
      },
    };
    return {
      id: invoice.paymentIntentId,
      object: 'payment_intent',
      amount: invoice.amount,
      currency: invoice.currency,
      status: 'succeeded',
      latest_charge: expand.some((path) => path.startsWith('latest_charge')) ? charge : invoice.chargeId,
    };
  }

  private createPrice(body: Record<string, unknown>): StandInAnswer {
    const recurring = (body.recurring ?? {}) as Record<string, unknown>;
    const productData = (body.product_data ?? {}) as Record<string, unknown>;
    const lookupKey = typeof body.lookup_key === 'string' ? body.lookup_key : null;
    const amount = Number(body.unit_amount);
    const intervalCount = Number(recurring.interval_count ?? 1);
    if (recurring.interval !== 'month' || intervalCount < 1 || intervalCount > 12 || !Number.isInteger(amount))
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'Invalid recurring price' } },
      };
    if (lookupKey && [...this.prices.values()].some((p) => p.lookupKey === lookupKey))
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: 'A price with this lookup_key exists' } },
      };
    const price: PriceState = {
      id: id('price'),
      lookupKey,
      amount,
      currency: String(body.currency),
      intervalCount,
      productName: String(productData.name ?? ''),
    };
    this.prices.set(price.id, price);
    return { status: 200, body: priceJson(price) };
  }

  private bill(
    subscription: SubscriptionState,
    billingReason: InvoiceState['billingReason'],
    status: InvoiceState['status'],
    payment: { amount: number; currency: string; paymentIntentId: string },
  ): InvoiceState {
    const invoice: InvoiceState = {
      id: id('in'),
      subscriptionId: subscription.id,
      billingReason,
      status,
      attempted: true,
      amount: payment.amount,
      currency: payment.currency,
      paymentIntentId: payment.paymentIntentId,
      chargeId: id('ch'),
      refunds: [],
    };
    this.invoices.set(invoice.id, invoice);
    return invoice;
  }
}

function priceJson(price: PriceState): Record<string, unknown> {
  return {
    id: price.id,
    object: 'price',
    active: true,
    currency: price.currency,
    unit_amount: price.amount,
    lookup_key: price.lookupKey,
    recurring: { interval: 'month', interval_count: price.intervalCount },
    type: 'recurring',
  };
}

function missing(kind: string, id: string): StandInAnswer {
  return {
    status: 404,
    body: { error: { type: 'invalid_request_error', message: `No such ${kind}: '${id}'`, code: 'resource_missing' } },
  };
}
