import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { auditOf, newAdmin } from './admin-helpers';
import { decideOnSandbox, newShopper, placeOrder, type Shopper } from './payment-support';
import { newIp } from './player-support';
import { bearer, http } from './support-helpers';
import { createTestApp } from './test-app';

// Issue 23, discount codes: created, changed and ended early through /api/Admin, applied by
// checkout as it applies any code, never used more often than maxUses however many pay at once,
// and every change in the audit log.

describe('/api/Admin/DiscountCodes', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  let admin: { user: { id: string }; token: string };
  let shopper: Shopper;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false', TRUST_PROXY: 'loopback' }));
    admin = await newAdmin(app);
    shopper = await newShopper(app);
  });
  afterAll(() => app.close());

  const newCode = () => `ADM${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const hour = 3_600_000;
  const window = (fromHours = -1, toHours = 24) => ({
    startsAt: new Date(Date.now() + fromHours * hour).toISOString(),
    endsAt: new Date(Date.now() + toHours * hour).toISOString(),
  });
  const create = (body: Record<string, unknown>) =>
    http(app).post('/api/Admin/DiscountCodes').set(bearer(admin.token)).send(body);
  const change = (body: Record<string, unknown>) =>
    http(app).put('/api/Admin/DiscountCodes').set(bearer(admin.token)).send(body);
  const summary = (who: Shopper, code: string) =>
    http(app)
      .post('/api/Payment/Summary')
      .set(bearer(who.token))
      .set('X-Forwarded-For', newIp())
      .send({ items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code });

  it('creates a code that the checkout Summary applies at once', async () => {
    const code = newCode();
    const res = await create({
      code: code.toLowerCase(),
      percentOff: 20,
      productTypes: ['VPN-PASS'],
      maxUses: 5,
      description: ' Spring campaign ',
      ...window(),
    }).expect(201);
    expect(res.body).toMatchObject({
      code,
      percentOff: 20,
      amountOffCents: null,
      currency: null,
      productTypes: ['VPN-PASS'],
      maxUses: 5,
      maxItems: null,
      usedCount: 0,
      active: true,
      state: 'live',
      description: 'Spring campaign',
    });
    const priced = await summary(shopper, code).expect(200);
    expect(priced.body).toMatchObject({ discount: true, priceValue: 499, discountValue: 100, finalPrice: 399 });

    // A fixed amount in the buyer's currency, for players only: no discount on a VPN pass.
    const fixed = newCode();
    await create({
      code: fixed,
      amountOffCents: 300,
      currency: 'eur',
      productTypes: ['VIDEO-PLAYER'],
      ...window(),
    }).expect(201);
    expect((await summary(shopper, fixed).expect(200)).body.reason).toBe('DISCOUNT_NOT_APPLICABLE');
  });

  it('refuses values the server would not take, naming the field; a taken code is 409', async () => {
    const bad = await create({
      code: 'x',
      percentOff: 120,
      productTypes: ['SHIP'],
      startsAt: 'soon',
      endsAt: '2026-01-01',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['code', 'percentOff', 'productTypes', 'startsAt']);

    const rules = await create({ code: newCode(), percentOff: 10, amountOffCents: 500, ...window(2, 1) });
    expect(rules.status).toBe(400);
    expect(rules.body.fields).toEqual({
      amountOffCents: ['give percentOff or amountOffCents, not both'],
      currency: ['a fixed amount needs its currency'],
      endsAt: ['must be after startsAt'],
    });
    // Dates no shop means (and beyond what PostgreSQL stores): 400, never a 500.
    const far = await create({
      code: newCode(),
      percentOff: 5,
      startsAt: '-271821-04-20T00:00:00Z',
      endsAt: '+275760-09-13T00:00:00Z',
    });
    expect(far.status).toBe(400);
    expect(Object.keys(far.body.fields).sort()).toEqual(['endsAt', 'startsAt']);
    const neither = await create({ code: newCode(), currency: 'EUR', ...window() });
    expect(neither.body.fields).toEqual({
      percentOff: ['give percentOff or amountOffCents'],
      currency: ['a currency goes with a fixed amount only'],
    });

    const code = newCode();
    await create({ code, percentOff: 5, ...window() }).expect(201);
    const again = await create({ code: code.toLowerCase(), percentOff: 50, ...window() });
    expect([again.status, again.body.code]).toEqual([409, 'DISCOUNT_CODE_TAKEN']);
    expect(await prisma.discountCode.count({ where: { code } })).toBe(1);

    const other = await create({ code: newCode(), percentOff: 5, ...window() }).expect(201);
    const renamed = await change({ discountCodeId: other.body.id, code });
    expect([renamed.status, renamed.body.code]).toEqual([409, 'DISCOUNT_CODE_TAKEN']);
    const unknown = await change({ discountCodeId: randomUUID(), percentOff: 5 });
    expect([unknown.status, unknown.body.code]).toEqual([404, 'DISCOUNT_CODE_NOT_FOUND']);
  });

  it('stops at its maxUses under 20 concurrent payments, and lists its uses', async () => {
    const code = newCode();
    const created = await create({ code, percentOff: 10, maxUses: 3, ...window() }).expect(201);
    const buyers = await Promise.all(Array.from({ length: 20 }, () => newShopper(app)));
    const answers = await Promise.all(
      buyers.map((buyer) =>
        http(app)
          .post('/api/Payment/Pay')
          .set(bearer(buyer.token))
          .set('X-Forwarded-For', newIp())
          .send({ provider: 'sandbox', items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }], code }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}`))).toEqual(
      new Set(['409 DISCOUNT_USED_UP']),
    );
    const paid = answers.filter((a) => a.status === 200);
    for (const answer of paid) await decideOnSandbox(app, answer.body.payUrl as string, 'pay');

    const list = await http(app)
      .get(`/api/Admin/DiscountCodes?q=${code.slice(0, 8).toLowerCase()}&state=usedUp`)
      .set(bearer(admin.token))
      .expect(200);
    expect(list.body.items.find((c: { code: string }) => c.code === code)).toMatchObject({
      usedCount: 3,
      state: 'usedUp',
    });

    const detail = await http(app)
      .get(`/api/Admin/DiscountCode?discountCodeId=${created.body.id}`)
      .set(bearer(admin.token))
      .expect(200);
    expect(detail.body.usesTotal).toBe(3);
    expect(detail.body.uses.map((u: { purchaseId: string }) => u.purchaseId).sort()).toEqual(
      paid.map((a) => a.body.purchaseId as string).sort(),
    );
    const buyerIds = new Set(buyers.map((b) => b.userId));
    for (const use of detail.body.uses) {
      expect(buyerIds.has(use.customer.id)).toBe(true);
      expect(use).toMatchObject({ orderStatus: 'PAID', discountCents: 50, currency: 'EUR' });
    }
    await prisma.user.deleteMany({ where: { id: { in: buyers.map((b) => b.userId) } } });
  });

  it('raises the limit, ends a code early and switches it off and on, each in the audit log', async () => {
    const code = newCode();
    const { body: created } = await create({ code, percentOff: 15, maxUses: 1, ...window() }).expect(201);
    await placeOrder(app, shopper, {
      items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
      provider: 'sandbox',
      code,
    });
    expect((await summary(shopper, code).expect(200)).body.reason).toBe('DISCOUNT_USED_UP');
    const below = await change({ discountCodeId: created.id, maxUses: 0 });
    expect(below.status).toBe(400);
    await change({ discountCodeId: created.id, maxUses: 2, description: 'More' }).expect(200);
    expect((await summary(shopper, code).expect(200)).body.discount).toBe(true);

    const off = await change({ discountCodeId: created.id, active: false }).expect(200);
    expect(off.body.state).toBe('disabled');
    expect((await summary(shopper, code).expect(200)).body.reason).toBe('DISCOUNT_INVALID');
    await change({ discountCodeId: created.id, active: true }).expect(200);

    const ended = await change({ discountCodeId: created.id, endNow: true }).expect(200);
    expect(ended.body.state).toBe('ended');
    expect(new Date(ended.body.endsAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await summary(shopper, code).expect(200)).body.reason).toBe('DISCOUNT_EXPIRED');
    await change({ discountCodeId: created.id, endNow: true, endsAt: window().endsAt }).expect(400);

    const log = await auditOf(prisma, 'DiscountCode', created.id);
    expect(log.map((e) => [e.action, e.actorId])).toEqual([
      ['discountCode.create', admin.user.id],
      ['discountCode.update', admin.user.id],
      ['discountCode.update', admin.user.id],
      ['discountCode.update', admin.user.id],
      ['discountCode.end', admin.user.id],
    ]);
    const data = log.map((e) => e.data as { before: Record<string, unknown> | null; after: Record<string, unknown> });
    expect(data[0]).toMatchObject({ before: null, after: { code, percentOff: 15, maxUses: 1, active: true } });
    expect(data[1]).toMatchObject({
      before: { maxUses: 1, description: null },
      after: { maxUses: 2, description: 'More' },
    });
    expect([data[2].before?.active, data[2].after.active]).toEqual([true, false]);
    expect(data[4].after.endsAt).toBe(ended.body.endsAt);
    expect(data[4].before?.endsAt).not.toBe(ended.body.endsAt);
  });

  it('lists with a filter, a sort and pages', async () => {
    const tag = randomUUID().slice(0, 6).toUpperCase();
    const codes = [`L${tag}A`, `L${tag}B`, `L${tag}C`];
    await create({ code: codes[0], percentOff: 5, ...window(-2, 1) }).expect(201);
    await create({ code: codes[1], percentOff: 5, ...window(1, 5) }).expect(201);
    await create({ code: codes[2], percentOff: 5, ...window(-2, 3) }).expect(201);
    const get = (query: string) =>
      http(app).get(`/api/Admin/DiscountCodes?q=${tag}&${query}`).set(bearer(admin.token)).expect(200);
    const page1 = await get('sort=endsAt&order=asc&pageSize=2');
    expect([page1.body.total, page1.body.items.map((c: { code: string }) => c.code)]).toEqual([
      3,
      [codes[0], codes[2]],
    ]);
    const page2 = await get('sort=endsAt&order=asc&pageSize=2&page=2');
    expect(page2.body.items.map((c: { code: string }) => c.code)).toEqual([codes[1]]);
    const scheduled = await get('state=scheduled');
    expect(scheduled.body.items.map((c: { code: string; state: string }) => [c.code, c.state])).toEqual([
      [codes[1], 'scheduled'],
    ]);
    expect((await get('state=live&sort=code&order=desc')).body.items.map((c: { code: string }) => c.code)).toEqual([
      codes[2],
      codes[0],
    ]);
    await http(app).get('/api/Admin/DiscountCodes?sort=usedCount;drop').set(bearer(admin.token)).expect(400);
  });
});
