import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import {
  DisputeHarness,
  RecordedRequest,
  RemoteState,
  SignedWebhook,
  WebhookKind,
  WebhookOptions,
} from './provider-harness';
import { StripeStandIn } from './stripe-stand-in';

const EVENT_TYPES: Record<WebhookKind, string> = {
  // A delayed method completes the session unpaid; the money's arrival is async_payment_succeeded.
  processing: 'checkout.session.completed',
  paid: 'checkout.session.completed',
  failed: 'checkout.session.async_payment_failed',
  cancelled: 'checkout.session.expired',
  refunded: 'charge.refunded',
};

/** Stripe against its stand-in; webhooks signed as Stripe signs them (generateTestHeaderString). */
export class StripeHarness implements DisputeHarness {
  readonly provider = 'stripe' as const;
  readonly secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  readonly webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  readonly standIn = new StripeStandIn(this.secretKey);

  start(): Promise<void> {
    return this.standIn.start();
  }

  stop(): Promise<void> {
    return this.standIn.stop();
  }

  env(): Record<string, string> {
    return {
      STRIPE_SECRET_KEY: this.secretKey,
      STRIPE_WEBHOOK_SECRET: this.webhookSecret,
      STRIPE_API_URL: this.standIn.url,
    };
  }

  setRemote(sessionId: string, state: RemoteState): void {
    this.standIn.setRemote(sessionId, state);
  }

  /**
   * The event Stripe sends for that outcome. Its body shows the session in that state whatever the
   * stand-in holds (call setRemote for what retrieve answers), as an event can be older than the truth.
   */
  webhook(kind: WebhookKind, sessionId: string, options: WebhookOptions = {}): SignedWebhook {
    const object = kind === 'refunded' ? this.standIn.chargeJson(sessionId) : this.standIn.sessionJson(sessionId, kind);
    return this.signed(EVENT_TYPES[kind], object, options);
  }

  setDispute(sessionId: string, disputeId: string, status: 'open' | 'won' | 'lost', amountCents?: number): void {
    this.standIn.setDispute(sessionId, disputeId, status, amountCents);
  }

  disputeWebhook(
    _sessionId: string,
    disputeId: string,
    kind: 'created' | 'closed',
    options: WebhookOptions = {},
  ): SignedWebhook {
    return this.signed(`charge.dispute.${kind}`, this.standIn.disputeJson(disputeId), options);
  }

  private signed(type: string, object: Record<string, unknown>, options: WebhookOptions): SignedWebhook {
    const timestamp = options.timestampSeconds ?? Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      id: options.eventId ?? `evt_test_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: timestamp,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    });
    const secret = options.badSignature ? `whsec_${randomBytes(16).toString('hex')}` : this.webhookSecret;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
    return {
      path: '/api/Payment/Webhook/Stripe',
      body,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    };
  }

  /** The event Stripe sends about a subscription's invoice (invoice.paid, invoice.payment_failed). */
  invoiceWebhook(type: string, invoiceId: string, options: WebhookOptions = {}): SignedWebhook {
    return this.signed(type, this.standIn.billing.invoiceJson(invoiceId), options);
  }

  /** The event Stripe sends about a subscription itself (customer.subscription.deleted, .updated). */
  subscriptionWebhook(type: string, subscriptionId: string, options: WebhookOptions = {}): SignedWebhook {
    return this.signed(type, this.standIn.billing.subscriptionJson(subscriptionId), options);
  }

  requests(): RecordedRequest[] {
    return this.standIn.requests();
  }
}
