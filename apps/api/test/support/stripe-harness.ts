import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { ProviderHarness, RecordedRequest, RemoteState, SignedWebhook, WebhookKind, WebhookOptions } from './provider-harness';
import { StripeStandIn } from './stripe-stand-in';

const EVENT_TYPES: Record<WebhookKind, string> = {
  paid: 'checkout.session.completed',
  failed: 'checkout.session.async_payment_failed',
  cancelled: 'checkout.session.expired',
  refunded: 'charge.refunded',
};

/** Stripe against its stand-in; webhooks signed as Stripe signs them (generateTestHeaderString). */
export class StripeHarness implements ProviderHarness {
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
    return { STRIPE_SECRET_KEY: this.secretKey, STRIPE_WEBHOOK_SECRET: this.webhookSecret, STRIPE_API_URL: this.standIn.url };
  }

  setRemote(sessionId: string, state: RemoteState): void {
    this.standIn.setRemote(sessionId, state);
  }

  /**
   * The event Stripe sends for that outcome. Its body shows the session in that state whatever the
   * stand-in holds (call setRemote for what retrieve answers), as an event can be older than the truth.
   */
  webhook(kind: WebhookKind, sessionId: string, options: WebhookOptions = {}): SignedWebhook {
    const object = kind === 'refunded' ? this.standIn.chargeJson(sessionId) : this.standIn.sessionJson(sessionId, kind === 'failed' ? 'failed' : kind === 'cancelled' ? 'cancelled' : 'paid');
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
      type: EVENT_TYPES[kind],
    });
    const secret = options.badSignature ? `whsec_${randomBytes(16).toString('hex')}` : this.webhookSecret;
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
    return { path: '/api/Payment/Webhook/Stripe', body, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  }

  requests(): RecordedRequest[] {
    return this.standIn.requests();
  }
}
