import { randomBytes } from 'node:crypto';
import type { StandInAnswer, StandInRequest } from './provider-harness';

type Json = Record<string, unknown>;
type Money = { value: string; currency_code: string };

interface PlanState {
  id: string;
  name: string;
  price: Money;
  intervalCount: number;
}

interface SubscriptionState {
  id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED';
  planId: string;
  customId: string | null;
  startTime: string;
  setupFee: Money;
  lastFailed: { amount: Money; time: string } | null;
}

interface SaleState {
  id: string;
  subscriptionId: string;
  /** completed, partially_refunded and refunded follow from `refunds`. */
  state: 'completed' | 'denied';
  amount: Money;
  createTime: string;
  /** Each refund in the order made (invoiceNumber: what it was asked with; null on PayPal's site). */
  refunds: { id: string; cents: number; invoiceNumber: string | null; time: string }[];
}

const upperId = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * PayPal's Subscriptions API in the PayPal stand-in, as far as automatic renewal uses it: catalogue
 * products and plans, subscriptions (create with a setup fee, get, transactions, suspend, activate,
 * cancel) and sales with their refunds (Payments v1: get a sale, refund it, get a refund). `approve`
 * is the buyer approving (the setup fee is collected), `renew` a billing cycle PayPal runs,
 * `refundOnSite` a refund the seller makes on PayPal's site.
 */
export class PayPalBillingStandIn {
  private readonly plans = new Map<string, PlanState>();
  private readonly subscriptions = new Map<string, SubscriptionState>();
  private readonly sales = new Map<string, SaleState>();

  /** The buyer approved on PayPal: the subscription starts and its setup fee is collected. */
  approve(subscriptionId: string): string {
    const subscription = this.find(subscriptionId);
    subscription.status = 'ACTIVE';
    return this.sell(subscription, subscription.setupFee, new Date().toISOString(), 'completed').id;
  }

  /** A billing cycle: a completed sale, or a failed payment PayPal will retry. */
  renew(subscriptionId: string, outcome: 'paid' | 'failed'): string | null {
    const subscription = this.find(subscriptionId);
    const plan = this.plans.get(subscription.planId);
    if (!plan) throw new Error(`PayPal stand-in: no plan ${subscription.planId}`);
    const time = new Date(Math.max(Date.now(), Date.parse(subscription.startTime)) + 1000).toISOString();
    if (outcome === 'failed') {
      subscription.lastFailed = { amount: plan.price, time };
      return null;
    }
    return this.sell(subscription, plan.price, time, 'completed').id;
  }

  /** Cancelled on PayPal's side (by the buyer, or after the retries). */
  cancel(subscriptionId: string): void {
    this.find(subscriptionId).status = 'CANCELLED';
  }

  /** The seller refunds a sale on PayPal's site (the rest of it if no amount is given); answers the refund's id. */
  refundOnSite(saleId: string, cents?: number): string {
    const sale = this.sales.get(saleId);
    if (!sale) throw new Error(`PayPal stand-in: no sale ${saleId}`);
    const refund = {
      id: upperId('RF'),
      cents: cents ?? leftOf(sale),
      invoiceNumber: null,
      time: new Date().toISOString(),
    };
    sale.refunds.push(refund);
    return refund.id;
  }

  subscriptionJson(subscriptionId: string): Json {
    const subscription = this.find(subscriptionId);
    return {
      id: subscription.id,
      status: subscription.status,
      plan_id: subscription.planId,
      custom_id: subscription.customId,
      start_time: subscription.startTime,
      billing_info: subscription.lastFailed
        ? { last_failed_payment: { amount: subscription.lastFailed.amount, time: subscription.lastFailed.time } }
        : {},
      links: [
        { rel: 'approve', href: `https://paypal.stand-in/webapps/billing/subscriptions?ba_token=${subscription.id}` },
      ],
    };
  }

  saleJson(saleId: string): Json {
    const sale = this.sales.get(saleId);
    if (!sale) throw new Error(`PayPal stand-in: no sale ${saleId}`);
    const refunded = sale.refunds.length === 0 ? null : leftOf(sale) === 0 ? 'refunded' : 'partially_refunded';
    return {
      id: sale.id,
      state: sale.state === 'completed' ? (refunded ?? 'completed') : sale.state,
      amount: { total: sale.amount.value, currency: sale.amount.currency_code },
      billing_agreement_id: sale.subscriptionId,
      create_time: sale.createTime,
      links: [
        { href: `/v1/payments/sale/${sale.id}`, rel: 'self', method: 'GET' },
        { href: `/v1/payments/sale/${sale.id}/refund`, rel: 'refund', method: 'POST' },
      ],
    };
  }

