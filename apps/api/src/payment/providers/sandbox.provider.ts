import { TransactionHost } from '@nestjs-cls/transactional';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { PrismaTransactions } from '../../core/database/database.module';
import type { CheckoutRequest, CreatedCheckout, PaymentProviderAdapter, RemotePayment, RemoteStatus, WebhookEvent } from './payment-provider';
import { WebhookSignatureError } from './payment-provider';

/** Seconds a signed webhook stays acceptable: Stripe's own default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

export const SANDBOX_EVENT_TYPES = ['payment.succeeded', 'payment.failed', 'payment.cancelled', 'payment.refunded'] as const;
export type SandboxEventType = (typeof SANDBOX_EVENT_TYPES)[number];

/** The body the sandbox page posts to /api/Payment/Webhook/Sandbox. */
export interface SandboxEventBody {
  id: string;
  type: SandboxEventType;
  purchaseId: string;
  amount: number;
  currency: string;
}

export const SANDBOX_STATUS_OF: Record<SandboxEventType, RemoteStatus> = {
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
  'payment.refunded': 'refunded',
};

/** `Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, exactly as Stripe signs. */
export function signSandboxBody(body: string, secret: string, timestampSeconds = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: timestampSeconds });
}

/**
 * The local stand-in provider (outside production only): a hosted page on our own server
 * (SandboxController) whose Pay, Decline and Cancel buttons record the outcome here, as a real
 * provider keeps its own record, and send a signed webhook through the same pipeline as Stripe's.
 */
export class SandboxProvider implements PaymentProviderAdapter {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    readonly publicUrl: string,
    private readonly webhookSecret: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    // One sandbox payment per order: a retried create answers the same page.
    const payment = await this.txHost.tx.sandboxPayment.upsert({
      where: { purchaseId: request.purchaseId },
      create: { purchaseId: request.purchaseId, amountCents: request.amountCents, currency: request.currency },
      update: {},
      select: { id: true },
    });
    return { sessionId: payment.id, payUrl: new URL(`/api/Payment/Sandbox/Checkout?session=${payment.id}`, this.publicUrl).toString() };
  }

  async retrieve(sessionId: string): Promise<RemotePayment> {
    const payment = await this.txHost.tx.sandboxPayment.findUnique({ where: { id: sessionId } });
    if (!payment) return { sessionId, purchaseId: null, status: 'open', amountCents: null, currency: null, paymentId: null };
    return {
      sessionId,
      purchaseId: payment.purchaseId,
      status: payment.status as RemoteStatus,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentId: payment.status === 'open' ? null : `sbx_${payment.id}`,
    };
  }

  async refund(payment: { sessionId: string }): Promise<void> {
    await this.txHost.tx.sandboxPayment.updateMany({ where: { id: payment.sessionId, status: 'paid' }, data: { status: 'refunded' } });
  }

  async parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): Promise<WebhookEvent> {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new WebhookSignatureError('Sandbox-Signature header missing');
    try {
      Stripe.webhooks.signature?.verifyHeader(rawBody, header, this.webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (error) {
      throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
    }
    const body = parseBody(rawBody);
    return { eventId: body.id, type: body.type, sessionId: null, purchaseId: body.purchaseId, paymentId: null };
  }

  /** What the page's button did, recorded as the provider's state; only an open payment changes (and a paid one may be refunded). */
  async decide(sessionId: string, type: SandboxEventType): Promise<SandboxEventBody | null> {
    const from: RemoteStatus = type === 'payment.refunded' ? 'paid' : 'open';
    const status = SANDBOX_STATUS_OF[type];
    const changed = await this.txHost.tx.sandboxPayment.updateMany({ where: { id: sessionId, status: from }, data: { status } });
    const payment = await this.txHost.tx.sandboxPayment.findUnique({ where: { id: sessionId } });
    if (!payment || changed.count === 0) return null;
    return { id: `evt_${randomUUID()}`, type, purchaseId: payment.purchaseId, amount: payment.amountCents, currency: payment.currency };
  }

  sign(body: string): string {
    return signSandboxBody(body, this.webhookSecret);
  }
}

function parseBody(rawBody: Buffer): SandboxEventBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('body is not JSON');
  }
  const body = parsed as Partial<SandboxEventBody>;
  const valid =
    typeof body.id === 'string' && body.id.length <= 100 && typeof body.purchaseId === 'string' && (SANDBOX_EVENT_TYPES as readonly string[]).includes(body.type ?? '');
  // A signed body of the wrong shape cannot come from our page: treated as not ours.
  if (!valid) throw new WebhookSignatureError('not a sandbox event');
  return body as SandboxEventBody;
}
