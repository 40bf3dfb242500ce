import { randomBytes } from 'node:crypto';
import { RemoteState, StandInAnswer, StandInRequest, StandInServer } from './provider-harness';
import { StripeBillingStandIn } from './stripe-billing-stand-in';

type Status = RemoteState['status'];

interface StripeSessionState {
  id: string;
  purchaseId: string | null;
  metadata: Record<string, unknown>;
  amountCents: number;
  /** Lower case, as Stripe keeps it. */
  currency: string;
  email: string | null;
  created: number;
  status: Status;
  /** What the stand-in reports instead of what was asked (a mismatch). */
  reportedAmountCents?: number;
  reportedCurrency?: string;
  /** Refunds made (through the API, or on the "dashboard" by setRemote), in order. */
  refunds: { id: string; amount: number; metadata: Record<string, unknown> }[];
  paymentIntentId: string;
  chargeId: string;
  successUrl: string;
  cancelUrl: string;
  /** A subscription-mode checkout: the recurring price, and once paid the subscription and its first invoice. */
  recurringPriceId?: string;
  subscription?: { subscriptionId: string; invoiceId: string };
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * Stripe's API as far as the adapter uses it: Checkout Sessions (create, retrieve with expand) and
 * refunds, with the secret key checked and Idempotency-Key honoured as Stripe does (same key and body:
 * the first answer again; same key, other body: an idempotency_error).
 */
export class StripeStandIn extends StandInServer {
  private readonly sessions = new Map<string, StripeSessionState>();
  private readonly disputes = new Map<
    string,
    { sessionId: string; status: 'open' | 'won' | 'lost'; amountCents: number }
  >();
  private readonly idempotent = new Map<string, { rawBody: string; answer: StandInAnswer }>();
  readonly billing = new StripeBillingStandIn();

  constructor(private readonly secretKey: string) {
    super();
  }

  sessionIds(): string[] {
    return [...this.sessions.keys()];
  }

  setRemote(sessionId: string, state: RemoteState): void {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`Stripe stand-in: no session ${sessionId}`);
    session.status = state.status;
    if (state.status === 'paid' && session.recurringPriceId && !session.subscription)
      session.subscription = this.billing.open(session.recurringPriceId, session.metadata, {
        amount: session.amountCents,
        currency: session.currency,
        paymentIntentId: session.paymentIntentId,
      });
    session.reportedAmountCents = state.amountCents;
    session.reportedCurrency = state.currency?.toLowerCase();
    // What setRemote says was refunded in all, as refunds made on the dashboard (those made through the API stay).
    const asked = state.refundedCents ?? (state.status === 'refunded' ? this.amountOf(session) : 0);
    const made = this.refundedOf(session);
    if (asked > made) session.refunds.push({ id: id('re'), amount: asked - made, metadata: {} });
    if (asked === 0) session.refunds = [];
  }

