import {
  CheckoutPaymentIntent,
  Order,
  OrderStatus,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk';
import type { Env } from '../../core/config/env.schema';
import { PayPalSales } from './paypal-sales';
import { PayPalSubscriptions } from './paypal-subscriptions';
import { PayPalClient, paypalError, paypalIssue } from './paypal.client';
import { eventIds, isJson, remoteDispute, remotePayment, toPayPalValue, transmissionOf } from './paypal.shapes';
import { PayPalApiWebhookVerifier, PayPalWebhookVerifier } from './paypal.webhook-verifier';
import {
  CheckoutRequest,
  CreatedCheckout,
  PaymentNotFoundError,
  PaymentProviderAdapter,
  ProviderCallError,
  ProviderRefusedError,
  RemoteDispute,
  RemotePayment,
  WebhookEvent,
  WebhookSignatureError,
} from './payment-provider';

export type PayPalSettings = Pick<
  Env,
  'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_WEBHOOK_ID' | 'PAYPAL_ENVIRONMENT' | 'PAYPAL_API_URL'
>;

export interface PayPalProviderOptions {
  /** Replaces the check through PayPal's verify API (e.g. by a certificate check). */
  verifier?: PayPalWebhookVerifier;
  /** Per call. Default 20 s. */
  timeoutMs?: number;
  /** Milliseconds since the epoch (token expiry, transmission time); tests move it. */
  now?: () => number;
}

/** PayPal signs webhooks with the time of sending; an older one may be a replay. */
const WEBHOOK_TOLERANCE_MS = 300_000;
/** PayPal's limit for description, custom_id and invoice_id. */
const MAX_FIELD = 127;
const LOCALES: Record<string, string> = {
  de: 'de-DE',
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  ru: 'ru-RU',
};

/** PayPal Orders v2 through the official server SDK; an approved order is captured when it is next read. */
export class PayPalProvider implements PaymentProviderAdapter {
  readonly name = 'paypal' as const;
  readonly subscriptions: PayPalSubscriptions;
  private readonly sales: PayPalSales;
  private readonly client: PayPalClient;
  private readonly verifier: PayPalWebhookVerifier;
  private readonly now: () => number;
  private readonly timeoutMs: number;

  constructor(settings: PayPalSettings, options: PayPalProviderOptions = {}) {
    const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_WEBHOOK_ID: webhookId } = settings;
    if (!clientId || !clientSecret || !webhookId)
      throw new Error('PayPalProvider needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID');
    const timeoutMs = options.timeoutMs ?? 20_000;
    this.now = options.now ?? Date.now;
    this.timeoutMs = timeoutMs;
    this.client = new PayPalClient({
      clientId,
      clientSecret,
      environment: settings.PAYPAL_ENVIRONMENT,
      apiUrl: settings.PAYPAL_API_URL,
      timeoutMs,
      now: this.now,
    });
    this.sales = new PayPalSales(this.client, timeoutMs);
    this.subscriptions = new PayPalSubscriptions(this.client, timeoutMs, this.sales);
    this.verifier =
      options.verifier ??
      new PayPalApiWebhookVerifier({
        baseUrl: this.client.baseUrl,
        webhookId,
        accessToken: () => this.client.accessToken(),
        forgetToken: () => this.client.forgetToken(),
        timeoutMs,
      });
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const { recurring } = request;
    // autoRenew: a subscription, whose setup fee is this order's payment.
    if (recurring) return this.subscriptions.createCheckout({ ...request, recurring });
    const order = await this.call('create an order', async () => {
      const orders = await this.client.orders();
      const locale = LOCALES[request.language];
      const { result } = await orders.createOrder({
        paypalRequestId: request.idempotencyKey,
        prefer: 'return=representation',
        body: {
          intent: CheckoutPaymentIntent.Capture,
          purchaseUnits: [
            {
              customId: request.purchaseId,
              invoiceId: request.purchaseId,
              description: request.description.slice(0, MAX_FIELD),
              amount: {
                currencyCode: request.currency.toUpperCase(),
                value: toPayPalValue(request.amountCents, request.currency),
              },
            },
          ],
          paymentSource: {
            paypal: {
              ...(request.email ? { emailAddress: request.email } : {}),
              experienceContext: {
                returnUrl: request.successUrl,
                cancelUrl: request.cancelUrl,
                // Arabic (sa) is left to PayPal, which picks the buyer's own language.
                ...(locale ? { locale } : {}),
                userAction: PaypalExperienceUserAction.PayNow,
                // The shop ships to the address chosen at checkout, never to one picked on PayPal.
                shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
              },
            },
          },
        },
      });
      return result;
    });
    const payUrl = order.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve')?.href;
    if (!order.id || !payUrl) throw paypalError('create an order', new Error('answer without an id or approval link'));
    return { sessionId: order.id, payUrl };
  }

  async retrieve(orderId: string, known: { refundIds?: string[] } = {}): Promise<RemotePayment> {
    // A renewal: a subscription's sale, whose refunds are read by id.
    if (PayPalSales.isSale(orderId)) return this.sales.retrieve(orderId, known.refundIds);
    // A subscription's first order: its setup fee's sale, read the same way.
    if (PayPalSubscriptions.isSubscription(orderId))
      return this.subscriptions.retrievePayment(orderId, known.refundIds);
    let order = await this.getOrder(orderId);
    if (order.status === OrderStatus.Approved) order = await this.capture(orderId);
    return remotePayment(orderId, order);
  }

  refundsAskedAgain(sessionId: string): boolean {
    return PayPalSales.isSale(sessionId) || PayPalSubscriptions.isSubscription(sessionId);
  }

  async refund(payment: {
    sessionId: string;
    paymentId: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    ref: string;
  }): Promise<string | void> {
    // A renewal's sale, or a subscription's first order, whose payment is its setup fee's sale:
    // neither is a capture, both are refunded through Payments v1.
    if (PayPalSales.isSale(payment.sessionId) || PayPalSubscriptions.isSubscription(payment.sessionId))
      return this.sales.refund(payment.paymentId, payment);
    try {
      const payments = await this.client.payments();
      const amount = {
        currencyCode: payment.currency.toUpperCase(),
        value: toPayPalValue(payment.amountCents, payment.currency),
      };
      await payments.refundCapturedPayment({
        captureId: payment.paymentId,
        paypalRequestId: payment.idempotencyKey,
        prefer: 'return=minimal',
        body: { amount, customId: payment.ref },
      });
    } catch (error) {
      // Refunded already (an earlier try with another key, or from PayPal's site): the goal is reached.
      const issue = paypalIssue(error);
      if (issue?.issue === 'CAPTURE_FULLY_REFUNDED') return;
      const failure = this.failure('refund a capture', error);
      // A 409 is another request with the same id still running: not a refusal, asked again later.
      const refused =
        issue !== null && issue.status >= 400 && issue.status < 500 && ![401, 409, 429].includes(issue.status);
      throw refused ? new ProviderRefusedError(failure.message) : failure;
    }
  }

  async purchaseOf(paymentId: string): Promise<string | null> {
    try {
      const capture = (await (await this.client.payments()).getCapturedPayment({ captureId: paymentId })).result;
      return capture.customId ?? null;
    } catch (error) {
      if (paypalIssue(error)?.status === 404) return null;
      throw this.failure('get a capture', error);
    }
  }

  /** GET /v1/customer/disputes/{id}: the SDK has no disputes API, so it is asked like the webhook check. */
  async retrieveDispute(disputeId: string): Promise<RemoteDispute> {
    let response: Response;
    try {
      response = await fetch(`${this.client.baseUrl}/v1/customer/disputes/${encodeURIComponent(disputeId)}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${await this.client.accessToken()}` },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw paypalError('get a dispute', error);
    }
    if (response.status === 401) this.client.forgetToken();
    if (!response.ok) throw new ProviderCallError(`PayPal could not get a dispute (HTTP ${response.status})`);
    const dispute = (await response.json().catch(() => null)) as unknown;
    if (!isJson(dispute)) throw new ProviderCallError('PayPal answered a dispute that is not JSON');
    return remoteDispute(disputeId, dispute);
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent> {
    const transmission = transmissionOf(headers);
    const sentAt = Date.parse(transmission.transmissionTime);
    if (Number.isNaN(sentAt)) throw new WebhookSignatureError('paypal-transmission-time is not a date');
    if (Math.abs(this.now() - sentAt) > WEBHOOK_TOLERANCE_MS)
      throw new WebhookSignatureError('paypal-transmission-time is more than 300 s away');
    const text = rawBody.toString('utf8');
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      throw new WebhookSignatureError('the body is not JSON');
    }
    if (!isJson(event) || typeof event.id !== 'string' || typeof event.event_type !== 'string')
      throw new WebhookSignatureError('the body is not a PayPal event');
    if (!(await this.verifier.verify(transmission, text)))
      throw new WebhookSignatureError('PayPal did not confirm the signature');
    return {
      eventId: event.id,
      type: event.event_type,
      ...eventIds(event.event_type, isJson(event.resource) ? event.resource : {}),
    };
  }

  private async getOrder(orderId: string): Promise<Order> {
    try {
      return (await (await this.client.orders()).getOrder({ id: orderId })).result;
    } catch (error) {
      const failure = this.failure('get an order', error);
      throw paypalIssue(error)?.status === 404 ? new PaymentNotFoundError(failure.message) : failure;
    }
  }

  /** Captures an approved order; the request id makes a second try (another event, the reconcile job) return the first capture. */
  private async capture(orderId: string): Promise<Order> {
    try {
      const orders = await this.client.orders();
      return (
        await orders.captureOrder({
          id: orderId,
          paypalRequestId: `capture-${orderId}`,
          prefer: 'return=representation',
        })
      ).result;
    } catch (error) {
      // 422: captured meanwhile by another request, or the buyer's funding was declined (the order
      // stays approved and the buyer may choose another). Either way the order itself says what holds.
      if (paypalIssue(error)?.status === 422) return this.getOrder(orderId);
      throw this.failure('capture an order', error);
    }
  }

  private async call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.failure(what, error);
    }
  }

  private failure(what: string, error: unknown) {
    if (paypalIssue(error)?.status === 401) this.client.forgetToken();
    return paypalError(what, error);
  }
}
