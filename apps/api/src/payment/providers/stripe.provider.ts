import Stripe from 'stripe';
import type { Env } from '../../core/config/env.schema';
import {
  CheckoutRequest,
  CreatedCheckout,
  PaymentNotFoundError,
  PaymentProviderAdapter,
  ProviderCallError,
  ProviderRefusedError,
  RemoteDispute,
  RemotePayment,
  RemoteStatus,
  WebhookEvent,
  WebhookSignatureError,
} from './payment-provider';
import { StripeSubscriptions } from './stripe-subscriptions';

export type StripeSettings = Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL'>;

export interface StripeProviderOptions {
  /** Retries of a failed call (the SDK resends POSTs with the same idempotency key). Default 2. */
  maxNetworkRetries?: number;
  /** Per call. Default 20 s: a shopper waits for createCheckout. */
  timeoutMs?: number;
}

/** Stripe refuses a signature whose timestamp is older than this (their recommended default). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Checkout's locales for ours; Checkout has no Arabic, so `sa` lets the browser choose. */
const LOCALES: Record<string, Stripe.Checkout.SessionCreateParams.Locale> = {
  de: 'de',
  en: 'en',
  es: 'es',
  fr: 'fr',
  it: 'it',
  ru: 'ru',
  sa: 'auto',
};

/** Stripe Checkout Sessions through the official SDK. */
export class StripeProvider implements PaymentProviderAdapter {
  readonly name = 'stripe' as const;
  readonly subscriptions: StripeSubscriptions;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(settings: StripeSettings, options: StripeProviderOptions = {}) {
    if (!settings.STRIPE_SECRET_KEY || !settings.STRIPE_WEBHOOK_SECRET)
      throw new Error('StripeProvider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
    this.webhookSecret = settings.STRIPE_WEBHOOK_SECRET;
    this.stripe = new Stripe(settings.STRIPE_SECRET_KEY, {
      maxNetworkRetries: options.maxNetworkRetries ?? 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      ...apiAddress(settings.STRIPE_API_URL),
    });
    this.subscriptions = new StripeSubscriptions(this.stripe, (what, run) => this.call(what, run));
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const metadata = { purchaseId: request.purchaseId };
    const firstPayment = {
      quantity: 1,
      price_data: {
        currency: request.currency.toLowerCase(),
        unit_amount: request.amountCents,
        product_data: { name: request.description },
      },
    };
    const common = {
      client_reference_id: request.purchaseId,
      metadata,
      ...(request.email ? { customer_email: request.email } : {}),
      locale: LOCALES[request.language] ?? 'auto',
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    };
    const params: Stripe.Checkout.SessionCreateParams = request.recurring
      ? {
          // autoRenew: the first payment is the order's amount, as a one-time line; the recurring
          // price starts billing when what it buys ends (a trial until then, so nothing is billed twice).
          mode: 'subscription',
          line_items: [
            firstPayment,
            { quantity: 1, price: await this.subscriptions.recurringPrice(request.recurring, request.currency) },
          ],
          subscription_data: {
            metadata,
            trial_end: Math.floor(request.recurring.firstRenewalAt.getTime() / 1000),
          },
          ...common,
        }
      : {
          mode: 'payment',
          line_items: [firstPayment],
          // The PaymentIntent carries the purchase too, so its own events (payment_failed) can be traced to the order.
          payment_intent_data: { metadata },
          ...common,
        };
    const session = await this.call('create a checkout session', () =>
      this.stripe.checkout.sessions.create(params, { idempotencyKey: request.idempotencyKey }),
    );
    if (!session.url) throw new ProviderCallError(`Stripe checkout session ${session.id} has no URL`);
    return { sessionId: session.id, payUrl: session.url };
  }

  async retrieve(sessionId: string): Promise<RemotePayment> {
    // A renewal's payment is read by its invoice (RemoteInvoice.sessionId).
    if (sessionId.startsWith('in_')) return this.retrieveInvoicePayment(sessionId);
    // The charge tells whether the payment was refunded; expanding it saves two more calls.
    let session: Stripe.Checkout.Session;
    try {
      session = await this.stripe.checkout.sessions.retrieve(sessionId, {
        expand: ['payment_intent.latest_charge.refunds', 'invoice.payments'],
      });
    } catch (error) {
      const failure = providerError('retrieve a checkout session', error);
      throw error instanceof Stripe.errors.StripeError && error.statusCode === 404
        ? new PaymentNotFoundError(failure.message)
        : failure;
    }
    const intent = session.payment_intent ?? (await this.invoicePaymentOf(session));
    const subscription = session.payment_status === 'paid' ? session.subscription : null;
    const charge =
      typeof intent === 'object' && intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      sessionId: session.id,
      purchaseId: session.client_reference_id ?? session.metadata?.purchaseId ?? null,
      status: sessionStatus(session),
      amountCents: session.amount_total,
      currency: session.currency ? session.currency.toUpperCase() : null,
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      refundedCents: charge?.amount_refunded ?? 0,
      // A failed or cancelled refund paid nothing back.
      refunds: (charge?.refunds?.data ?? [])
        .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
        .map((refund) => ({ refundId: refund.id, amountCents: refund.amount, ref: refund.metadata?.refundId ?? null })),
      subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
    };
  }

