import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import type { PricingResponseBody } from '../src/catalog/catalog.responses';
import { PrismaService } from '../src/core/database/prisma.service';
import { PRODUCTS } from '../src/seed/catalogue.data';
import { auditOf, newAdmin } from './admin-helpers';
import { decideOnSandbox, newShopper, placeOrder } from './payment-support';
import { bearer, http, newCustomer } from './support-helpers';
import { createTestApp } from './test-app';

// Issue 23, the catalogue: GET and PUT /api/Admin/Prices. Two instances of the app on one
// database, as in production behind the proxy: a change made through one is what GET /api/Pricing
// answers on the other from the moment the change has answered (each instance's pricing cache is
// emptied by the database's notice, and the change waits for it).

describe('/api/Admin/Prices', () => {
  let apps: NestFastifyApplication[];
  let prisma: PrismaService;
  let admin: { user: { id: string }; token: string };
  const productId = async (name: string) => (await prisma.product.findUniqueOrThrow({ where: { name } })).id;

  beforeAll(async () => {
    // Two plain instances (not the proxy of test-app): the test itself says which one it asks.
    apps = await Promise.all([
      createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { proxied: false }),
      createTestApp({ RATE_LIMIT_ENABLED: 'false' }, { proxied: false }),
    ]).then((made) => made.map((m) => m.app));
    prisma = apps[0].get(PrismaService);
    admin = await newAdmin(apps[0]);
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  const put = (body: Record<string, unknown>, app = apps[0]) =>
    http(app).put('/api/Admin/Prices').set(bearer(admin.token)).send(body);
  /** Anonymous, so the second time it is served from the instance's cache (the fast path). */
  const pricing = async (app: NestFastifyApplication, country: string) =>
    (await http(app).get(`/api/Pricing?country=${country}`).expect(200)).body as PricingResponseBody;
  const priceIn = (body: PricingResponseBody, name: string) => body.pricings.find((p) => p.productName === name)?.price;

  it('lists every product with its price in every list, the exclusions, shipment countries and box stock', async () => {
    const res = await http(apps[0]).get('/api/Admin/Prices').set(bearer(admin.token)).expect(200);
    const vpn = res.body.products.find((p: { name: string }) => p.name === 'VPN-ONE-MONTH');
    expect(vpn).toMatchObject({ type: 'VPN-PASS', durationMonths: 1, stock: null, active: true });
    expect(vpn.prices.map((p: { country: string }) => p.country)).toEqual([
      'DE',
      'ES',
      'FR',
      'GB',
      'IT',
      'RU',
      'US',
      'DEFAULT',
    ]);
    expect(vpn.prices.find((p: { country: string }) => p.country === 'GB')).toMatchObject({
      amountCents: 449,
      currency: 'GBP',
    });
    const shipping = res.body.products.find((p: { type: string }) => p.type === 'SHIP');
    expect(shipping.prices.find((p: { country: string }) => p.country === 'IT').amountCents).toBe(990);
    const box = res.body.products.find((p: { name: string }) => p.name === 'VPNBOX-ONE-MONTH-HW');
    expect(typeof box.stock).toBe('number');
    expect(res.body.priceLists).toContainEqual({ country: 'RU', currency: 'RUB' });
    expect(res.body.priceLists.at(-1)).toEqual({ country: 'DEFAULT', currency: 'EUR' });
    expect(res.body.exclusions).toContainEqual({ country: 'RU', productType: 'VPN-BOX-HW' });
    expect(res.body.shipmentCountries).toContainEqual({ code: 'AT', description: 'Austria' });

    const { token } = await newCustomer(apps[0]);
    await http(apps[0]).get('/api/Admin/Prices').set(bearer(token)).expect(403);
  });

  it('shows a new price in GET /api/Pricing on the other instance as soon as the change has answered', async () => {
    const id = await productId('VPN-ONE-MONTH');
    const before = priceIn(await pricing(apps[1], 'ES'), 'VPN-ONE-MONTH');
    // Cached on the second instance now: the same answer, from memory.
    expect(priceIn(await pricing(apps[1], 'ES'), 'VPN-ONE-MONTH')).toBe(before);
    try {
      for (const amountCents of [511, 512, 513]) {
        await put({ prices: [{ productId: id, country: 'ES', amountCents, currency: 'EUR' }] }).expect(200);
        // No waiting and no retry: the first read after the answer sees it.
        expect(priceIn(await pricing(apps[1], 'ES'), 'VPN-ONE-MONTH')).toBe(amountCents);
        expect(priceIn(await pricing(apps[1], 'ES'), 'VPN-ONE-MONTH')).toBe(amountCents);
      }
      // Exclusions and shipment countries likewise, changed through the second instance this time.
      await pricing(apps[0], 'ES');
      await put(
        {
          addExclusions: [{ country: 'ES', productType: 'COUPON' }],
          addShipmentCountries: [{ code: 'MT', description: 'Malta' }],
        },
        apps[1],
      ).expect(200);
      const changed = await pricing(apps[0], 'ES');
      expect(changed.exclusions).toContainEqual({ productType: 'COUPON' });
      expect(changed.shipmentCountries).toContainEqual({ code: 'MT', description: 'Malta' });
      await put(
        { removeExclusions: [{ country: 'ES', productType: 'COUPON' }], removeShipmentCountries: ['MT'] },
        apps[1],
      ).expect(200);
      const back = await pricing(apps[0], 'ES');
      expect(back.exclusions).not.toContainEqual({ productType: 'COUPON' });
      expect(back.shipmentCountries.map((c) => c.code)).not.toContain('MT');
    } finally {
      await put({ prices: [{ productId: id, country: 'ES', amountCents: before, currency: 'EUR' }] }).expect(200);
    }
  });

  it('leaves orders already placed at their amounts, and prices new ones with the new list', async () => {
    const id = await productId('VPN-THREE-MONTHS');
    const shopper = await newShopper(apps[0]);
    const placed = await placeOrder(apps[0], shopper, {
      items: [{ productName: 'VPN-THREE-MONTHS', quantity: 2 }],
      provider: 'sandbox',
    });
    expect(placed.totalCents).toBe(2 * 1299);
    try {
      await put({ prices: [{ productId: id, country: 'IT', amountCents: 1999, currency: 'EUR' }] }).expect(200);
      // Paid after the change: the buyer pays what the order said.
      await decideOnSandbox(apps[0], placed.payUrl, 'pay');
      const order = await prisma.order.findUniqueOrThrow({
        where: { id: placed.orderId },
        include: { items: true, payments: true },
      });
      expect([order.status, order.subtotalCents, order.totalCents]).toEqual(['PAID', 2598, 2598]);
      expect(order.items.map((i) => [i.productName, i.quantity, i.unitPriceCents])).toEqual([
        ['VPN-THREE-MONTHS', 2, 1299],
      ]);
      expect(order.payments.map((p) => p.amountCents)).toEqual([2598]);
      const summary = await http(apps[1])
        .post('/api/Payment/Summary')
        .set(bearer(shopper.token))
        .send({ items: [{ productName: 'VPN-THREE-MONTHS', quantity: 2 }] })
        .expect(200);
      expect(summary.body.finalPrice).toBe(2 * 1999);
    } finally {
      await put({ prices: [{ productId: id, country: 'IT', amountCents: 1299, currency: 'EUR' }] }).expect(200);
    }
  });

  it('refuses bad values with a 400 naming each refused field, and then changes nothing', async () => {
    const id = await productId('VPN-SIX-MONTHS');
    const player = await productId('VIDEO-PLAYER-LIFETIME');
    const malformed = await put({
      prices: [
        { productId: id, country: 'IT', amountCents: 0, currency: 'EUR' },
        { productId: id, country: 'DE', amountCents: 12.5, currency: 'EURO' },
        { productId: id, country: 'XX', amountCents: 100, currency: 'EUR' },
      ],
      addShipmentCountries: [{ code: 'ZZ', description: '' }],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(malformed.body.fields).sort()).toEqual([
      'addShipmentCountries.0.code',
      'addShipmentCountries.0.description',
      'prices.0.amountCents',
      'prices.1.amountCents',
      'prices.1.currency',
      'prices.2.country',
    ]);

    const before = await prisma.productPrice.findMany({ where: { productId: id }, orderBy: { country: 'asc' } });
    const refused = await put({
      // Valid on its own, refused with the rest: a change is made whole or not at all.
      prices: [
        { productId: id, country: 'FR', amountCents: 2001, currency: 'EUR' },
        { productId: id, country: 'GB', amountCents: 2001, currency: 'EUR' },
        { productId: randomUUID(), country: 'IT', amountCents: 100, currency: 'EUR' },
      ],
      removePrices: [{ productId: id, country: 'PL' }],
      removeExclusions: [{ country: 'IT', productType: 'SHIP' }],
      removeShipmentCountries: ['JP'],
      products: [{ productId: player }, { productId: player }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({
      'prices.1.currency': ['the GB list is in GBP: one currency per list'],
      'prices.2.productId': ['no such product'],
      'removePrices.0.country': ['the product has no price in this list'],
      'removeExclusions.0.productType': ['not excluded there'],
      'removeShipmentCountries.0': ['not a shipment country'],
      'products.1.productId': ['named twice'],
    });
    expect(await prisma.productPrice.findMany({ where: { productId: id }, orderBy: { country: 'asc' } })).toEqual(
      before,
    );

    // Box stock is counted from the registered boxes, never set by hand.
    const setStock = await put({ products: [{ productId: await productId('VPNBOX-SIX-MONTHS-HW'), stock: 7 }] });
    expect(setStock.status).toBe(400);
    expect(Object.keys(setStock.body.fields)).toEqual(['products.0.stock']);
    await put({ removeShipmentCountries: ['not a code'] }).expect(400);
    await put({ addExclusions: [{ country: 'IT', productType: 'VPN_PASS' }] }).expect(400);
    // Nothing to change: the tables as they are.
    expect((await put({}).expect(200)).body.products.length).toBeGreaterThan(10);
  });

  it('moves a whole list to another currency at once, adds and removes a country’s list', async () => {
    const ids = (await prisma.product.findMany({ where: { prices: { some: { country: 'ES' } } } })).map((p) => p.id);
    const pl = await productId('VPN-ONE-MONTH');
    try {
      const all = await put({
        prices: ids.map((productId) => ({ productId, country: 'ES', amountCents: 777, currency: 'usd' })),
      }).expect(200);
      expect(all.body.priceLists).toContainEqual({ country: 'ES', currency: 'USD' });
      expect((await pricing(apps[1], 'ES')).pricings.every((p) => p.currency === 'USD')).toBe(true);
      const added = await put({
        prices: [{ productId: pl, country: 'pl', amountCents: 1999, currency: 'PLN' }],
      }).expect(200);
      expect(added.body.priceLists).toContainEqual({ country: 'PL', currency: 'PLN' });
      expect((await pricing(apps[1], 'PL')).pricings.map((p) => [p.productName, p.price])).toEqual([
        ['VPN-ONE-MONTH', 1999],
      ]);
      await put({ removePrices: [{ productId: pl, country: 'PL' }] }).expect(200);
      expect((await pricing(apps[1], 'PL')).country).toBe('DEFAULT');
    } finally {
      // The seed's ES list, back as it was.
      await restoreEs(ids);
    }
  });

  it('keeps a list in one currency when two admins change it at once (one change is refused)', async () => {
    const ids = (await prisma.product.findMany({ where: { prices: { some: { country: 'ES' } } } })).map((p) => p.id);
    // One product leaves the ES list: one admin moves the rest to USD while the other adds it back in EUR.
    const [outside, ...rest] = ids;
    await prisma.productPrice.deleteMany({ where: { productId: outside, country: 'ES' } });
    try {
      const answers = await Promise.all([
        put({ prices: rest.map((productId) => ({ productId, country: 'ES', amountCents: 777, currency: 'USD' })) }),
        put({ prices: [{ productId: outside, country: 'ES', amountCents: 555, currency: 'EUR' }] }, apps[1]),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
      const currencies = await prisma.productPrice.findMany({
        where: { country: 'ES' },
        distinct: ['currency'],
        select: { currency: true },
      });
      expect(currencies).toHaveLength(1);
    } finally {
      await restoreEs(ids);
    }
  });

  /** ES prices as the seed has them (its own column of the catalogue). */
  async function restoreEs(ids: string[]) {
    const names = await prisma.product.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } });
    const prices = names.map((p) => ({
      productId: p.id,
      country: 'ES',
      amountCents: PRODUCTS.find((s) => s.name === p.name)!.prices.ES!,
      currency: 'EUR',
    }));
    await put({ prices }).expect(200);
  }

  it('keeps every change in the audit log with who, before and after', async () => {
    const id = await productId('VPN-TWELVE-MONTHS');
    const box = await productId('VPNBOX-SIX-MONTHS-HW');
    await put({
      prices: [{ productId: id, country: 'FR', amountCents: 4444, currency: 'EUR' }],
      addExclusions: [{ country: 'FR', productType: 'COUPON' }],
      addShipmentCountries: [{ code: 'LU', description: 'Luxembourg' }],
      products: [{ productId: box, active: false }],
    }).expect(200);
    await put({
      prices: [{ productId: id, country: 'FR', amountCents: 4199, currency: 'EUR' }],
      removeExclusions: [{ country: 'FR', productType: 'COUPON' }],
      removeShipmentCountries: ['LU'],
      products: [{ productId: box, active: true }],
    }).expect(200);

    const price = await prisma.productPrice.findUniqueOrThrow({
      where: { productId_country: { productId: id, country: 'FR' } },
    });
    const priceLog = await auditOf(prisma, 'ProductPrice', price.id);
    expect(priceLog.map((e) => [e.action, e.actorId, e.data])).toEqual([
      [
        'productPrice.update',
        admin.user.id,
        {
          before: { productName: 'VPN-TWELVE-MONTHS', country: 'FR', amountCents: 4199, currency: 'EUR' },
          after: { productName: 'VPN-TWELVE-MONTHS', country: 'FR', amountCents: 4444, currency: 'EUR' },
        },
      ],
      [
        'productPrice.update',
        admin.user.id,
        {
          before: { productName: 'VPN-TWELVE-MONTHS', country: 'FR', amountCents: 4444, currency: 'EUR' },
          after: { productName: 'VPN-TWELVE-MONTHS', country: 'FR', amountCents: 4199, currency: 'EUR' },
        },
      ],
    ]);
    const boxLog = await auditOf(prisma, 'Product', box);
    expect(boxLog.slice(-2).map((e) => [e.action, e.data])).toEqual([
      [
        'product.update',
        {
          before: { name: 'VPNBOX-SIX-MONTHS-HW', stock: expect.any(Number), active: true },
          after: { name: 'VPNBOX-SIX-MONTHS-HW', stock: expect.any(Number), active: false },
        },
      ],
      [
        'product.update',
        {
          before: { name: 'VPNBOX-SIX-MONTHS-HW', stock: expect.any(Number), active: false },
          after: { name: 'VPNBOX-SIX-MONTHS-HW', stock: expect.any(Number), active: true },
        },
      ],
    ]);
    const byAction = async (action: string) =>
      prisma.auditLog.findMany({ where: { action, actorId: admin.user.id }, orderBy: { createdAt: 'asc' } });
    expect((await byAction('productExclusion.create')).map((e) => e.data)).toContainEqual({
      before: null,
      after: { country: 'FR', productType: 'COUPON' },
    });
    expect((await byAction('productExclusion.delete')).map((e) => e.data)).toContainEqual({
      before: { country: 'FR', productType: 'COUPON' },
      after: null,
    });
    expect((await byAction('shipmentCountry.create')).map((e) => e.data)).toContainEqual({
      before: null,
      after: { code: 'LU', description: 'Luxembourg' },
    });
    expect((await byAction('shipmentCountry.delete')).map((e) => e.data)).toContainEqual({
      before: { code: 'LU', description: 'Luxembourg' },
      after: null,
    });
    // Setting what is already there is no change, and not logged.
    const entries = await prisma.auditLog.count({ where: { actorId: admin.user.id } });
    await put({ prices: [{ productId: id, country: 'FR', amountCents: 4199, currency: 'EUR' }] }).expect(200);
    expect(await prisma.auditLog.count({ where: { actorId: admin.user.id } })).toBe(entries);
  });
});
