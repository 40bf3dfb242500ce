import { randomUUID } from 'node:crypto';
import type { PrismaService } from '../../src/core/database/prisma.service';
import { signSandboxBody, type SandboxEventType } from '../../src/payment/providers/sandbox.provider';
import type {
  ProviderHarness,
  RecordedRequest,
  RemoteState,
  SignedWebhook,
  WebhookKind,
  WebhookOptions,
} from './provider-harness';

const SECRET = 'whsec_sandbox_harness_secret_0123456789';

const TYPE_OF: Record<WebhookKind, SandboxEventType> = {
  processing: 'payment.processing',
  paid: 'payment.succeeded',
  failed: 'payment.failed',
  cancelled: 'payment.cancelled',
  refunded: 'payment.refunded',
};

/**
 * The sandbox provider as the webhook tests drive it: its "remote" state is its own table
 * (SandboxPayment), which `setRemote` changes as the hosted page's buttons would.
 */
export class SandboxHarness implements ProviderHarness {
  readonly provider = 'sandbox' as const;
  /** purchase id, amount and currency of each session, read when the test places the order. */
  private readonly sessions = new Map<string, { purchaseId: string; amountCents: number; currency: string }>();
  private pending: Promise<unknown>[] = [];

  constructor(private readonly prisma: () => PrismaService) {}

  async start(): Promise<void> {}

  async stop(): Promise<void> {
    await Promise.all(this.pending);
  }

  env(): Record<string, string> {
    return { SANDBOX_WEBHOOK_SECRET: SECRET };
  }

  /** Sandbox events carry our purchase id: the test tells the harness the session's order first. */
  async track(sessionId: string): Promise<void> {
    const payment = await this.prisma().sandboxPayment.findUniqueOrThrow({ where: { id: sessionId } });
    this.sessions.set(sessionId, {
      purchaseId: payment.purchaseId,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
  }

  setRemote(sessionId: string, state: RemoteState): void {
    const data = {
      status: state.status,
      ...(state.amountCents !== undefined && { amountCents: state.amountCents }),
      ...(state.currency !== undefined && { currency: state.currency }),
    };
    const change = async () => {
      const payment = await this.prisma().sandboxPayment.update({ where: { id: sessionId }, data });
      if (state.refundedCents === undefined) return;
      // What was refunded in all: the difference is a refund made on the provider's side.
      const refunds = Array.isArray(payment.refunds)
        ? (payment.refunds as { id: string; amountCents: number; ref: string | null }[])
        : [];
      const made = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
      const more =
        state.refundedCents > made
          ? [{ id: `sbx_re_${randomUUID()}`, amountCents: state.refundedCents - made, ref: null }]
          : [];
      await this.prisma().sandboxPayment.update({
        where: { id: sessionId },
        data: { refunds: state.refundedCents === 0 ? [] : [...refunds, ...more] },
      });
    };
    this.pending.push(change());
  }

  /** Waits for the state changes asked for (setRemote is synchronous in the harness interface). */
  async settled(): Promise<void> {
    await Promise.all(this.pending);
    this.pending = [];
  }

  webhook(kind: WebhookKind, sessionId: string, options: WebhookOptions = {}): SignedWebhook {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`track(${sessionId}) first`);
    const body = JSON.stringify({
      id: options.eventId ?? `evt_${randomUUID()}`,
      type: TYPE_OF[kind],
      purchaseId: session.purchaseId,
      amount: session.amountCents,
      currency: session.currency,
    });
    const timestamp = options.timestampSeconds ?? Math.floor(Date.now() / 1000);
    const signature = signSandboxBody(body, options.badSignature ? `${SECRET}-wrong` : SECRET, timestamp);
    return {
      path: '/api/Payment/Webhook/Sandbox',
      body,
      headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    };
  }

  requests(): RecordedRequest[] {
    return [];
  }
}
