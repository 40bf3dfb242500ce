import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newAdmin } from './admin-helpers';
import { decideOnSandbox, newShippingAddress, newShopper, placeOrder } from './payment-support';
import { bearer, http } from './support-helpers';
import { createTestApp } from './test-app';

// Issue 23, the back office's VPN boxes: serials imported all or nothing, listed by state, and the
// hardware products' stock following the serials in stock through imports and sales alike.

let app: NestFastifyApplication;
let prisma: PrismaService;
let admin: { token: string; user: { id: string } };

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  admin = await newAdmin(app);
});
afterAll(() => app.close());

/** Serials no other test (nor the seed, NOVA-BOX-0001…) has: a random batch tag and a number. */
const newSerials = (count: number): string[] => {
  const batch = randomBytes(4).toString('hex').toUpperCase();
  return Array.from({ length: count }, (_, i) => `NOVA-BOX-${batch}${String(i).padStart(3, '0')}`);
};

const importBoxes = (body: object) => http(app).post('/api/Admin/Boxes').set(bearer(admin.token)).send(body);
const listBoxes = (query: Record<string, string | number>) =>
  http(app).get('/api/Admin/Boxes').set(bearer(admin.token)).query(query).expect(200);

const boxStocks = async () =>
  (await prisma.product.findMany({ where: { type: 'VPN_BOX_HW' }, select: { stock: true } })).map((p) => p.stock);
const inStockCount = () => prisma.vpnBox.count({ where: { soldAt: null, userId: null } });

describe('POST /api/Admin/Boxes', () => {
  it('registers the serials in stock, in capitals, audited, and every hardware product counts them', async () => {
    const serials = newSerials(3);
    const before = await inStockCount();
    const res = await importBoxes({ serials: serials.map((s, i) => (i === 0 ? ` ${s.toLowerCase()} ` : s)) }).expect(
      201,
    );
    expect(res.body).toEqual({ imported: 3, inStock: before + 3 });
    const rows = await prisma.vpnBox.findMany({ where: { serial: { in: serials } }, orderBy: { serial: 'asc' } });
    expect(rows.map((r) => [r.serial, r.soldAt, r.userId])).toEqual(serials.map((s) => [s, null, null]));
    expect(new Set(await boxStocks())).toEqual(new Set([before + 3]));

    const entries = await prisma.auditLog.findMany({ where: { action: 'vpnBox.import', actorId: admin.user.id } });
    const entry = entries.find((e) => JSON.stringify(e.data).includes(serials[0]));
    expect(entry).toMatchObject({ entity: 'VpnBox', entityId: null });
    expect(entry?.data).toEqual({ before: null, after: { serials, count: 3, inStock: before + 3 } });
  });

  it('imports nothing when one serial is listed twice, and names it', async () => {
    const serials = newSerials(4);
    const res = await importBoxes({ serials: [...serials, serials[2].toLowerCase()] }).expect(409);
    expect(res.body).toMatchObject({ code: 'BOX_SERIAL_DUPLICATE', fields: { listedTwice: [serials[2]] } });
    expect(res.body.fields.registered).toBeUndefined();
    expect(res.body.message).toContain(serials[2]);
    expect(await prisma.vpnBox.count({ where: { serial: { in: serials } } })).toBe(0);
  });

  it('imports nothing when one serial is registered already (by the seed or an earlier import), and names it', async () => {
    const [known, ...fresh] = newSerials(5);
    await importBoxes({ serials: [known] }).expect(201);
    const stocks = await boxStocks();
    const audits = await prisma.auditLog.count({ where: { action: 'vpnBox.import' } });
    const res = await importBoxes({ serials: [fresh[0], 'NOVA-BOX-0002', fresh[1], known] }).expect(409);
    expect(res.body).toMatchObject({
      code: 'BOX_SERIAL_DUPLICATE',
      fields: { registered: ['NOVA-BOX-0002', known].sort() },
    });
    expect(await prisma.vpnBox.count({ where: { serial: { in: fresh } } })).toBe(0);
    expect(await boxStocks()).toEqual(stocks);
    expect(await prisma.auditLog.count({ where: { action: 'vpnBox.import' } })).toBe(audits);
  });

  it.each([
    ['no list', {}],
    ['an empty list', { serials: [] }],
    ['a serial of another shape', { serials: ['NOVA-BOX-0001X', 'BOX-12345'] }],
    ['a header row taken for a serial', { serials: ['serial'] }],
    ['a serial too short', { serials: ['NOVA-BOX-123'] }],
    ['not text', { serials: [12345678] }],
    ['more than 1000 serials', { serials: newSerials(1001) }],
  ])('refuses %s with VALIDATION_FAILED, importing nothing', async (_case, body) => {
    const count = await prisma.vpnBox.count();
    const res = await importBoxes(body).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toEqual(['serials']);
    expect(await prisma.vpnBox.count()).toBe(count);
  });
});

