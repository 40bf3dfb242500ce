import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RefundService } from '../src/payment/settlement/refund.service';
import { addMonths } from '../src/vpn/months';
import { newSession, newUser } from './factories';
import { newShopper } from './payment-support';
import { http } from './player-support';
import { deliver, placeWith, useProviderApp } from './support/provider-app';
import { PayPalHarness } from './support/paypal-harness';

// Automatic renewal with PayPal's Subscriptions API, against the PayPal stand-in over loopback: a
// plan per product, currency and amount; the order's amount as the subscription's setup fee;
// PAYMENT.SALE.COMPLETED extends once per sale; BILLING.SUBSCRIPTION.PAYMENT.FAILED keeps the pass
// for the grace days; CANCELLED ends renewal; cancelling at the period end suspends, resuming activates.
// A renewal is refunded through its sale (Payments v1), whole or in part, here or on PayPal's site.

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

  /** A pass renewed once: its renewal's order, sale and the end the pass had before it. */
  async function renewedPass() {
    const { subscriptionId, pass } = await renewingPass();
    const saleId = harness.standIn.billing.renew(subscriptionId, 'paid');
    if (!saleId) throw new Error('no sale');
    expect((await deliver(context.app, harness.saleWebhook(saleId))).body.outcome).toBe('renewed');
    const order = await context.prisma.order.findFirstOrThrow({ where: { providerInvoiceId: saleId } });
    return { order, saleId, pass };
  }
  let adminToken: string;
  const refund = (body: Record<string, unknown>) =>
    http(context.app).post('/api/Payment/Refund').set('Authorization', `Bearer ${adminToken}`).send(body);
  const saleRefunds = (saleId: string) =>
    harness.requests().filter((r) => r.method === 'POST' && r.path === `/v1/payments/sale/${saleId}/refund`);
  const orderOf = (id: string) =>
    context.prisma.order.findUniqueOrThrow({ where: { id }, include: { creditNotes: true, refunds: true } });
  const passEnd = async (id: string) => (await context.prisma.vpnPass.findUniqueOrThrow({ where: { id } })).endsAt;

  beforeAll(async () => {
    const admin = await newUser(context.prisma);
    await context.prisma.user.update({ where: { id: admin.id }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
    adminToken = (await newSession(context.app, admin.id)).token;
  });

  it('a renewal refunded whole through its sale: a credit note, and the pass loses the period it bought', async () => {
    const { order, saleId, pass } = await renewedPass();
    expect(order.providerSessionId).toBe(`sale:${saleId}`);
    await refund({ purchaseId: order.purchaseId }).expect(200);

    const [asked] = saleRefunds(saleId);
    const [made] = (await orderOf(order.id)).refunds;
    expect(asked.body).toEqual({
      amount: { total: (order.totalCents / 100).toFixed(2), currency: 'EUR' },
      invoice_number: made.id,
    });
    expect(asked.headers['paypal-request-id']).toBe(`refund-${made.id}`);
    const refunded = await orderOf(order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    expect(refunded.refunds).toMatchObject([{ status: 'RECORDED', providerRefundId: expect.stringMatching(/^RF/) }]);
    expect(refunded.creditNotes.map((note) => note.amountCents)).toEqual([order.totalCents]);
    expect(harness.standIn.billing.saleJson(saleId)).toMatchObject({ state: 'refunded' });
    expect((await passEnd(pass.id)).toISOString()).toBe(pass.endsAt.toISOString());
  });

  it('a partial refund keeps the renewed period; the rest ends it, each with its credit note', async () => {
    const { order, saleId, pass } = await renewedPass();
    const renewedEnd = await passEnd(pass.id);
    await refund({ purchaseId: order.purchaseId, amount: 150 }).expect(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 150 });
    expect(harness.standIn.billing.saleJson(saleId)).toMatchObject({ state: 'partially_refunded' });
    expect((await passEnd(pass.id)).toISOString()).toBe(renewedEnd.toISOString());

    await refund({ purchaseId: order.purchaseId }).expect(200);
    const rest = saleRefunds(saleId).map((r) => (r.body as { amount: { total: string } }).amount.total);
    expect(rest).toEqual(['1.50', ((order.totalCents - 150) / 100).toFixed(2)]);
    const refunded = await orderOf(order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    expect(refunded.creditNotes.map((note) => note.amountCents).sort((a, b) => a - b)).toEqual(
      [150, order.totalCents - 150].sort((a, b) => a - b),
    );
    expect((await passEnd(pass.id)).toISOString()).toBe(pass.endsAt.toISOString());
  });

  it('a sale refunded in full is not refunded again: by the shop it is refused, on PayPal already it counts as reached', async () => {
    const { order, saleId } = await renewedPass();
    await refund({ purchaseId: order.purchaseId }).expect(200);
    const again = await refund({ purchaseId: order.purchaseId }).expect(409);
    expect(again.body.code).toBe('ORDER_NOT_REFUNDABLE');
    expect(saleRefunds(saleId)).toHaveLength(1);

    // Refunded on PayPal's site before its event got here: PayPal answers TRANSACTION_ALREADY_REFUNDED.
    const other = await renewedPass();
    const onSite = harness.standIn.billing.refundOnSite(other.saleId);
    await refund({ purchaseId: other.order.purchaseId }).expect(200);
    expect(saleRefunds(other.saleId)).toHaveLength(1);
    expect(await orderOf(other.order.id)).toMatchObject({ status: 'PAID', refundedCents: 0 });
    // The event records the refund made there, once; what the shop asked is never made and is let go.
    const hook = await deliver(context.app, harness.saleRefundWebhook(onSite));
    expect(hook.body.outcome).toBe('refunded');
    await context.app.get(RefundService).settleStale(new Date(Date.now() + 25 * 3600_000));
    const settled = await orderOf(other.order.id);
    expect(settled).toMatchObject({ status: 'REFUNDED', refundedCents: other.order.totalCents });
    expect(settled.creditNotes).toHaveLength(1);
    expect(settled.refunds.map((r) => [r.status, r.providerRefundId]).sort()).toEqual([
      ['CANCELLED', null],
      ['RECORDED', onSite],
    ]);
  });

  it('a refund PayPal made whose answer was lost (and its event missed) is recorded a day later, never cancelled nor paid twice', async () => {
    const { order, saleId } = await renewedPass();
    harness.standIn.loseNextAnswer(/\/v1\/payments\/sale\/[^/]+\/refund$/);
    const failed = await refund({ purchaseId: order.purchaseId, amount: 300 });
    expect(failed.status).toBe(502);
    expect(saleRefunds(saleId)).toHaveLength(1);
    expect(harness.standIn.billing.saleJson(saleId)).toMatchObject({ state: 'partially_refunded' });
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAID', refundedCents: 0 });

    await context.app.get(RefundService).settleStale(new Date(Date.now() + 25 * 3600_000));
    const settled = await orderOf(order.id);
    expect(settled).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 300 });
    expect(settled.refunds.map((r) => r.status)).toEqual(['RECORDED']);
    expect(settled.creditNotes.map((note) => note.amountCents)).toEqual([300]);
    // Asked again with its own key: PayPal answered the refund it had made, and made no second one.
    const asked = saleRefunds(saleId);
    expect(asked).toHaveLength(2);
    expect(new Set(asked.map((r) => r.headers['paypal-request-id'])).size).toBe(1);
    expect(harness.standIn.billing.saleJson(saleId)).toMatchObject({ state: 'partially_refunded' });
  });

  it("a refund made on PayPal's site arrives as PAYMENT.SALE.REFUNDED and issues its credit note, once", async () => {
    const { order, saleId, pass } = await renewedPass();
    const part = harness.standIn.billing.refundOnSite(saleId, 200);
    const hook = harness.saleRefundWebhook(part);
    expect((await deliver(context.app, hook)).body.outcome).toBe('partially-refunded');
    expect((await deliver(context.app, hook)).body.outcome).toBe('duplicate');
    // The same refund in another event (PayPal resends with a new id) is known already.
    expect((await deliver(context.app, harness.saleRefundWebhook(part))).body.outcome).toBe('stale');
    expect(await orderOf(order.id)).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 200 });

    const rest = harness.standIn.billing.refundOnSite(saleId);
    expect((await deliver(context.app, harness.saleRefundWebhook(rest))).body.outcome).toBe('refunded');
    const refunded = await orderOf(order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    expect(refunded.creditNotes.map((note) => note.amountCents).sort((a, b) => a - b)).toEqual(
      [200, order.totalCents - 200].sort((a, b) => a - b),
    );
    expect((await passEnd(pass.id)).toISOString()).toBe(pass.endsAt.toISOString());
  });

  it('a renewal recorded before sales had a session gets one from the migration and is refunded as the others', async () => {
    const { order, saleId } = await renewedPass();
    await context.prisma.order.update({ where: { id: order.id }, data: { providerSessionId: null } });
    const backfill = readFileSync(
      join(__dirname, '..', '..', '..', 'prisma', 'migrations', '20261128100000_paypal_renewal_sales', 'migration.sql'),
      'utf8',
    );
    await context.prisma.$executeRawUnsafe(backfill);
    expect((await orderOf(order.id)).providerSessionId).toBe(`sale:${saleId}`);
    await refund({ purchaseId: order.purchaseId }).expect(200);
    expect(await orderOf(order.id)).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
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
