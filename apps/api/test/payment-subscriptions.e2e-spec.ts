import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { GRACE_MS } from '../src/payment/subscriptions/renewal-billing';
import { SettlementService } from '../src/payment/settlement/settlement.service';
import { SubscriptionService } from '../src/payment/subscriptions/subscription.service';
import { ProviderRegistry } from '../src/payment/providers/provider-registry';
import { SANDBOX_SIGNATURE_HEADER } from '../src/payment/providers/sandbox.provider';
import { ExpiryReminderJob } from '../src/reminders/expiry-reminder.job';
import { addMonths } from '../src/vpn/months';
import { decideOnSandbox, newShippingAddress, newShopper, placeOrder, type Shopper } from './payment-support';
import { http } from './player-support';
import { createTestApp } from './test-app';

const DAY = 86_400_000;

interface PassAnswer {
  id: string;
  code: string;
  endsAt: string;
  peers: { publicKey: string }[];
  subscriptionId: string | null;
  renewal: { subscriptionId: string; purchaseId: string; state: string; renewsOn: string; amount: number } | null;
}

// Renewing automatically (issue 21): Pay with autoRenew opens a subscription at the provider; each
// renewal the provider bills arrives as a signed webhook and becomes an order of its own that moves
// the pass or box by one period, once per provider invoice. The sandbox bills on demand
// (POST /api/Payment/Sandbox/Renew), as Stripe's test clocks do.

