import { addMonths } from '../src/vpn/months';
import { newShopper } from './payment-support';
import { http } from './player-support';
import { deliver, placeWith, useProviderApp } from './support/provider-app';
import { PayPalHarness } from './support/paypal-harness';

// Automatic renewal with PayPal's Subscriptions API, against the PayPal stand-in over loopback: a
// plan per product, currency and amount; the order's amount as the subscription's setup fee;
// PAYMENT.SALE.COMPLETED extends once per sale; BILLING.SUBSCRIPTION.PAYMENT.FAILED keeps the pass
// for the grace days; CANCELLED ends renewal; cancelling at the period end suspends, resuming activates.

describe('automatic renewal with PayPal', () => {
  const harness = new PayPalHarness();
  const context = useProviderApp(harness);

  async function renewingPass() {
    const shopper = await newShopper(context.app);
    const placed = await placeWith(
      context,
      harness,
      { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], autoRenew: true },
      shopper,
    );
    expect(placed.sessionId).toMatch(/^I-/);
    // The buyer approves on PayPal: the setup fee (the order's amount) is collected.
    const setupSaleId = harness.standIn.billing.approve(placed.sessionId);
    const paid = await deliver(
      context.app,
      harness.subscriptionWebhook('BILLING.SUBSCRIPTION.ACTIVATED', placed.sessionId),
    );
    expect(paid.body.outcome).toBe('paid');
    const pass = await context.prisma.vpnPass.findFirstOrThrow({ where: { userId: shopper.userId } });
    return { shopper, placed, subscriptionId: placed.sessionId, pass, setupSaleId };
  }

  it('subscribes with a plan per duration and the order as the setup fee; the regular billing starts at the end of what it buys', async () => {
    const { placed, subscriptionId, pass } = await renewingPass();
    const created = harness
      .requests()
      .filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/billing/subscriptions')
      .at(-1)?.body as {
      plan_id: string;
      start_time: string;
      custom_id: string;
      plan: { payment_preferences: { setup_fee: { value: string; currency_code: string } } };
    };
    expect(created.custom_id).toBe(placed.purchaseId);
    expect(created.plan.payment_preferences.setup_fee).toEqual({
      value: (placed.totalCents / 100).toFixed(2),
      currency_code: 'EUR',
    });
    expect(Math.abs(Date.parse(created.start_time) - pass.endsAt.getTime())).toBeLessThan(10_000);
    await renewingPass();
    const plans = harness.requests().filter((r) => r.method === 'POST' && r.path.split('?')[0] === '/v1/billing/plans');
    expect(plans).toHaveLength(1);
    expect(plans[0].body).toMatchObject({
      billing_cycles: [{ frequency: { interval_unit: 'MONTH', interval_count: 1 } }],
    });
    expect(
      await context.prisma.subscription.findFirstOrThrow({ where: { providerSubscriptionId: subscriptionId } }),
    ).toMatchObject({ status: 'ACTIVE', passId: pass.id, provider: 'PAYPAL' });
  });

  it('PAYMENT.SALE.COMPLETED of a renewal extends once, with its order and the sale to refund against', async () => {
    const { subscriptionId, pass } = await renewingPass();
    const saleId = harness.standIn.billing.renew(subscriptionId, 'paid');
    if (!saleId) throw new Error('no sale');
    const answers = await Promise.all([1, 2].map(() => deliver(context.app, harness.saleWebhook(saleId))));
    expect(answers.map((a) => a.body.outcome).sort()).toEqual(['duplicate', 'renewed']);
    const renewed = await context.prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(renewed.endsAt.toISOString()).toBe(addMonths(pass.endsAt, 1).toISOString());
    const order = await context.prisma.order.findFirstOrThrow({
      where: { providerInvoiceId: saleId },
      include: { payments: true },
    });
    expect(order).toMatchObject({ status: 'PAID', provider: 'PAYPAL' });
    expect(order.payments[0].providerPaymentId).toBe(saleId);
  });

  it('the sale of the setup fee (the checkout itself) is no renewal', async () => {
    const { subscriptionId, pass, setupSaleId } = await renewingPass();
    const answer = await deliver(context.app, harness.saleWebhook(setupSaleId));
    expect(answer.body.outcome).toBe('unchanged');
    const subscription = await context.prisma.subscription.findFirstOrThrow({
      where: { providerSubscriptionId: subscriptionId },
    });
    expect(await context.prisma.order.count({ where: { subscriptionId: subscription.id } })).toBe(1);
    const after = await context.prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(after.endsAt.toISOString()).toBe(pass.endsAt.toISOString());
  });

  it('a failed payment keeps the pass for the grace days; CANCELLED ends renewal', async () => {
    const { subscriptionId, pass } = await renewingPass();
    harness.standIn.billing.renew(subscriptionId, 'failed');
    const failed = await deliver(
      context.app,
      harness.subscriptionWebhook('BILLING.SUBSCRIPTION.PAYMENT.FAILED', subscriptionId),
    );
    expect(failed.body.outcome).toBe('renewal-failed');
    const kept = await context.prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(kept.endsAt.getTime()).toBe(pass.endsAt.getTime() + 7 * 86_400_000);

    // PayPal gave up after its retries (or the buyer cancelled on PayPal).
    harness.standIn.billing.cancel(subscriptionId);
    const ended = await deliver(
      context.app,
      harness.subscriptionWebhook('BILLING.SUBSCRIPTION.CANCELLED', subscriptionId),
    );
    expect(ended.body.outcome).toBe('subscription-ended');
  });

  it('cancelling at the period end suspends the subscription at PayPal; resuming activates it', async () => {
    const { shopper, placed, subscriptionId } = await renewingPass();
    const bearer = { Authorization: `Bearer ${shopper.token}` };
    await http(context.app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer)
      .send({ orderId: placed.purchaseId })
      .expect(200);
    expect(harness.standIn.billing.subscriptionJson(subscriptionId)).toMatchObject({ status: 'SUSPENDED' });
    // PayPal's own event about it changes nothing more.
    const suspended = await deliver(
      context.app,
      harness.subscriptionWebhook('BILLING.SUBSCRIPTION.SUSPENDED', subscriptionId),
    );
    expect(suspended.body.outcome).toBe('unchanged');
    await http(context.app)
      .post('/api/Payment/ResumeSubscription')
      .set(bearer)
      .send({ orderId: placed.purchaseId })
      .expect(200);
    expect(harness.standIn.billing.subscriptionJson(subscriptionId)).toMatchObject({ status: 'ACTIVE' });
  });
});
