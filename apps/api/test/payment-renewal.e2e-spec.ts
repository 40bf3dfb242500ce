import type { INestApplication } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { addMonths } from '../src/vpn/months';
import { VpnPassService } from '../src/vpn/vpn-pass.service';
import { decideOnSandbox, newShopper, placeOrder, type Shopper } from './payment-support';
import { http } from './player-support';
import { createTestApp } from './test-app';

const DAY = 86_400_000;

// Renewing by hand (issue 21): Pay with a VPN pass product whose target names one of my passes or
// boxes, paid on the sandbox page; fulfilment moves the end by the period and keeps what the
// customer's devices are configured with.

describe('renewing a pass or a box subscription by hand', () => {
  let app: INestApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback' }));
  });
  afterAll(async () => {
    await app.close();
  });

  const bearer = (s: Shopper) => ({ Authorization: `Bearer ${s.token}` });

  const pay = (payUrl: string) => decideOnSandbox(app, payUrl);

  const passOf = (shopper: Shopper, passId: string) =>
    http(app)
      .get('/api/VpnPeer/GetPass')
      .set(bearer(shopper))
      .expect(200)
      .then((res) =>
        (res.body.items as { id: string; code: string; endsAt: string; peers: { publicKey: string }[] }[]).find(
          (p) => p.id === passId,
        ),
      );

  /** A pass of the shopper ending at `endsAt`, with its peers, as fulfilment makes one. */
  async function passEnding(shopper: Shopper, endsAt: Date) {
    const created = await app.get(VpnPassService).create({
      userId: shopper.userId,
      durationMonths: 1,
      locations: [],
      startsAt: new Date(endsAt.getTime() - 30 * DAY),
    });
    await prisma.vpnPass.update({ where: { id: created.id }, data: { endsAt } });
    return created;
  }

  /** A box of the shopper whose one month of subscription ends at `endsAt`. */
  const boxEnding = (shopper: Shopper, endsAt: Date) =>
    prisma.vpnBox.create({
      data: {
        serial: `TEST-${randomUUID()}`,
        userId: shopper.userId,
        pairedAt: new Date(),
        subscriptions: { create: { durationMonths: 1, startsAt: new Date(endsAt.getTime() - 30 * DAY), endsAt } },
      },
    });

  it('extends my pass from its end by exactly the period, keeping its code and every peer key, with an invoice', async () => {
    const buyer = await newShopper(app);
    const endsAt = new Date(Date.now() + 10 * DAY);
    const pass = await passEnding(buyer, endsAt);
    const keys = pass.peers.map((p) => p.publicKey).sort();
    expect(keys.length).toBeGreaterThan(0);
    const item = { productName: 'VPN-TWELVE-MONTHS', quantity: 1, target: { passId: pass.id } };

    const summary = await http(app)
      .post('/api/Payment/Summary')
      .set(bearer(buyer))
      .send({ items: [item] })
      .expect(200);
    expect(summary.body).toMatchObject({
      productIsPurchasable: true,
      priceShipVpnBox: 0,
      startAt: endsAt.toISOString(),
      endAt: addMonths(endsAt, 12).toISOString(),
    });
    expect(summary.body.items[0].renews).toEqual({ kind: 'pass', id: pass.id, name: pass.code });

    const placed = await placeOrder(app, buyer, { items: [item], provider: 'sandbox' });
    expect(placed.totalCents).toBe(summary.body.finalPrice);
    // The provider's page and its webhook, delivered again and again: the pass moves once.
    for (let i = 0; i < 3; i++) await pay(placed.payUrl);

    const renewed = await passOf(buyer, pass.id);
    expect(renewed?.code).toBe(pass.code);
    expect(renewed?.endsAt).toBe(addMonths(endsAt, 12).toISOString());
    expect(renewed?.peers.map((p) => p.publicKey).sort()).toEqual(keys);
    expect(await prisma.vpnPass.count({ where: { userId: buyer.userId } })).toBe(1);

    const order = await http(app)
      .get('/api/Payment/Order')
      .query({ purchaseId: placed.purchaseId })
      .set(bearer(buyer))
      .expect(200);
    expect(order.body).toMatchObject({ status: 'paid', shipment: null });
    expect(order.body.invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
    expect(order.body.items[0]).toMatchObject({
      productName: 'VPN-TWELVE-MONTHS',
      renews: { kind: 'pass', id: pass.id, name: pass.code },
    });
    const orders = await http(app).get('/api/Payment/Orders').set(bearer(buyer)).expect(200);
    expect(orders.body.items[0].items[0].renews).toMatchObject({ kind: 'pass', name: pass.code });
  });

  it('starts an ended pass again from now, with its code and the peers it still has', async () => {
    const buyer = await newShopper(app);
    const pass = await passEnding(buyer, new Date(Date.now() - 5 * DAY));
    // An ended pass lists no peers; they are kept for 30 days after its end (the peer release job).
    const keys = (await prisma.vpnPeer.findMany({ where: { passId: pass.id } })).map((p) => p.publicKey).sort();
    expect(keys.length).toBeGreaterThan(0);
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1, target: { passId: pass.id } }],
      provider: 'sandbox',
    });
    const before = Date.now();
    await pay(placed.payUrl);
    const after = Date.now();
    const renewed = await prisma.vpnPass.findUniqueOrThrow({
      where: { id: pass.id },
      select: { code: true, endsAt: true, peers: { select: { publicKey: true } } },
    });
    expect(renewed.code).toBe(pass.code);
    expect(renewed.endsAt.getTime()).toBeGreaterThanOrEqual(addMonths(new Date(before), 1).getTime());
    expect(renewed.endsAt.getTime()).toBeLessThanOrEqual(addMonths(new Date(after), 1).getTime());
    expect(renewed.peers.map((p) => p.publicKey).sort()).toEqual(keys);
    const item = await prisma.orderItem.findFirstOrThrow({ where: { orderId: placed.orderId } });
    expect(item.periodEndsAt?.toISOString()).toBe(renewed.endsAt.toISOString());
  });

  it("renews a box's subscription priced as a pass, without hardware or shipping, from the end of its last period", async () => {
    const buyer = await newShopper(app);
    const endsAt = new Date(Date.now() + 20 * DAY);
    const box = await boxEnding(buyer, endsAt);
    const stock = await prisma.product.findMany({ where: { type: 'VPN_BOX_HW' }, select: { id: true, stock: true } });
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-THREE-MONTHS', quantity: 1, target: { boxId: box.id } }],
      provider: 'sandbox',
    });
    const price = await prisma.order.findUniqueOrThrow({ where: { id: placed.orderId } });
    expect(price.shippingCents).toBe(0);
    await pay(placed.payUrl);

    const boxes = await http(app).get('/api/VpnBox').set(bearer(buyer)).expect(200);
    expect(boxes.body.items[0]).toMatchObject({ id: box.id, endsAt: addMonths(endsAt, 3).toISOString() });
    expect(boxes.body.items[0].subscriptions).toHaveLength(2);
    const order = await http(app)
      .get('/api/Payment/Order')
      .query({ purchaseId: placed.purchaseId })
      .set(bearer(buyer))
      .expect(200);
    expect(order.body).toMatchObject({ status: 'paid', shipment: null });
    expect(order.body.items[0].renews).toEqual({ kind: 'box', id: box.id, name: box.serial });
    expect(await prisma.product.findMany({ where: { type: 'VPN_BOX_HW' }, select: { id: true, stock: true } })).toEqual(
      stock,
    );
  });

  it('a refunded renewal takes back exactly its period: the pass ends where it did, the box loses the period it had not begun', async () => {
    const buyer = await newShopper(app);
    const endsAt = new Date(Date.now() + 10 * DAY);
    const pass = await passEnding(buyer, endsAt);
    const box = await boxEnding(buyer, endsAt);
    const placed = await placeOrder(app, buyer, {
      items: [
        { productName: 'VPN-ONE-MONTH', quantity: 1, target: { passId: pass.id } },
        { productName: 'VPN-THREE-MONTHS', quantity: 1, target: { boxId: box.id } },
      ],
      provider: 'sandbox',
    });
    await pay(placed.payUrl);
    expect((await prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } })).endsAt).toEqual(addMonths(endsAt, 1));

    const admin = await newShopper(app);
    await prisma.user.update({ where: { id: admin.userId }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
    await http(app).post('/api/Payment/Refund').set(bearer(admin)).send({ purchaseId: placed.purchaseId }).expect(200);

    const after = await prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id }, include: { peers: true } });
    expect(after.endsAt).toEqual(endsAt);
    expect(after.code).toBe(pass.code);
    expect(after.peers.map((p) => p.publicKey).sort()).toEqual(pass.peers.map((p) => p.publicKey).sort());
    const boxes = await http(app).get('/api/VpnBox').set(bearer(buyer)).expect(200);
    expect(boxes.body.items[0]).toMatchObject({ id: box.id, endsAt: endsAt.toISOString() });
    expect(boxes.body.items[0].subscriptions).toHaveLength(1);
  });

  it('a refunded purchase keeps the renewals bought after it (from now), and a box period refunded leaves no gap', async () => {
    const buyer = await newShopper(app);
    const admin = await newShopper(app);
    await prisma.user.update({ where: { id: admin.userId }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
    const refund = (purchaseId: string) =>
      http(app).post('/api/Payment/Refund').set(bearer(admin)).send({ purchaseId }).expect(200);

    const bought = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider: 'sandbox',
    });
    await pay(bought.payUrl);
    const pass = await prisma.vpnPass.findFirstOrThrow({ where: { userId: buyer.userId } });
    const renewal = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-THREE-MONTHS', quantity: 1, target: { passId: pass.id } }],
      provider: 'sandbox',
    });
    await pay(renewal.payUrl);
    const before = Date.now();
    await refund(bought.purchaseId);
    const after = Date.now();
    // The first month's rest goes; the three months bought after it stay, from now.
    const kept = await prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id }, include: { peers: true } });
    const item = await prisma.orderItem.findFirstOrThrow({ where: { orderId: renewal.orderId } });
    const threeMonths = (item.periodEndsAt?.getTime() ?? 0) - (item.periodStartsAt?.getTime() ?? 0);
    expect(kept.endsAt.getTime()).toBeGreaterThanOrEqual(before + threeMonths - 1000);
    expect(kept.endsAt.getTime()).toBeLessThanOrEqual(after + threeMonths + 1000);
    expect(kept.peers.length).toBeGreaterThan(0);
    await refund(renewal.purchaseId);
    const ended = await prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id }, include: { peers: true } });
    expect(ended.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(ended.peers).toEqual([]);

    // A box renewed twice; the first renewal refunded: the second moves up to where the first began.
    const endsAt = new Date(Date.now() + 10 * DAY);
    const box = await boxEnding(buyer, endsAt);
    const renewBox = async (productName: string) => {
      const placed = await placeOrder(app, buyer, {
        items: [{ productName, quantity: 1, target: { boxId: box.id } }],
        provider: 'sandbox',
      });
      await pay(placed.payUrl);
      return placed;
    };
    const first = await renewBox('VPN-THREE-MONTHS');
    await renewBox('VPN-ONE-MONTH');
    await refund(first.purchaseId);
    const periods = await prisma.boxSubscription.findMany({ where: { boxId: box.id }, orderBy: { startsAt: 'asc' } });
    expect(periods).toHaveLength(2);
    expect(periods[1].startsAt).toEqual(endsAt);
    // It keeps its own length: the month it was bought as, from the end of the first renewal.
    const firstEnd = addMonths(endsAt, 3);
    const secondLength = addMonths(firstEnd, 1).getTime() - firstEnd.getTime();
    expect(periods[1].endsAt.getTime()).toBe(endsAt.getTime() + secondLength);
  });

  it('a box that changed hands before the renewal was paid is not renewed: the item is refunded', async () => {
    const buyer = await newShopper(app);
    const other = await newShopper(app);
    const endsAt = new Date(Date.now() + 10 * DAY);
    const box = await boxEnding(buyer, endsAt);
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1, target: { boxId: box.id } }],
      provider: 'sandbox',
    });
    await prisma.vpnBox.update({ where: { id: box.id }, data: { userId: other.userId } });
    await pay(placed.payUrl);
    expect(await prisma.boxSubscription.count({ where: { boxId: box.id } })).toBe(1);
    const order = await http(app)
      .get('/api/Payment/Order')
      .query({ purchaseId: placed.purchaseId })
      .set(bearer(buyer))
      .expect(200);
    expect(order.body.status).toBe('refunded');
    expect(order.body.items[0].refunded).toBe(true);
  });

  it("refuses another account's pass or box as not found, and a renewal that is not one pass product", async () => {
    const owner = await newShopper(app);
    const stranger = await newShopper(app);
    const pass = await passEnding(owner, new Date(Date.now() + 3 * DAY));
    const box = await prisma.vpnBox.create({ data: { serial: `TEST-${randomUUID()}`, userId: owner.userId } });
    const payWith = (shopper: Shopper, item: Record<string, unknown>) =>
      http(app)
        .post('/api/Payment/Pay')
        .set(bearer(shopper))
        .send({ items: [item], provider: 'sandbox' });

    const theirPass = await payWith(stranger, {
      productName: 'VPN-ONE-MONTH',
      quantity: 1,
      target: { passId: pass.id },
    });
    expect(theirPass.status).toBe(404);
    expect(theirPass.body.code).toBe('PASS_NOT_FOUND');
    const theirBox = await payWith(stranger, { productName: 'VPN-ONE-MONTH', quantity: 1, target: { boxId: box.id } });
    expect(theirBox.status).toBe(404);
    expect(theirBox.body.code).toBe('BOX_NOT_FOUND');
    const unknown = await payWith(owner, {
      productName: 'VPN-ONE-MONTH',
      quantity: 1,
      target: { passId: randomUUID() },
    });
    expect(unknown.body.code).toBe('PASS_NOT_FOUND');

    const hardware = await payWith(owner, {
      productName: 'VPNBOX-TWELVE-MONTHS-HW',
      quantity: 1,
      target: { boxId: box.id },
    });
    expect(hardware.status).toBe(409);
    expect(hardware.body.code).toBe('RENEWAL_NOT_POSSIBLE');
    const both = await http(app)
      .post('/api/Payment/Pay')
      .set(bearer(owner))
      .send({
        items: [
          { productName: 'VPN-ONE-MONTH', quantity: 1, target: { passId: pass.id } },
          { productName: 'VPN-THREE-MONTHS', quantity: 1, target: { passId: pass.id } },
        ],
        provider: 'sandbox',
      });
    expect(both.status).toBe(409);
    expect(both.body.code).toBe('RENEWAL_NOT_POSSIBLE');
    const twice = await payWith(owner, { productName: 'VPN-ONE-MONTH', quantity: 2, target: { passId: pass.id } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('QUANTITY_LIMIT');

    for (const target of [
      null,
      { passId: 'not-a-uuid' },
      { passId: pass.id, boxId: box.id },
      { deviceId: pass.id },
      [pass.id],
      {},
    ]) {
      const res = await payWith(owner, { productName: 'VPN-ONE-MONTH', quantity: 1, target });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await prisma.order.count({ where: { userId: { in: [owner.userId, stranger.userId] } } })).toBe(0);
  });
});