describe('automatic renewal of passes and boxes', () => {
  let app: INestApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback', PUBLIC_URL: 'https://shop.example' }));
  });
  afterAll(async () => {
    await app.close();
  });

  const bearer = (s: Shopper) => ({ Authorization: `Bearer ${s.token}` });

  const passes = (shopper: Shopper) =>
    http(app)
      .get('/api/VpnPeer/GetPass')
      .set(bearer(shopper))
      .expect(200)
      .then((res) => res.body.items as PassAnswer[]);

  /** A shopper with a one-month pass bought with autoRenew and paid on the sandbox page. */
  async function renewingPass() {
    const buyer = await newShopper(app);
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider: 'sandbox',
      autoRenew: true,
    });
    await decideOnSandbox(app, placed.payUrl);
    // A delivery told to come again (503, the machine busy) is settled as the reconcile job would.
    await app.get(SettlementService).reconcilePending(0);
    const [pass] = await passes(buyer);
    if (!pass?.renewal) throw new Error('the pass does not renew');
    return { buyer, placed, pass, subscriptionId: pass.renewal.subscriptionId };
  }

  /** A shopper with a one-month box bought with autoRenew and paid on the sandbox page. */
  async function renewingBoxBuyer() {
    const buyer = await newShopper(app);
    const addressId = await newShippingAddress(app, buyer.userId);
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }],
      addressId,
      provider: 'sandbox',
      autoRenew: true,
    });
    await decideOnSandbox(app, placed.payUrl);
    await app.get(SettlementService).reconcilePending(0);
    return buyer;
  }

  /** A body signed as the sandbox signs its events, delivered to the webhook. */
  const deliverSigned = (payload: string) =>
    http(app)
      .post('/api/Payment/Webhook/Sandbox')
      .set('content-type', 'application/json')
      .set(SANDBOX_SIGNATURE_HEADER, app.get(ProviderRegistry).sandbox!.sign(payload))
      .send(payload);

  const renew = (shopper: Shopper, subscription: string, outcome: 'paid' | 'failed' = 'paid') =>
    http(app).post('/api/Payment/Sandbox/Renew').set(bearer(shopper)).send({ subscription, outcome });

  it('starts a subscription with the pass: the card says when it renews and for how much', async () => {
    const buyer = await newShopper(app);
    const summary = await http(app)
      .post('/api/Payment/Summary')
      .set(bearer(buyer))
      .send({ items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], autoRenew: true })
      .expect(200);
    expect(summary.body.productIsPurchasable).toBe(true);
    expect(summary.body.recurring).toEqual({
      productName: 'VPN-ONE-MONTH',
      amount: summary.body.finalPrice,
      durationMonths: 1,
      renewsOn: summary.body.endAt,
    });
    const providers = await http(app).get('/api/Payment/Providers').expect(200);
    expect(providers.body.renewing).toContain('sandbox');

    const { pass, placed } = await renewingPass();
    expect(pass.renewal).toMatchObject({
      purchaseId: expect.any(String),
      state: 'active',
      renewsOn: pass.endsAt,
      amount: summary.body.finalPrice,
    });
    expect(pass.subscriptionId).toBe(pass.renewal?.subscriptionId);
    const order = await prisma.order.findUniqueOrThrow({ where: { purchaseId: placed.purchaseId } });
    expect(order.subscriptionId).toBe(pass.subscriptionId);
  });

  it('a paid renewal is an order with its invoice that moves the pass by exactly one period, keeping its code and keys; delivered ten times, it counts once', async () => {
    const { buyer, pass, subscriptionId } = await renewingPass();
    const keys = pass.peers.map((p) => p.publicKey).sort();
    const sandbox = app.get(ProviderRegistry).sandbox!;
    const remote = await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });

    // The provider bills once and sends its event ten times (and a second event about the same invoice).
    const event = await sandbox.subscriptions.bill(remote.providerSubscriptionId!, 'paid');
    const body = JSON.stringify(event);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliverSigned(body)));
    const again = await deliverSigned(JSON.stringify({ ...event, id: `evt_${randomUUID()}` }));
    const outcomes = [...answers, again].map((a) => (a.status === 200 ? a.body.outcome : a.status));
    expect(outcomes.filter((o) => o === 'renewed')).toHaveLength(1);
    // A delivery that found the subscription busy is told to come again (503): never a 500.
    expect(outcomes.every((o) => o === 'renewed' || o === 'duplicate' || o === 503)).toBe(true);

    const [renewed] = await passes(buyer);
    expect(renewed.code).toBe(pass.code);
    expect(renewed.endsAt).toBe(addMonths(new Date(pass.endsAt), 1).toISOString());
    expect(renewed.peers.map((p) => p.publicKey).sort()).toEqual(keys);
    expect(renewed.renewal).toMatchObject({ state: 'active', renewsOn: renewed.endsAt });

    const orders = await http(app).get('/api/Payment/Orders').set(bearer(buyer)).expect(200);
    expect(orders.body.total).toBe(2);
    const renewal = orders.body.items[0];
    expect(renewal).toMatchObject({
      status: 'paid',
      provider: 'sandbox',
      subscriptionId,
      amount: remote.amountCents,
      canCancelSubscription: true,
    });
    expect(renewal.items[0]).toMatchObject({ productName: 'VPN-ONE-MONTH', renews: { kind: 'pass', id: pass.id } });
    expect(renewal.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    const receipt = await prisma.mailOutbox.count({
      where: { userId: buyer.userId, attachments: { some: {} } },
    });
    expect(receipt).toBe(2);
  });

  it('twenty renewals billed at once each move the pass by one period, none lost', async () => {
    const { buyer, pass, subscriptionId } = await renewingPass();
    const answers = await Promise.all(Array.from({ length: 20 }, () => renew(buyer, subscriptionId)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    // A delivery that found the subscription locked past its wait is answered 503 and sent again
    // by the provider; the sandbox does not retry, so it is sent again here as the provider would.
    const lost = answers.filter((a) => a.body.outcome !== 'renewed').length;
    for (const invoice of await pendingInvoices(subscriptionId)) {
      const payload = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: 'invoice.paid',
        subscription: (await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } }))
          .providerSubscriptionId,
        invoice,
        amount: 0,
        currency: 'EUR',
      });
      await deliverSigned(payload).expect(200);
    }
    expect(lost).toBeLessThan(20);
    const [renewed] = await passes(buyer);
    expect(renewed.endsAt).toBe(addMonths(new Date(pass.endsAt), 20).toISOString());
    expect(await prisma.order.count({ where: { subscriptionId, status: 'PAID' } })).toBe(21);
  });

  /** Sandbox invoices of the subscription that no order was made for (deliveries told to retry). */
  async function pendingInvoices(subscriptionId: string): Promise<string[]> {
    const subscription = await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    const remote = await prisma.sandboxSubscription.findUniqueOrThrow({
      where: { id: subscription.providerSubscriptionId! },
    });
    const billed = (remote.invoices as { id: string }[]).map((i) => i.id);
    const ordered = await prisma.order.findMany({
      where: { providerInvoiceId: { in: billed } },
      select: { providerInvoiceId: true },
    });
    const done = new Set(ordered.map((o) => o.providerInvoiceId));
    return billed.filter((id) => !done.has(id));
  }

  it('a failed renewal mails once, keeps the pass 7 days, and ends it when the grace runs out', async () => {
    const { buyer, pass, subscriptionId } = await renewingPass();
    const failed = await renew(buyer, subscriptionId, 'failed').expect(200);
    expect(failed.body.outcome).toBe('renewal-failed');

    const graceUntil = new Date(new Date(pass.endsAt).getTime() + GRACE_MS);
    const [kept] = await passes(buyer);
    expect(kept.endsAt).toBe(graceUntil.toISOString());
    expect(kept.renewal).toMatchObject({
      state: 'past-due',
      renewsOn: pass.endsAt,
      graceUntil: graceUntil.toISOString(),
    });

    // The provider's retry of the same invoice fails again: no second mail.
    const subscription = await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    const payload = JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'invoice.payment_failed',
      subscription: subscription.providerSubscriptionId,
      invoice: subscription.failedInvoiceId,
      amount: subscription.amountCents,
      currency: subscription.currency,
    });
    await deliverSigned(payload).expect(200);
    const mails = await prisma.mailOutbox.findMany({
      where: { userId: buyer.userId, template: 'subscription-renewal-failed' },
    });
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(pass.code);
    expect(mails[0].text).toContain(`https://shop.example/dashboard/pass/passNew?renewPass=${pass.id}`);

    // Before its end nothing happens; after it, the subscription ends here and at the provider.
    const service = app.get(SubscriptionService);
    // (The job's run counts every account's renewals of this worker's database: this one is looked at.)
    await service.endLapsed(new Date(graceUntil.getTime() - DAY));
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).status).toBe('PAST_DUE');
    expect(await service.endLapsed(new Date(graceUntil.getTime() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).toMatchObject({
      status: 'ENDED',
    });
    expect(
      await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: subscription.providerSubscriptionId! } }),
    ).toMatchObject({ status: 'cancelled' });
    const [ended] = await passes(buyer);
    expect(ended.endsAt).toBe(graceUntil.toISOString());
    expect(ended.renewal).toBeNull();
    // Nothing bills any more.
    expect((await renew(buyer, subscriptionId)).body).toEqual({ event: null, outcome: null });
  });

  it('a renewal paid after a failure bills from the paid end: the grace days go', async () => {
    const { buyer, pass, subscriptionId } = await renewingPass();
    await renew(buyer, subscriptionId, 'failed').expect(200);
    const paid = await renew(buyer, subscriptionId, 'paid').expect(200);
    expect(paid.body.outcome).toBe('renewed');
    const [renewed] = await passes(buyer);
    expect(renewed.endsAt).toBe(addMonths(new Date(pass.endsAt), 1).toISOString());
    expect(renewed.renewal).toMatchObject({ state: 'active', graceUntil: null });
  });

  it('cancels at the period end and resumes before it; a cancelled one ends instead of billing', async () => {
    const { buyer, placed, pass, subscriptionId } = await renewingPass();
    const cancelled = await http(app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(200);
    expect(cancelled.body).toMatchObject({ canCancelSubscription: false, canResumeSubscription: true });
    const remoteId = (await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } }))
      .providerSubscriptionId!;
    expect(await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: remoteId } })).toMatchObject({
      cancelAtPeriodEnd: true,
    });
    expect((await passes(buyer))[0].renewal).toMatchObject({ state: 'cancelled', renewsOn: pass.endsAt });
    await http(app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(409)
      .expect((res) => expect(res.body.code).toBe('SUBSCRIPTION_NOT_CANCELLABLE'));

    const resumed = await http(app)
      .post('/api/Payment/ResumeSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(200);
    expect(resumed.body).toMatchObject({ canCancelSubscription: true, canResumeSubscription: false });
    expect(await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: remoteId } })).toMatchObject({
      cancelAtPeriodEnd: false,
    });
    await http(app)
      .post('/api/Payment/ResumeSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(409)
      .expect((res) => expect(res.body.code).toBe('SUBSCRIPTION_NOT_RESUMABLE'));

    // Cancelled again: the job ends it once its period is over, and not before.
    await http(app).post('/api/Payment/CancelSubscription').set(bearer(buyer)).send({ orderId: placed.purchaseId });
    const service = app.get(SubscriptionService);
    const periodEnd = new Date(pass.endsAt).getTime();
    await service.endLapsed(new Date(periodEnd - 60_000));
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } })).status).toBe('ACTIVE');
    await http(app)
      .post('/api/Payment/ResumeSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(200);

    // Cancelled again: when the period ends the provider ends it rather than bill.
    await http(app).post('/api/Payment/CancelSubscription').set(bearer(buyer)).send({ orderId: placed.purchaseId });
    const ended = await renew(buyer, subscriptionId).expect(200);
    expect(ended.body).toEqual({ event: 'subscription.deleted', outcome: 'subscription-ended' });
    const [after] = await passes(buyer);
    expect(after.endsAt).toBe(pass.endsAt);
    expect(after.renewal).toBeNull();
    expect(await prisma.order.count({ where: { subscriptionId } })).toBe(1);
  });

  it('a renewal cancelled at the period end ends when that end comes, here and at the provider', async () => {
    const { buyer, placed, pass, subscriptionId } = await renewingPass();
    await http(app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(200);
    await app.get(SubscriptionService).endLapsed(new Date(new Date(pass.endsAt).getTime() + 60_000));
    const subscription = await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(subscription.status).toBe('ENDED');
    expect(
      await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: subscription.providerSubscriptionId! } }),
    ).toMatchObject({ status: 'cancelled' });
    expect((await passes(buyer))[0]).toMatchObject({ endsAt: pass.endsAt, renewal: null });
  });

  it("refuses another account's subscription and order: 404", async () => {
    const { placed, subscriptionId } = await renewingPass();
    const stranger = await newShopper(app);
    await renew(stranger, subscriptionId).expect(404);
    await http(app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer(stranger))
      .send({ orderId: placed.purchaseId })
      .expect(404);
    await http(app)
      .post('/api/Payment/ResumeSubscription')
      .set(bearer(stranger))
      .send({ orderId: placed.purchaseId })
      .expect(404);
  });

  it('renews only one pass or box of at most 12 months that does not renew already', async () => {
    const { buyer, pass } = await renewingPass();
    const refused = async (items: Record<string, unknown>[]) => {
      const res = await http(app)
        .post('/api/Payment/Pay')
        .set(bearer(buyer))
        .send({ items, provider: 'sandbox', autoRenew: true });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('AUTO_RENEW_NOT_POSSIBLE');
    };
    await refused([{ productName: 'VPN-TWENTYFOUR-MONTHS', quantity: 1 }]);
    await refused([{ productName: 'VPN-ONE-MONTH', quantity: 2 }]);
    await refused([
      { productName: 'VPN-ONE-MONTH', quantity: 1 },
      { productName: 'VPN-THREE-MONTHS', quantity: 1 },
    ]);
    await refused([{ productName: 'VPN-ONE-MONTH', quantity: 1, target: { passId: pass.id } }]);
    // Renewed by hand it still can be, and a renewal by hand of a pass that does not renew can start one.
    const other = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1, target: { passId: pass.id } }],
      provider: 'sandbox',
    });
    expect(other.purchaseId).toBeTruthy();
  });

  it('renews a box: each renewal is one more subscription period of the box', async () => {
    const buyer = await renewingBoxBuyer();
    const boxes = async () =>
      (await http(app).get('/api/VpnBox').set(bearer(buyer)).expect(200)).body.items as {
        id: string;
        endsAt: string;
        subscriptions: unknown[];
        renewal: { subscriptionId: string; renewsOn: string; amount: number } | null;
      }[];
    const [box] = await boxes();
    expect(box.renewal).toMatchObject({ renewsOn: box.endsAt });
    // Billed as the one-month pass, without hardware or shipping.
    const pass = await prisma.productPrice.findFirstOrThrow({
      where: { product: { name: 'VPN-ONE-MONTH' }, currency: 'EUR' },
    });
    expect(box.renewal?.amount).toBe(pass.amountCents);
    await renew(buyer, box.renewal!.subscriptionId).expect(200);
    const [renewed] = await boxes();
    expect(renewed.endsAt).toBe(addMonths(new Date(box.endsAt), 1).toISOString());
    expect(renewed.subscriptions).toHaveLength(2);
    expect(await prisma.shipment.count({ where: { order: { subscriptionId: box.renewal!.subscriptionId } } })).toBe(1);
  });

  it('a renewal of a box that was unpaired meanwhile is paid back, and the renewal stops there and at the provider', async () => {
    const buyer = await renewingBoxBuyer();
    const subscription = await prisma.subscription.findFirstOrThrow({ where: { userId: buyer.userId } });
    const box = await prisma.vpnBox.findUniqueOrThrow({ where: { id: subscription.boxId! } });
    await http(app).post('/api/VpnBox/UnPair').set(bearer(buyer)).send({ serial: box.serial }).expect(200);

    const billed = await renew(buyer, subscription.id).expect(200);
    expect(billed.body.outcome).toBe('renewed');
    const renewal = await prisma.order.findFirstOrThrow({
      where: { subscriptionId: subscription.id, providerInvoiceId: { not: null } },
      select: { status: true, refundedCents: true, totalCents: true },
    });
    expect(renewal).toMatchObject({ status: 'REFUNDED', refundedCents: renewal.totalCents });
    await app.get(SubscriptionService).endLapsed(new Date(Date.now() + 60_000));
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).status).toBe('ENDED');
    expect(
      await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: subscription.providerSubscriptionId! } }),
    ).toMatchObject({ status: 'cancelled' });
  });

  it('mails "renews on … for …" 7 days before instead of the ending reminders', async () => {
    const { buyer, pass, subscriptionId } = await renewingPass();
    const job = app.get(ExpiryReminderJob);
    const endsAt = new Date(pass.endsAt);
    await job.remind(new Date(endsAt.getTime() - 5 * DAY));
    await job.remind(new Date(endsAt.getTime() - DAY / 2));
    const mails = await prisma.mailOutbox.findMany({
      where: { userId: buyer.userId, template: { startsWith: 'subscription-' } },
      select: { template: true, subject: true, text: true },
    });
    expect(mails.map((m) => m.template)).toEqual(['subscription-renews']);
    const { amountCents } = await prisma.subscription.findUniqueOrThrow({ where: { id: subscriptionId } });
    expect(mails[0].subject).toContain(pass.code);
    expect(mails[0].text).toContain((amountCents / 100).toFixed(2));
  });
});
