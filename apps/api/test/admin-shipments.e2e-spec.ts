import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import type { ShipmentStatus } from '../src/generated/prisma/enums';
import { auditOf, newAdmin } from './admin-helpers';
import { mailsTo } from './factories';
import { decideOnSandbox, newShippingAddress, newShopper, placeOrder, type Shopper } from './payment-support';
import { bearer, http } from './support-helpers';
import { createTestApp } from './test-app';

// Issue 23: the back office's shipments. A box bought with the sandbox, marked shipped (once, however
// many clicks), delivered, returned; what the customer sees of it; the audit log; what is refused.

let app: NestFastifyApplication;
let prisma: PrismaService;
let admin: Awaited<ReturnType<typeof newAdmin>>;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  admin = await newAdmin(app);
});
afterAll(() => app.close());

const list = (query: Record<string, string | number>) =>
  http(app).get('/api/Admin/Shipments').query(query).set(bearer(admin.token));
const post = (move: 'MarkShipped' | 'MarkDelivered' | 'MarkReturned', body: Record<string, unknown>) =>
  http(app).post(`/api/Admin/Shipments/${move}`).set(bearer(admin.token)).send(body);
const as = (shopper: Shopper) => bearer(shopper.token);

/** A customer in `language` who bought a 12-month VPN box with the sandbox: answers them and the shipment's id. */
async function boxBought(language = 'en') {
  const shopper = await newShopper(app);
  const user = await prisma.user.update({ where: { id: shopper.userId }, data: { language } });
  const addressId = await newShippingAddress(app, shopper.userId, 'DE');
  const placed = await placeOrder(app, shopper, {
    items: [{ productName: 'VPNBOX-TWELVE-MONTHS-HW', quantity: 1 }],
    addressId,
    provider: 'sandbox',
  });
  await decideOnSandbox(app, placed.payUrl, 'pay');
  const shipment = await prisma.shipment.findUniqueOrThrow({ where: { orderId: placed.orderId } });
  return { shopper, user, purchaseId: placed.purchaseId, shipmentId: shipment.id };
}

/** A paid order of `userId` with a shipment in `status`, written straight into the database (for the list). */
async function insertShipment(userId: string, paidAt: Date, status: ShipmentStatus = 'PENDING') {
  const product = await prisma.product.findUniqueOrThrow({ where: { name: 'VPNBOX-TWELVE-MONTHS-HW' } });
  const order = await prisma.order.create({
    data: {
      purchaseId: `P-${randomBytes(12).toString('base64url')}`,
      userId,
      status: 'PAID',
      paidAt,
      provider: 'SANDBOX',
      currency: 'EUR',
      subtotalCents: 10999,
      totalCents: 10999,
      country: 'IT',
      idempotencyKey: randomUUID(),
      shippingAddress: {
        name: 'Anna',
        surname: 'Rossi',
        street: 'Via Roma 1',
        city: 'Roma',
        zip: '00100',
        country: 'IT',
      },
      items: { create: { productId: product.id, productName: product.name, quantity: 1, unitPriceCents: 10999 } },
      shipment: { create: { status } },
    },
    select: { purchaseId: true, shipment: { select: { id: true } } },
  });
  return { purchaseId: order.purchaseId, shipmentId: order.shipment!.id };
}

