import type { INestApplication } from '@nestjs/common';
import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { MAX_CHECKS, SettlementService } from '../src/payment/settlement/settlement.service';
import { newShopper, orderState, placeOrder, type PlacedOrder, type Shopper } from './payment-support';
import { http, newIp, pairDevice, registerDevice } from './player-support';
import { reconcileAfter } from './support/provider-app';
import { createTestApp } from './test-app';

// Orders paid for nothing, and orders that never settle. Driven through the sandbox provider,
// whose record (SandboxPayment) is the provider's state and whose page is what the buyer uses.

describe('paid for nothing, and orders that never settle', () => {
  let app: INestApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback', RATE_LIMIT_ENABLED: 'false' }));
  });

  afterAll(async () => {
    await app.close();
  });

  const bearer = (s: Shopper) => ({ Authorization: `Bearer ${s.token}` });

  /** The sandbox page's Pay button, as the buyer's browser presses it. */
  async function payOnPage(payUrl: string): Promise<void> {
    const session = new URL(payUrl).searchParams.get('session');
    await http(app).post('/api/Payment/Sandbox/Checkout').type('form').send({ session, decision: 'pay' }).expect(303);
  }

  it('a second licence for one device is refused while the first is being paid, and refunded by itself if both are paid', async () => {
    const buyer = await newShopper(app);
    const device = await registerDevice(app, 'android');
    await pairDevice(app, buyer.token, device);
    const licence = {
      items: [{ productName: 'VIDEO-PLAYER-ANDROID-LIFETIME', quantity: 1, target: device.deviceId }],
      provider: 'sandbox',
    };
    const first = await placeOrder(app, buyer, licence);

    // A second tab, and the device's own code: both refused while the first payment is open.
    const summary = await http(app)
      .post('/api/Payment/Summary')
      .set(bearer(buyer))
      .send({ items: licence.items })
      .expect(200);
    expect(summary.body).toMatchObject({ productIsPurchasable: false, reason: 'LICENCE_PAYMENT_PENDING' });
    expect((await http(app).post('/api/Payment/Pay').set(bearer(buyer)).send(licence).expect(409)).body.code).toBe(
      'LICENCE_PAYMENT_PENDING',
    );
    // The device shows a new code once paired; its owner's guest could buy by it.
    const shown = await http(app)
      .post('/api/Player/DeviceInfo')
      .set('X-Device-Secret', device.secret)
      .send({ deviceId: device.deviceId, platform: 'android' })
      .expect(200);
    const byCode = await http(app)
      .post('/api/Payment/Video-Player-WithOtp')
      .set('X-Forwarded-For', newIp())
      .send({ otp: shown.body.otp, provider: 'sandbox', email: 'tv@example.com' });
    expect([byCode.status, byCode.body.code]).toEqual([409, 'LICENCE_PAYMENT_PENDING']);

    // An hour later that page is taken for abandoned, and a second order can be placed; then the
    // buyer pays both after all.
    await prisma.order.update({
      where: { id: first.orderId },
      data: { createdAt: new Date(Date.now() - 2 * 60 * 60 * 1000) },
    });
    const second = await placeOrder(app, buyer, licence);
    await payOnPage(first.payUrl);
    await payOnPage(second.payUrl);

    const granted = await orderState(app, first.orderId);
    expect([granted.status, granted.items[0].licences.length]).toEqual(['PAID', 1]);
    const refunded = await prisma.order.findUniqueOrThrow({
      where: { id: second.orderId },
      include: { creditNotes: true, history: true, items: true },
    });
    expect(refunded.status).toBe('REFUNDED');
    expect(refunded.refundedCents).toBe(refunded.totalCents);
    expect(refunded.items[0].refundedAt).not.toBeNull();
    expect(refunded.creditNotes.map((note) => [note.reason, note.amountCents])).toEqual([
      ['not-deliverable', refunded.totalCents],
    ]);
    expect(refunded.history.map((e) => e.kind).sort()).toEqual(['not-deliverable', 'paid', 'refunded']);
    // The money went back through the provider, and the buyer was told.
    expect((await prisma.sandboxPayment.findUniqueOrThrow({ where: { purchaseId: second.purchaseId } })).status).toBe(
      'refunded',
    );
    const user = await prisma.user.findUniqueOrThrow({ where: { id: buyer.userId } });
    const mail = await prisma.mailOutbox.findFirstOrThrow({ where: { to: user.email, template: 'order-refunded' } });
    expect(mail.text).toContain(second.purchaseId);
    expect(mail.text).toMatch(/already (has|had) a (lifetime )?licen[cs]e/i);
    // Still one licence on the device, from the first order.
    expect(await prisma.licence.count({ where: { playerDevice: { deviceId: device.deviceId } } })).toBe(1);
  });

  describe('the reconcile job', () => {
    const settlement = () => app.get(SettlementService);
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

    /** A sandbox order the provider reports `state` for, with the given createdAt and last check. */
    async function unsettled(
      buyer: Shopper,
      state: { status: string; amountCents?: number },
      placedMinutesAgo = 30,
      code?: string,
    ): Promise<PlacedOrder> {
      const placed = await placeOrder(app, buyer, {
        items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
        provider: 'sandbox',
        ...(code && { code }),
      });
      await prisma.sandboxPayment.update({ where: { id: placed.sessionId }, data: state });
      await prisma.order.update({
        where: { id: placed.orderId },
        data: { createdAt: new Date(Date.now() - placedMinutesAgo * 60_000) },
      });
      return placed;
    }

    it('asks first about orders never asked, then those asked longest ago', async () => {
      const buyer = await newShopper(app);
      // Every order still unsettled in this database is asked once now, so that only ours are new.
      await settlement().reconcilePending(15, later(0), 10_000);
      const asked = await unsettled(buyer, { status: 'open' }, 60);
      const firstAsked = later(0);
      await settlement().reconcilePending(15, firstAsked, 10_000);
      // A newer order, never asked, is taken before the older one asked a minute ago.
      const fresh = await unsettled(buyer, { status: 'paid' }, 20);
      const outcomes = await settlement().reconcilePending(15, later(16), 1);
      expect(outcomes).toEqual({ paid: 1 });
      expect((await orderState(app, fresh.orderId)).status).toBe('PAID');
      const older = await prisma.order.findUniqueOrThrow({ where: { id: asked.orderId } });
      expect(older.checkedAt).toEqual(firstAsked);
      // An open payment page is no sign of an order that cannot settle.
      expect(older.checkAttempts).toBe(0);
    });

    it(`puts an order that can never settle to rest after ${MAX_CHECKS} checks, with its reason, and frees its discount use`, async () => {
      const errors = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      try {
        const buyer = await newShopper(app);
        const code = `UNS${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
        await prisma.discountCode.create({
          data: { code, percentOff: 10, startsAt: new Date(Date.now() - 60_000), endsAt: later(60 * 24), maxUses: 5 },
        });
        // The provider took another amount than the order's: it is never granted.
        const mismatch = await unsettled(buyer, { status: 'paid', amountCents: 1 }, 30, code);
        // Refunded before we ever heard it was paid.
        const refundedFirst = await unsettled(buyer, { status: 'refunded' }, 30);
        for (let check = 1; check <= MAX_CHECKS; check++) {
          await reconcileAfter(app, [mismatch.orderId, refundedFirst.orderId], 30);
          const [a, b] = await Promise.all([orderState(app, mismatch.orderId), orderState(app, refundedFirst.orderId)]);
          expect([a.status, b.status]).toEqual(check < MAX_CHECKS ? ['PENDING', 'PENDING'] : ['FAILED', 'FAILED']);
        }
        const [a, b] = await Promise.all([orderState(app, mismatch.orderId), orderState(app, refundedFirst.orderId)]);
        expect(a.failureReason).toMatch(/^UNSETTLED: MISMATCH: amount 1 instead of/);
        expect(b.failureReason).toBe('UNSETTLED: the provider reports it refunded');
        expect(a.items[0].vpnPasses).toHaveLength(0);
        expect((await prisma.discountCode.findUniqueOrThrow({ where: { code } })).usedCount).toBe(0);
        expect(
          await prisma.orderEvent.count({
            where: { orderId: { in: [mismatch.orderId, refundedFirst.orderId] }, kind: 'unsettled' },
          }),
        ).toBe(2);
        expect(
          errors.mock.calls.some(
            ([message]) => String(message).includes(mismatch.orderId) && /did not settle/.test(String(message)),
          ),
        ).toBe(true);
        // Purchase ids (what reads a guest's order) stay out of the log, the mismatch's details too.
        expect(errors.mock.calls.some(([message]) => String(message).includes(mismatch.purchaseId))).toBe(false);
        // Put to rest, they are not asked about any more.
        await reconcileAfter(app, [mismatch.orderId], 30);
        expect((await prisma.order.findUniqueOrThrow({ where: { id: mismatch.orderId } })).checkAttempts).toBe(
          MAX_CHECKS,
        );
      } finally {
        errors.mockRestore();
      }
    });

    it('gives up on a payment the provider does not know only after the same checks', async () => {
      const buyer = await newShopper(app);
      const placed = await unsettled(buyer, { status: 'open' }, 30);
      await prisma.sandboxPayment.delete({ where: { id: placed.sessionId } });
      for (let check = 1; check <= MAX_CHECKS; check++) await reconcileAfter(app, [placed.orderId], 30);
      const state = await orderState(app, placed.orderId);
      expect(state.status).toBe('FAILED');
      expect(state.failureReason).toBe('UNSETTLED: the provider does not know this payment');
    });
  });
});