  /** A sale's refund as PayPal shows it (GET /v1/payments/refund/{id}, PAYMENT.SALE.REFUNDED resources). */
  refundJson(refundId: string): Json {
    for (const sale of this.sales.values()) {
      const refund = sale.refunds.find((r) => r.id === refundId);
      if (!refund) continue;
      return {
        id: refund.id,
        state: 'completed',
        amount: { total: (refund.cents / 100).toFixed(2), currency: sale.amount.currency_code },
        sale_id: sale.id,
        ...(refund.invoiceNumber ? { invoice_number: refund.invoiceNumber } : {}),
        create_time: refund.time,
        update_time: refund.time,
        links: [
          { href: `/v1/payments/refund/${refund.id}`, rel: 'self', method: 'GET' },
          { href: `/v1/payments/sale/${sale.id}`, rel: 'sale', method: 'GET' },
        ],
      };
    }
    throw new Error(`PayPal stand-in: no refund ${refundId}`);
  }

  /** Answers the Subscriptions calls; null for any other request. */
  route(request: StandInRequest): StandInAnswer | null {
    const body = (request.body ?? {}) as Json;
    const path = request.pathname;
    if (path === '/v1/catalogs/products' && request.method === 'POST')
      return { status: 201, body: { id: upperId('PROD-'), name: body.name } };
    if (path === '/v1/billing/plans' && request.method === 'GET')
      return {
        status: 200,
        body: { plans: [...this.plans.values()].map((p) => ({ id: p.id, name: p.name, status: 'ACTIVE' })) },
      };
    if (path === '/v1/billing/plans' && request.method === 'POST') return this.createPlan(body);
    if (path === '/v1/billing/subscriptions' && request.method === 'POST') return this.createSubscription(body);
    const sale = /^\/v1\/payments\/sale\/([^/]+)$/.exec(path);
    if (sale && request.method === 'GET')
      return this.sales.has(sale[1]) ? { status: 200, body: this.saleJson(sale[1]) } : notFound();
    const saleRefund = /^\/v1\/payments\/sale\/([^/]+)\/refund$/.exec(path);
    if (saleRefund && request.method === 'POST') return this.refundSale(saleRefund[1], body);
    const refund = /^\/v1\/payments\/refund\/([^/]+)$/.exec(path);
    if (refund && request.method === 'GET') {
      const known = [...this.sales.values()].some((s) => s.refunds.some((r) => r.id === refund[1]));
      return known ? { status: 200, body: this.refundJson(refund[1]) } : notFound();
    }
    const subscription = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    if (!subscription) return null;
    const state = this.subscriptions.get(decodeURIComponent(subscription[1]));
    if (!state) return notFound();
    const action = subscription[2];
    if (!action && request.method === 'GET') return { status: 200, body: this.subscriptionJson(state.id) };
    if (action === 'transactions' && request.method === 'GET')
      return {
        status: 200,
        body: {
          // PayPal documents no order: newest first here, so that nothing relies on one.
          transactions: [...this.sales.values()]
            .filter((s) => s.subscriptionId === state.id)
            .reverse()
            .map((s) => ({
              id: s.id,
              status: transactionStatus(s),
              amount_with_breakdown: { gross_amount: s.amount },
              time: s.createTime,
            })),
        },
      };
    if (request.method !== 'POST') return null;
    if (action === 'suspend' && state.status === 'ACTIVE') state.status = 'SUSPENDED';
    else if (action === 'activate' && state.status === 'SUSPENDED') state.status = 'ACTIVE';
    else if (action === 'cancel' && state.status !== 'CANCELLED') state.status = 'CANCELLED';
    else
      return {
        status: 422,
        body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'SUBSCRIPTION_STATUS_INVALID' }] },
      };
    return { status: 204, body: '' };
  }

  private createPlan(body: Json): StandInAnswer {
    const cycle = (Array.isArray(body.billing_cycles) ? body.billing_cycles[0] : {}) as Json;
    const frequency = (cycle.frequency ?? {}) as Json;
    const price = ((cycle.pricing_scheme ?? {}) as Json).fixed_price as Money | undefined;
    if (!price || frequency.interval_unit !== 'MONTH' || typeof body.name !== 'string')
      return { status: 400, body: { name: 'INVALID_REQUEST' } };
    const plan: PlanState = {
      id: upperId('P-'),
      name: body.name,
      price,
      intervalCount: Number(frequency.interval_count),
    };
    this.plans.set(plan.id, plan);
    return { status: 201, body: { id: plan.id, name: plan.name, status: 'ACTIVE' } };
  }

  private createSubscription(body: Json): StandInAnswer {
    const preferences = ((body.plan ?? {}) as Json).payment_preferences as Json | undefined;
    const setupFee = preferences?.setup_fee as Money | undefined;
    if (typeof body.plan_id !== 'string' || !this.plans.has(body.plan_id) || !setupFee)
      return { status: 400, body: { name: 'INVALID_REQUEST' } };
    const subscription: SubscriptionState = {
      id: upperId('I-'),
      status: 'APPROVAL_PENDING',
      planId: body.plan_id,
      customId: typeof body.custom_id === 'string' ? body.custom_id : null,
      startTime: String(body.start_time),
      setupFee,
      lastFailed: null,
    };
    this.subscriptions.set(subscription.id, subscription);
    return { status: 201, body: this.subscriptionJson(subscription.id) };
  }

  /**
   * POST /v1/payments/sale/{id}/refund as Payments v1 answers it: no amount refunds the rest; v1's
   * errors are a `name` (HTTP 400): TRANSACTION_ALREADY_REFUNDED, REFUND_EXCEEDED_TRANSACTION_AMOUNT.
   */
  private refundSale(saleId: string, body: Json): StandInAnswer {
    const sale = this.sales.get(saleId);
    if (!sale) return notFound();
    if (sale.state !== 'completed') return v1Error('TRANSACTION_REFUSED');
    const left = leftOf(sale);
    if (left === 0) return v1Error('TRANSACTION_ALREADY_REFUNDED');
    const amount = body.amount as { total?: string; currency?: string } | undefined;
    const match = amount ? /^(\d+)\.(\d{2})$/.exec(amount.total ?? '') : null;
    if (amount && (!match || amount.currency !== sale.amount.currency_code)) return v1Error('VALIDATION_ERROR');
    const cents = match ? Number(match[1]) * 100 + Number(match[2]) : left;
    if (cents < 1 || cents > left) return v1Error('REFUND_EXCEEDED_TRANSACTION_AMOUNT');
    const invoiceNumber = typeof body.invoice_number === 'string' ? body.invoice_number : null;
    const refund = { id: upperId('RF'), cents, invoiceNumber, time: new Date().toISOString() };
    sale.refunds.push(refund);
    return { status: 201, body: this.refundJson(refund.id) };
  }

  private sell(subscription: SubscriptionState, amount: Money, time: string, state: SaleState['state']): SaleState {
    const sale: SaleState = {
      id: upperId('SALE'),
      subscriptionId: subscription.id,
      state,
      amount,
      createTime: time,
      refunds: [],
    };
    this.sales.set(sale.id, sale);
    return sale;
  }

  private find(subscriptionId: string): SubscriptionState {
    const subscription = this.subscriptions.get(subscriptionId);
    if (!subscription) throw new Error(`PayPal stand-in: no subscription ${subscriptionId}`);
    return subscription;
  }
}

function notFound(): StandInAnswer {
  return { status: 404, body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] } };
}

/** A sale as a subscription's transaction list shows it: refunds change its status, not its amount. */
function transactionStatus(sale: SaleState): string {
  if (sale.state !== 'completed') return 'DECLINED';
  if (sale.refunds.length === 0) return 'COMPLETED';
  return leftOf(sale) === 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

/** What is left of a sale to refund, in cents. */
function leftOf(sale: SaleState): number {
  const [units, cents = '0'] = sale.amount.value.split('.');
  return Number(units) * 100 + Number(cents.padEnd(2, '0')) - sale.refunds.reduce((sum, r) => sum + r.cents, 0);
}

function v1Error(name: string): StandInAnswer {
  return {
    status: 400,
    body: {
      name,
      message: `${name} (stand-in)`,
      information_link: `https://developer.paypal.com/docs/api/payments/v1/#error-${name}`,
      debug_id: randomBytes(6).toString('hex'),
    },
  };
}
