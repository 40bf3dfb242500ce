import { newSession, newUser } from './factories';
import { newShopper } from './payment-support';
import { http } from './player-support';
import { ProviderRegistry } from '../src/payment/providers/provider-registry';
import { deliver, placeWith, useProviderApp } from './support/provider-app';
import { PayPalHarness } from './support/paypal-harness';

// The first order of a PayPal subscription (a checkout with automatic renewal; its session is the
// subscription, I-...) is paid by the subscription's setup fee, a sale of Payments v1. It is
// refunded through that sale, whole or in part, here or on PayPal's site (PAYMENT.SALE.REFUNDED,
// found by the order's payment), and read from that sale afterwards: refunded, never open again.

describe("refunds of a PayPal subscription's first order", () => {
  const harness = new PayPalHarness();
  const context = useProviderApp(harness);
  let adminToken: string;

  beforeAll(async () => {
    const admin = await newUser(context.prisma);
    await context.prisma.user.update({ where: { id: admin.id }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
    adminToken = (await newSession(context.app, admin.id)).token;
  });

  /** A pass bought with automatic renewal and paid: its order, whose payment is the setup fee's sale. */
  async function firstOrder() {
    const shopper = await newShopper(context.app);
    const placed = await placeWith(
      context,
      harness,
      { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], autoRenew: true },
      shopper,
    );
    const setupSaleId = harness.standIn.billing.approve(placed.sessionId);
    const activated = harness.subscriptionWebhook('BILLING.SUBSCRIPTION.ACTIVATED', placed.sessionId);
    expect((await deliver(context.app, activated)).body.outcome).toBe('paid');
    const order = await context.prisma.order.findUniqueOrThrow({
      where: { purchaseId: placed.purchaseId },
      include: { payments: true },
    });
    expect(order.providerSessionId).toMatch(/^I-/);
    // The payment recorded is the sale PayPal refunds (and names in PAYMENT.SALE.REFUNDED).
    expect(order.payments.map((p) => [p.providerPaymentId, p.status])).toEqual([[setupSaleId, 'SUCCEEDED']]);
    const pass = await context.prisma.vpnPass.findFirstOrThrow({ where: { userId: shopper.userId } });
    return { order, subscriptionId: placed.sessionId, setupSaleId, pass };
  }

  const refund = (body: Record<string, unknown>) =>
    http(context.app).post('/api/Payment/Refund').set('Authorization', `Bearer ${adminToken}`).send(body);
  const asked = (saleId: string) => harness.requests().filter((r) => r.method === 'POST' && r.path.includes(saleId));
  const orderOf = (id: string) =>
    context.prisma.order.findUniqueOrThrow({
      where: { id },
      include: { creditNotes: { orderBy: { amountCents: 'asc' } }, refunds: true },
    });
  /** The order as PayPal shows it, with the refunds named (what settlement and the refund read). */
  const read = (sessionId: string, refundIds: string[] = []) => {
    const paypal = context.app.get(ProviderRegistry).find('paypal');
    if (!paypal) throw new Error('PayPal is not enabled');
    return paypal.retrieve(sessionId, { refundIds });
  };
  const passEnd = async (id: string) => (await context.prisma.vpnPass.findUniqueOrThrow({ where: { id } })).endsAt;

  it('refunded whole through its sale: one refund, a credit note, the pass ended, and it reads refunded', async () => {
    const { order, subscriptionId, setupSaleId, pass } = await firstOrder();
    await refund({ purchaseId: order.purchaseId }).expect(200);

    const [made] = (await orderOf(order.id)).refunds;
    // Payments v1's sale refund, never a v2 capture refund with the sale's id.
    const calls = asked(setupSaleId);
    expect(calls.map((r) => r.path)).toEqual([`/v1/payments/sale/${setupSaleId}/refund`]);
    expect(calls[0].body).toEqual({
      amount: { total: (order.totalCents / 100).toFixed(2), currency: 'EUR' },
      invoice_number: made.id,
    });
    expect(calls[0].headers['paypal-request-id']).toBe(`refund-${made.id}`);
    const refunded = await orderOf(order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    expect(refunded.refunds).toMatchObject([{ status: 'RECORDED', providerRefundId: expect.stringMatching(/^RF/) }]);
    expect(refunded.creditNotes.map((note) => note.amountCents)).toEqual([order.totalCents]);
    expect((await passEnd(pass.id)).getTime()).toBeLessThanOrEqual(Date.now());

    const providerRefundId = refunded.refunds[0].providerRefundId as string;
    expect(await read(subscriptionId, [providerRefundId])).toMatchObject({
      status: 'refunded',
      paymentId: setupSaleId,
      refundedCents: order.totalCents,
      refunds: [{ refundId: providerRefundId, amountCents: order.totalCents, ref: made.id }],
    });
    // PayPal's event about the refund the shop made finds the order and records nothing more.
    const hook = await deliver(context.app, harness.saleRefundWebhook(providerRefundId));
    expect(hook.body.outcome).toBe('stale');
    const again = await refund({ purchaseId: order.purchaseId }).expect(409);
    expect(again.body.code).toBe('ORDER_NOT_REFUNDABLE');
    expect(asked(setupSaleId)).toHaveLength(1);
    expect((await orderOf(order.id)).creditNotes).toHaveLength(1);
  });

  it('refunded in part it keeps the pass and reads paid with its refund; the rest refunds it whole', async () => {
    const { order, subscriptionId, setupSaleId, pass } = await firstOrder();
    await refund({ purchaseId: order.purchaseId, amount: 150 }).expect(200);
    const part = await orderOf(order.id);
    expect(part).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 150 });
    expect((await passEnd(pass.id)).toISOString()).toBe(pass.endsAt.toISOString());
    const first = part.refunds[0].providerRefundId as string;
    expect(await read(subscriptionId, [first])).toMatchObject({
      status: 'paid',
      paymentId: setupSaleId,
      amountCents: order.totalCents,
      refundedCents: 150,
      refunds: [{ refundId: first, amountCents: 150, ref: part.refunds[0].id }],
    });
    expect(harness.standIn.billing.saleJson(setupSaleId)).toMatchObject({ state: 'partially_refunded' });

    await refund({ purchaseId: order.purchaseId }).expect(200);
    const totals = asked(setupSaleId).map((r) => (r.body as { amount: { total: string } }).amount.total);
    expect(totals).toEqual(['1.50', ((order.totalCents - 150) / 100).toFixed(2)]);
    const refunded = await orderOf(order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    expect(refunded.creditNotes.map((note) => note.amountCents)).toEqual(
      [150, order.totalCents - 150].sort((a, b) => a - b),
    );
    expect(await read(subscriptionId)).toMatchObject({ status: 'refunded', paymentId: setupSaleId });
  });

  it("a refund made on PayPal's site arrives as PAYMENT.SALE.REFUNDED: the first order, not its renewal's, records it once", async () => {
    const { order, subscriptionId, setupSaleId } = await firstOrder();
    // Renewed once since: the later sale must not be taken for the first.
    const renewalSale = harness.standIn.billing.renew(subscriptionId, 'paid');
    if (!renewalSale) throw new Error('no sale');
    expect((await deliver(context.app, harness.saleWebhook(renewalSale))).body.outcome).toBe('renewed');

    const part = harness.standIn.billing.refundOnSite(setupSaleId, 200);
    const hook = harness.saleRefundWebhook(part);
    expect((await deliver(context.app, hook)).body.outcome).toBe('partially-refunded');
    expect((await deliver(context.app, hook)).body.outcome).toBe('duplicate');
    // The same refund in another event (PayPal resends with a new id) is known already.
    expect((await deliver(context.app, harness.saleRefundWebhook(part))).body.outcome).toBe('stale');
    const partly = await orderOf(order.id);
    expect(partly).toMatchObject({ status: 'PARTIALLY_REFUNDED', refundedCents: 200 });
    expect(partly.refunds).toMatchObject([{ status: 'RECORDED', providerRefundId: part, amountCents: 200 }]);
    expect(partly.creditNotes.map((note) => note.amountCents)).toEqual([200]);

    const rest = harness.standIn.billing.refundOnSite(setupSaleId);
    expect((await deliver(context.app, harness.saleRefundWebhook(rest))).body.outcome).toBe('refunded');
    const refunded = await orderOf(order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    expect(refunded.creditNotes.map((note) => note.amountCents)).toEqual(
      [200, order.totalCents - 200].sort((a, b) => a - b),
    );
    expect(await read(subscriptionId, [rest])).toMatchObject({ status: 'refunded', paymentId: setupSaleId });
    const renewal = await context.prisma.order.findFirstOrThrow({ where: { providerInvoiceId: renewalSale } });
    expect(renewal).toMatchObject({ status: 'PAID', refundedCents: 0 });
  });

  it("refunded whole on PayPal's site first, the shop's refund counts as reached and the event records it", async () => {
    const { order, setupSaleId } = await firstOrder();
    const onSite = harness.standIn.billing.refundOnSite(setupSaleId);
    // PayPal answers TRANSACTION_ALREADY_REFUNDED: no refusal, nothing recorded until the event names the refund.
    await refund({ purchaseId: order.purchaseId }).expect(200);
    expect(asked(setupSaleId)).toHaveLength(1);
    expect(await orderOf(order.id)).toMatchObject({ status: 'PAID', refundedCents: 0 });
    expect((await deliver(context.app, harness.saleRefundWebhook(onSite))).body.outcome).toBe('refunded');
    const refunded = await orderOf(order.id);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refundedCents: order.totalCents });
    expect(refunded.creditNotes.map((note) => note.amountCents)).toEqual([order.totalCents]);
  });
});
