import { TransactionHost } from '@nestjs-cls/transactional';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { PrismaTransactions } from '../../core/database/database.module';
import type {
  CheckoutRequest,
  CreatedCheckout,
  PaymentProviderAdapter,
  RemoteDispute,
  RemotePayment,
  RemoteStatus,
  WebhookEvent,
} from './payment-provider';
import { PaymentNotFoundError, WebhookSignatureError } from './payment-provider';
import {
  RENEWAL_PAYMENT_PREFIX,
  SANDBOX_RENEWAL_EVENT_TYPES,
  SandboxSubscriptions,
  type SandboxRenewalEventBody,
} from './sandbox-subscriptions';
import { addSandboxRefund } from './sandbox.queries';

/** Seconds a signed webhook stays acceptable: Stripe's own default tolerance. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

export const SANDBOX_EVENT_TYPES = [
  'payment.processing',
  'payment.succeeded',
  'payment.failed',
  'payment.cancelled',
  'payment.refunded',
] as const;
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
  'payment.processing': 'processing',
  'payment.succeeded': 'paid',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
  'payment.refunded': 'refunded',
};

/** A payment after a button of its page: how it stands, and the event to send (null: the button changed nothing). */
export interface SandboxDecided {
  purchaseId: string;
  status: RemoteStatus;
  event: SandboxEventBody | null;
}

/** `Sandbox-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, exactly as Stripe signs. */
export function signSandboxBody(
  body: string,
  secret: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: timestampSeconds });
}

/**
 * The local stand-in provider (outside production only): a hosted page on our own server
 * (SandboxController) whose Pay, Decline and Cancel buttons record the outcome here, as a real
 * provider keeps its own record, and send a signed webhook through the same pipeline as Stripe's.
 */
