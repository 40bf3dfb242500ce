import { CaptureStatus, CheckoutPaymentIntent, Order, OrderStatus, PaypalExperienceUserAction, PaypalWalletContextShippingPreference } from '@paypal/paypal-server-sdk';
import type { Env } from '../../core/config/env.schema';
import { PayPalClient, paypalError, paypalIssue } from './paypal.client';
import { PayPalApiWebhookVerifier, PayPalTransmission, PayPalWebhookVerifier } from './paypal.webhook-verifier';
import { CheckoutRequest, CreatedCheckout, PaymentProviderAdapter, RemotePayment, RemoteStatus, WebhookEvent, WebhookSignatureError } from './payment-provider';

export type PayPalSettings = Pick<Env, 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_WEBHOOK_ID' | 'PAYPAL_ENVIRONMENT' | 'PAYPAL_API_URL'>;

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
/** Currencies PayPal takes without decimals (none of ours, kept right for the day one is added). */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);
const LOCALES: Record<string, string> = { de: 'de-DE', en: 'en-US', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', ru: 'ru-RU' };

type Json = Record<string, unknown>;

/** PayPal Orders v2 through the official server SDK; an approved order is captured when it is next read. */
export class PayPalProvider implements PaymentProviderAdapter {
  readonly name = 'paypal' as const;
  private readonly client: PayPalClient;
  private readonly verifier: PayPalWebhookVerifier;
  private readonly now: () => number;

  constructor(settings: PayPalSettings, options: PayPalProviderOptions = {}) {
    const { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_WEBHOOK_ID: webhookId } = settings;
    if (!clientId || !clientSecret || !webhookId) throw new Error('PayPalProvider needs PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID');
    const timeoutMs = options.timeoutMs ?? 20_000;
    this.now = options.now ?? Date.now;
    this.client = new PayPalClient({ clientId, clientSecret, environment: settings.PAYPAL_ENVIRONMENT, apiUrl: settings.PAYPAL_API_URL, timeoutMs, now: this.now });
    this.verifier =
      options.verifier ??
      new PayPalApiWebhookVerifier({ baseUrl: this.client.baseUrl, webhookId, accessToken: () => this.client.accessToken(), forgetToken: () => this.client.forgetToken(), timeoutMs });
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
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
              amount: { currencyCode: request.currency.toUpperCase(), value: toPayPalValue(request.amountCents, request.currency) },
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

  async retrieve(orderId: string): Promise<RemotePayment> {
    let order = await this.getOrder(orderId);
    if (order.status === OrderStatus.Approved) order = await this.capture(orderId);
    return remotePayment(orderId, order);
  }

  async refund(payment: { sessionId: string; paymentId: string; amountCents: number; currency: string; idempotencyKey: string }): Promise<void> {
    try {
      const payments = await this.client.payments();
      // An empty body refunds all that was captured (which may differ from the order when amounts mismatch).
      await payments.refundCapturedPayment({ captureId: payment.paymentId, paypalRequestId: payment.idempotencyKey, prefer: 'return=minimal', body: {} });
    } catch (error) {
      // Refunded already (an earlier try with another key, or from PayPal's site): the goal is reached.
      if (paypalIssue(error)?.issue === 'CAPTURE_FULLY_REFUNDED') return;
      throw this.failure('refund a capture', error);
    }
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent> {
    const transmission = transmissionOf(headers);
    const sentAt = Date.parse(transmission.transmissionTime);
    if (Number.isNaN(sentAt)) throw new WebhookSignatureError('paypal-transmission-time is not a date');
    if (Math.abs(this.now() - sentAt) > WEBHOOK_TOLERANCE_MS) throw new WebhookSignatureError('paypal-transmission-time is more than 300 s away');
    const text = rawBody.toString('utf8');
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      throw new WebhookSignatureError('the body is not JSON');
    }
    if (!isJson(event) || typeof event.id !== 'string' || typeof event.event_type !== 'string') throw new WebhookSignatureError('the body is not a PayPal event');
    if (!(await this.verifier.verify(transmission, text))) throw new WebhookSignatureError('PayPal did not confirm the signature');
    return { eventId: event.id, type: event.event_type, ...eventIds(event.event_type, isJson(event.resource) ? event.resource : {}) };
  }

  private getOrder(orderId: string): Promise<Order> {
    return this.call('get an order', async () => (await (await this.client.orders()).getOrder({ id: orderId })).result);
  }

  /** Captures an approved order; the request id makes a second try (another event, the reconcile job) return the first capture. */
  private async capture(orderId: string): Promise<Order> {
    try {
      const orders = await this.client.orders();
      return (await orders.captureOrder({ id: orderId, paypalRequestId: `capture-${orderId}`, prefer: 'return=representation' })).result;
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

function remotePayment(orderId: string, order: Order): RemotePayment {
  const unit = order.purchaseUnits?.[0];
  const capture = unit?.payments?.captures?.at(-1);
  const amount = capture?.amount ?? unit?.amount;
  return {
    sessionId: order.id ?? orderId,
    purchaseId: unit?.customId ?? capture?.customId ?? null,
    status: orderStatus(order.status, capture?.status),
    amountCents: amount ? fromPayPalValue(amount.value, amount.currencyCode) : null,
    currency: amount ? amount.currencyCode.toUpperCase() : null,
    paymentId: capture?.id ?? null,
  };
}

function orderStatus(order: OrderStatus | undefined, capture: CaptureStatus | undefined): RemoteStatus {
  if (order === OrderStatus.Voided) return 'cancelled';
  switch (capture) {
    case CaptureStatus.Completed:
    case CaptureStatus.PartiallyRefunded:
      return 'paid';
    case CaptureStatus.Refunded:
      return 'refunded';
    case CaptureStatus.Declined:
    case CaptureStatus.Failed:
      return 'failed';
    default:
      // CREATED, SAVED, APPROVED (not captured yet), PAYER_ACTION_REQUIRED, or a PENDING capture (e.g. an eCheck).
      return 'open';
  }
}

function transmissionOf(headers: Record<string, string | string[] | undefined>): PayPalTransmission {
  const header = (name: string): string => {
    const value = headers[name];
    if (typeof value !== 'string' || value === '') throw new WebhookSignatureError(`${name} header is missing`);
    return value;
  };
  return {
    transmissionId: header('paypal-transmission-id'),
    transmissionTime: header('paypal-transmission-time'),
    transmissionSig: header('paypal-transmission-sig'),
    certUrl: header('paypal-cert-url'),
    authAlgo: header('paypal-auth-algo'),
  };
}

function eventIds(type: string, resource: Json): Pick<WebhookEvent, 'sessionId' | 'purchaseId' | 'paymentId'> {
  switch (type) {
    case 'CHECKOUT.ORDER.APPROVED':
    case 'CHECKOUT.ORDER.COMPLETED':
    case 'CHECKOUT.ORDER.VOIDED': {
      const units = Array.isArray(resource.purchase_units) ? (resource.purchase_units as unknown[]) : [];
      return { sessionId: text(resource.id), purchaseId: isJson(units[0]) ? text(units[0].custom_id) : null, paymentId: null };
    }
    case 'PAYMENT.CAPTURE.COMPLETED':
    case 'PAYMENT.CAPTURE.PENDING':
    case 'PAYMENT.CAPTURE.DENIED':
      // The resource is the capture.
      return { sessionId: relatedOrderId(resource), purchaseId: text(resource.custom_id), paymentId: text(resource.id) };
    case 'PAYMENT.CAPTURE.REFUNDED':
    case 'PAYMENT.CAPTURE.REVERSED':
      // The resource is the refund: the capture is the link with rel "up".
      return { sessionId: relatedOrderId(resource), purchaseId: text(resource.custom_id), paymentId: upCaptureId(resource) ?? text(resource.id) };
    default:
      return { sessionId: null, purchaseId: null, paymentId: null };
  }
}

function relatedOrderId(resource: Json): string | null {
  const supplementary = isJson(resource.supplementary_data) ? resource.supplementary_data : {};
  const related = isJson(supplementary.related_ids) ? supplementary.related_ids : {};
  return text(related.order_id);
}

function upCaptureId(resource: Json): string | null {
  const links = Array.isArray(resource.links) ? (resource.links as unknown[]) : [];
  const up = links.find((link): link is Json => isJson(link) && link.rel === 'up');
  const match = up && typeof up.href === 'string' ? /\/captures\/([^/?#]+)/.exec(up.href) : null;
  return match ? decodeURIComponent(match[1]) : null;
}

function isJson(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Cents as PayPal's decimal string: 1999 EUR -> "19.99"; whole units for currencies without decimals. */
export function toPayPalValue(amountCents: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return String(amountCents);
  return `${Math.trunc(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

/** PayPal's decimal string as cents, without floating point; null when it is not a plain amount. */
export function fromPayPalValue(value: string, currency: string): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return match[2] && Number(match[2]) !== 0 ? null : Number(match[1]);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
