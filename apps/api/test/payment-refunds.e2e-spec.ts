import { randomUUID } from 'node:crypto';
import { ProviderRegistry } from '../src/payment/providers/provider-registry';
import { SettlementService } from '../src/payment/settlement/settlement.service';
import { newSession, newUser } from './factories';
import { newShippingAddress, orderState, type PlacedOrder } from './payment-support';
import { http } from './player-support';
import {
  byProvider,
  deliverUntilTaken,
  placeWith,
  providerHarnesses,
  setRemote,
  useProviderApp,
  type ProviderApp,
} from './support/provider-app';
import { PayPalHarness } from './support/paypal-harness';
import type {
  DisputeHarness,
  ProviderHarness,
  RemoteState,
  SignedWebhook,
  WebhookKind,
} from './support/provider-harness';
import { StripeHarness } from './support/stripe-harness';

// Money paid back: partial and whole refunds made on the provider's side (its dashboard) or by an
// admin here (an amount, items, the rest), lost and won disputes. Each refund issues a credit note
// and mails it; goods end only when their item (or the whole order) is refunded.

/** What the tests do to an order: pay it, report the provider's events, read it as its buyer. */
function ordersOf(context: ProviderApp, harness: ProviderHarness) {
  async function outcome(hook: SignedWebhook): Promise<string> {
    // As a provider does: sent again after a busy 503 (a loaded machine can stretch the order's lock wait past 2 s).
    const res = await deliverUntilTaken(context.app, hook);
    expect(res.status).toBe(200);
    return res.body.outcome as string;
  }
  async function send(placed: PlacedOrder, kind: WebhookKind, state: RemoteState): Promise<string> {
    await setRemote(harness, placed, state);
    return outcome(harness.webhook(kind, placed.sessionId));
  }
  async function paidOrder(
    body: Record<string, unknown> = { items: [{ productName: 'VPN-THREE-MONTHS', quantity: 2 }] },
  ): Promise<PlacedOrder> {
    const placed = await placeWith(context, harness, body);
    await send(placed, 'paid', { status: 'paid' });
    expect((await orderState(context.app, placed.orderId)).status).toBe('PAID');
    return placed;
  }
  const view = async (placed: PlacedOrder) =>
    (
      await http(context.app)
        .get('/api/Payment/Order')
        .query({ purchaseId: placed.purchaseId })
        .set('Authorization', `Bearer ${context.shopper.token}`)
        .expect(200)
    ).body;
  const passesEnded = async (placed: PlacedOrder) =>
    (await orderState(context.app, placed.orderId)).items
      .flatMap((i) => i.vpnPasses)
      .map((p) => p.endsAt.getTime() <= Date.now());
  return { outcome, send, paidOrder, view, passesEnded };
}