export class SandboxProvider implements PaymentProviderAdapter {
  readonly name = 'sandbox' as const;
  readonly subscriptions: SandboxSubscriptions;

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    readonly publicUrl: string,
    private readonly webhookSecret: string,
  ) {
    this.subscriptions = new SandboxSubscriptions(txHost);
  }

  async createCheckout(request: CheckoutRequest): Promise<CreatedCheckout> {
    const subscriptionId = request.recurring
      ? await this.subscriptions.open(request.purchaseId, request.currency, request.recurring)
      : null;
    // One sandbox payment per order: a retried create answers the same page.
    const payment = await this.txHost.tx.sandboxPayment.upsert({
      where: { purchaseId: request.purchaseId },
      create: {
        purchaseId: request.purchaseId,
        amountCents: request.amountCents,
        currency: request.currency,
        subscriptionId,
      },
      update: {},
      select: { id: true },
    });
    return {
      sessionId: payment.id,
      payUrl: new URL(`/api/Payment/Sandbox/Checkout?session=${payment.id}`, this.publicUrl).toString(),
    };
  }

  async retrieve(sessionId: string): Promise<RemotePayment> {
    const payment = await this.txHost.tx.sandboxPayment.findUnique({ where: { id: sessionId } });
    if (!payment) throw new PaymentNotFoundError(`The sandbox has no payment ${sessionId}`);
    const refunds = refundsOf(payment.refunds);
    const listed = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
    // Refunded whole on the page (or by a test): what the list does not show yet was refunded too.
    if (payment.status === 'refunded' && listed < payment.amountCents)
      refunds.push({ refundId: `sbx_re_${payment.id}_rest`, amountCents: payment.amountCents - listed, ref: null });
    return {
      sessionId,
      // A renewal's payment was made before the shop's order for it: it names none.
      purchaseId: payment.purchaseId.startsWith(RENEWAL_PAYMENT_PREFIX) ? null : payment.purchaseId,
      status: payment.status as RemoteStatus,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentId: payment.status === 'open' ? null : `sbx_${payment.id}`,
      refundedCents: refunds.reduce((sum, refund) => sum + refund.amountCents, 0),
      refunds,
      subscriptionId: payment.status === 'open' ? null : payment.subscriptionId,
    };
  }

  /**
   * Pays back part or all of what is left, once per `ref` (the idempotency a real provider gives
   * a key); the last cent makes the payment refunded. One statement, so concurrent refunds queue.
   */
  async refund(payment: { sessionId: string; amountCents: number; ref: string }): Promise<void> {
    await addSandboxRefund(this.txHost.tx, payment.sessionId, {
      id: `sbx_re_${randomUUID()}`,
      amountCents: payment.amountCents,
      ref: payment.ref,
    });
  }

  async purchaseOf(paymentId: string): Promise<string | null> {
    const id = paymentId.startsWith('sbx_') ? paymentId.slice(4) : null;
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) return null;
    const payment = await this.txHost.tx.sandboxPayment.findUnique({ where: { id }, select: { purchaseId: true } });
    return payment?.purchaseId ?? null;
  }

  async retrieveDispute(disputeId: string): Promise<RemoteDispute> {
    // The sandbox page has no dispute button; an event naming one cannot come from it.
    throw new Error(`The sandbox provider has no disputes (${disputeId})`);
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
    if ('subscription' in body)
      return {
        eventId: body.id,
        type: body.type,
        sessionId: null,
        purchaseId: null,
        paymentId: null,
        subscriptionId: body.subscription,
        invoiceId: body.invoice,
      };
    return { eventId: body.id, type: body.type, sessionId: null, purchaseId: body.purchaseId, paymentId: null };
  }

  /**
   * What the page's button did, recorded as the provider's state: an open payment is paid (at
   * once or slowly), declined or cancelled; a slow one later settles or fails; a paid one may be
   * refunded. Answers the payment as it now stands and the event to send, or null for no such
   * payment. The same button pressed again on a payment it already decided sends its event again:
   * the press before may have recorded the outcome and then failed (the database went away), and
   * the buyer pressing again is how the shop still hears of it.
   */
  async decide(sessionId: string, type: SandboxEventType): Promise<SandboxDecided | null> {
    const from: RemoteStatus[] =
      type === 'payment.refunded'
        ? ['paid']
        : type === 'payment.succeeded' || type === 'payment.failed'
          ? ['open', 'processing']
          : ['open'];
    const status = SANDBOX_STATUS_OF[type];
    const changed = await this.txHost.tx.sandboxPayment.updateMany({
      where: { id: sessionId, status: { in: from } },
      data: { status },
    });
    const payment = await this.txHost.tx.sandboxPayment.findUnique({ where: { id: sessionId } });
    if (!payment) return null;
    const decided = { purchaseId: payment.purchaseId, status: payment.status as RemoteStatus };
    if (changed.count === 0 && payment.status !== status) return { ...decided, event: null };
    if (status === 'paid' && payment.subscriptionId) await this.subscriptions.activate(payment.subscriptionId);
    return {
      ...decided,
      event: {
        id: `evt_${randomUUID()}`,
        type,
        purchaseId: payment.purchaseId,
        amount: payment.amountCents,
        currency: payment.currency,
      },
    };
  }

  sign(body: string): string {
    return signSandboxBody(body, this.webhookSecret);
  }
}

/** The sandbox's record of refunds (a JSON list it alone writes). */
function refundsOf(value: unknown): RemotePayment['refunds'] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (entry): entry is { id: string; amountCents: number; ref?: string | null } =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof entry.id === 'string' &&
        typeof entry.amountCents === 'number',
    )
    .map((entry) => ({ refundId: entry.id, amountCents: entry.amountCents, ref: entry.ref ?? null }));
}

function parseBody(rawBody: Buffer): SandboxEventBody | SandboxRenewalEventBody {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('body is not JSON');
  }
  const renewal = parsed as Partial<SandboxRenewalEventBody>;
  if (
    typeof renewal.id === 'string' &&
    renewal.id.length <= 100 &&
    typeof renewal.subscription === 'string' &&
    (renewal.invoice === null || typeof renewal.invoice === 'string') &&
    (SANDBOX_RENEWAL_EVENT_TYPES as readonly string[]).includes(renewal.type ?? '')
  )
    return renewal as SandboxRenewalEventBody;
  const body = parsed as Partial<SandboxEventBody>;
  const valid =
    typeof body.id === 'string' &&
    body.id.length <= 100 &&
    typeof body.purchaseId === 'string' &&
    (SANDBOX_EVENT_TYPES as readonly string[]).includes(body.type ?? '');
  // A signed body of the wrong shape cannot come from our page: treated as not ours.
  if (!valid) throw new WebhookSignatureError('not a sandbox event');
  return body as SandboxEventBody;
}
