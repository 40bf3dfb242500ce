import { randomBytes, randomUUID } from 'node:crypto';
import { PayPalStandIn, signPayPalTransmission } from './paypal-stand-in';
import {
  DisputeHarness,
  RecordedRequest,
  RemoteState,
  SignedWebhook,
  WebhookKind,
  WebhookOptions,
} from './provider-harness';

const EVENTS: Record<WebhookKind, { type: string; resourceType: string }> = {
  // An eCheck: captured, the capture PENDING until the money arrives.
  processing: { type: 'PAYMENT.CAPTURE.PENDING', resourceType: 'capture' },
  // With intent CAPTURE nothing is taken until we capture: approval is the event a payment starts with.
  paid: { type: 'CHECKOUT.ORDER.APPROVED', resourceType: 'checkout-order' },
  failed: { type: 'PAYMENT.CAPTURE.DENIED', resourceType: 'capture' },
  cancelled: { type: 'CHECKOUT.ORDER.VOIDED', resourceType: 'checkout-order' },
  refunded: { type: 'PAYMENT.CAPTURE.REFUNDED', resourceType: 'refund' },
};

/**
 * PayPal against its stand-in. `setRemote(id, {status: 'paid'})` means the buyer approved: the adapter's
 * retrieve then captures the order (a capture call the stand-in records) and reports it paid.
 */
export class PayPalHarness implements DisputeHarness {
  readonly provider = 'paypal' as const;
  readonly clientId = `client-${randomBytes(8).toString('hex')}`;
  readonly clientSecret = `secret-${randomBytes(16).toString('hex')}`;
  readonly webhookId = `WH-${randomBytes(8).toString('hex').toUpperCase()}`;
  readonly signingKey = randomBytes(32).toString('hex');
  readonly standIn: PayPalStandIn;

  constructor(options: { tokenTtlSeconds?: number } = {}) {
    this.standIn = new PayPalStandIn({
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      webhookId: this.webhookId,
      signingKey: this.signingKey,
      ...options,
    });
  }

  start(): Promise<void> {
    return this.standIn.start();
  }

  stop(): Promise<void> {
    return this.standIn.stop();
  }

  env(): Record<string, string> {
    return {
      PAYPAL_CLIENT_ID: this.clientId,
      PAYPAL_CLIENT_SECRET: this.clientSecret,
      PAYPAL_WEBHOOK_ID: this.webhookId,
      PAYPAL_ENVIRONMENT: 'sandbox',
      PAYPAL_API_URL: this.standIn.url,
    };
  }

  setRemote(sessionId: string, state: RemoteState): void {
    this.standIn.setRemote(sessionId, state);
  }

  /** The event PayPal sends for that outcome; its body shows that state whatever the stand-in holds. */
  webhook(kind: WebhookKind, sessionId: string, options: WebhookOptions = {}): SignedWebhook {
    const { type, resourceType } = EVENTS[kind];
    const resource =
      kind === 'paid'
        ? this.standIn.orderJson(sessionId, 'paid')
        : kind === 'cancelled'
          ? this.standIn.orderJson(sessionId, 'cancelled')
          : kind === 'failed' || kind === 'processing'
            ? this.standIn.captureJson(sessionId, kind)
            : this.standIn.refundJson(sessionId);
    return this.event(type, resourceType, resource, options);
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
    return this.event(
      kind === 'created' ? 'CUSTOMER.DISPUTE.CREATED' : 'CUSTOMER.DISPUTE.RESOLVED',
      'dispute',
      this.standIn.disputeJson(disputeId),
      options,
    );
  }

  /** The event PayPal sends about a subscription (BILLING.SUBSCRIPTION.*), with it as PayPal shows it now. */
  subscriptionWebhook(type: string, subscriptionId: string, options: WebhookOptions = {}): SignedWebhook {
    return this.event(type, 'subscription', this.standIn.billing.subscriptionJson(subscriptionId), options);
  }

  /** PAYMENT.SALE.COMPLETED about a subscription's payment. */
  saleWebhook(saleId: string, options: WebhookOptions = {}): SignedWebhook {
    return this.event('PAYMENT.SALE.COMPLETED', 'sale', this.standIn.billing.saleJson(saleId), options);
  }

  /** PAYMENT.SALE.REFUNDED about a refund of a subscription's sale (made here or on PayPal's site). */
  saleRefundWebhook(refundId: string, options: WebhookOptions = {}): SignedWebhook {
    return this.event('PAYMENT.SALE.REFUNDED', 'refund', this.standIn.billing.refundJson(refundId), options);
  }

  private event(
    type: string,
    resourceType: string,
    resource: Record<string, unknown>,
    options: WebhookOptions,
  ): SignedWebhook {
    const time = new Date((options.timestampSeconds ?? Math.floor(Date.now() / 1000)) * 1000).toISOString();
    const body = JSON.stringify({
      id: options.eventId ?? `WH-${randomBytes(10).toString('hex').toUpperCase()}`,
      event_version: '1.0',
      create_time: time,
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary: `${type} (stand-in)`,
      resource,
      links: [],
    });
    return { path: '/api/Payment/Webhook/PayPal', body, headers: this.sign(body, time, options.badSignature) };
  }

  /** The paypal-* headers for any body (tests of bodies the harness does not make). */
  sign(body: string, transmissionTime: string, badSignature = false): Record<string, string> {
    const transmissionId = randomUUID();
    const signingKey = badSignature ? randomBytes(32).toString('hex') : this.signingKey;
    return {
      'content-type': 'application/json',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': signPayPalTransmission({
        transmissionId,
        transmissionTime,
        webhookId: this.webhookId,
        body,
        signingKey,
      }),
      'paypal-cert-url': `${this.standIn.url}/v1/notifications/certs/CERT-stand-in`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
  }

  requests(): RecordedRequest[] {
    return this.standIn.requests();
  }
}
