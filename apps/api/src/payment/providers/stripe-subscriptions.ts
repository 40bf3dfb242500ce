import Stripe from 'stripe';
import {
  PaymentNotFoundError,
  type ProviderSubscriptions,
  type RecurringTerms,
  type RemoteInvoice,
  type RemoteSubscription,
} from './payment-provider';

/** Runs one SDK call; any failure becomes a ProviderCallError (404: PaymentNotFoundError). */
export type StripeCall = <T>(what: string, run: () => Promise<T>) => Promise<T>;

/**
 * Stripe Billing as automatic renewal uses it: one recurring Price per product, currency and
 * amount (looked up by its lookup key, created once), subscriptions read, cancelled at the
 * period's end or at once, resumed; renewal invoices read with their payment.
 */
export class StripeSubscriptions implements ProviderSubscriptions {
  constructor(
    private readonly stripe: Stripe,
    private readonly call: StripeCall,
  ) {}

  /** The recurring Price billed each period: the same one for every subscription of these terms. */
  async recurringPrice(terms: RecurringTerms, currency: string): Promise<string> {
    const lookupKey = `renewal:${terms.productName}:${currency.toLowerCase()}:${terms.amountCents}`;
    const found = await this.call('look up a renewal price', () =>
      this.stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 }),
    );
    if (found.data[0]) return found.data[0].id;
    const created = await this.call('create a renewal price', () =>
      this.stripe.prices.create(
        {
          currency: currency.toLowerCase(),
          unit_amount: terms.amountCents,
          recurring: { interval: 'month', interval_count: terms.intervalMonths },
          product_data: { name: terms.productName },
          lookup_key: lookupKey,
        },
        // Two checkouts creating the same price at once make one.
        { idempotencyKey: `price-${lookupKey}` },
      ),
    );
    return created.id;
  }

  async retrieveInvoice(invoiceId: string): Promise<RemoteInvoice> {
    const invoice = await this.call('retrieve an invoice', () =>
      this.stripe.invoices.retrieve(invoiceId, { expand: ['payments'] }),
    );
    const subscription = invoice.parent?.subscription_details?.subscription;
    const subscriptionId = typeof subscription === 'string' ? subscription : subscription?.id;
    if (!invoice.id || !subscriptionId) throw new PaymentNotFoundError(`Invoice ${invoiceId} renews no subscription`);
    const status = invoiceStatus(invoice);
    const intent = invoice.payments?.data.find((p) => p.status === 'paid')?.payment.payment_intent;
    return {
      invoiceId: invoice.id,
      subscriptionId,
      status,
      amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
      // StripeProvider.retrieve reads a renewal's payment by its invoice.
      sessionId: invoice.id,
      // The invoice of the checkout itself is that checkout's order.
      initial: invoice.billing_reason === 'subscription_create',
    };
  }

  async retrieveSubscription(subscriptionId: string): Promise<RemoteSubscription> {
    const subscription = await this.call('retrieve a subscription', () =>
      this.stripe.subscriptions.retrieve(subscriptionId),
    );
    return {
      subscriptionId: subscription.id,
      status: subscriptionStatus(subscription.status),
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  }

  async cancel(subscriptionId: string, when: 'period-end' | 'now'): Promise<void> {
    try {
      if (when === 'now') await this.stripe.subscriptions.cancel(subscriptionId);
      else await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    } catch (error) {
      // Gone already (cancelled from the dashboard, or by Stripe after its retries): the goal is reached.
      if (error instanceof Stripe.errors.StripeError && error.statusCode === 404) return;
      await this.call('cancel a subscription', () => Promise.reject(error));
    }
  }

  async resume(subscriptionId: string): Promise<void> {
    await this.call('resume a subscription', () =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: false }),
    );
  }
}

/** Paid; attempted and still open (Stripe retries), uncollectible or void: failed; else not yet tried. */
function invoiceStatus(invoice: Stripe.Invoice): RemoteInvoice['status'] {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'uncollectible' || invoice.status === 'void') return 'failed';
  if (invoice.status === 'open' && invoice.attempted) return 'failed';
  return 'open';
}

function subscriptionStatus(status: Stripe.Subscription.Status): RemoteSubscription['status'] {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'ended';
  }
}
