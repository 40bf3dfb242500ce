import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { auditOf, newAdmin } from './admin-helpers';
import { mailsTo, newDiscountedOrder, newSession, newUserWithPassword, tokenInMail } from './factories';
import { bearer, http, insertItems, insertOrder, insertTicket, newAgent, newCustomer } from './support-helpers';
import { createTestApp } from './test-app';

// The back office's accounts section (issue 23): staff look accounts up, admins change roles, the
// reseller flag and the lock, and send the confirmation mail again. Under npm test the requests
// alternate between two instances, so "refused at once" holds on both.

const PASSWORD = 'correct horse battery';
const CAPTCHA = 'dev-captcha-ok';

let app: NestFastifyApplication;
let prisma: PrismaService;
let admin: Awaited<ReturnType<typeof newAdmin>>;
let supportToken: string;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  admin = await newAdmin(app);
  const agent = await newAgent(prisma);
  ({ token: supportToken } = await newSession(app, agent.id));
});
afterAll(() => app.close());

const USERS = '/api/Support/Staff/Users';
const USER = '/api/Support/Staff/User';
const update = (body: object, token = admin.token) => http(app).put('/api/Admin/User').set(bearer(token)).send(body);
const login = (email: string) =>
  http(app).post('/api/User/Login').send({ email, password: PASSWORD, captchaCode: CAPTCHA });
const me = (token: string) => http(app).get('/api/User/Me').set(bearer(token));

/** A customer with a name no other test uses, who can log in. */
async function namedCustomer() {
  const tag = randomUUID().slice(0, 8);
  const user = await newUserWithPassword(prisma, PASSWORD);
  return prisma.user.update({ where: { id: user.id }, data: { name: `Zelda${tag}`, surname: `Quark${tag}` } });
}

describe('looking accounts up', () => {
  it('finds an account by part of its e-mail or its full name, for support agents and admins', async () => {
    const user = await namedCustomer();
    for (const token of [supportToken, admin.token]) {
      const byMail = await http(app)
        .get(USERS)
        .query({ q: user.email.slice(6, 20).toUpperCase() })
        .set(bearer(token));
      expect(byMail.status).toBe(200);
      expect(byMail.body.items.map((u: { id: string }) => u.id)).toContain(user.id);
      const byName = await http(app)
        .get(USERS)
        .query({ q: `${user.surname.toLowerCase()} ${user.name}` })
        .set(bearer(token))
        .expect(200);
      expect(byName.body).toEqual({
        items: [
          expect.objectContaining({
            id: user.id,
            email: user.email,
            roles: ['CUSTOMER'],
            locked: false,
            confirmed: true,
            isReseller: false,
            deleted: false,
          }),
        ],
        total: 1,
      });
    }
  });

  it('filters: staff, locked, unconfirmed; pages', async () => {
    const staff = await http(app).get(USERS).query({ filter: 'staff', pageSize: 100 }).set(bearer(supportToken));
    expect(staff.body.items.map((u: { id: string }) => u.id)).toContain(admin.user.id);
    expect(staff.body.items.every((u: { roles: string[] }) => u.roles.some((r) => r !== 'CUSTOMER'))).toBe(true);
    const unconfirmed = await newUserWithPassword(prisma, PASSWORD, { confirmed: false });
    const list = await http(app)
      .get(USERS)
      .query({ filter: 'unconfirmed', q: unconfirmed.email })
      .set(bearer(supportToken));
    expect(list.body.total).toBe(1);
    const page = await http(app).get(USERS).query({ pageSize: 1, sort: 'email' }).set(bearer(supportToken));
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
    await http(app).get(USERS).query({ filter: 'everyone' }).set(bearer(supportToken)).expect(400);
  });

  it('shows one account with its orders, tickets and live sessions; customers get 403', async () => {
    const { user, token } = await newCustomer(app);
    const order = await insertOrder(prisma, user.id);
    const ticket = await insertTicket(prisma, user.id, { subject: 'My box blinks' });
    const res = await http(app).get(USER).query({ userId: user.id }).set(bearer(supportToken)).expect(200);
    expect(res.body).toMatchObject({
      id: user.id,
      email: user.email,
      orders: [expect.objectContaining({ purchaseId: order.purchaseId, status: 'pending' })],
      orderCount: 1,
      tickets: [
        {
          id: ticket.id,
          number: ticket.number,
          subject: 'My box blinks',
          status: 'open',
          lastActivityAt: expect.any(String),
        },
      ],
      ticketCount: 1,
      devices: [],
      passes: [],
      boxes: [],
      sessions: [expect.objectContaining({ id: expect.any(String), current: false })],
    });
    await http(app)
      .get(USER)
      .query({ userId: randomUUID() })
      .set(bearer(supportToken))
      .expect(404, /USER_NOT_FOUND/);
    await http(app).get(USER).query({ userId: user.id }).set(bearer(token)).expect(403);
    await http(app).get(USERS).set(bearer(token)).expect(403);
  });

  it('shows support agents pass codes masked and no client addresses; admins both', async () => {
    const { user } = await newCustomer(app);
    const { pass } = await insertItems(prisma, user.id);
    const { session } = await newSession(app, user.id);
    await prisma.session.update({ where: { id: session.id }, data: { ip: '203.0.113.7' } });
    const asSupport = await http(app).get(USER).query({ userId: user.id }).set(bearer(supportToken)).expect(200);
    expect(asSupport.body.passes).toEqual([expect.objectContaining({ code: `••••${pass.code.slice(-4)}` })]);
    expect(JSON.stringify(asSupport.body)).not.toContain(pass.code);
    expect(asSupport.body.sessions.length).toBeGreaterThan(0);
    expect(asSupport.body.sessions.every((session: { ip: string | null }) => session.ip === null)).toBe(true);
    const asAdmin = await http(app).get(USER).query({ userId: user.id }).set(bearer(admin.token)).expect(200);
    expect(asAdmin.body.passes).toEqual([expect.objectContaining({ code: pass.code })]);
    expect(asAdmin.body.sessions.map((session: { ip: string | null }) => session.ip)).toContain('203.0.113.7');
  });

  it("lists each order's items with what refunding them pays back, and what was refunded", async () => {
    const { user } = await newCustomer(app);
    const order = await newDiscountedOrder(prisma, { email: user.email, userId: user.id });
    await prisma.orderItem.update({ where: { id: order.items[1].id }, data: { refundedAt: new Date() } });
    await prisma.order.update({ where: { id: order.id }, data: { refundedCents: 1299, status: 'PARTIALLY_REFUNDED' } });
    const res = await http(app).get(USER).query({ userId: user.id }).set(bearer(admin.token)).expect(200);
    expect(res.body.orders).toEqual([
      expect.objectContaining({
        purchaseId: order.purchaseId,
        status: 'partially_refunded',
        totalCents: 9787,
        refundedCents: 1299,
      }),
    ]);
    // Created in one statement, the items share their creation time: compared by name.
    const items = [...res.body.orders[0].items].sort((a: { productName: string }, b: { productName: string }) =>
      a.productName.localeCompare(b.productName),
    );
    expect(items).toEqual([
      { id: order.items[1].id, productName: 'VIDEO-PLAYER-LIFETIME', quantity: 1, amountCents: 1299, refunded: true },
      { id: order.items[0].id, productName: 'VPN-TWELVE-MONTHS', quantity: 2, amountCents: 7998, refunded: false },
    ]);
  });

  it('is read only for support agents: every change is 403', async () => {
    const user = await namedCustomer();
    await update({ userId: user.id, locked: true }, supportToken).expect(403, /FORBIDDEN/);
    await http(app)
      .post('/api/Admin/User/ResendConfirmation')
      .set(bearer(supportToken))
      .send({ userId: user.id })
      .expect(403);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lockedAt).toBeNull();
  });
});