describe('GET /api/Admin/Shipments', () => {
  it('lists the boxes waiting to be sent, oldest paid first, with the customer, the address and the items', async () => {
    const shopper = await newShopper(app);
    const customer = await prisma.user.findUniqueOrThrow({ where: { id: shopper.userId } });
    const day = 86_400_000;
    const now = Date.now();
    const newest = await insertShipment(customer.id, new Date(now - day));
    const oldest = await insertShipment(customer.id, new Date(now - 3 * day));
    const middle = await insertShipment(customer.id, new Date(now - 2 * day));
    const sent = await insertShipment(customer.id, new Date(now - 4 * day), 'SHIPPED');

    const pending = await list({ q: customer.email }).expect(200);
    expect(pending.body.total).toBe(3);
    expect(pending.body.items.map((s: { id: string }) => s.id)).toEqual([
      oldest.shipmentId,
      middle.shipmentId,
      newest.shipmentId,
    ]);
    expect(pending.body.items[0]).toMatchObject({
      status: 'pending',
      purchaseId: oldest.purchaseId,
      paidAt: new Date(now - 3 * day).toISOString(),
      customer: { id: customer.id, name: `${customer.name} ${customer.surname}`, email: customer.email },
      address: { name: 'Anna', surname: 'Rossi', street: 'Via Roma 1', city: 'Roma', zip: '00100', country: 'IT' },
      items: [{ productName: 'VPNBOX-TWELVE-MONTHS-HW', quantity: 1 }],
      carrier: null,
      trackingNumber: null,
      trackingUrl: null,
      shippedAt: null,
    });

    const newestFirst = await list({ q: customer.email, sort: '-paidAt' }).expect(200);
    expect(newestFirst.body.items.map((s: { id: string }) => s.id)).toEqual([
      newest.shipmentId,
      middle.shipmentId,
      oldest.shipmentId,
    ]);
    const paged = await list({ q: customer.email, page: 2, pageSize: 2 }).expect(200);
    expect(paged.body).toMatchObject({ total: 3, items: [{ id: newest.shipmentId }] });
    const shipped = await list({ q: customer.email, status: 'shipped' }).expect(200);
    expect(shipped.body).toMatchObject({ total: 1, items: [{ id: sent.shipmentId, status: 'shipped' }] });
    const all = await list({ q: customer.email, status: 'all' }).expect(200);
    expect(all.body.total).toBe(4);
    const byPurchase = await list({ q: middle.purchaseId.toLowerCase() }).expect(200);
    expect(byPurchase.body).toMatchObject({ total: 1, items: [{ id: middle.shipmentId }] });
  });

  it('refuses a status, a sort or a page it does not know (400)', async () => {
    const refused: Record<string, string | number>[] = [
      { status: 'lost' },
      { sort: 'email' },
      { pageSize: 0 },
      { pageSize: 101 },
      { q: 'x'.repeat(101) },
    ];
    for (const query of refused) {
      const res = await list(query).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('POST /api/Admin/Shipments/MarkShipped', () => {
  it('sends a bought box once under ten clicks at once: one mail in Italian with the tracking link, one audit entry', async () => {
    const bought = await boxBought('it');
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('MarkShipped', { shipmentId: bought.shipmentId, carrier: 'dhl', trackingNumber: 'JD01 4600 0062 81' }),
      ),
    );
    const statuses = clicks.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of clicks.filter((res) => res.status === 409))
      expect(refused.body.code).toBe('SHIPMENT_NOT_PENDING');
    const link = 'https://www.dhl.com/global-en/home/tracking/tracking-parcel.html?submit=1&tracking-id=JD014600006281';
    const answer = clicks.find((res) => res.status === 200)!.body;
    expect(answer).toMatchObject({
      id: bought.shipmentId,
      status: 'shipped',
      carrier: 'DHL',
      trackingNumber: 'JD014600006281',
      trackingUrl: link,
      purchaseId: bought.purchaseId,
      deliveredAt: null,
    });
    expect(Date.now() - Date.parse(answer.shippedAt)).toBeLessThan(60_000);

    const mails = await mailsTo(prisma, bought.user.email, 'box-shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ language: 'it', userId: bought.user.id });
    expect(mails[0].subject).toContain('Il tuo box NOVA è in viaggio');
    expect(mails[0].text).toContain('JD014600006281');
    expect(mails[0].text).toContain(link);
    expect(mails[0].html).toContain(link.replace('&', '&amp;'));

    const audit = await auditOf(prisma, 'Shipment', bought.shipmentId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.user.id,
      action: 'shipment.markShipped',
      data: {
        before: {
          purchaseId: bought.purchaseId,
          status: 'PENDING',
          carrier: null,
          trackingNumber: null,
          shippedAt: null,
        },
        after: {
          purchaseId: bought.purchaseId,
          status: 'SHIPPED',
          carrier: 'DHL',
          trackingNumber: 'JD014600006281',
          shippedAt: answer.shippedAt,
        },
      },
    });
  });

  it('shows the customer the box shipped with carrier and tracking link: on the order, on the box and on the home', async () => {
    const bought = await boxBought();
    await post('MarkShipped', {
      shipmentId: bought.shipmentId,
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    }).expect(200);
    const tracking = {
      status: 'shipped',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      deliveredAt: null,
    };

    const orders = await http(app).get('/api/Payment/Orders').set(as(bought.shopper)).expect(200);
    expect(orders.body.items[0].shipment).toMatchObject({ ...tracking, address: { country: 'DE' } });
    const order = await http(app)
      .get('/api/Payment/Order')
      .query({ purchaseId: bought.purchaseId })
      .set(as(bought.shopper))
      .expect(200);
    expect(order.body.shipment).toEqual(orders.body.items[0].shipment);
    const boxes = await http(app).get('/api/VpnBox').set(as(bought.shopper)).expect(200);
    expect(boxes.body.items[0].shipment).toEqual({ ...tracking, shippedAt: order.body.shipment.shippedAt });
    const home = await http(app).get('/api/User/Overview').set(as(bought.shopper)).expect(200);
    expect(home.body.ordersInFlight).toEqual([
      expect.objectContaining({
        purchaseId: bought.purchaseId,
        stage: 'shipped',
        shipment: { ...tracking, shippedAt: order.body.shipment.shippedAt },
      }),
    ]);

    // Delivered: the box stays on the order and the box, and leaves the home's orders on their way.
    await post('MarkDelivered', { shipmentId: bought.shipmentId }).expect(200);
    const afterwards = await http(app).get('/api/User/Overview').set(as(bought.shopper)).expect(200);
    expect(afterwards.body.ordersInFlight).toEqual([]);
    const box = await http(app).get('/api/VpnBox').set(as(bought.shopper)).expect(200);
    expect(box.body.items[0].shipment).toMatchObject({ status: 'delivered', trackingNumber: '1Z999AA10123456784' });
  });

  it('keeps an unknown carrier as typed, without a link: the mail points to the orders page', async () => {
    const bought = await boxBought('de');
    const res = await post('MarkShipped', {
      shipmentId: bought.shipmentId,
      carrier: '  Kurier   Müller ',
      trackingNumber: 'KM-2026-0042',
    }).expect(200);
    expect(res.body).toMatchObject({ carrier: 'Kurier Müller', trackingNumber: 'KM-2026-0042', trackingUrl: null });
    const [mail] = await mailsTo(prisma, bought.user.email, 'box-shipped');
    expect(mail.language).toBe('de');
    expect(mail.text).toContain('Kurier Müller');
    expect(mail.text).toContain('KM-2026-0042');
    expect(mail.text).toContain('/dashboard/orders');

    // On the home while on its way: 30 days at most, as no parcel travels longer (unless marked delivered).
    const home = async () =>
      (await http(app).get('/api/User/Overview').set(as(bought.shopper)).expect(200)).body.ordersInFlight;
    expect(await home()).toEqual([
      expect.objectContaining({
        stage: 'shipped',
        shipment: expect.objectContaining({ carrier: 'Kurier Müller', trackingUrl: null }),
      }),
    ]);
    await prisma.shipment.update({
      where: { id: bought.shipmentId },
      data: { shippedAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    expect(await home()).toEqual([]);
  });

  it('refuses what is not a carrier or a tracking number (400), an unknown shipment (404), a cancelled one (409)', async () => {
    const bought = await boxBought();
    const bad = [
      {},
      { shipmentId: 'not-a-uuid', carrier: 'DHL', trackingNumber: 'JD0146000062' },
      { shipmentId: bought.shipmentId, trackingNumber: 'JD0146000062' },
      { shipmentId: bought.shipmentId, carrier: 'DHL' },
      { shipmentId: bought.shipmentId, carrier: '   ', trackingNumber: 'JD0146000062' },
      { shipmentId: bought.shipmentId, carrier: 'D', trackingNumber: 'JD0146000062' },
      { shipmentId: bought.shipmentId, carrier: 'x'.repeat(41), trackingNumber: 'JD0146000062' },
      { shipmentId: bought.shipmentId, carrier: '<script>', trackingNumber: 'JD0146000062' },
      { shipmentId: bought.shipmentId, carrier: 'DHL', trackingNumber: 'JD1' },
      { shipmentId: bought.shipmentId, carrier: 'DHL', trackingNumber: 'JD0146<b>0062' },
      { shipmentId: bought.shipmentId, carrier: 'DHL', trackingNumber: '1'.repeat(41) },
      { shipmentId: bought.shipmentId, carrier: 42, trackingNumber: 'JD0146000062' },
    ];
    for (const body of bad) {
      const res = await post('MarkShipped', body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    const fields = (await post('MarkShipped', { shipmentId: bought.shipmentId, carrier: 'D', trackingNumber: 'x' }))
      .body.fields;
    expect(Object.keys(fields).sort()).toEqual(['carrier', 'trackingNumber']);
    expect(await prisma.shipment.findUniqueOrThrow({ where: { id: bought.shipmentId } })).toMatchObject({
      status: 'PENDING',
      carrier: null,
    });

    const unknown = await post('MarkShipped', {
      shipmentId: randomUUID(),
      carrier: 'DHL',
      trackingNumber: 'JD0146000062',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('SHIPMENT_NOT_FOUND');

    const cancelled = await insertShipment(bought.user.id, new Date(), 'CANCELLED');
    const refused = await post('MarkShipped', {
      shipmentId: cancelled.shipmentId,
      carrier: 'DHL',
      trackingNumber: 'JD0146000062',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SHIPMENT_NOT_PENDING');
    expect(await auditOf(prisma, 'Shipment', cancelled.shipmentId)).toEqual([]);
    expect(await mailsTo(prisma, bought.user.email, 'box-shipped')).toEqual([]);
  });
});

describe('MarkDelivered and MarkReturned', () => {
  it('moves a shipment shipped, delivered, returned, each once, audited with before and after', async () => {
    const bought = await boxBought();
    const id = { shipmentId: bought.shipmentId };
    const early = await post('MarkDelivered', id).expect(409);
    expect(early.body.code).toBe('SHIPMENT_NOT_SHIPPED');
    expect((await post('MarkReturned', id).expect(409)).body.code).toBe('SHIPMENT_NOT_SENT');

    const shipped = await post('MarkShipped', { ...id, carrier: 'GLS', trackingNumber: '12345678901' }).expect(200);
    const delivered = await post('MarkDelivered', id).expect(200);
    expect(delivered.body).toMatchObject({
      status: 'delivered',
      carrier: 'GLS',
      trackingNumber: '12345678901',
      shippedAt: shipped.body.shippedAt,
    });
    expect(Date.parse(delivered.body.deliveredAt)).toBeGreaterThanOrEqual(Date.parse(shipped.body.shippedAt));
    expect((await post('MarkDelivered', id).expect(409)).body.code).toBe('SHIPMENT_NOT_SHIPPED');
    expect(
      (await post('MarkShipped', { ...id, carrier: 'DHL', trackingNumber: '99999999' }).expect(409)).body.code,
    ).toBe('SHIPMENT_NOT_PENDING');

    const returned = await post('MarkReturned', id).expect(200);
    expect(returned.body).toMatchObject({
      status: 'returned',
      deliveredAt: delivered.body.deliveredAt,
      carrier: 'GLS',
    });
    expect((await post('MarkReturned', id).expect(409)).body.code).toBe('SHIPMENT_NOT_SENT');
    expect((await post('MarkDelivered', id).expect(409)).body.code).toBe('SHIPMENT_NOT_SHIPPED');

    const audit = await auditOf(prisma, 'Shipment', bought.shipmentId);
    expect(audit.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['shipment.markShipped', admin.user.id],
      ['shipment.markDelivered', admin.user.id],
      ['shipment.markReturned', admin.user.id],
    ]);
    expect(audit[1].data).toMatchObject({
      before: { status: 'SHIPPED', deliveredAt: null },
      after: { status: 'DELIVERED', deliveredAt: delivered.body.deliveredAt },
    });
    expect(audit[2].data).toMatchObject({ before: { status: 'DELIVERED' }, after: { status: 'RETURNED' } });
    // The customer was told once, when it left.
    expect(await mailsTo(prisma, bought.user.email, 'box-shipped')).toHaveLength(1);
    const order = await http(app).get('/api/Payment/Orders').set(as(bought.shopper)).expect(200);
    expect(order.body.items[0].shipment.status).toBe('returned');
  });

  it('returns a parcel that never arrived, straight from shipped', async () => {
    const bought = await boxBought();
    await post('MarkShipped', {
      shipmentId: bought.shipmentId,
      carrier: 'DPD',
      trackingNumber: '01234567890123',
    }).expect(200);
    const res = await post('MarkReturned', { shipmentId: bought.shipmentId }).expect(200);
    expect(res.body).toMatchObject({ status: 'returned', deliveredAt: null });
  });

  it('refuses a missing or malformed id (400) and an unknown one (404)', async () => {
    for (const move of ['MarkDelivered', 'MarkReturned'] as const) {
      expect((await post(move, {}).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await post(move, { shipmentId: 'abc' }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await post(move, { shipmentId: randomUUID() }).expect(404)).body.code).toBe('SHIPMENT_NOT_FOUND');
    }
  });
});
