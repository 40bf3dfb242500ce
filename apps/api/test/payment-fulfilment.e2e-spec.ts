import type { INestApplication } from '@nestjs/common';
import { PrismaService } from '../src/core/database/prisma.service';
import { BOX_IN_STOCK } from '../src/vpn/box-stock.queries';
import { decideOnSandbox, newShippingAddress, newShopper, placeOrder, type Shopper } from './payment-support';
import { countStatements, http, newIp, pairDevice, registerDevice } from './player-support';
import { createTestApp } from './test-app';

// Each product type bought through the sandbox's hosted page, as a shopper's browser does it:
// Pay, the page, its button, the signed webhook, fulfilment, and what the account then shows.

describe('fulfilment of each product type, orders and coupons', () => {
  let app: INestApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback' }));
  });

  afterAll(async () => {
    await app.close();
  });

  /** The sandbox page of a payUrl, then one of its buttons: answers where the browser is sent. */
  async function decide(payUrl: string, decision: 'pay' | 'decline' | 'cancel'): Promise<string> {
    const url = new URL(payUrl);
    const page = await http(app).get(`${url.pathname}${url.search}`).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Test payment (sandbox)');
    return decideOnSandbox(app, payUrl, decision);
  }

  const bearer = (s: Shopper) => ({ Authorization: `Bearer ${s.token}` });

  it('a VPN pass: paid on the page, then in my passes, my orders with an invoice, and a receipt mail', async () => {
    const buyer = await newShopper(app);
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-SIX-MONTHS', quantity: 1 }],
      provider: 'sandbox',
    });
    const landing = await decide(placed.payUrl, 'pay');
    expect(landing).toBe(`http://localhost:3000/payment/success?purchaseId=${placed.purchaseId}`);
    const passes = await http(app).get('/api/VpnPeer/GetPass').set(bearer(buyer)).expect(200);
    expect(passes.body.items).toHaveLength(1);
    expect(passes.body.items[0]).toMatchObject({ durationMonths: 6, status: 'active' });
    expect(passes.body.items[0].peers.length).toBeGreaterThan(0);
    const order = await http(app)
      .get('/api/Payment/Order')
      .query({ purchaseId: placed.purchaseId })
      .set(bearer(buyer))
      .expect(200);
    expect(order.body).toMatchObject({
      status: 'paid',
      amount: 2299,
      currency: 'EUR',
      invoiceUrl: `/api/Payment/Invoice?purchaseId=${placed.purchaseId}`,
      // Bought without autoRenew: it runs to its end, nothing to cancel.
      canCancelSubscription: false,
    });
    expect(order.body.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    const pdf = await http(app).get(order.body.invoiceUrl).set(bearer(buyer)).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toContain(`invoice-${order.body.invoiceNumber}.pdf`);
    const user = await prisma.user.findUniqueOrThrow({ where: { id: buyer.userId } });
    const receipt = await prisma.mailOutbox.findFirst({
      where: { to: user.email, template: 'order-paid' },
      include: { attachments: true },
    });
    expect(receipt?.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    // Paying again on the same page does nothing more.
    expect(await decide(placed.payUrl, 'pay')).toContain('/payment/success');
    expect((await http(app).get('/api/VpnPeer/GetPass').set(bearer(buyer)).expect(200)).body.items).toHaveLength(1);
  });

  it('a declined or cancelled payment grants nothing and says so', async () => {
    const buyer = await newShopper(app);
    const declined = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider: 'sandbox',
    });
    expect(await decide(declined.payUrl, 'decline')).toContain(`/payment/pending?purchaseId=${declined.purchaseId}`);
    expect(
      (
        await http(app)
          .get('/api/Payment/Order')
          .query({ purchaseId: declined.purchaseId })
          .set(bearer(buyer))
          .expect(200)
      ).body.status,
    ).toBe('failed');
    const cancelled = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider: 'sandbox',
    });
    expect(await decide(cancelled.payUrl, 'cancel')).toContain('/payment/cancel');
    // Pay pressed afterwards (another tab) changes nothing, and the browser is told how it stands.
    expect(await decide(cancelled.payUrl, 'pay')).toContain(`/payment/cancel?purchaseId=${cancelled.purchaseId}`);
    expect(
      (
        await http(app)
          .get('/api/Payment/Order')
          .query({ purchaseId: cancelled.purchaseId })
          .set(bearer(buyer))
          .expect(200)
      ).body.status,
    ).toBe('cancelled');
    expect((await http(app).get('/api/VpnPeer/GetPass').set(bearer(buyer)).expect(200)).body.items).toHaveLength(0);
  });

  it('a player licence by device code, without an account', async () => {
    const device = await registerDevice(app, 'android');
    const paid = await http(app)
      .post('/api/Payment/Video-Player-WithOtp')
      .set('X-Forwarded-For', newIp())
      .send({ otp: device.otp, provider: 'sandbox', email: 'tv-owner@example.com' })
      .expect(200);
    await decide(paid.body.payUrl, 'pay');
    const order = await http(app).get('/api/Payment/Order').query({ purchaseId: paid.body.purchaseId }).expect(200);
    expect(order.body).toMatchObject({
      status: 'paid',
      invoiceUrl: null,
      items: [{ productName: 'VIDEO-PLAYER-ANDROID-LIFETIME', deviceId: device.deviceId }],
    });
    const info = await http(app)
      .post('/api/Player/DeviceInfo')
      .set('X-Device-Secret', device.secret)
      .send({ deviceId: device.deviceId, platform: 'android' })
      .expect(200);
    expect(info.body.licence).toMatchObject({ platform: 'android', source: 'purchase', lifetime: true, active: true });
    expect(await prisma.mailOutbox.count({ where: { to: 'tv-owner@example.com', template: 'order-paid' } })).toBe(1);
  });

  it('a VPN box with shipping: a box paired to me with its subscription, and a shipment to the address', async () => {
    const buyer = await newShopper(app);
    const addressId = await newShippingAddress(app, buyer.userId, 'DE');
    const product = await prisma.product.findUniqueOrThrow({ where: { name: 'VPNBOX-TWELVE-MONTHS-HW' } });
    // Other files of this worker put boxes on its database's shelf directly, without counting the
    // stock again: what is compared is the shelf itself, before and after.
    const shelfBefore = await prisma.vpnBox.count({ where: BOX_IN_STOCK });
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: product.name, quantity: 1 }],
      addressId,
      provider: 'sandbox',
    });
    expect(placed.totalCents).toBe(10999 + 1290);
    await decide(placed.payUrl, 'pay');
    const boxes = await http(app).get('/api/VpnBox').set(bearer(buyer)).expect(200);
    expect(boxes.body.items).toHaveLength(1);
    expect(boxes.body.items[0].subscription).toMatchObject({ durationMonths: 12, status: 'active' });
    const order = await http(app)
      .get('/api/Payment/Order')
      .query({ purchaseId: placed.purchaseId })
      .set(bearer(buyer))
      .expect(200);
    expect(order.body.shipment).toMatchObject({
      status: 'pending',
      boxSerial: boxes.body.items[0].serial,
      address: { country: 'DE', city: 'Roma' },
    });
    // The box came off the shelf (when there was one), and the stock is the shelf counted again.
    const shelfAfter = await prisma.vpnBox.count({ where: BOX_IN_STOCK });
    expect(shelfAfter).toBe(Math.max(shelfBefore - 1, 0));
    expect((await prisma.product.findUniqueOrThrow({ where: { id: product.id } })).stock).toBe(shelfAfter);
  });

  it('licence coupons for a reseller: unguessable codes, listed with their state, usable once on a device', async () => {
    const reseller = await newShopper(app, { isReseller: true });
    const coupons = await http(app).get('/api/Promo/Coupons').set(bearer(reseller)).expect(200);
    expect(coupons.body.products.map((p: { productName: string }) => p.productName)).toEqual([
      'NOVA-COUPON-VIDEO-PLAYER-LIFETIME',
      'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME',
    ]);
    expect(coupons.body).toMatchObject({ items: [], total: 0, unused: 0 });
    const placed = await placeOrder(app, reseller, {
      items: [{ productName: 'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME', quantity: 25 }],
      provider: 'sandbox',
    });
    expect(placed.totalCents).toBe(25 * 749);
    await decide(placed.payUrl, 'pay');
    const bought = await http(app).get('/api/Promo/Coupons').query({ pageSize: 100 }).set(bearer(reseller)).expect(200);
    expect(bought.body).toMatchObject({ total: 25, unused: 25 });
    const codes = bought.body.items.map((c: { code: string }) => c.code) as string[];
    expect(new Set(codes).size).toBe(25);
    for (const code of codes) expect(code).toMatch(/^NOVA-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(bought.body.items[0]).toMatchObject({ state: 'unused', purchaseId: placed.purchaseId, deviceId: null });
    // One of them used on a device shows by which device and when.
    const device = await registerDevice(app, 'android');
    await pairDevice(app, reseller.token, device);
    await http(app)
      .post('/api/Player/PlayerLicenceKey')
      .set(bearer(reseller))
      .send({ deviceId: device.deviceId, code: codes[0] })
      .expect(200);
    const after = await http(app).get('/api/Promo/Coupons').query({ pageSize: 100 }).set(bearer(reseller)).expect(200);
    expect(after.body.unused).toBe(24);
    expect(after.body.items.find((c: { code: string }) => c.code === codes[0])).toMatchObject({
      state: 'used',
      deviceId: device.deviceId,
    });
  });

  it('lists my orders newest first, a page at a time, in the same number of statements for 3 or 30 orders', async () => {
    const few = await newShopper(app);
    const many = await newShopper(app);
    const product = await prisma.product.findUniqueOrThrow({ where: { name: 'VPN-ONE-MONTH' } });
    const seed = (userId: string, n: number) =>
      prisma.order.createMany({
        data: Array.from({ length: n }, (_, i) => ({
          purchaseId: `P-list-${userId}-${i}`,
          userId,
          provider: 'SANDBOX' as const,
          currency: 'EUR',
          subtotalCents: 499,
          totalCents: 499,
          country: 'IT',
          idempotencyKey: `list-${userId}-${i}`,
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      });
    await seed(few.userId, 3);
    await seed(many.userId, 30);
    const rows = await prisma.order.findMany({
      where: { userId: { in: [few.userId, many.userId] } },
      select: { id: true },
    });
    await prisma.orderItem.createMany({
      data: rows.map((o) => ({
        orderId: o.id,
        productId: product.id,
        productName: product.name,
        quantity: 1,
        unitPriceCents: 499,
      })),
    });
    const page = await http(app)
      .get('/api/Payment/Orders')
      .query({ page: 2, pageSize: 10 })
      .set(bearer(many))
      .expect(200);
    expect(page.body.total).toBe(30);
    expect(page.body.items.map((o: { purchaseId: string }) => o.purchaseId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `P-list-${many.userId}-${19 - i}`),
    );
    const statementsFew = await countStatements(prisma, () =>
      http(app).get('/api/Payment/Orders').set(bearer(few)).expect(200),
    );
    const statementsMany = await countStatements(prisma, () =>
      http(app).get('/api/Payment/Orders').query({ pageSize: 30 }).set(bearer(many)).expect(200),
    );
    expect(statementsMany).toBe(statementsFew);
  });

  it('ends the automatic renewal of a pass order once, and not before it is paid', async () => {
    const buyer = await newShopper(app);
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider: 'sandbox',
      autoRenew: true,
    });
    // Not paid yet: nothing renews.
    expect(
      (
        await http(app)
          .post('/api/Payment/CancelSubscription')
          .set(bearer(buyer))
          .send({ orderId: placed.purchaseId })
          .expect(409)
      ).body.code,
    ).toBe('SUBSCRIPTION_NOT_CANCELLABLE');
    await decide(placed.payUrl, 'pay');
    const cancelled = await http(app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(200);
    expect(cancelled.body).toMatchObject({ status: 'paid', canCancelSubscription: false });
    await http(app)
      .post('/api/Payment/CancelSubscription')
      .set(bearer(buyer))
      .send({ orderId: placed.purchaseId })
      .expect(409);
    // The pass runs on to its end.
    expect((await http(app).get('/api/VpnPeer/GetPass').set(bearer(buyer)).expect(200)).body.items[0].status).toBe(
      'active',
    );
  });
});
