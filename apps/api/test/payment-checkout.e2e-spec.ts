import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { newShippingAddress, newShopper, type Shopper } from './payment-support';
import { http, newIp, pairDevice, registerDevice } from './player-support';
import { createTestApp } from './test-app';

// Checkout priced by the server only: price lists, exclusions, quantities, licence targets,
// shipping, discount codes (also under concurrency), and what Pay stores.

describe('checkout: summaries and Pay', () => {
  let app: INestApplication;
  let prisma: PrismaService;
  let shopper: Shopper;
  const codes: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback' }));
    shopper = await newShopper(app);
  });

  afterAll(async () => {
    await prisma.order.deleteMany({ where: { discountCode: { code: { in: codes } } } });
    await prisma.discountCode.deleteMany({ where: { code: { in: codes } } });
    await app.close();
  });

  const summary = (who: Shopper, body: Record<string, unknown>, ip = newIp()) =>
    http(app)
      .post('/api/Payment/Summary')
      .set('Authorization', `Bearer ${who.token}`)
      .set('X-Forwarded-For', ip)
      .send(body);
  const pay = (who: Shopper, body: Record<string, unknown>, ip = newIp()) =>
    http(app)
      .post('/api/Payment/Pay')
      .set('Authorization', `Bearer ${who.token}`)
      .set('X-Forwarded-For', ip)
      .send({ provider: 'sandbox', ...body });

  async function newDiscount(data: {
    percentOff?: number;
    amountOffCents?: number;
    currency?: string;
    startsAt?: Date;
    endsAt?: Date;
    maxUses?: number;
    maxItems?: number;
    productTypes?: ('VPN_PASS' | 'COUPON')[];
  }) {
    const code = `T${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
    codes.push(code);
    await prisma.discountCode.create({
      data: {
        code,
        startsAt: data.startsAt ?? new Date(Date.now() - 60_000),
        endsAt: data.endsAt ?? new Date(Date.now() + 86_400_000),
        percentOff: data.percentOff,
        amountOffCents: data.amountOffCents,
        currency: data.currency,
        maxUses: data.maxUses,
        maxItems: data.maxItems,
        productTypes: data.productTypes ?? [],
      },
    });
    return code;
  }

  it("prices from the buyer's country list, and answers the spec's summary fields", async () => {
    const res = await summary(shopper, { items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 1 }] }).expect(200);
    expect(res.body).toMatchObject({
      currency: 'EUR',
      country: 'IT',
      priceValue: 3999,
      finalPrice: 3999,
      discount: false,
      discountValue: 0,
      productIsPurchasable: true,
      reason: null,
      productName: 'VPN-TWELVE-MONTHS',
    });
    expect(new Date(res.body.endAt).getUTCFullYear() - new Date(res.body.startAt).getUTCFullYear()).toBe(1);
    expect(res.body.allVpnPassNew.map((p: { productName: string; price: number }) => [p.productName, p.price])).toEqual(
      [
        ['VPN-ONE-MONTH', 499],
        ['VPN-THREE-MONTHS', 1299],
        ['VPN-SIX-MONTHS', 2299],
        ['VPN-TWELVE-MONTHS', 3999],
        ['VPN-TWENTYFOUR-MONTHS', 6999],
        ['VPN-THIRTYSIX-MONTHS', 8999],
      ],
    );
    expect(res.body.prizes.map((p: { productName: string }) => p.productName)).toEqual([
      'VIDEO-PLAYER-LIFETIME',
      'VIDEO-PLAYER-ANDROID-LIFETIME',
      'VIDEO-PLAYER-IOS-LIFETIME',
    ]);
    expect(res.body.allHwNew[0]).toMatchObject({ productName: 'VPNBOX-ONE-MONTH-HW', price: 5999, durationMonths: 1 });
    const gb = await newShopper(app, { country: 'GB' });
    expect(
      (await summary(gb, { items: [{ productName: 'VPN-TWELVE-MONTHS', quantity: 1 }] }).expect(200)).body,
    ).toMatchObject({ currency: 'GBP', finalPrice: 3499 });
    // A country without its own list pays the DEFAULT one.
    const nz = await newShopper(app, { country: 'NZ' });
    expect(
      (await summary(nz, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }] }).expect(200)).body,
    ).toMatchObject({ country: 'DEFAULT', finalPrice: 499 });
  });

  it('ignores a price sent by the client: such a field is refused and the order takes the list price', async () => {
    const withPrice = await pay(shopper, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1, price: 1, unitPrice: 1 }],
      finalPrice: 1,
      amount: 1,
    });
    expect(withPrice.status).toBe(400);
    const ordersBefore = await prisma.order.count({ where: { userId: shopper.userId } });
    const ok = await pay(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 3 }] }).expect(200);
    expect(ok.body.dataExtra).toEqual({ provider: 'sandbox', amount: 3 * 499, currency: 'EUR' });
    const order = await prisma.order.findUniqueOrThrow({
      where: { purchaseId: ok.body.purchaseId },
      include: { items: true },
    });
    expect([order.status, order.totalCents, order.items[0].unitPriceCents, order.items[0].quantity]).toEqual([
      'PENDING',
      1497,
      499,
      3,
    ]);
    expect(await prisma.order.count({ where: { userId: shopper.userId } })).toBe(ordersBefore + 1);
    expect(ok.body.payUrl).toMatch(/\/api\/Payment\/Sandbox\/Checkout\?session=/);
  });

  it('reports why a checkout cannot be bought, and Pay refuses it with that code', async () => {
    const ru = await newShopper(app, { country: 'RU' });
    const box = await summary(ru, { items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }] }).expect(200);
    expect(box.body).toMatchObject({
      productIsPurchasable: false,
      reason: 'PRODUCT_EXCLUDED',
      reasonProduct: 'VPNBOX-ONE-MONTH-HW',
      allHwNew: [],
      allVpnBoxNew: [],
    });
    expect(
      (await pay(ru, { items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }] }).expect(409)).body.code,
    ).toBe('PRODUCT_EXCLUDED');
    const cases: [Record<string, unknown>[], string][] = [
      [[{ productName: 'NOT-A-PRODUCT', quantity: 1 }], 'PRODUCT_UNKNOWN'],
      [[{ productName: 'SHIPPING', quantity: 1 }], 'PRODUCT_UNKNOWN'],
      [[{ productName: 'VPN-ONE-MONTH', quantity: 11 }], 'QUANTITY_LIMIT'],
      [
        [
          { productName: 'VPN-ONE-MONTH', quantity: 1 },
          { productName: 'VPN-ONE-MONTH', quantity: 1 },
        ],
        'QUANTITY_LIMIT',
      ],
      [[{ productName: 'VIDEO-PLAYER-LIFETIME', quantity: 1 }], 'DEVICE_REQUIRED'],
      [[{ productName: 'VIDEO-PLAYER-LIFETIME', quantity: 1, target: 'not-my-device' }], 'DEVICE_NOT_FOUND'],
      [[{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }], 'ADDRESS_REQUIRED'],
    ];
    for (const [items, reason] of cases) {
      const res = await summary(shopper, { items }).expect(200);
      expect([items, res.body.reason, res.body.productIsPurchasable]).toEqual([items, reason, false]);
      expect((await pay(shopper, { items })).body.code).toBe(reason);
    }
  });

  it('prices shipping to the chosen address and refuses countries it does not ship to', async () => {
    const buyer = await newShopper(app);
    const rome = await newShippingAddress(app, buyer.userId, 'IT');
    const res = await summary(buyer, {
      items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }],
      addressId: rome,
    }).expect(200);
    expect(res.body).toMatchObject({
      productIsPurchasable: true,
      priceValue: 5999,
      priceShipVpnBox: 990,
      finalPrice: 6989,
    });
    const us = await newShippingAddress(app, buyer.userId, 'US');
    expect(
      (
        await summary(buyer, { items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }], addressId: us }).expect(
          200,
        )
      ).body.reason,
    ).toBe('SHIPPING_UNAVAILABLE');
    // Somebody else's address is not found.
    const other = await newShopper(app);
    const theirs = await newShippingAddress(app, other.userId);
    expect(
      (
        await summary(buyer, {
          items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }],
          addressId: theirs,
        }).expect(200)
      ).body.reason,
    ).toBe('ADDRESS_NOT_FOUND');
    expect(
      (
        await pay(buyer, { items: [{ productName: 'VPNBOX-ONE-MONTH-HW', quantity: 1 }], addressId: theirs }).expect(
          404,
        )
      ).body.code,
    ).toBe('ADDRESS_NOT_FOUND');
  });

  it('refuses a box that is out of stock', async () => {
    const product = await prisma.product.findUniqueOrThrow({ where: { name: 'VPNBOX-TWENTYFOUR-MONTHS-HW' } });
    const buyer = await newShopper(app);
    const address = await newShippingAddress(app, buyer.userId);
    await prisma.product.update({ where: { id: product.id }, data: { stock: 0 } });
    try {
      expect(
        (await summary(buyer, { items: [{ productName: product.name, quantity: 1 }], addressId: address }).expect(200))
          .body.reason,
      ).toBe('OUT_OF_STOCK');
    } finally {
      await prisma.product.update({ where: { id: product.id }, data: { stock: product.stock } });
    }
  });

  it('licences a device of mine, and not one that has a lifetime licence of its platform', async () => {
    const buyer = await newShopper(app);
    const device = await registerDevice(app, 'android');
    await pairDevice(app, buyer.token, device);
    const wrongPlatform = await summary(buyer, {
      items: [{ productName: 'VIDEO-PLAYER-LIFETIME', quantity: 1, target: device.deviceId }],
    }).expect(200);
    expect(wrongPlatform.body.reason).toBe('PRODUCT_UNAVAILABLE');
    const ok = await summary(buyer, {
      items: [{ productName: 'VIDEO-PLAYER-ANDROID-LIFETIME', quantity: 1, target: device.deviceId }],
    }).expect(200);
    expect(ok.body).toMatchObject({ productIsPurchasable: true, finalPrice: 999 });
    const row = await prisma.playerDevice.findUniqueOrThrow({ where: { deviceId: device.deviceId } });
    await prisma.licence.create({
      data: { playerDeviceId: row.id, platform: 'ANDROID', source: 'COUPON', lifetime: true },
    });
    expect(
      (
        await summary(buyer, {
          items: [{ productName: 'VIDEO-PLAYER-ANDROID-LIFETIME', quantity: 1, target: device.deviceId }],
        }).expect(200)
      ).body.reason,
    ).toBe('LICENCE_EXISTS');
  });

  it('sells the licence of the device showing a code, without an account', async () => {
    const device = await registerDevice(app, 'ios');
    const res = await http(app)
      .post('/api/Payment/SummaryWithOtp')
      .send({ otp: device.otp, country: 'DE' })
      .expect(200);
    expect(res.body).toMatchObject({
      productName: 'VIDEO-PLAYER-IOS-LIFETIME',
      finalPrice: 1599,
      currency: 'EUR',
      productIsPurchasable: true,
    });
    const paid = await http(app)
      .post('/api/Payment/Video-Player-WithOtp')
      .send({ otp: device.otp, country: 'DE', provider: 'sandbox', email: 'Buyer@Example.com' })
      .expect(200);
    const order = await prisma.order.findUniqueOrThrow({
      where: { purchaseId: paid.body.purchaseId },
      include: { items: true },
    });
    expect([order.userId, order.email, order.totalCents]).toEqual([null, 'buyer@example.com', 1599]);
    expect(order.items[0].targetDeviceId).not.toBeNull();
    // The result page of an order without an account answers to whoever holds its purchase id.
    expect(
      (await http(app).get('/api/Payment/Order').query({ purchaseId: paid.body.purchaseId }).expect(200)).body,
    ).toMatchObject({ status: 'pending', invoiceUrl: null });
    await http(app).post('/api/Payment/SummaryWithOtp').send({ otp: 'ZZZZZZ' }).expect(404);
  });

  it('applies a discount code within its window, its product types and maxItems', async () => {
    const tenPercent = await newDiscount({ percentOff: 10, maxItems: 2 });
    const res = await summary(shopper, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 3 }],
      code: tenPercent.toLowerCase(),
    }).expect(200);
    expect(res.body).toMatchObject({
      discount: true,
      code: tenPercent,
      percentOff: 10,
      maxItems: 2,
      priceValue: 1497,
      discountValue: 100,
      finalPrice: 1397,
    });
    const fiveEuro = await newDiscount({ amountOffCents: 500, currency: 'EUR' });
    expect(
      (
        await summary(shopper, { items: [{ productName: 'VPN-THREE-MONTHS', quantity: 1 }], code: fiveEuro }).expect(
          200,
        )
      ).body,
    ).toMatchObject({ discountValue: 500, finalPrice: 799 });
    const gb = await newShopper(app, { country: 'GB' });
    expect(
      (await summary(gb, { items: [{ productName: 'VPN-THREE-MONTHS', quantity: 1 }], code: fiveEuro }).expect(200))
        .body.reason,
    ).toBe('DISCOUNT_NOT_APPLICABLE');
    const couponsOnly = await newDiscount({ percentOff: 50, productTypes: ['COUPON'] });
    expect(
      (
        await summary(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code: couponsOnly }).expect(
          200,
        )
      ).body.reason,
    ).toBe('DISCOUNT_NOT_APPLICABLE');
    const later = await newDiscount({
      percentOff: 10,
      startsAt: new Date(Date.now() + 86_400_000),
      endsAt: new Date(Date.now() + 2 * 86_400_000),
    });
    expect(
      (await summary(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code: later }).expect(200)).body
        .reason,
    ).toBe('DISCOUNT_NOT_STARTED');
    expect(
      (
        await summary(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code: 'SUMMER2025' }).expect(
          200,
        )
      ).body.reason,
    ).toBe('DISCOUNT_EXPIRED');
    expect(
      (await pay(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code: 'SUMMER2025' }).expect(409))
        .body.code,
    ).toBe('DISCOUNT_EXPIRED');
  });

  it('never uses a discount code more often than its max uses, under 50 concurrent payments', async () => {
    const code = await newDiscount({ percentOff: 20, maxUses: 7 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => newShopper(app)));
    const answers = await Promise.all(
      buyers.map((b) => pay(b, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(7);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.code))).toEqual(
      new Set(['DISCOUNT_USED_UP']),
    );
    const row = await prisma.discountCode.findUniqueOrThrow({
      where: { code },
      include: { _count: { select: { redemptions: true, orders: true } } },
    });
    expect([row.usedCount, row._count.redemptions, row._count.orders]).toEqual([7, 7, 7]);
    await prisma.user.deleteMany({ where: { id: { in: buyers.map((b) => b.userId) } } });
  });

  it('gives a discount use back when the order is cancelled', async () => {
    const code = await newDiscount({ percentOff: 20, maxUses: 1 });
    const first = await pay(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code }).expect(200);
    expect(
      (await summary(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code }).expect(200)).body
        .reason,
    ).toBe('DISCOUNT_USED_UP');
    const session = (await prisma.order.findUniqueOrThrow({ where: { purchaseId: first.body.purchaseId } }))
      .providerSessionId;
    const cancelled = await http(app)
      .post('/api/Payment/Sandbox/Checkout')
      .type('form')
      .send({ session, decision: 'cancel' })
      .expect(303);
    expect(cancelled.headers.location).toContain(`/payment/cancel?purchaseId=${first.body.purchaseId}`);
    expect((await prisma.order.findUniqueOrThrow({ where: { purchaseId: first.body.purchaseId } })).status).toBe(
      'CANCELLED',
    );
    expect(
      (await summary(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code }).expect(200)).body
        .productIsPurchasable,
    ).toBe(true);
  });

  it('counts unknown discount codes against the address', async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++)
      await summary(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code: `NOPE${i}` }, ip).expect(
        200,
      );
    expect(
      (
        await summary(
          shopper,
          { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code: 'NOPE-MORE' },
          ip,
        ).expect(429)
      ).headers['retry-after'],
    ).toBeDefined();
    // Without a code the same address may still check out.
    await summary(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }] }, ip).expect(200);
  });

  it('stops a flood of orders from one address', async () => {
    const ip = newIp();
    for (let i = 0; i < 60; i++)
      await pay(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }] }, ip).expect(200);
    const refused = await pay(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }] }, ip).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await pay(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }] }).expect(200);
  });

  it('registers and pays in one step, and refuses a taken e-mail', async () => {
    const email = `new-${randomUUID()}@example.com`;
    const body = {
      items: [{ productName: 'VPNBOX-THREE-MONTHS-HW', quantity: 1 }],
      email,
      password: 'Correct-Horse-Battery-9',
      name: 'Luca',
      surname: 'Bianchi',
      country: 'IT',
      provider: 'sandbox',
      reCaptchaBody: 'dev-captcha-ok',
      address: {
        isShipping: true,
        isFavorite: true,
        name: 'Luca',
        surname: 'Bianchi',
        street: 'Via Po 2',
        city: 'Torino',
        zip: '10100',
        country: 'IT',
      },
    };
    const quote = await http(app)
      .post('/api/Payment/SummaryAndRegister')
      .send({ items: body.items, country: 'IT' })
      .expect(200);
    expect(quote.body).toMatchObject({ finalPrice: 6999 + 990, productIsPurchasable: true });
    const res = await http(app)
      .post('/api/Payment/PayAndRegister')
      .set('X-Forwarded-For', newIp())
      .send(body)
      .expect(200);
    const user = await prisma.user.findUniqueOrThrow({
      where: { email },
      include: { addresses: true, orders: true, mails: true },
    });
    expect(user.confirmedAt).toBeNull();
    expect(user.addresses).toHaveLength(1);
    expect(user.orders.map((o) => [o.purchaseId, o.totalCents])).toEqual([[res.body.purchaseId, 7989]]);
    expect(user.mails.map((m) => m.template)).toContain('confirm-account');
    // The result page reads the order by its purchase id while the new account cannot log in yet.
    expect(
      (await http(app).get('/api/Payment/Order').query({ purchaseId: res.body.purchaseId }).expect(200)).body,
    ).toMatchObject({ status: 'pending', invoiceUrl: null });
    await prisma.user.update({ where: { email }, data: { confirmedAt: new Date() } });
    await http(app).get('/api/Payment/Order').query({ purchaseId: res.body.purchaseId }).expect(404);
    expect(
      (await http(app).post('/api/Payment/PayAndRegister').set('X-Forwarded-For', newIp()).send(body).expect(409)).body
        .code,
    ).toBe('USER_EXISTS');
    await http(app)
      .post('/api/Payment/PayAndRegister')
      .set('X-Forwarded-For', newIp())
      .send({ ...body, email: `x-${email}`, reCaptchaBody: 'wrong' })
      .expect(400);
    await prisma.user.delete({ where: { email } });
  });

  it('answers only the providers enabled here, and refuses another', async () => {
    expect((await http(app).get('/api/Payment/Providers').expect(200)).body).toEqual({
      providers: ['sandbox'],
      renewing: ['sandbox'],
    });
    expect(
      (await pay(shopper, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], provider: 'stripe' }).expect(400))
        .body.code,
    ).toBe('PROVIDER_UNAVAILABLE');
  });

  it("never shows another user's order or invoice", async () => {
    const owner = await newShopper(app);
    const placed = await pay(owner, { items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }] }).expect(200);
    const stranger = await newShopper(app);
    const purchaseId = placed.body.purchaseId as string;
    expect(
      (
        await http(app)
          .get('/api/Payment/Order')
          .query({ purchaseId })
          .set('Authorization', `Bearer ${stranger.token}`)
          .expect(404)
      ).body.code,
    ).toBe('ORDER_NOT_FOUND');
    await http(app).get('/api/Payment/Order').query({ purchaseId }).expect(404);
    expect(
      (
        await http(app)
          .get('/api/Payment/Invoice')
          .query({ purchaseId })
          .set('Authorization', `Bearer ${stranger.token}`)
          .expect(404)
      ).body.code,
    ).toBe('ORDER_NOT_FOUND');
    expect(
      (await http(app).get('/api/Payment/Orders').set('Authorization', `Bearer ${stranger.token}`).expect(200)).body,
    ).toEqual({ items: [], total: 0 });
    expect(
      (
        await http(app)
          .post('/api/Payment/CancelSubscription')
          .set('Authorization', `Bearer ${stranger.token}`)
          .send({ orderId: purchaseId })
          .expect(404)
      ).body.code,
    ).toBe('ORDER_NOT_FOUND');
    const mine = await http(app)
      .get('/api/Payment/Order')
      .query({ purchaseId })
      .set('Authorization', `Bearer ${owner.token}`)
      .expect(200);
    expect(mine.body).toMatchObject({
      purchaseId,
      status: 'pending',
      amount: 499,
      currency: 'EUR',
      invoiceNumber: null,
      invoiceUrl: null,
    });
  });

  it('only admins refund', async () => {
    const admin = await newUser(prisma);
    await prisma.user.update({ where: { id: admin.id }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
    const { token } = await newSession(app, admin.id);
    await http(app)
      .post('/api/Payment/Refund')
      .set('Authorization', `Bearer ${shopper.token}`)
      .send({ purchaseId: 'P-doesnotexist1' })
      .expect(403);
    expect(
      (
        await http(app)
          .post('/api/Payment/Refund')
          .set('Authorization', `Bearer ${token}`)
          .send({ purchaseId: 'P-doesnotexist1' })
          .expect(404)
      ).body.code,
    ).toBe('ORDER_NOT_FOUND');
  });
});