  /** A renewal's payment: its invoice's PaymentIntent, with the charge and its refunds. */
  private async retrieveInvoicePayment(invoiceId: string): Promise<RemotePayment> {
    let invoice: Stripe.Invoice;
    try {
      invoice = await this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] });
    } catch (error) {
      const failure = providerError('retrieve an invoice', error);
      throw error instanceof Stripe.errors.StripeError && error.statusCode === 404
        ? new PaymentNotFoundError(failure.message)
        : failure;
    }
    const paid = invoice.payments?.data.find((payment) => payment.status === 'paid')?.payment.payment_intent;
    const intentId = typeof paid === 'string' ? paid : paid?.id;
    const intent = intentId
      ? await this.call('retrieve a payment intent', () =>
          this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge.refunds'] }),
        )
      : null;
    const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return {
      sessionId: invoiceId,
      purchaseId: null,
      status: charge?.refunded ? 'refunded' : invoice.status === 'paid' ? 'paid' : 'open',
      amountCents: invoice.amount_paid,
      currency: invoice.currency.toUpperCase(),
      paymentId: intent?.id ?? null,
      refundedCents: charge?.amount_refunded ?? 0,
      refunds: (charge?.refunds?.data ?? [])
        .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
        .map((refund) => ({ refundId: refund.id, amountCents: refund.amount, ref: refund.metadata?.refundId ?? null })),
    };
  }

  /**
   * A subscription checkout is paid through its first invoice, not a PaymentIntent of its own:
   * the invoice's payment, with its charge and refunds (refunds are made against it).
   */
  private async invoicePaymentOf(session: Stripe.Checkout.Session): Promise<Stripe.PaymentIntent | null> {
    const invoice = typeof session.invoice === 'object' ? session.invoice : null;
    const paid = invoice?.payments?.data.find((payment) => payment.status === 'paid')?.payment.payment_intent;
    if (!paid) return null;
    const intentId = typeof paid === 'string' ? paid : paid.id;
    return this.call('retrieve a payment intent', () =>
      this.stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge.refunds'] }),
    );
  }

  async refund(payment: {
    sessionId: string;
    paymentId: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    ref: string;
  }): Promise<void> {
    try {
      await this.stripe.refunds.create(
        { payment_intent: payment.paymentId, amount: payment.amountCents, metadata: { refundId: payment.ref } },
        { idempotencyKey: payment.idempotencyKey },
      );
    } catch (error) {
      // Refunded already (by an earlier try with another key, or from the dashboard): the goal is reached.
      if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
      const failure = providerError('refund a payment', error);
      // A 409 is another request with the same key still running: not a refusal, asked again later.
      const refused =
        error instanceof Stripe.errors.StripeError &&
        error.statusCode !== undefined &&
        error.statusCode >= 400 &&
        error.statusCode < 500 &&
        ![401, 409, 429].includes(error.statusCode);
      throw refused ? new ProviderRefusedError(failure.message) : failure;
    }
  }

  async retrieveDispute(disputeId: string): Promise<RemoteDispute> {
    const dispute = await this.call('retrieve a dispute', () => this.stripe.disputes.retrieve(disputeId));
    const intent = dispute.payment_intent;
    return {
      disputeId: dispute.id,
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      status: disputeStatus(dispute.status),
      amountCents: dispute.amount,
      currency: dispute.currency.toUpperCase(),
      reason: dispute.reason ?? null,
    };
  }

  async purchaseOf(paymentId: string): Promise<string | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(paymentId);
      return intent.metadata?.purchaseId ?? null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return null;
      throw providerError('retrieve a payment intent', error);
    }
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent> {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || signature === '')
      throw new WebhookSignatureError('Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      // The SDK's message goes on for lines of advice; its first line says what failed.
      throw new WebhookSignatureError(
        error instanceof Error ? error.message.split('\n')[0].trim() : 'Stripe signature refused',
      );
    }
    return { eventId: event.id, type: event.type, ...eventIds(event) };
  }

  /** Runs one SDK call; any failure becomes a ProviderCallError whose message holds no secret. */
  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw providerError(what, error);
    }
  }
}