describe('GET /api/Admin/Boxes', () => {
  it('lists boxes newest first with their state and owner, by serial or e-mail, by state, a page at a time', async () => {
    const serials = newSerials(3);
    await importBoxes({ serials }).expect(201);
    const owner = await newShopper(app);
    const ownerEmail = (await prisma.user.findUniqueOrThrow({ where: { id: owner.userId } })).email;
    await http(app)
      .post('/api/VpnBox/PairWithAccount')
      .set(bearer(owner.token))
      .send({ serial: serials[1] })
      .expect(200);

    const batch = serials[0].slice(0, -3).toLowerCase();
    const all = await listBoxes({ q: batch });
    expect(all.body.total).toBe(3);
    expect(all.body.inStock).toBe(await inStockCount());
    const bySerial = Object.fromEntries(all.body.items.map((b: { serial: string }) => [b.serial, b]));
    expect(bySerial[serials[0]]).toMatchObject({ status: 'inStock', owner: null, soldAt: null, pairedAt: null });
    // Paired by its owner: in someone's hands, so off the shelf (sold) too.
    expect(bySerial[serials[1]]).toMatchObject({
      status: 'paired',
      owner: { id: owner.userId, email: ownerEmail },
      soldAt: expect.any(String),
      pairedAt: expect.any(String),
    });

    expect(
      (await listBoxes({ q: batch, status: 'paired' })).body.items.map((b: { serial: string }) => b.serial),
    ).toEqual([serials[1]]);
    expect((await listBoxes({ q: batch, status: 'inStock' })).body.total).toBe(2);
    expect(
      (await listBoxes({ q: ownerEmail.toUpperCase() })).body.items.map((b: { serial: string }) => b.serial),
    ).toEqual([serials[1]]);
    const first = await listBoxes({ q: batch, pageSize: 2 });
    const second = await listBoxes({ q: batch, pageSize: 2, page: 2 });
    expect(first.body.items).toHaveLength(2);
    expect(second.body.items).toHaveLength(1);
    expect(new Set([...first.body.items, ...second.body.items].map((b: { serial: string }) => b.serial))).toEqual(
      new Set(serials),
    );

    await http(app).post('/api/VpnBox/UnPair').set(bearer(owner.token)).send({ serial: serials[1] }).expect(200);
    // Unpaired, it stays with its owner (sold), not back in stock.
    expect((await listBoxes({ q: serials[1] })).body.items[0]).toMatchObject({ status: 'sold', owner: null });
    expect(new Set(await boxStocks())).toEqual(new Set([await inStockCount()]));
  });

  it('refuses an unknown state', async () => {
    const res = await http(app).get('/api/Admin/Boxes').set(bearer(admin.token)).query({ status: 'lost' }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });
});

describe('a hardware sale takes a registered box off the shelf', () => {
  it('sends a box that was in stock, and the stock of every hardware product goes down by one', async () => {
    await importBoxes({ serials: newSerials(2) }).expect(201);
    const shelf = new Set(
      (await prisma.vpnBox.findMany({ where: { soldAt: null, userId: null }, select: { serial: true } })).map(
        (b) => b.serial,
      ),
    );
    const buyer = await newShopper(app);
    const addressId = await newShippingAddress(app, buyer.userId, 'DE');
    const placed = await placeOrder(app, buyer, {
      items: [{ productName: 'VPNBOX-SIX-MONTHS-HW', quantity: 1 }],
      addressId,
      provider: 'sandbox',
    });
    await decideOnSandbox(app, placed.payUrl, 'pay');

    const [box] = (await http(app).get('/api/VpnBox').set(bearer(buyer.token)).expect(200)).body.items;
    expect(shelf.has(box.serial)).toBe(true);
    expect((await listBoxes({ q: box.serial })).body.items[0]).toMatchObject({
      status: 'paired',
      owner: { id: buyer.userId },
      soldAt: expect.any(String),
      subscriptionEndsAt: expect.any(String),
    });
    expect(await inStockCount()).toBe(shelf.size - 1);
    expect(new Set(await boxStocks())).toEqual(new Set([shelf.size - 1]));
  });
});
