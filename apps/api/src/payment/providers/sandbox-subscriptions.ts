import { TransactionHost } from '@nestjs-cls/transactional';
import { randomUUID } from 'node:crypto';
import type { PrismaTransactions } from '../../core/database/database.module';
import {
  PaymentNotFoundError,
  type ProviderSubscriptions,
  type RecurringTerms,
  type RemoteInvoice,
  type RemoteSubscription,
} from './payment-provider';

export const SANDBOX_RENEWAL_EVENT_TYPES = ['invoice.paid', 'invoice.payment_failed', 'subscription.deleted'] as const;
export type SandboxRenewalEventType = (typeof SANDBOX_RENEWAL_EVENT_TYPES)[number];

/** The body of a renewal event the sandbox posts to /api/Payment/Webhook/Sandbox. */
export interface SandboxRenewalEventBody {
  id: string;
  type: SandboxRenewalEventType;
  subscription: string;
  invoice: string | null;
  amount: number;
  currency: string;
}

/** One renewal bill in a sandbox subscription's list (the `invoices` jsonb column). */
interface SandboxInvoice {
  id: string;
  status: 'paid' | 'failed';
  amountCents: number;
  currency: string;
  at: string;
  /** The sandbox payment a paid bill was collected as (what refunds go against). */
  payment?: string;
}

/** The purchase id a renewal's sandbox payment carries: no order's (the renewal order is made later, by the shop). */
export const RENEWAL_PAYMENT_PREFIX = 'renewal:';

const SUBSCRIPTION_STATUS: Record<string, RemoteSubscription['status']> = {
  incomplete: 'incomplete',
  active: 'active',
  past_due: 'past_due',
  cancelled: 'ended',
};

/**
 * The sandbox's subscriptions, kept as Stripe keeps them: opened by a checkout with recurring
 * terms, active once its payment is made, billed on demand (`bill`, as Stripe's test clocks
 * advance time), cancelled at the period's end or at once, resumed before that end.
 */
export class SandboxSubscriptions implements ProviderSubscriptions {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /** A checkout with recurring terms opens one (once per order); answers its id. */
  async open(purchaseId: string, currency: string, terms: RecurringTerms): Promise<string> {
    const subscription = await this.txHost.tx.sandboxSubscription.upsert({
      where: { purchaseId },
      create: { purchaseId, amountCents: terms.amountCents, currency, intervalMonths: terms.intervalMonths },
      update: {},
      select: { id: true },
    });
    return subscription.id;
  }

  /** Its checkout was paid: it starts. */
  async activate(subscriptionId: string): Promise<void> {
    await this.txHost.tx.sandboxSubscription.updateMany({
      where: { id: subscriptionId, status: 'incomplete' },
      data: { status: 'active' },
    });
  }

  async retrieveSubscription(subscriptionId: string): Promise<RemoteSubscription> {
    const row = await this.find(subscriptionId);
    return {
      subscriptionId: row.id,
      status: SUBSCRIPTION_STATUS[row.status] ?? 'ended',
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  async retrieveInvoice(invoiceId: string): Promise<RemoteInvoice> {
    const rows = await this.txHost.tx.$queryRaw<{ subscriptionId: string; invoice: SandboxInvoice }[]>`
      SELECT s.id AS "subscriptionId", i AS invoice
        FROM "SandboxSubscription" s, jsonb_array_elements(s.invoices) i
       WHERE i->>'id' = ${invoiceId}`;
    const found = rows[0];
    if (!found) throw new PaymentNotFoundError(`The sandbox has no invoice ${invoiceId}`);
    const { invoice } = found;
    return {
      invoiceId,
      subscriptionId: found.subscriptionId,
      status: invoice.status,
      amountCents: invoice.amountCents,
      currency: invoice.currency,
      paymentId: invoice.payment ? `sbx_${invoice.payment}` : null,
      sessionId: invoice.payment ?? null,
      initial: false,
    };
  }

  async cancel(subscriptionId: string, when: 'period-end' | 'now'): Promise<void> {
    await this.find(subscriptionId);
    await this.txHost.tx.sandboxSubscription.updateMany({
      where: { id: subscriptionId, status: { not: 'cancelled' } },
      data: when === 'now' ? { status: 'cancelled' } : { cancelAtPeriodEnd: true },
    });
  }

  async resume(subscriptionId: string): Promise<void> {
    await this.find(subscriptionId);
    await this.txHost.tx.sandboxSubscription.updateMany({
      where: { id: subscriptionId, status: { not: 'cancelled' } },
      data: { cancelAtPeriodEnd: false },
    });
  }

  /**
   * Bills the next period, as the provider does when a period ends: paid or failed, the bill is
   * recorded and its event answered for delivery. A subscription cancelled at its period's end
   * does not bill: it ends (its deletion event instead). Null when nothing bills any more.
   */
  async bill(subscriptionId: string, outcome: 'paid' | 'failed'): Promise<SandboxRenewalEventBody | null> {
    const row = await this.find(subscriptionId);
    if (row.status === 'cancelled' || row.status === 'incomplete') return null;
    const event = (type: SandboxRenewalEventType, invoice: string | null): SandboxRenewalEventBody => ({
      id: `evt_${randomUUID()}`,
      type,
      subscription: row.id,
      invoice,
      amount: row.amountCents,
      currency: row.currency,
    });
    if (row.cancelAtPeriodEnd) {
      await this.txHost.tx.sandboxSubscription.update({ where: { id: row.id }, data: { status: 'cancelled' } });
      return event('subscription.deleted', null);
    }
    const id = `sbx_in_${randomUUID()}`;
    // A paid bill is a payment of the sandbox's own, as a checkout's is: refunds go against it.
    const payment =
      outcome === 'paid'
        ? await this.txHost.tx.sandboxPayment.create({
            data: {
              purchaseId: `${RENEWAL_PAYMENT_PREFIX}${id}`,
              amountCents: row.amountCents,
              currency: row.currency,
              status: 'paid',
            },
            select: { id: true },
          })
        : null;
    const invoice: SandboxInvoice = {
      id,
      status: outcome,
      amountCents: row.amountCents,
      currency: row.currency,
      at: new Date().toISOString(),
      ...(payment && { payment: payment.id }),
    };
    await this.txHost.tx.$executeRaw`
      UPDATE "SandboxSubscription"
         SET invoices = invoices || ${JSON.stringify([invoice])}::jsonb,
             status = ${outcome === 'paid' ? 'active' : 'past_due'},
             "updatedAt" = (now() AT TIME ZONE 'UTC')
       WHERE id = ${row.id}::uuid`;
    return event(outcome === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', invoice.id);
  }

  /** The purchase that opened the subscription (who may bill it from the sandbox). */
  async purchaseOf(subscriptionId: string): Promise<string | null> {
    if (!/^[0-9a-f-]{36}$/i.test(subscriptionId)) return null;
    const row = await this.txHost.tx.sandboxSubscription.findUnique({
      where: { id: subscriptionId },
      select: { purchaseId: true },
    });
    return row?.purchaseId ?? null;
  }

  private async find(subscriptionId: string) {
    const row = /^[0-9a-f-]{36}$/i.test(subscriptionId)
      ? await this.txHost.tx.sandboxSubscription.findUnique({ where: { id: subscriptionId } })
      : null;
    if (!row) throw new PaymentNotFoundError(`The sandbox has no subscription ${subscriptionId}`);
    return row;
  }
}
