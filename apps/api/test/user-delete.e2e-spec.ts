import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { newTotpSecret, totpPin } from '../src/account/tfa/totp';
import { PrismaService } from '../src/core/database/prisma.service';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { ERASED_TEXT } from '../src/privacy/account-erasure';
import { newDiscountedOrder, newSession, newUserWithPassword } from './factories';
import { decideOnSandbox, placeOrder } from './payment-support';
import { createTestApp } from './test-app';

const PASSWORD = 'correct horse battery';
const CAPTCHA = 'dev-captcha-ok';

describe('POST /api/User/DeleteAccount (GDPR article 17)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const users: string[] = [];
  const orders: string[] = [];
  const locations: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await prisma.invoice.deleteMany({ where: { orderId: { in: orders } } });
    await prisma.order.deleteMany({ where: { id: { in: orders } } });
    await prisma.vpnPass.deleteMany({ where: { userId: { in: users } } });
    await prisma.vpnLocation.deleteMany({ where: { id: { in: locations } } });
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const deleteAccount = (token: string, body: object) =>
    http().post('/api/User/DeleteAccount').set('Authorization', `Bearer ${token}`).send(body);
  const me = (token: string) => http().get('/api/User/Me').set('Authorization', `Bearer ${token}`);
  const login = (email: string, password = PASSWORD) =>
    http().post('/api/User/Login').send({ email, password, captchaCode: CAPTCHA });

  /** A customer whose name and surname appear nowhere else in the database. */
  async function customer(options: { tfaSecret?: string } = {}) {
    const tag = randomUUID().slice(0, 8);
    const created = await newUserWithPassword(prisma, PASSWORD, options);
    users.push(created.id);
    const user = await prisma.user.update({
      where: { id: created.id },
      data: { name: `Zelda${tag}`, surname: `Quist${tag}`, language: 'de' },
    });
    return { user, tag };
  }

  /** Every text or JSON column of every table holding `needle`, as "Table.column". */
  async function whereStored(needle: string): Promise<string[]> {
    const columns = await prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
      SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema()
         AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
       ORDER BY table_name, column_name`;
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const [{ count }] = await prisma.$queryRawUnsafe<{ count: bigint }[]>(
        `SELECT count(*) FROM "${table}" WHERE "${column}"::text ILIKE '%' || $1 || '%'`,
        needle,
      );
      if (count > 0n) found.push(`${table}.${column}`);
    }
    return found;
  }

  it('needs a signed-in user', async () => {
    await http().post('/api/User/DeleteAccount').send({ password: PASSWORD }).expect(401);
  });

  it('refuses a wrong password with WRONG_PASSWORD and changes nothing', async () => {
    const { user } = await customer();
    const { token } = await newSession(app, user.id);
    const res = await deleteAccount(token, { password: 'not the password' }).expect(404);
    expect(res.body.code).toBe('WRONG_PASSWORD');
    await me(token).expect(200);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(user);
    expect(await prisma.mailOutbox.count({ where: { to: user.email } })).toBe(0);
  });

  it('deletes only the caller’s account, whoever’s password is sent', async () => {
    const { user: mine } = await customer();
    const { user: theirs } = await customer();
    await prisma.user.update({ where: { id: theirs.id }, data: { passwordHash: 'not-a-real-hash' } });
    const { token } = await newSession(app, theirs.id);
    // The stranger knows the other account's password: it does not open their own.
    expect((await deleteAccount(token, { password: PASSWORD }).expect(404)).body.code).toBe('WRONG_PASSWORD');
    expect((await prisma.user.findUniqueOrThrow({ where: { id: mine.id } })).deletedAt).toBeNull();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: theirs.id } })).deletedAt).toBeNull();
  });

  it('with 2FA on, needs a pin of the account’s key, each pin once', async () => {
    const TFA_SECRET = newTotpSecret();
    const { user } = await customer({ tfaSecret: TFA_SECRET });
    const { token } = await newSession(app, user.id);
    expect((await deleteAccount(token, { password: PASSWORD }).expect(400)).body.code).toBe('TFA_PIN_INVALID');
    const wrong = String((Number(await totpPin(TFA_SECRET)) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await deleteAccount(token, { password: PASSWORD, pin: wrong }).expect(400)).body.code).toBe(
      'TFA_PIN_INVALID',
    );
    await me(token).expect(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();

    // A pin already used (at a login a moment ago) is refused; the next one works.
    const pin = await totpPin(TFA_SECRET);
    await prisma.user.update({
      where: { id: user.id },
      data: { tfaLastStep: Math.floor(Date.now() / 1000 / 30) },
    });
    expect((await deleteAccount(token, { password: PASSWORD, pin }).expect(400)).body.code).toBe('TFA_PIN_INVALID');
    await prisma.user.update({ where: { id: user.id }, data: { tfaLastStep: null } });
    await deleteAccount(token, { password: PASSWORD, pin }).expect(200);
    await me(token).expect(401);
  });

  it('waits for a payment that may still complete, then deletes once it is abandoned', async () => {
    const { user } = await customer();
    const { token } = await newSession(app, user.id);
    const open = await newDiscountedOrder(prisma, { email: user.email, userId: user.id, paid: false });
    orders.push(open.id);
    expect((await deleteAccount(token, { password: PASSWORD }).expect(409)).body.code).toBe('PAYMENT_IN_PROGRESS');
    await prisma.order.update({ where: { id: open.id }, data: { status: 'PROCESSING' } });
    await deleteAccount(token, { password: PASSWORD }).expect(409);
    await me(token).expect(200);

    // A payment page opened more than 24 hours ago is abandoned.
    await prisma.order.update({
      where: { id: open.id },
      data: { status: 'PENDING', createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    await deleteAccount(token, { password: PASSWORD }).expect(200);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: open.id } })).toMatchObject({ userId: null });
  });

  it('cancels its automatic renewals at the provider first: a deleted account is never billed again', async () => {
    const { user } = await customer();
    const { token } = await newSession(app, user.id);
    const placed = await placeOrder(
      app,
      { userId: user.id, token },
      {
        items: [{ productName: 'VPN-ONE-MONTH', quantity: 1 }],
        provider: 'sandbox',
        autoRenew: true,
      },
    );
    orders.push(placed.orderId);
    await decideOnSandbox(app, placed.payUrl);
    const subscription = await prisma.subscription.findFirstOrThrow({ where: { userId: user.id } });
    expect(subscription.status).toBe('ACTIVE');

    await deleteAccount(token, { password: PASSWORD }).expect(200);
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: subscription.id } })).toMatchObject({
      status: 'ENDED',
    });
    expect(
      await prisma.sandboxSubscription.findUniqueOrThrow({ where: { id: subscription.providerSubscriptionId ?? '' } }),
    ).toMatchObject({ status: 'cancelled' });
  });

  it('ends and erases everything, keeps the invoice detached, mails once, and the address registers again', async () => {
    const { user, tag } = await customer();
    const loggedIn = await login(user.email).set('User-Agent', `Delete-Test/${tag}`).expect(200);
    const token: string = loggedIn.body.token;
    const other = await newSession(app, user.id);

    await prisma.address.create({
      data: {
        userId: user.id,
        name: user.name,
        surname: user.surname,
        street: `Via ${tag}`,
        city: 'Roma',
        zip: '00100',
        country: 'IT',
      },
    });
    const device = await prisma.playerDevice.create({
      data: {
        deviceId: `device-${tag}-${randomUUID()}`,
        platform: 'android',
        description: `TV of ${user.name}`,
        userId: user.id,
        pairedAt: new Date(),
        playlists: { create: { name: `Playlist ${tag}`, url: `https://example.com/${tag}.m3u` } },
      },
    });
    await prisma.licence.create({
      data: { platform: 'ANDROID', playerDeviceId: device.id, userId: user.id, source: 'PURCHASE' },
    });
    const location = await prisma.vpnLocation.create({
      data: {
        code: `d${tag}`,
        city: 'Milano',
        country: 'IT',
        endpoint: 'vpn.example.com:51820',
        publicKey: 'c2VydmVyLXB1YmxpYy1rZXktb2YtdGhlLXRlc3Qtb25l',
        subnet: '10.98.0.0/16',
      },
    });
    locations.push(location.id);
    const pass = await prisma.vpnPass.create({
      data: {
        userId: user.id,
        code: `PASS-${tag}`,
        description: `Pass of ${user.surname}`,
        durationMonths: 12,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 365 * 86_400_000),
        playerDeviceId: device.id,
        peers: {
          create: {
            locationId: location.id,
            publicKey: `public-${tag}`,
            privateKey: 'encrypted',
            address: '10.98.0.2/32',
          },
        },
      },
    });
    const box = await prisma.vpnBox.create({
      data: {
        serial: `BOX-${tag}`,
        userId: user.id,
        pairedAt: new Date(),
        subscriptions: {
          create: { durationMonths: 12, startsAt: new Date(), endsAt: new Date(Date.now() + 365 * 86_400_000) },
        },
      },
    });
    // One paid order with its invoice (checkout copied no billing address), one never paid.
    const paid = await newDiscountedOrder(prisma, { email: user.email, userId: user.id });
    const unpaid = await newDiscountedOrder(prisma, {
      email: user.email,
      userId: user.id,
      paid: false,
      billingAddress: { name: user.name, surname: user.surname, country: 'IT' },
    });
    // Abandoned (its payment page long closed), or the deletion would wait for it.
    await prisma.order.update({
      where: { id: unpaid.id },
      data: { status: 'CANCELLED', cancelledAt: new Date() },
    });
    orders.push(paid.id, unpaid.id);
    const invoice = await prisma.invoice.create({
      data: { orderId: paid.id, year: 1998, number: randomInt(1, 2 ** 31 - 1), totalCents: 9787, currency: 'EUR' },
    });
    const agent = await newUserWithPassword(prisma, PASSWORD);
    users.push(agent.id);
    const ticket = await prisma.ticket.create({
      data: {
        userId: user.id,
        groupId: 1,
        subject: `Help ${tag}`,
        firstResponseDueAt: new Date(Date.now() + 86_400_000),
        messages: {
          create: [
            {
              authorId: user.id,
              body: `I am ${user.name} ${user.surname}, write to ${user.email}`,
              attachments: {
                create: { name: `${tag}.png`, contentType: 'image/png', size: 1, content: Buffer.from('x') },
              },
            },
            { authorId: agent.id, isStaff: true, body: `Hello ${user.name}, we fixed it` },
            { authorId: agent.id, isStaff: true, internal: true, body: 'NOTE: refund approved' },
          ],
        },
        rating: { create: { rating: 'GOOD', comment: `Thanks, ${user.surname}`, ratedAt: new Date() } },
        events: {
          create: { actorId: user.id, action: 'rating', after: { rating: 'good', comment: `Thanks, ${user.surname}` } },
        },
      },
    });
    await prisma.oneTimeToken.create({
      data: {
        userId: user.id,
        kind: 'RESET_PASSWORD',
        tokenHash: `hash-${tag}`,
        expiresAt: new Date(Date.now() + 3600_000),
      },
    });
    await prisma.mailOutbox.create({
      data: {
        to: user.email,
        userId: user.id,
        template: 'password-changed',
        language: 'de',
        subject: 's',
        html: user.name,
        text: user.name,
      },
    });

    await deleteAccount(token, { password: PASSWORD }).expect(200);

    // Every session ends at once; the old credentials open nothing.
    await me(token).expect(401);
    await me(other.token).expect(401);
    expect((await login(user.email).expect(404)).body.code).toBe('WRONG_CREDENTIALS');
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row).toMatchObject({ email: `deleted-${user.id}@deleted.invalid`, name: '', surname: '', roles: [] });
    expect(row.deletedAt).toBeInstanceOf(Date);
    // The placeholder is no address a login accepts (refused as invalid or as unknown).
    const placeholder = await login(row.email);
    expect([400, 404]).toContain(placeholder.status);
    expect(placeholder.body.token).toBeUndefined();
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.oneTimeToken.count({ where: { userId: user.id } })).toBe(0);

    // Devices and boxes unpaired, the pass and the subscription ended, the peer released.
    expect(await prisma.playerDevice.findUniqueOrThrow({ where: { id: device.id } })).toMatchObject({
      userId: null,
      pairedAt: null,
      description: null,
    });
    expect(await prisma.playlist.count({ where: { playerDeviceId: device.id } })).toBe(0);
    expect(await prisma.licence.count({ where: { playerDeviceId: device.id, userId: null } })).toBe(1);
    const endedPass = await prisma.vpnPass.findUniqueOrThrow({ where: { id: pass.id } });
    expect(endedPass.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(endedPass.playerDeviceId).toBeNull();
    expect(await prisma.vpnPeer.count({ where: { passId: pass.id } })).toBe(0);
    expect(await prisma.vpnBox.findUniqueOrThrow({ where: { id: box.id } })).toMatchObject({
      userId: null,
      pairedAt: null,
    });
    const [subscription] = await prisma.boxSubscription.findMany({ where: { boxId: box.id } });
    expect(subscription.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);

    // The invoice and its order stay, with their numbers and rows, detached from the account.
    expect(await prisma.invoice.findUniqueOrThrow({ where: { id: invoice.id } })).toMatchObject({
      year: 1998,
      number: invoice.number,
      totalCents: 9787,
    });
    const keptOrder = await prisma.order.findUniqueOrThrow({ where: { id: paid.id }, include: { items: true } });
    expect(keptOrder).toMatchObject({ userId: null, email: null, totalCents: 9787, purchaseId: paid.purchaseId });
    expect(keptOrder.items).toHaveLength(2);
    expect(keptOrder.billingAddress).toEqual({ name: user.name, surname: user.surname, country: 'IT' });
    expect(await prisma.order.findUniqueOrThrow({ where: { id: unpaid.id } })).toMatchObject({
      userId: null,
      email: null,
      billingAddress: null,
    });

    // The ticket stays for support with its internal note, its conversation erased.
    const messages = await prisma.ticketMessage.findMany({ where: { ticketId: ticket.id }, orderBy: { body: 'asc' } });
    expect(messages.map((m) => m.body).sort()).toEqual([ERASED_TEXT, ERASED_TEXT, 'NOTE: refund approved'].sort());
    expect(await prisma.ticketAttachment.count({ where: { message: { ticketId: ticket.id } } })).toBe(0);
    expect((await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).subject).toBe(ERASED_TEXT);

    // The last mail, in the account's language, to the address it had: the only row naming it.
    const mails = await prisma.mailOutbox.findMany({ where: { to: user.email } });
    expect(mails).toEqual([expect.objectContaining({ template: 'account-deleted', language: 'de', userId: null })]);
    expect(mails[0].subject).toBe('Dein NOVA-Konto wurde gelöscht');
    expect(mails[0].text).toContain(user.name);
    const lastMail = mails[0].id;
    await prisma.mailOutbox.update({ where: { id: lastMail }, data: { to: 'x', html: '', text: '' } });
    try {
      expect(await whereStored(user.email)).toEqual([]);
      expect(await whereStored(user.surname)).toEqual(['Order.billingAddress']);
      expect(await whereStored(user.name)).toEqual(['Order.billingAddress']);
      expect(await whereStored(tag)).toEqual(
        // The device's, pass's and box's own identifiers and the location's code, not the person.
        expect.not.arrayContaining(['Address.street', 'Playlist.name', 'Session.userAgent', 'Ticket.subject']),
      );
    } finally {
      await prisma.mailOutbox.delete({ where: { id: lastMail } });
    }

    // The address is free: it registers a new account.
    await http()
      .post('/api/User/Register')
      .send({
        email: user.email,
        password: PASSWORD,
        name: 'Anna',
        surname: 'Rossi',
        country: 'it',
        reCaptchaBody: CAPTCHA,
      })
      .expect(201);
    const again = await prisma.user.findUniqueOrThrow({ where: { email: user.email } });
    users.push(again.id);
    expect(again.id).not.toBe(user.id);
  });

  describe('with rate limits on', () => {
    let limited: NestFastifyApplication;
    beforeAll(async () => {
      // Behind a proxy on loopback, so each run counts on an address of its own, not on 127.0.0.1.
      ({ app: limited } = await createTestApp({ TRUST_PROXY: 'loopback' }));
    });
    afterAll(() => limited.close());

    it('counts wrong passwords on the login budget of the account: a stolen token cannot guess on', async () => {
      const { user } = await customer();
      const { token } = await newSession(limited, user.id);
      const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const attempt = (password: string) =>
        request(limited.getHttpServer())
          .post('/api/User/DeleteAccount')
          .set('Authorization', `Bearer ${token}`)
          .set('X-Forwarded-For', ip)
          .send({ password });
      for (let i = 0; i < RATE_LIMITS.login.account!.free; i++) await attempt('wrong password').expect(404);
      const refused = await attempt(PASSWORD).expect(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).deletedAt).toBeNull();
    });
  });
});