/** An admin's bearer token (refunds are the admins'). */
async function newAdminToken(context: ProviderApp): Promise<string> {
  const admin = await newUser(context.prisma);
  await context.prisma.user.update({ where: { id: admin.id }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
  return (await newSession(context.app, admin.id)).token;
}

describe.each(byProvider(providerHarnesses()))('%s: refunds', (provider, harness) => {
  const context = useProviderApp(harness);
  const { outcome: deliverHook, send, paidOrder, view, passesEnded } = ordersOf(context, harness);
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await newAdminToken(context);
  });

  const refund = (body: Record<string, unknown>) =>
    http(context.app).post('/api/Payment/Refund').set('Authorization', `Bearer ${adminToken}`).send(body);
  const refundMails = async () => {
    const user = await context.prisma.user.findUniqueOrThrow({ where: { id: context.shopper.userId } });
    return context.prisma.mailOutbox.findMany({
      where: { to: user.email, template: 'order-refunded' },
      include: { attachments: true },
    });
  };

  it('a partial refund on the provider side keeps the goods; the rest ends them; a credit note for each', async () => {
    const placed = await paidOrder();
    const mailsBefore = (await refundMails()).length;
    expect(await send(placed, 'refunded', { status: 'paid', refundedCents: 500 })).toBe('partially-refunded');
    let order = await view(placed);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 500, amount: 2598 });
    expect(order.creditNotes).toHaveLength(1);
    expect(order.creditNotes[0]).toMatchObject({
      amount: 500,
      url: expect.stringContaining('/api/Payment/CreditNote?'),
    });
    expect(await passesEnded(placed)).toEqual([false, false]);
    // The same report again changes nothing.
    expect(await send(placed, 'refunded', { status: 'paid', refundedCents: 500 })).toBe('stale');

    expect(await send(placed, 'refunded', { status: 'refunded' })).toBe('refunded');
    order = await view(placed);
    expect(order).toMatchObject({ status: 'refunded', refunded: 2598 });
    expect(order.creditNotes.map((note: { amount: number }) => note.amount)).toEqual([500, 2098]);
    expect(await passesEnded(placed)).toEqual([true, true]);
    expect(order.history.map((e: { kind: string }) => e.kind)).toEqual(['paid', 'partially-refunded', 'refunded']);
    const [first, second] = order.creditNotes as { number: string; url: string }[];
    const [a, b] = [first.number, second.number].map((n) => Number(n.split('-').at(-1)));
    expect(b - a).toBe(1);
    // Mailed like the invoice, with the note attached; the PDF is the owner's only.
    const mails = await refundMails();
    expect(mails.length - mailsBefore).toBe(2);
    expect(mails.every((m) => m.attachments.length === 1 && m.attachments[0].contentType === 'application/pdf')).toBe(
      true,
    );
    const pdf = await http(context.app)
      .get(first.url)
      .set('Authorization', `Bearer ${context.shopper.token}`)
      .buffer(true)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    await http(context.app).get(first.url).set('Authorization', `Bearer ${adminToken}`).expect(404);
  });

  it('an admin refunds an amount, then an item, then the rest; each paid back once through the provider', async () => {
    const placed = await paidOrder();
    const [first, second] = (await view(placed)).items as { id: string }[];
    expect(second).toBeUndefined();
    // One line of two passes: refunding it whole ends both.
    await refund({ purchaseId: placed.purchaseId, amount: 1000 }).expect(200);
    let order = await view(placed);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 1000 });
    expect(await passesEnded(placed)).toEqual([false, false]);
    expect((await refund({ purchaseId: placed.purchaseId, amount: 5000 }).expect(409)).body.code).toBe(
      'ORDER_NOT_REFUNDABLE',
    );
    expect(
      (await refund({ purchaseId: placed.purchaseId, amount: 100, itemIds: [first.id] }).expect(400)).body.code,
    ).toBe('VALIDATION_FAILED');
    await refund({ purchaseId: placed.purchaseId, itemIds: [first.id] }).expect(200);
    order = await view(placed);
    expect(order).toMatchObject({ status: 'refunded', refunded: 2598 });
    expect(order.items[0].refunded).toBe(true);
    expect(await passesEnded(placed)).toEqual([true, true]);
    expect(order.creditNotes.map((note: { amount: number }) => note.amount)).toEqual([1000, 1598]);
    expect((await refund({ purchaseId: placed.purchaseId }).expect(409)).body.code).toBe('ORDER_NOT_REFUNDABLE');
    if (harness instanceof StripeHarness || harness instanceof PayPalHarness) {
      const refunds = harness
        .requests()
        .filter(
          (r) => r.method === 'POST' && /\/refunds?$|\/refund$/.test(r.path) && JSON.stringify(r.body).length > 0,
        );
      const amounts = refunds.slice(-2).map((r) => JSON.stringify(r.body));
      expect(amounts[0]).toMatch(provider === 'stripe' ? /"amount":"1000"/ : /"value":"10\.00"/);
      expect(amounts[1]).toMatch(provider === 'stripe' ? /"amount":"1598"/ : /"value":"15\.98"/);
    }
    // The provider's own webhook about these refunds arrives later: already recorded.
    expect(await deliverHook(harness.webhook('refunded', placed.sessionId))).toBe('stale');
    expect((await view(placed)).creditNotes).toHaveLength(2);
    // Each refund the admin asked for is in the audit log under the admin's name; the refused ones are not.
    const orderRow = await context.prisma.order.findUniqueOrThrow({ where: { purchaseId: placed.purchaseId } });
    const audited = await context.prisma.auditLog.findMany({
      where: { entity: 'Order', entityId: orderRow.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audited.map((entry) => [entry.action, entry.actorId === null])).toEqual([
      ['order.refund', false],
      ['order.refund', false],
    ]);
    expect(audited.map((entry) => (entry.data as { after: { amountCents: number } }).after.amountCents)).toEqual([
      1000, 1598,
    ]);
  });

  it('two refunds of one order at once are both paid back and both recorded; the same one twice is paid once', async () => {
    const placed = await paidOrder();
    const asked = [
      { purchaseId: placed.purchaseId, amount: 1000 },
      { purchaseId: placed.purchaseId, amount: 500 },
    ];
    const answers = await Promise.all(asked.map((body) => refund(body)));
    // On a machine too busy to free the order's lock within 2 s, one is told "busy, try again"
    // (503): asked again, as the admin would, it is paid back then.
    for (const [index, answer] of answers.entries()) {
      if (answer.status === 503) answers[index] = await refund(asked[index]);
    }
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    let order = await view(placed);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 1500 });
    expect(order.creditNotes.reduce((sum: number, note: { amount: number }) => sum + note.amount, 0)).toBe(1500);
    // The rest, asked twice at once (a double click): paid back once.
    const rest = await Promise.all([
      refund({ purchaseId: placed.purchaseId }),
      refund({ purchaseId: placed.purchaseId }),
    ]);
    // The second waits for the first's lock on the order: it is then nothing left (409, or 200 with
    // nothing paid), or on a machine too busy to free the lock within its 2 s, "busy, try again"
    // (503 with Retry-After), never a second payment.
    const [first, second] = rest.map((a) => a.status).sort();
    expect(first).toBe(200);
    expect([200, 409, 503]).toContain(second);
    for (const busy of rest.filter((a) => a.status === 503)) expect(busy.headers['retry-after']).toBeTruthy();
    order = await view(placed);
    expect(order).toMatchObject({ status: 'refunded', refunded: 2598 });
    expect(order.creditNotes.reduce((sum: number, note: { amount: number }) => sum + note.amount, 0)).toBe(2598);
    // The provider paid back exactly that, in as many refunds as the shop recorded.
    const remote = await context.app.get(ProviderRegistry).get(harness.provider).retrieve(placed.sessionId);
    expect(remote.refundedCents).toBe(2598);
    expect(remote.refunds).toHaveLength(
      await context.prisma.refund.count({ where: { orderId: placed.orderId, status: 'RECORDED' } }),
    );
  });

  it('the same amount asked twice at once (a double click) never pays back more than is recorded', async () => {
    const placed = await paidOrder();
    const answers = await Promise.all([
      refund({ purchaseId: placed.purchaseId, amount: 500 }),
      refund({ purchaseId: placed.purchaseId, amount: 500 }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    // Overlapping, the second is the first asked again (one refund); one after the other, two refunds.
    // Either way the provider paid back exactly what the order shows, with a credit note each.
    const order = await view(placed);
    expect([500, 1000]).toContain(order.refunded);
    const remote = await context.app.get(ProviderRegistry).get(harness.provider).retrieve(placed.sessionId);
    expect(remote.refundedCents).toBe(order.refunded);
    expect(order.creditNotes.reduce((sum: number, note: { amount: number }) => sum + note.amount, 0)).toBe(
      order.refunded,
    );
  });

  it('an item is paid back what it cost after the code (a code may discount one line only); the same item twice is refused', async () => {
    const code = `ONE${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
    await context.prisma.discountCode.create({
      data: {
        code,
        percentOff: 100,
        maxItems: 1,
        startsAt: new Date(Date.now() - 60_000),
        endsAt: new Date(Date.now() + 86_400_000),
      },
    });
    // The code takes the dearer unit off: the buyer pays for the one-month pass only.
    const placed = await paidOrder({
      items: [
        { productName: 'VPN-THREE-MONTHS', quantity: 1 },
        { productName: 'VPN-ONE-MONTH', quantity: 1 },
      ],
      code,
    });
    const items = (await view(placed)).items as { id: string; productName: string }[];
    const free = items.find((item) => item.productName === 'VPN-THREE-MONTHS')!;
    const paid = items.find((item) => item.productName === 'VPN-ONE-MONTH')!;
    expect((await refund({ purchaseId: placed.purchaseId, itemIds: [paid.id, paid.id] }).expect(400)).body.code).toBe(
      'VALIDATION_FAILED',
    );
    // The free item ends without a refund; the paid one pays back all that was paid.
    await refund({ purchaseId: placed.purchaseId, itemIds: [free.id] }).expect(200);
    let order = await view(placed);
    expect(order).toMatchObject({ status: 'paid', refunded: 0, creditNotes: [] });
    expect(order.items.map((item: { refunded: boolean }) => item.refunded)).toEqual(
      items.map((item) => item.id === free.id),
    );
    await refund({ purchaseId: placed.purchaseId, itemIds: [paid.id] }).expect(200);
    order = await view(placed);
    expect(order).toMatchObject({ status: 'refunded', refunded: 499, amount: 499 });
    expect(order.creditNotes.map((note: { amount: number }) => note.amount)).toEqual([499]);
  });

  it('a box refunded before it is sent is not sent and goes back to stock as new; one already sent keeps its shipment', async () => {
    const addressId = await newShippingAddress(context.app, context.shopper.userId, 'DE');
    const product = await context.prisma.product.findUniqueOrThrow({ where: { name: 'VPNBOX-ONE-MONTH-HW' } });
    const unsent = await paidOrder({ items: [{ productName: product.name, quantity: 1 }], addressId });
    const stockAfterSale = (await context.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock ?? 0;
    await refund({ purchaseId: unsent.purchaseId }).expect(200);
    let order = await view(unsent);
    expect(order.shipment.status).toBe('cancelled');
    expect((await context.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(
      stockAfterSale + 1,
    );
    const boxes = (
      await http(context.app).get('/api/VpnBox').set('Authorization', `Bearer ${context.shopper.token}`).expect(200)
    ).body.items as { serial: string }[];
    expect(boxes.map((b) => b.serial)).not.toContain(order.shipment.boxSerial);
    // Back on the shelf as new: its next buyer sees no period of this refunded sale.
    expect(await context.prisma.boxSubscription.count({ where: { box: { serial: order.shipment.boxSerial } } })).toBe(
      0,
    );

    const sent = await paidOrder({ items: [{ productName: product.name, quantity: 1 }], addressId });
    await context.prisma.shipment.update({
      where: { orderId: sent.orderId },
      data: { status: 'SHIPPED', shippedAt: new Date() },
    });
    const stock = (await context.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock;
    await refund({ purchaseId: sent.purchaseId }).expect(200);
    order = await view(sent);
    expect(order.shipment.status).toBe('shipped');
    expect((await context.prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(stock);
    const subscription = await context.prisma.boxSubscription.findFirstOrThrow({
      where: { orderItem: { orderId: sent.orderId } },
    });
    expect(subscription.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
  });
});

// Only Stripe and PayPal buyers can dispute a payment (the sandbox page has no such button).
const disputeHarnesses: DisputeHarness[] = [new StripeHarness(), new PayPalHarness()];

describe.each(byProvider(disputeHarnesses))('%s: disputes, and a provider that fails', (provider, h) => {
  const context = useProviderApp(h);
  const { outcome: deliver, send, paidOrder, view, passesEnded } = ordersOf(context, h);
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await newAdminToken(context);
  });
  afterEach(() => h.standIn.clearFailures());

  const refund = (body: Record<string, unknown>) =>
    http(context.app).post('/api/Payment/Refund').set('Authorization', `Bearer ${adminToken}`).send(body);
  /** The provider's answer when the payment is read again (Stripe: the session; PayPal: the order). */
  const readPath = provider === 'stripe' ? /^\/v1\/checkout\/sessions\/[^/]+$/ : /^\/v2\/checkout\/orders\/[^/]+$/;
  const refundPath = provider === 'stripe' ? /^\/v1\/refunds$/ : /\/refund$/;
  const refundCalls = () => h.requests().filter((r) => r.method === 'POST' && refundPath.test(r.path.split('?')[0]));
  const deliverRaw = (hook: SignedWebhook) => http(context.app).post(hook.path).set(hook.headers).send(hook.body);
  const twoItems = {
    items: [
      { productName: 'VPN-THREE-MONTHS', quantity: 1 },
      { productName: 'VPN-ONE-MONTH', quantity: 1 },
    ],
  };

  it('a dispute is recorded on its order; won it changes nothing, lost it ends the goods with a credit note', async () => {
    const won = await paidOrder();
    h.setDispute(won.sessionId, `dp_won_${won.orderId}`, 'open');
    expect(await deliver(h.disputeWebhook(won.sessionId, `dp_won_${won.orderId}`, 'created'))).toBe('dispute-opened');
    let order = await view(won);
    expect(order.status).toBe('paid');
    expect(order.disputes).toEqual([expect.objectContaining({ status: 'open', amount: 2598, closedAt: null })]);
    h.setDispute(won.sessionId, `dp_won_${won.orderId}`, 'won');
    expect(await deliver(h.disputeWebhook(won.sessionId, `dp_won_${won.orderId}`, 'closed'))).toBe('dispute-won');
    order = await view(won);
    expect(order).toMatchObject({ status: 'paid', refunded: 0, creditNotes: [] });
    expect(order.disputes[0].status).toBe('won');
    expect(await passesEnded(won)).toEqual([false, false]);

    const lost = await paidOrder();
    h.setDispute(lost.sessionId, `dp_lost_${lost.orderId}`, 'open');
    expect(await deliver(h.disputeWebhook(lost.sessionId, `dp_lost_${lost.orderId}`, 'created'))).toBe(
      'dispute-opened',
    );
    h.setDispute(lost.sessionId, `dp_lost_${lost.orderId}`, 'lost');
    expect(await deliver(h.disputeWebhook(lost.sessionId, `dp_lost_${lost.orderId}`, 'closed'))).toBe('dispute-lost');
    // Reported again: nothing twice.
    expect(await deliver(h.disputeWebhook(lost.sessionId, `dp_lost_${lost.orderId}`, 'closed'))).toBe('unchanged');
    order = await view(lost);
    expect(order).toMatchObject({ status: 'refunded', refunded: 2598 });
    expect(order.creditNotes).toHaveLength(1);
    expect(order.disputes[0].status).toBe('lost');
    expect(order.history.map((e: { kind: string }) => e.kind)).toEqual([
      'paid',
      'dispute-opened',
      'dispute-lost',
      'refunded',
    ]);
    expect(await passesEnded(lost)).toEqual([true, true]);
    expect((await context.prisma.creditNote.findFirstOrThrow({ where: { orderId: lost.orderId } })).reason).toBe(
      'dispute-lost',
    );
  });

  it('a lost dispute is kept apart from refunds: "the rest" afterwards pays back only what is left', async () => {
    const placed = await paidOrder();
    h.setDispute(placed.sessionId, `dp_part_${placed.orderId}`, 'lost', 1000);
    expect(await deliver(h.disputeWebhook(placed.sessionId, `dp_part_${placed.orderId}`, 'closed'))).toBe(
      'dispute-lost',
    );
    let order = await view(placed);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 1000 });
    expect(await passesEnded(placed)).toEqual([true, true]);
    await refund({ purchaseId: placed.purchaseId }).expect(200);
    order = await view(placed);
    expect(order).toMatchObject({ status: 'refunded', refunded: 2598 });
    expect(JSON.stringify(refundCalls().at(-1)?.body)).toMatch(
      provider === 'stripe' ? /"amount":"1598"/ : /"value":"15\.98"/,
    );
    expect((await refund({ purchaseId: placed.purchaseId }).expect(409)).body.code).toBe('ORDER_NOT_REFUNDABLE');
  });

  it('a dispute about a payment not settled here yet is sent again later; a refund reported first finds its order', async () => {
    const early = await placeWith(context, h, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }] });
    await setRemote(h, early, { status: 'paid' });
    h.setDispute(early.sessionId, `dp_early_${early.orderId}`, 'open');
    // The dispute arrives before the payment's own event: the order is found through the provider, but is not paid yet.
    const res = await deliverRaw(h.disputeWebhook(early.sessionId, `dp_early_${early.orderId}`, 'created'));
    expect([res.status, res.headers['retry-after']]).toEqual([503, '30']);
    // A refund reported before the payment's own event: the order is paid and refunded in part at once.
    expect(await send(early, 'refunded', { status: 'paid', refundedCents: 100 })).toBe('paid');
    expect(await view(early)).toMatchObject({ status: 'partially_refunded', refunded: 100 });
    expect(await deliver(h.disputeWebhook(early.sessionId, `dp_early_${early.orderId}`, 'created'))).toBe(
      'dispute-opened',
    );
  });

  it('a refund the provider made while it could not be confirmed here is recorded once, with its item, and never paid twice', async () => {
    const placed = await paidOrder(twoItems);
    const [item] = (await view(placed)).items as { id: string; unitPrice: number }[];
    const before = refundCalls().length;
    // The provider pays back, then cannot be asked what it did.
    for (let n = 0; n < 4; n++) h.standIn.failNext(500, readPath);
    expect((await refund({ purchaseId: placed.purchaseId, itemIds: [item.id] }).expect(502)).body.code).toBe(
      'PROVIDER_ERROR',
    );
    h.standIn.clearFailures();
    // Its webhook then reports the refund: recorded as the refund of that item, with its credit note.
    expect(await deliver(h.webhook('refunded', placed.sessionId))).toBe('partially-refunded');
    let order = await view(placed);
    expect(order.refunded).toBe(item.unitPrice);
    expect(order.items[0].refunded).toBe(true);
    expect(order.creditNotes).toHaveLength(1);
    // Asked again: nothing more is paid back.
    expect((await refund({ purchaseId: placed.purchaseId, itemIds: [item.id] }).expect(404)).body.code).toBe(
      'NOT_FOUND',
    );
    expect(refundCalls().length - before).toBe(1);
    order = await view(placed);
    expect(order.refunded).toBe(item.unitPrice);
  });

  it('a provider that cannot be reached answers 502, and the same refund asked again is paid once', async () => {
    const placed = await paidOrder();
    for (let n = 0; n < 4; n++) h.standIn.failNext(500, refundPath);
    expect((await refund({ purchaseId: placed.purchaseId, amount: 700 }).expect(502)).body.code).toBe('PROVIDER_ERROR');
    h.standIn.clearFailures();
    await refund({ purchaseId: placed.purchaseId, amount: 700 }).expect(200);
    expect(await view(placed)).toMatchObject({ status: 'partially_refunded', refunded: 700 });
    const keys = refundCalls().map((call) =>
      String(call.headers['idempotency-key'] ?? call.headers['paypal-request-id']),
    );
    // Both tries carried the key of the one refund written down before the first.
    expect(new Set(keys.slice(-2)).size).toBe(1);
  });

  it('a refund the provider refuses pays nothing back and is cancelled: another can be asked', async () => {
    const placed = await paidOrder();
    // 20.00 was refunded on the provider's dashboard, and its webhook has not come yet.
    await setRemote(h, placed, { status: 'paid', refundedCents: 2000 });
    const refused = await refund({ purchaseId: placed.purchaseId }).expect(409);
    expect(refused.body).toMatchObject({ code: 'ORDER_NOT_REFUNDABLE', message: expect.stringContaining('refused') });
    expect(await view(placed)).toMatchObject({ status: 'paid', refunded: 0 });
    expect((await context.prisma.refund.findMany({ where: { orderId: placed.orderId } })).map((r) => r.status)).toEqual(
      ['CANCELLED'],
    );
    expect(await deliver(h.webhook('refunded', placed.sessionId))).toBe('partially-refunded');
    await refund({ purchaseId: placed.purchaseId }).expect(200);
    expect(await view(placed)).toMatchObject({ status: 'refunded', refunded: 2598 });
  });

  it('a webhook records the refund the provider made, not another one still waiting; one never made is cancelled after a day', async () => {
    const placed = await paidOrder(twoItems);
    const items = (await view(placed)).items as { id: string; productName: string }[];
    const three = items.find((item) => item.productName === 'VPN-THREE-MONTHS')!;
    // Asked first, never reached the provider (it failed every time).
    for (let n = 0; n < 4; n++) h.standIn.failNext(500, refundPath);
    await refund({ purchaseId: placed.purchaseId, itemIds: [three.id] }).expect(502);
    h.standIn.clearFailures();
    // Asked second (within what the first leaves free): made at the provider, but could not be confirmed.
    for (let n = 0; n < 4; n++) h.standIn.failNext(500, readPath);
    await refund({ purchaseId: placed.purchaseId, amount: 400 }).expect(502);
    h.standIn.clearFailures();
    expect(await deliver(h.webhook('refunded', placed.sessionId))).toBe('partially-refunded');
    let order = await view(placed);
    expect(order).toMatchObject({ status: 'partially_refunded', refunded: 400 });
    expect(order.items.map((item: { refunded: boolean }) => item.refunded)).toEqual([false, false]);
    expect(
      (await context.prisma.refund.findMany({ where: { orderId: placed.orderId }, orderBy: [{ status: 'asc' }] })).map(
        (r) => [r.amountCents, r.status],
      ),
    ).toEqual([
      [1299, 'PENDING'],
      [400, 'RECORDED'],
    ]);
    // While the first waits, it holds back what it would pay.
    expect((await refund({ purchaseId: placed.purchaseId, amount: 500 }).expect(409)).body.message).toMatch(
      /1299 more are being refunded/,
    );
    // A day on, the provider's list still does not show the first: it was never made, and what it held back is free again.
    const cancelled = await context.app
      .get(SettlementService)
      .settleStaleRefunds(new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(cancelled).toBeGreaterThanOrEqual(1);
    await refund({ purchaseId: placed.purchaseId }).expect(200);
    order = await view(placed);
    expect(order).toMatchObject({ status: 'refunded', refunded: 1798 });
    expect(order.creditNotes.map((note: { amount: number }) => note.amount)).toEqual([400, 1398]);
  });

  it('a 409 from the provider (the same refund still running) is no refusal: the refund is kept and asked again', async () => {
    const placed = await paidOrder();
    for (let n = 0; n < 4; n++) h.standIn.failNext(409, refundPath);
    expect((await refund({ purchaseId: placed.purchaseId, amount: 300 }).expect(502)).body.code).toBe('PROVIDER_ERROR');
    h.standIn.clearFailures();
    expect((await context.prisma.refund.findMany({ where: { orderId: placed.orderId } })).map((r) => r.status)).toEqual(
      ['PENDING'],
    );
    await refund({ purchaseId: placed.purchaseId, amount: 300 }).expect(200);
    expect(await view(placed)).toMatchObject({ refunded: 300 });
    expect((await context.app.get(ProviderRegistry).get(h.provider).retrieve(placed.sessionId)).refundedCents).toBe(
      300,
    );
  });

  it('a dispute lost on an order that was never paid here revokes nothing and credits nothing', async () => {
    const placed = await paidOrder();
    await context.prisma.order.update({ where: { id: placed.orderId }, data: { status: 'FAILED' } });
    h.setDispute(placed.sessionId, `dp_failed_${placed.orderId}`, 'lost');
    expect(await deliver(h.disputeWebhook(placed.sessionId, `dp_failed_${placed.orderId}`, 'closed'))).toBe(
      'dispute-lost',
    );
    const order = await view(placed);
    expect(order).toMatchObject({ status: 'failed', refunded: 0, creditNotes: [] });
    expect(order.disputes[0].status).toBe('lost');
  });
});
