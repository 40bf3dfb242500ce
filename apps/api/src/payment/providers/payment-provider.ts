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
  /** autoRenew: the payment also opens a subscription that bills these terms after the first period. */
  recurring?: RecurringTerms;
}

/** What an automatic renewal bills, period after period, once the first payment is made. */
export interface RecurringTerms {
  /** 1 to 12 (what Stripe prices and PayPal plans allow). */
  intervalMonths: number;
  /** Each renewal's amount: the VPN pass product of that duration in the buyer's price list. */
  amountCents: number;
  /** That product's name (a Stripe price's lookup key, a PayPal plan's name). */
  productName: string;
  /** When the first renewal bills: the end of the period the first payment buys. */
  firstRenewalAt: Date;
}

export interface CreatedCheckout {
  /** Stripe Checkout Session id, PayPal order id, sandbox payment id: Order.providerSessionId. */
  sessionId: string;
  /** The provider's hosted page. */
  payUrl: string;
}

/**
 * The state of a payment as the provider itself reports it when asked. `processing`: the buyer
 * paid with a slow method (SEPA, BACS, ACH, eCheck) and the money is on its way; `refunded`: all of
 * it was paid back (a partial refund stays `paid`, with `refundedCents`).
 */
export type RemoteStatus = 'open' | 'processing' | 'paid' | 'failed' | 'cancelled' | 'refunded';

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
  /** Paid back so far, whole or in part (cents, cumulative); 0 when nothing was. */
  refundedCents: number;
  /** Each refund of the payment that went (or is going) through, as the provider lists it. */
  refunds: RemoteRefund[];
  /** The subscription the payment opened (a checkout with `recurring`), once paid. */
  subscriptionId?: string | null;
}

/** One renewal bill of a subscription (Stripe invoice, PayPal sale, sandbox invoice) as the provider reports it. */
export interface RemoteInvoice {
  invoiceId: string;
  subscriptionId: string;
  status: 'open' | 'paid' | 'failed';
  amountCents: number;
  currency: string;
  /** The payment that settled it (refunds are made against it). */
  paymentId: string | null;
  /**
   * What `retrieve` reads this payment by, as a checkout's session (Stripe: the invoice; PayPal:
   * `sale:<id>`; the sandbox: its payment): the renewal order's providerSessionId, for refunds.
   */
  sessionId: string | null;
  /** The bill of the checkout that opened the subscription: that order exists already, it is no renewal. */
  initial: boolean;
}

/** A subscription as the provider reports it. */
export interface RemoteSubscription {
  subscriptionId: string;
  /** `ended`: cancelled, expired or suspended for good; nothing bills any more. */
  status: 'incomplete' | 'active' | 'past_due' | 'ended';
  cancelAtPeriodEnd: boolean;
}

/** The subscription calls of a provider that renews automatically. */
export interface ProviderSubscriptions {
  retrieveInvoice(invoiceId: string): Promise<RemoteInvoice>;
  retrieveSubscription(subscriptionId: string): Promise<RemoteSubscription>;
  /** `period-end`: runs to the end of what was paid, and can be resumed until then; `now`: ends at once. */
  cancel(subscriptionId: string, when: 'period-end' | 'now'): Promise<void>;
  /** Undoes a cancellation at the period's end. */
  resume(subscriptionId: string): Promise<void>;
}

/** One refund of a payment, as the provider lists it. */
export interface RemoteRefund {
  /** The provider's id (re_..., a PayPal refund id). */
  refundId: string;
  amountCents: number;
  /** The shop's Refund id it was asked with (Stripe metadata, PayPal custom_id); null for one made on the provider's side. */
  ref: string | null;
}

/** A chargeback (Stripe) or dispute (PayPal) as the provider reports it when asked. */
export interface RemoteDispute {
  disputeId: string;
  /** The payment disputed (PaymentIntent, capture): how the order is found. */
  paymentId: string | null;
  status: 'open' | 'won' | 'lost';
  amountCents: number;
  currency: string;
  /** The provider's reason code (fraudulent, MERCHANDISE_OR_SERVICE_NOT_RECEIVED...). */
  reason: string | null;
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
  /** The dispute the event is about (dispute events only): its state is re-read with `retrieveDispute`. */
  disputeId?: string | null;
  /** The subscription the event is about (renewals, cancellations): re-read with `retrieveSubscription`. */
  subscriptionId?: string | null;
  /** The renewal bill the event is about: re-read with `retrieveInvoice`. */
  invoiceId?: string | null;
  /** The refund the event is about, when the payment does not list its refunds (a PayPal sale): read with `retrieve`. */
  refundId?: string | null;
}

/** The signature is missing, wrong, or too old: answered 400, nothing changes. */
export class WebhookSignatureError extends Error {}

/** The provider could not be reached or refused a call: answered 502 to the shopper, retried by jobs. */
export class ProviderCallError extends Error {}

/** The provider answered that it does not know the payment (404): asking again will not change that. */
export class PaymentNotFoundError extends ProviderCallError {}

/** The provider answered a refund with a refusal (4xx: disputed, too much...) and paid nothing back. */
export class ProviderRefusedError extends ProviderCallError {}

/** One payment provider: Stripe, PayPal, or the local sandbox. */
export interface PaymentProviderAdapter {
  readonly name: ProviderName;
  createCheckout(request: CheckoutRequest): Promise<CreatedCheckout>;
  /**
   * Asks the provider for the current state (PayPal: captures an approved order first).
   * `refundIds`: refunds known to be of this payment that its record may not list (a PayPal sale
   * lists none), read one by one; providers whose payments list their refunds ignore them.
   */
  retrieve(sessionId: string, known?: { refundIds?: string[] }): Promise<RemotePayment>;
  /**
   * Pays back `amountCents` of the payment (all or part of what is left), carrying the shop's
   * Refund id `ref` so the refund is known in the provider's list; the same key never pays back
   * twice. May answer the refund's id, for `retrieve`'s `refundIds` (a PayPal sale's refund).
   */
  refund(payment: {
    sessionId: string;
    paymentId: string;
    amountCents: number;
    currency: string;
    idempotencyKey: string;
    ref: string;
  }): Promise<string | void>;
  /**
   * Whether the payment's refunds can only be learned by asking for them again with their own
   * keys: true for a payment that lists none (a PayPal sale) at a provider that answers a repeated
   * key with its first answer for longer than a refund stays unconfirmed here (PayPal: 30 days).
   * Absent: the payment lists its refunds.
   */
  refundsAskedAgain?(sessionId: string): boolean;
  /** Asks the provider for a dispute's current state. */
  retrieveDispute(disputeId: string): Promise<RemoteDispute>;
  /** Our purchase id as the provider keeps it on a payment (for events naming only the payment); null when it has none. */
  purchaseOf(paymentId: string): Promise<string | null>;
  /** Verifies the signature over the raw body and reads the event's ids; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent>;
  /** Present when the provider renews automatically (checkout with `recurring`). */
  readonly subscriptions?: ProviderSubscriptions;
}

/** Nest token of the list of enabled adapters. */
export const PAYMENT_PROVIDERS = Symbol('PAYMENT_PROVIDERS');