describe('locking an account', () => {
  it('refuses its tokens at once, its login and its token refresh with ACCOUNT_LOCKED; unlocking lets it in again', async () => {
    const user = await namedCustomer();
    const first = (await login(user.email).expect(200)).body.token as string;
    const { token: second } = await newSession(app, user.id);
    await me(first).expect(200);

    const locked = await update({ userId: user.id, locked: true }).expect(200);
    expect(locked.body).toMatchObject({ id: user.id, locked: true, lockedAt: expect.any(String), sessions: [] });
    // Twice each: both instances behind the proxy refuse them.
    for (const token of [first, second, first, second]) await me(token).expect(401);
    await login(user.email).expect(403, /ACCOUNT_LOCKED/);
    await http(app)
      .post('/api/User/RefreshToken')
      .send({ token: first })
      .expect(403, /ACCOUNT_LOCKED/);
    const sessions = await prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions.map((s) => s.revokedReason)).toEqual(['account-locked', 'account-locked']);
    // A session opened as the lock was set (a login in flight) is refused too.
    const { token: late } = await newSession(app, user.id);
    await me(late).expect(401);

    const unlocked = await update({ userId: user.id, locked: false }).expect(200);
    expect(unlocked.body).toMatchObject({ locked: false, lockedAt: null });
    const again = (await login(user.email).expect(200)).body.token as string;
    await me(again).expect(200);

    const log = await auditOf(prisma, 'User', user.id);
    expect(log.map((e) => [e.action, e.actorId])).toEqual([
      ['user.lock', admin.user.id],
      ['user.unlock', admin.user.id],
    ]);
    expect(log[0].data).toMatchObject({ before: { locked: false, lockedAt: null }, after: { locked: true } });
  });

  it('does not let an admin lock themselves nor drop their own ADMIN role (409 SELF_LOCKOUT)', async () => {
    await update({ userId: admin.user.id, locked: true }).expect(409, /SELF_LOCKOUT/);
    await update({ userId: admin.user.id, roles: ['CUSTOMER', 'SUPPORT'] }).expect(409, /SELF_LOCKOUT/);
    const self = await prisma.user.findUniqueOrThrow({ where: { id: admin.user.id } });
    expect(self).toMatchObject({ lockedAt: null, roles: ['CUSTOMER', 'ADMIN'] });
    await me(admin.token).expect(200);
    // Another admin may.
    const other = await newAdmin(app, 'Bea');
    await update({ userId: other.user.id, roles: ['SUPPORT'] }).expect(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.user.id } })).roles).toEqual([
      'CUSTOMER',
      'SUPPORT',
    ]);
  });
});