  setDispute(sessionId: string, disputeId: string, status: 'open' | 'won' | 'lost', amountCents?: number): void {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`Stripe stand-in: no session ${sessionId}`);
    this.disputes.set(disputeId, { sessionId, status, amountCents: amountCents ?? this.amountOf(session) });
  }

  /** The dispute as Stripe shows it (retrieve, and the body of charge.dispute.* events). */
  disputeJson(disputeId: string): Record<string, unknown> {
    const dispute = this.disputes.get(disputeId);
    const session = dispute ? this.sessions.get(dispute.sessionId) : undefined;
    if (!dispute || !session) throw new Error(`Stripe stand-in: no dispute ${disputeId}`);
    return {
      id: disputeId,
      object: 'dispute',
      amount: dispute.amountCents,
      currency: this.currencyOf(session),
      charge: session.chargeId,
      payment_intent: session.paymentIntentId,
      reason: 'fraudulent',
      status: dispute.status === 'open' ? 'needs_response' : dispute.status,
      livemode: false,
    };
  }

  /** The session as Stripe would show it in that state (webhook bodies); a bare one for an id it never made. */
  sessionJson(sessionId: string, status?: Status, expand: string[] = []): Record<string, unknown> {
    const session = this.sessions.get(sessionId) ?? this.stranger(sessionId);
    return this.render(session, status ?? session.status, expand);
  }

  /** The charge of the session's payment, as a charge.refunded event carries it. */
  chargeJson(sessionId: string, status: Status = 'refunded'): Record<string, unknown> {
    const session = this.sessions.get(sessionId) ?? this.stranger(sessionId);
    return this.charge(session, status);
  }

  protected answer(request: StandInRequest): StandInAnswer {
    const pay = /^\/pay\/([^/]+)$/.exec(request.pathname);
    if (pay && request.method === 'GET')
      return { status: 200, body: `<!doctype html><title>Stripe stand-in</title><p>Checkout ${pay[1]}</p>` };
    if (request.headers.authorization !== `Bearer ${this.secretKey}`) {
      return error(401, 'invalid_request_error', 'Invalid API Key provided: sk_****');
    }
    const key = request.headers['idempotency-key'];
    if (request.method === 'POST' && typeof key === 'string') {
      const earlier = this.idempotent.get(`${request.pathname}|${key}`);
      if (earlier && earlier.rawBody !== request.rawBody) {
        return error(
          400,
          'idempotency_error',
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      if (earlier) return { ...earlier.answer, headers: { 'idempotent-replayed': 'true' } };
      const answer = this.route(request);
      if (answer.status < 500) this.idempotent.set(`${request.pathname}|${key}`, { rawBody: request.rawBody, answer });
      return answer;
    }
    return this.route(request);
  }

  /** The subscription a paid subscription-mode checkout opened. */
  subscriptionOf(sessionId: string): string {
    const subscription = this.sessions.get(sessionId)?.subscription;
    if (!subscription) throw new Error(`Stripe stand-in: session ${sessionId} opened no subscription`);
    return subscription.subscriptionId;
  }

  private route(request: StandInRequest): StandInAnswer {
    const billed = this.billing.route(request);
    if (billed) return billed;
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (request.method === 'POST' && request.pathname === '/v1/checkout/sessions') return this.createSession(body);
    const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.pathname);
    if (request.method === 'GET' && retrieve) {
      const session = this.sessions.get(decodeURIComponent(retrieve[1]));
      if (!session)
        return error(404, 'invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, 'resource_missing');
      const expand = Array.isArray(request.query.expand) ? (request.query.expand as string[]) : [];
      return { status: 200, body: this.render(session, session.status, expand) };
    }
    if (request.method === 'POST' && request.pathname === '/v1/refunds') return this.refund(body);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(request.pathname);
    if (request.method === 'GET' && intent) {
      const session = [...this.sessions.values()].find(
        (candidate) => candidate.paymentIntentId === decodeURIComponent(intent[1]),
      );
      if (!session)
        return error(404, 'invalid_request_error', `No such payment_intent: '${intent[1]}'`, 'resource_missing');
      const expand = Array.isArray(request.query.expand) ? (request.query.expand as string[]) : [];
      return {
        status: 200,
        body: {
          id: session.paymentIntentId,
          object: 'payment_intent',
          amount: this.amountOf(session),
          currency: this.currencyOf(session),
          metadata: { ...session.metadata },
          latest_charge: expand.some((path) => path.startsWith('latest_charge'))
            ? this.charge(session, session.status)
            : session.chargeId,
        },
      };
    }
    const dispute = /^\/v1\/disputes\/([^/]+)$/.exec(request.pathname);
    if (request.method === 'GET' && dispute) {
      const id = decodeURIComponent(dispute[1]);
      return this.disputes.has(id)
        ? { status: 200, body: this.disputeJson(id) }
        : error(404, 'invalid_request_error', `No such dispute: '${id}'`, 'resource_missing');
    }
    return error(404, 'invalid_request_error', `Unrecognized request URL (${request.method}: ${request.pathname})`);
  }

  private createSession(body: Record<string, unknown>): StandInAnswer {
    const items = (Array.isArray(body.line_items) ? body.line_items : []) as {
      price_data?: { currency?: string; unit_amount?: string };
      price?: string;
    }[];
    const item = items[0];
    const amount = Number(item?.price_data?.unit_amount);
    const currency = item?.price_data?.currency;
    // Subscription mode: the first payment's one-time line, then the recurring price.
    const recurringPriceId = body.mode === 'subscription' ? items[1]?.price : undefined;
    const modeOk =
      body.mode === 'payment' || (recurringPriceId !== undefined && this.billing.hasPrice(recurringPriceId));
    if (!modeOk || !Number.isInteger(amount) || amount < 0 || !currency) {
      return error(
        400,
        'invalid_request_error',
        'mode=payment (or subscription with a recurring price) and line_items[0][price_data] with currency and unit_amount are required',
        'parameter_missing',
      );
    }
    const session: StripeSessionState = {
      id: id('cs'),
      purchaseId: typeof body.client_reference_id === 'string' ? body.client_reference_id : null,
      metadata: (body.metadata ?? {}) as Record<string, unknown>,
      amountCents: amount,
      currency,
      email: typeof body.customer_email === 'string' ? body.customer_email : null,
      created: Math.floor(Date.now() / 1000),
      status: 'open',
      refunds: [],
      paymentIntentId: id('pi'),
      chargeId: id('ch'),
      successUrl: String(body.success_url ?? ''),
      cancelUrl: String(body.cancel_url ?? ''),
      recurringPriceId,
    };
    this.sessions.set(session.id, session);
    return { status: 200, body: this.render(session, 'open', []) };
  }

  private refund(body: Record<string, unknown>): StandInAnswer {
    const session = [...this.sessions.values()].find((candidate) => candidate.paymentIntentId === body.payment_intent);
    if (!session || session.status === 'open' || session.status === 'cancelled') {
      return error(
        404,
        'invalid_request_error',
        `No such payment_intent: '${String(body.payment_intent)}'`,
        'resource_missing',
      );
    }
    if (session.status === 'refunded')
      return error(400, 'invalid_request_error', 'Charge has already been refunded.', 'charge_already_refunded');
    if (session.status === 'failed' || session.status === 'processing')
      return error(
        400,
        'invalid_request_error',
        'This PaymentIntent does not have a successful charge to refund.',
        'charge_not_refundable',
      );
    const left = this.amountOf(session) - this.refundedOf(session);
    const amount = Number(body.amount ?? left);
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return error(
        400,
        'invalid_request_error',
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount_too_large',
      );
    }
    const refund = { id: id('re'), amount, metadata: (body.metadata ?? {}) as Record<string, unknown> };
    session.refunds.push(refund);
    if (this.refundedOf(session) >= this.amountOf(session)) session.status = 'refunded';
    return {
      status: 200,
      body: {
        id: refund.id,
        object: 'refund',
        amount,
        currency: this.currencyOf(session),
        charge: session.chargeId,
        payment_intent: session.paymentIntentId,
        status: 'succeeded',
        metadata: refund.metadata,
      },
    };
  }

  private render(session: StripeSessionState, status: Status, expand: string[]): Record<string, unknown> {
    const hasIntent = status === 'paid' || status === 'failed' || status === 'refunded' || status === 'processing';
    const expandIntent = expand.some((path) => path === 'payment_intent' || path.startsWith('payment_intent.'));
    const intent = {
      id: session.paymentIntentId,
      object: 'payment_intent',
      amount: this.amountOf(session),
      currency: this.currencyOf(session),
      // A delayed method that failed sends the intent back to requires_payment_method.
      status: status === 'failed' ? 'requires_payment_method' : status === 'processing' ? 'processing' : 'succeeded',
      metadata: { ...session.metadata },
      latest_charge: expand.some((path) => path.startsWith('payment_intent.latest_charge'))
        ? this.charge(session, status)
        : session.chargeId,
    };
    const subscription = session.subscription;
    return {
      id: session.id,
      object: 'checkout.session',
      mode: session.recurringPriceId ? 'subscription' : 'payment',
      subscription: subscription?.subscriptionId ?? null,
      invoice: subscription
        ? expand.some((path) => path.startsWith('invoice'))
          ? this.billing.invoiceJson(subscription.invoiceId, expand.includes('invoice.payments') ? ['payments'] : [])
          : subscription.invoiceId
        : null,
      url: status === 'open' ? `${this.url}/pay/${session.id}` : null,
      status: status === 'open' ? 'open' : status === 'cancelled' ? 'expired' : 'complete',
      payment_status: status === 'paid' || status === 'refunded' ? 'paid' : 'unpaid',
      amount_total: this.amountOf(session),
      amount_subtotal: this.amountOf(session),
      currency: this.currencyOf(session),
      client_reference_id: session.purchaseId,
      metadata: { ...session.metadata },
      customer_email: session.email,
      created: session.created,
      livemode: false,
      success_url: session.successUrl,
      cancel_url: session.cancelUrl,
      // A subscription checkout is paid through its invoice.
      payment_intent: hasIntent && !session.recurringPriceId ? (expandIntent ? intent : session.paymentIntentId) : null,
    };
  }

  private charge(session: StripeSessionState, status: Status): Record<string, unknown> {
    const amount = this.amountOf(session);
    const refunded = status === 'refunded';
    return {
      id: session.chargeId,
      object: 'charge',
      amount,
      amount_refunded: refunded ? amount : this.refundedOf(session),
      refunds: {
        object: 'list',
        data: session.refunds.map((r) => ({
          id: r.id,
          object: 'refund',
          amount: r.amount,
          currency: this.currencyOf(session),
          status: 'succeeded',
          metadata: { ...r.metadata },
        })),
        has_more: false,
      },
      refunded,
      currency: this.currencyOf(session),
      payment_intent: session.paymentIntentId,
      status: status === 'failed' ? 'failed' : 'succeeded',
      metadata: { ...session.metadata },
    };
  }

  private refundedOf(session: StripeSessionState): number {
    return session.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  }

  private amountOf(session: StripeSessionState): number {
    return session.reportedAmountCents ?? session.amountCents;
  }

  private currencyOf(session: StripeSessionState): string {
    return session.reportedCurrency ?? session.currency;
  }

  private stranger(sessionId: string): StripeSessionState {
    return {
      id: sessionId,
      purchaseId: null,
      metadata: {},
      amountCents: 0,
      currency: 'eur',
      email: null,
      created: Math.floor(Date.now() / 1000),
      status: 'open',
      refunds: [],
      paymentIntentId: `pi_for_${sessionId}`,
      chargeId: `ch_for_${sessionId}`,
      successUrl: '',
      cancelUrl: '',
    };
  }
}

function error(status: number, type: string, message: string, code?: string): StandInAnswer {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}
