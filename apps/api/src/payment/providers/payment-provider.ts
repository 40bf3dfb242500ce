import type { ProviderName } from '../payment.dto';

/** What a provider is asked to collect for one order. */
export interface CheckoutRequest {
  purchaseId: string;
  /** Same key for every try of the same order: a retried create never makes a second payment. */
  idempotencyKey: string;
  /** Exactly what the order's totalCents is; providers must charge this and nothing else. */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** Shown on the provider's page (their sum may differ from amountCents by discount and shipping). */
  description: string;
  email: string | null;
  /** de, en, es, fr, it, ru, sa */
  language: string;
  /** Where the provider sends the browser back (our result page). */
  successUrl: string;
  cancelUrl: string;
}

export interface CreatedCheckout {
  /** Stripe Checkout Session id, PayPal order id, sandbox payment id: Order.providerSessionId. */
  sessionId: string;
  /** The provider's hosted page. */
  payUrl: string;
}

/** The state of a payment as the provider itself reports it when asked. */
export type RemoteStatus = 'open' | 'paid' | 'failed' | 'cancelled' | 'refunded';

export interface RemotePayment {
  sessionId: string;
  /** Our order as the provider recorded it (client_reference_id, custom_id...). */
  purchaseId: string | null;
  status: RemoteStatus;
  /** What was (or is to be) collected, in cents; null when the provider does not say. */
  amountCents: number | null;
  currency: string | null;
  /** Stripe PaymentIntent id, PayPal capture id, sandbox id: Payment.providerPaymentId. */
  paymentId: string | null;
}

/** A webhook whose signature was verified. Only the ids are used: the state is re-read with `retrieve`. */
export interface WebhookEvent {
  /** Unique per provider: recorded so each event is handled once. */
  eventId: string;
  type: string;
  /** The session (checkout, PayPal order) the event is about, when it says. */
  sessionId: string | null;
  purchaseId: string | null;
  /** The payment (PaymentIntent, capture) the event is about, when it says (refunds). */
  paymentId: string | null;
}

/** The signature is missing, wrong, or too old: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused a call: answered 502 to the shopper, retried by jobs. */
export class ProviderCallError extends Error {}

/** One payment provider: Stripe, PayPal, or the local sandbox. */
export interface PaymentProviderAdapter {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /** Asks the provider for the current state (PayPal: captures an approved order first). */
  retrieve(sessionId: string): Promise<RemotePayment>;
  refund(payment: { sessionId: string; paymentId: string; amountCents: number; currency: string; idempotencyKey: string }): Promise<void>;
  /** Verifies the signature over the raw body and reads the event's ids; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent>;
}

/** Nest token of the list of enabled adapters. */
export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
