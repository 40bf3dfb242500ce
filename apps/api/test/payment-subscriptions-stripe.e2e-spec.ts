import { SettlementService } from '../src/payment/settlement/settlement.service';
import { addMonths } from '../src/vpn/months';
import { newShopper } from './payment-support';
import { http } from './player-support';
import { deliver, deliverUntilTaken, placeWith, useProviderApp } from './support/provider-app';
import { StripeHarness } from './support/stripe-harness';

// Automatic renewal with Stripe Billing, against the Stripe stand-in over loopback: Checkout in
// subscription mode with a recurring price per duration, invoice.paid extends once per invoice,
// invoice.payment_failed keeps the pass for the grace days, customer.subscription.deleted ends
// renewal; every event re-read from Stripe and compared with the subscription's amount and currency.

/** The form body the adapter sent to POST /v1/checkout/sessions, as the stand-in parsed it. */
interface CreatedSession {
  mode: string;
  line_items: { price_data?: { unit_amount: string }; price?: string }[];
  subscription_data: { trial_end: string };
}

describe('automatic renewal with Stripe', () => {
  const harness = new StripeHarness();
  const context = useProviderApp(harness);

  async function renewingPass() {
    const shopper = await newShopper(context.app);
    const placed = await placeWith(
      context,
      harness,
      { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], autoRenew: true },
      shopper,
    );
    harness.setRemote(placed.sessionId, { status: 'paid' });
    const paid = await deliver(context.app, harness.webhook('paid', placed.sessionId));
    expect(paid.body.outcome).toBe('paid');
    const subscriptionId = harness.standIn.subscriptionOf(placed.sessionId);
    const pass = await context.prisma.vpnPass.findFirstOrThrow({ where: { userId: shopper.userId } });
    return { shopper, placed, subscriptionId, pass };
  }

  it('opens a subscription-mode checkout: the first payment is the order, the recurring price starts when it ends', async () => {
    const { placed, subscriptionId, pass } = await renewingPass();
    const created = harness
      .requests()
      .filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/checkout/sessions')
      .at(-1)?.body as CreatedSession;
    expect(created.mode).toBe('subscription');
    expect(created.line_items[0].price_data?.unit_amount).toBe(String(placed.totalCents));
    expect(created.line_items[1].price).toMatch(/^price_test_/);
    // Priced when the order was placed: the pass's period starts when it is paid, moments later.
    expect(Math.abs(Number(created.subscription_data.trial_end) - pass.endsAt.getTime() / 1000)).toBeLessThan(10);
    // One recurring price per product, currency and amount, created once and then looked up.
    const prices = harness.requests().filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/prices');
    expect(prices).toHaveLength(1);
    expect(prices[0].body).toMatchObject({ recurring: { interval: 'month', interval_count: '1' } });
    await renewingPass();
    expect(harness.requests().filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/prices')).toHaveLength(
      1,
    );

    const subscription = await context.prisma.subscription.findFirstOrThrow({
      where: { providerSubscriptionId: subscriptionId },
    });
    expect(subscription).toMatchObject({ status: 'ACTIVE', passId: pass.id, provider: 'STRIPE' });
    expect(subscription.paidThrough?.toISOString()).toBe(pass.endsAt.toISOString());
    // The checkout's own invoice is not a renewal.
    const initial = await context.prisma.order.count({ where: { subscriptionId: subscription.id } });
    const invoiceId = (harness.standIn.sessionJson(placed.sessionId, undefined, ['invoice']).invoice as { id: string })
      .id;
    expect((await deliver(context.app, harness.invoiceWebhook('invoice.paid', invoiceId))).body.outcome).toBe(
      'unchanged',
    );
    expect(await context.prisma.order.count({ where: { subscriptionId: subscription.id } })).toBe(initial);
  });

  it('invoice.paid of a renewal extends the pass once, with an order, its invoice and the payment to refund against', async () => {
    const { shopper, subscriptionId, pass } = await renewingPass();
    const invoiceId = harness.standIn.billing.renew(subscriptionId, 'paid');
    const hook = harness.invoiceWebhook('invoice.paid', invoiceId);
    const answers = await Promise.all([1, 2, 3].map(() => deliver(context.app, hook)));
    // On a busy machine a delivery may find the subscription held past its wait: 503, and Stripe
    // sends it again (never a 500).
    expect(answers.map((a) => a.status).filter((status) => status !== 200 && status !== 503)).toEqual([]);
    const taken = await Promise.all(
      answers.map((answer) => (answer.status === 503 ? deliverUntilTaken(context.app, hook) : answer)),
    );
    expect(taken.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'duplicate', 'renewed']);
    // Stripe also sends invoice.payment_succeeded about the same invoice: no second period.
    const again = await deliver(context.app, harness.invoiceWebhook('invoice.payment_succeeded', invoiceId));
    expect(again.body.outcome).toBe('duplicate');

    const renewed = await context.prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(renewed.endsAt.toISOString()).toBe(addMonths(pass.endsAt, 1).toISOString());
    const order = await context.prisma.order.findFirstOrThrow({
      where: { providerInvoiceId: invoiceId },
      include: { payments: true, invoice: { select: { number: true } } },
    });
    expect(order).toMatchObject({ status: 'PAID', provider: 'STRIPE', userId: shopper.userId });
    expect(order.payments[0].providerPaymentId).toMatch(/^pi_test_/);
    expect(order.invoice).not.toBeNull();
  });

  it('a renewal is refunded against its own payment, and the pass loses that period', async () => {
    const { subscriptionId, pass } = await renewingPass();
    const invoiceId = harness.standIn.billing.renew(subscriptionId, 'paid');
    await deliver(context.app, harness.invoiceWebhook('invoice.paid', invoiceId));
    const order = await context.prisma.order.findFirstOrThrow({ where: { providerInvoiceId: invoiceId } });
    expect(order.providerSessionId).toBe(invoiceId);
    await context.app.get(SettlementService).refund(order.purchaseId);
    const refunded = await context.prisma.order.findUniqueOrThrow({ where: { id: order.id } });
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    const refund = harness
      .requests()
      .filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/refunds')
      .at(-1);
    expect(refund?.body).toMatchObject({ amount: String(order.totalCents) });
    // The period it bought is taken back: the pass ends where it did before the renewal.
    const after = await context.prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(after.endsAt.toISOString()).toBe(pass.endsAt.toISOString());
  });

  it('invoice.payment_failed keeps the pass for the grace days; customer.subscription.deleted ends renewal', async () => {
    const { subscriptionId, pass } = await renewingPass();
    const invoiceId = harness.standIn.billing.renew(subscriptionId, 'failed');
    const failed = await deliver(context.app, harness.invoiceWebhook('invoice.payment_failed', invoiceId));
    expect(failed.body.outcome).toBe('renewal-failed');
    const kept = await context.prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(kept.endsAt.getTime()).toBe(pass.endsAt.getTime() + 7 * 86_400_000);

    // Stripe gave up after its retries (or someone cancelled on the dashboard).
    harness.standIn.billing.cancel(subscriptionId);
    const ended = await deliver(
      context.app,
      harness.subscriptionWebhook('customer.subscription.deleted', subscriptionId),
    );
    expect(ended.body.outcome).toBe('subscription-ended');
    const subscription = await context.prisma.subscription.findFirstOrThrow({
      where: { providerSubscriptionId: subscriptionId },
    });
    expect(subscription.status).toBe('ENDED');
  });

  it('cancels at the period end at Stripe and resumes there', async () => {
    const { shopper, placed, subscriptionId } = await renewingPass();
    const bearer = { Authorization: `Bearer ${shopper.token}` };
    await http(context.app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer)
      .send({ orderId: placed.purchaseId })
      .expect(200);
    expect(harness.standIn.billing.subscriptionJson(subscriptionId)).toMatchObject({ cancel_at_period_end: true });
    await http(context.app)
      .post('/api/Payment/ResumeSubscription')
      .set(bearer)
      .send({ orderId: placed.purchaseId })
      .expect(200);
    expect(harness.standIn.billing.subscriptionJson(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
  });

  it('grants nothing for a renewal whose amount is not the subscription’s', async () => {
    const { subscriptionId, pass } = await renewingPass();
    const subscription = await context.prisma.subscription.findFirstOrThrow({
      where: { providerSubscriptionId: subscriptionId },
    });
    // The shop's record says another price than Stripe billed (a price changed on the dashboard).
    await context.prisma.subscription.update({
      where: { id: subscription.id },
      data: { amountCents: subscription.amountCents + 100 },
    });
    const invoiceId = harness.standIn.billing.renew(subscriptionId, 'paid');
    const answer = await deliver(context.app, harness.invoiceWebhook('invoice.paid', invoiceId));
    expect(answer.body.outcome).toBe('mismatch');
    const after = await context.prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(after.endsAt.toISOString()).toBe(pass.endsAt.toISOString());
  });
});