/** host, port and protocol of STRIPE_API_URL (a stand-in), as the SDK takes them. */
function apiAddress(url: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!url) return {};
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port || (protocol === 'http' ? 80 : 443), protocol };
}

function sessionStatus(session: Stripe.Checkout.Session): RemoteStatus {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  const charge = intent && typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  // Only a full refund counts: charge.refunded is false while part of the amount is still kept.
  if (charge?.refunded) return 'refunded';
  if (session.payment_status === 'paid') return 'paid';
  if (session.status === 'expired') return 'cancelled';
  // On an open session a declined card can still be retried on Stripe's page; on a complete one
  // (bank debits and other delayed methods) the payment intent going back to requires_payment_method is final.
  if (session.status === 'complete' && (intent?.status === 'requires_payment_method' || intent?.status === 'canceled'))
    return 'failed';
  // Completed with a delayed method (SEPA, BACS, ACH): the money is on its way, days may pass.
  if (session.status === 'complete' && session.payment_status === 'unpaid' && intent?.status === 'processing')
    return 'processing';
  return 'open';
}

/** Won (or closed as a warning, or prevented) and lost are final; every other state waits on someone. */
function disputeStatus(status: string): RemoteDispute['status'] {
  if (status === 'lost') return 'lost';
  if (status === 'won' || status === 'warning_closed' || status === 'prevented') return 'won';
  return 'open';
}

function eventIds(
  event: Stripe.Event,
): Pick<WebhookEvent, 'sessionId' | 'purchaseId' | 'paymentId' | 'disputeId' | 'subscriptionId' | 'invoiceId'> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      const intent = session.payment_intent;
      return {
        sessionId: session.id,
        purchaseId: session.client_reference_id ?? session.metadata?.purchaseId ?? null,
        paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
    }
    case 'charge.refunded': {
      const intent = event.data.object.payment_intent;
      return {
        sessionId: null,
        purchaseId: null,
        paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      };
    }
    case 'payment_intent.payment_failed':
    case 'payment_intent.processing':
    case 'payment_intent.succeeded':
      return {
        sessionId: null,
        purchaseId: event.data.object.metadata?.purchaseId ?? null,
        paymentId: event.data.object.id,
      };
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.payment_succeeded': {
      const invoice = event.data.object;
      const subscription = invoice.parent?.subscription_details?.subscription;
      return {
        sessionId: null,
        purchaseId: null,
        paymentId: null,
        invoiceId: invoice.id ?? null,
        subscriptionId: typeof subscription === 'string' ? subscription : (subscription?.id ?? null),
      };
    }
    case 'customer.subscription.deleted':
    case 'customer.subscription.updated':
    case 'customer.subscription.paused':
      return { sessionId: null, purchaseId: null, paymentId: null, subscriptionId: event.data.object.id };
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
    case 'charge.dispute.funds_withdrawn':
    case 'charge.dispute.funds_reinstated': {
      const intent = event.data.object.payment_intent;
      return {
        sessionId: null,
        purchaseId: null,
        paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
        disputeId: event.data.object.id,
      };
    }
    default:
      return { sessionId: null, purchaseId: null, paymentId: null };
  }
}

/** Stripe masks keys in its messages; the pattern catches any that would not be. */
const SECRET = /\b(sk|rk|whsec)_[A-Za-z0-9_*]+/g;

function providerError(what: string, error: unknown): ProviderCallError {
  if (error instanceof Stripe.errors.StripeError) {
    const detail = [error.type, error.statusCode, error.code]
      .filter((part) => part !== undefined && part !== '')
      .join(' ');
    return new ProviderCallError(
      `Stripe could not ${what} (${detail}): ${error.message.replace(SECRET, '[redacted]')}`,
    );
  }
  return new ProviderCallError(`Stripe could not ${what}: ${error instanceof Error ? error.name : 'unknown error'}`);
}