describe('the last admin', () => {
  it('two admins demoting each other at once: one change goes through, the other is refused, an admin stays', async () => {
    for (const locks of [false, true]) {
      const a = await newAdmin(app, 'Cleo');
      const b = await newAdmin(app, 'Dora');
      const change = (target: string) => (locks ? { userId: target, locked: true } : { userId: target, roles: [] });
      const answers = await Promise.all([update(change(b.user.id), a.token), update(change(a.user.id), b.token)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
      expect(answers.find((answer) => answer.status === 403)?.body).toMatchObject({ code: 'FORBIDDEN' });
      const still = await prisma.user.count({
        where: { id: { in: [a.user.id, b.user.id] }, roles: { has: 'ADMIN' }, lockedAt: null },
      });
      expect(still).toBe(1);
    }
  });

  it('may not delete their own account (409 LAST_ADMIN); once another admin exists they may', async () => {
    const last = await newUserWithPassword(prisma, PASSWORD);
    await prisma.user.update({ where: { id: last.id }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
    const { token } = await newSession(app, last.id);
    const deleteAccount = () =>
      http(app).post('/api/User/DeleteAccount').set(bearer(token)).send({ password: PASSWORD });
    // Every other active admin of this database is locked for the moment, then unlocked again.
    const others = await prisma.user.findMany({
      where: { roles: { has: 'ADMIN' }, lockedAt: null, deletedAt: null, id: { not: last.id } },
      select: { id: true },
    });
    const otherIds = others.map((other) => other.id);
    await prisma.user.updateMany({ where: { id: { in: otherIds } }, data: { lockedAt: new Date() } });
    try {
      await deleteAccount().expect(409, /LAST_ADMIN/);
      expect(await prisma.user.findUniqueOrThrow({ where: { id: last.id } })).toMatchObject({ deletedAt: null });
    } finally {
      await prisma.user.updateMany({ where: { id: { in: otherIds } }, data: { lockedAt: null } });
    }
    await newAdmin(app, 'Edda');
    await deleteAccount().expect(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: last.id } })).deletedAt).not.toBeNull();
  });
});

describe('roles and the reseller flag', () => {
  it('change from the next request on, only what changed is audited, before and after', async () => {
    const { user, token } = await newCustomer(app);
    await http(app).get(USERS).set(bearer(token)).expect(403);
    const res = await update({ userId: user.id, roles: ['SUPPORT'], isReseller: true, locked: false }).expect(200);
    expect(res.body).toMatchObject({ roles: ['CUSTOMER', 'SUPPORT'], isReseller: true, locked: false });
    await http(app).get(USERS).set(bearer(token)).expect(200);

    // The same values again: nothing to log.
    await update({ userId: user.id, roles: ['SUPPORT', 'CUSTOMER'], isReseller: true }).expect(200);
    const log = await auditOf(prisma, 'User', user.id);
    expect(log.map((e) => [e.action, e.data])).toEqual([
      ['user.setRoles', { before: { roles: ['CUSTOMER'] }, after: { roles: ['CUSTOMER', 'SUPPORT'] } }],
      ['user.setReseller', { before: { isReseller: false }, after: { isReseller: true } }],
    ]);
  });

  it('refuses an unknown role and an unknown account', async () => {
    const user = await namedCustomer();
    const res = await update({ userId: user.id, roles: ['ROOT'] }).expect(400);
    expect(Object.keys(res.body.fields)).toContain('roles');
    await update({ userId: randomUUID(), isReseller: true }).expect(404, /USER_NOT_FOUND/);
  });
});

describe('sending the confirmation mail again', () => {
  it('mails an unconfirmed account a new link that confirms it; a confirmed one is 409', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD, { confirmed: false });
    await http(app)
      .post('/api/Admin/User/ResendConfirmation')
      .set(bearer(admin.token))
      .send({ userId: user.id })
      .expect(200, { ok: true });
    const [mail] = await mailsTo(prisma, user.email, 'confirm-account');
    expect(mail).toBeDefined();
    await http(app)
      .post('/api/User/Activate')
      .send({ token: tokenInMail(mail.text, 'confirm-account') })
      .expect(200);
    await login(user.email).expect(200);
    await http(app)
      .post('/api/Admin/User/ResendConfirmation')
      .set(bearer(admin.token))
      .send({ userId: user.id })
      .expect(409, /ACCOUNT_ALREADY_CONFIRMED/);
    expect(await mailsTo(prisma, user.email, 'confirm-account')).toHaveLength(1);
    expect((await auditOf(prisma, 'User', user.id)).map((e) => e.action)).toEqual(['user.resendConfirmation']);
  });
});
