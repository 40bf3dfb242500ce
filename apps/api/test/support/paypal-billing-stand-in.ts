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
  state: 'completed' | 'denied';
  amount: Money;
  createTime: string;
}

const upperId = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * PayPal's Subscriptions API in the PayPal stand-in, as far as automatic renewal uses it: catalogue
 * products and plans, subscriptions (create with a setup fee, get, transactions, suspend, activate,
 * cancel) and sales. `approve` is the buyer approving (the setup fee is collected), `renew` a
 * billing cycle PayPal runs.
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
    return {
      id: sale.id,
      state: sale.state,
      amount: { total: sale.amount.value, currency: sale.amount.currency_code },
      billing_agreement_id: sale.subscriptionId,
      create_time: sale.createTime,
    };
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
          transactions: [...this.sales.values()]
            .filter((s) => s.subscriptionId === state.id)
            .map((s) => ({
              id: s.id,
              status: s.state === 'completed' ? 'COMPLETED' : 'DECLINED',
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

  private sell(subscription: SubscriptionState, amount: Money, time: string, state: SaleState['state']): SaleState {
    const sale: SaleState = { id: upperId('SALE'), subscriptionId: subscription.id, state, amount, createTime: time };
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
