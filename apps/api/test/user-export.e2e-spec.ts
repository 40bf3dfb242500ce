import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { newDiscountedOrder, newRenewal, newSession, newUserWithPassword } from './factories';
import { createTestApp } from './test-app';

const PASSWORD = 'correct horse battery';
const TFA_SECRET = 'JBSWY3DPEHPK3PXP';

describe('GET /api/User/Export (the customer’s own data)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const users: string[] = [];
  const locations: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await prisma.invoice.deleteMany({ where: { order: { userId: { in: users } } } });
    await prisma.order.deleteMany({ where: { userId: { in: users } } });
    await prisma.vpnBox.deleteMany({ where: { userId: { in: users } } });
    await prisma.playerDevice.deleteMany({ where: { userId: { in: users } } });
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await prisma.vpnLocation.deleteMany({ where: { id: { in: locations } } });
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const exportOf = (token: string) => http().get('/api/User/Export').set('Authorization', `Bearer ${token}`);

  /**
   * An account holding one of everything, each value tagged with `tag` so another account's data
   * is easy to find in a file: an address, a device with a playlist and a licence, a pass with a
   * peer, a box with a subscription, a paid order with its invoice, a ticket with a public reply
   * and an internal note, and a live session made by a real login.
   */
  async function fullAccount(tag: string) {
    const user = await newUserWithPassword(prisma, PASSWORD, { tfaSecret: TFA_SECRET });
    users.push(user.id);
    const login = await http()
      .post('/api/User/Login')
      .set('User-Agent', `Export-Test-Browser/${tag}`)
      .send({ email: user.email, password: PASSWORD, captchaCode: 'dev-captcha-ok' })
      .expect(200);
    // 2FA accounts get a challenge, not a token: the session for the API comes from the factory.
    expect(login.body.tfa).toBe(true);
    const { token, session } = await newSession(app, user.id);

    await prisma.address.create({
      data: {
        userId: user.id,
        name: 'Anna',
        surname: tag,
        street: `Via ${tag} 1`,
        city: 'Roma',
        zip: '00100',
        country: 'IT',
      },
    });
    const device = await prisma.playerDevice.create({
      data: {
        deviceId: `device-${tag}-${randomUUID()}`,
        secretHash: `device-secret-hash-${tag}-${randomUUID()}`,
        otp: `O${randomUUID().slice(0, 5).toUpperCase()}`,
        otpExpiresAt: new Date(Date.now() + 600_000),
        platform: 'android',
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
        code: `t${randomUUID().slice(0, 8)}`,
        city: 'Milano',
        country: 'IT',
        endpoint: 'vpn.example.com:51820',
        publicKey: 'c2VydmVyLXB1YmxpYy1rZXktb2YtdGhlLXRlc3Qtb25l',
        subnet: '10.99.0.0/16',
      },
    });
    locations.push(location.id);
    const privateKey = `PRIVATE-KEY-MATERIAL-${tag}-${randomUUID()}`;
    const pass = await prisma.vpnPass.create({
      data: {
        userId: user.id,
        code: `PASS-${tag}-${randomUUID().slice(0, 8)}`,
        durationMonths: 12,
        startsAt: new Date(),
        endsAt: new Date(Date.now() + 365 * 86_400_000),
        peers: {
          create: {
            locationId: location.id,
            publicKey: `public-${tag}-${randomUUID()}`,
            privateKey,
            address: '10.99.0.2/32',
          },
        },
      },
    });
    const box = await prisma.vpnBox.create({
      data: {
        serial: `BOX-${tag}-${randomUUID().slice(0, 8)}`,
        userId: user.id,
        pairedAt: new Date(),
        subscriptions: {
          create: { durationMonths: 12, startsAt: new Date(), endsAt: new Date(Date.now() + 365 * 86_400_000) },
        },
      },
    });
    const order = await newDiscountedOrder(prisma, { email: user.email, userId: user.id });
    const invoice = await prisma.invoice.create({
      data: { orderId: order.id, year: 1999, number: randomInt(1, 2 ** 31 - 1), totalCents: 9787, currency: 'EUR' },
    });
    const agent = await newUserWithPassword(prisma, PASSWORD);
    users.push(agent.id);
    const ticket = await prisma.ticket.create({
      data: {
        userId: user.id,
        groupId: 1,
        subject: `Ticket ${tag}`,
        firstResponseDueAt: new Date(Date.now() + 86_400_000),
        messages: {
          create: [
            { authorId: user.id, body: `Customer message ${tag}`, createdAt: new Date(Date.now() - 3000) },
            { authorId: agent.id, isStaff: true, body: `Public reply ${tag}`, createdAt: new Date(Date.now() - 2000) },
            {
              authorId: agent.id,
              isStaff: true,
              internal: true,
              body: `INTERNAL NOTE ${tag}`,
              createdAt: new Date(Date.now() - 1000),
            },
          ],
        },
      },
    });
    const subscription = await newRenewal(prisma, {
      userId: user.id,
      pass,
      productName: 'VPN-TWELVE-MONTHS',
      amountCents: 3999,
    });
    const sessions = await prisma.session.findMany({ where: { userId: user.id } });
    return { user, token, session, device, pass, privateKey, box, order, invoice, ticket, sessions, subscription };
  }

  it('needs a signed-in user', async () => {
    await http().get('/api/User/Export').expect(401);
  });

  it('downloads one JSON file with everything the account holds, none of another account’s and no secret', async () => {
    const mine = await fullAccount('MINE');
    const theirs = await fullAccount('THEIRS');

    const res = await exportOf(mine.token).expect(200);

    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="account-export-${new Date().toISOString().slice(0, 10)}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    const file = JSON.parse(text);

    expect(file.format).toEqual({ name: 'shop-account-export', version: 1 });
    expect(file.profile).toMatchObject({ email: mine.user.email, name: 'Test', tfaEnabled: true, roles: ['CUSTOMER'] });
    expect(file.addresses).toEqual([expect.objectContaining({ street: 'Via MINE 1', surname: 'MINE' })]);
    expect(file.devices).toEqual([
      expect.objectContaining({
        deviceId: mine.device.deviceId,
        playlists: [expect.objectContaining({ name: 'Playlist MINE', url: 'https://example.com/MINE.m3u' })],
      }),
    ]);
    expect(file.licences).toEqual([
      expect.objectContaining({ platform: 'ANDROID', source: 'PURCHASE', deviceId: mine.device.deviceId }),
    ]);
    expect(file.passes).toEqual([
      expect.objectContaining({
        code: mine.pass.code,
        peers: [
          expect.objectContaining({ address: '10.99.0.2/32', location: expect.objectContaining({ city: 'Milano' }) }),
        ],
      }),
    ]);
    expect(file.passes[0].peers[0]).not.toHaveProperty('privateKey');
    expect(file.boxes).toEqual([
      expect.objectContaining({
        serial: mine.box.serial,
        subscriptions: [expect.objectContaining({ durationMonths: 12 })],
      }),
    ]);
    expect(file.orders[0].items).toHaveLength(2);
    expect(file.orders).toEqual([
      expect.objectContaining({
        purchaseId: mine.order.purchaseId,
        totalCents: 9787,
        invoice: expect.objectContaining({ number: `1999-${String(mine.invoice.number).padStart(6, '0')}` }),
        // Written in one statement: same creation time, so in either order.
        items: expect.arrayContaining([
          expect.objectContaining({ productName: 'VPN-TWELVE-MONTHS', quantity: 2 }),
          expect.objectContaining({ productName: 'VIDEO-PLAYER-LIFETIME', quantity: 1 }),
        ]),
      }),
    ]);
    expect(file.subscriptions).toEqual([
      expect.objectContaining({
        id: mine.subscription.id,
        passId: mine.pass.id,
        status: 'ACTIVE',
        amountCents: 3999,
        paidThrough: mine.pass.endsAt.toISOString(),
      }),
    ]);
    expect(file.tickets).toEqual([
      expect.objectContaining({
        number: mine.ticket.number,
        subject: 'Ticket MINE',
        messages: [
          expect.objectContaining({ from: 'you', body: 'Customer message MINE' }),
          expect.objectContaining({ from: 'support', body: 'Public reply MINE' }),
        ],
      }),
    ]);
    expect(file.sessions).toHaveLength(mine.sessions.length);
    expect(file.sessions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userAgent: null }),
        expect.objectContaining({ revokedAt: null }),
      ]),
    );

    // No staff note, nothing of the other account.
    expect(text).not.toContain('INTERNAL NOTE');
    expect(text).not.toContain('THEIRS');
    for (const value of [
      theirs.user.email,
      theirs.device.deviceId,
      theirs.pass.code,
      theirs.box.serial,
      theirs.order.purchaseId,
    ]) {
      expect(text).not.toContain(value);
    }
    // No secret of any kind.
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: mine.user.id } });
    const secrets = [
      stored.passwordHash,
      TFA_SECRET,
      mine.privateKey,
      mine.device.secretHash!,
      mine.device.otp!,
      mine.order.idempotencyKey,
      ...mine.sessions.flatMap((s) => [s.id, s.tokenId, s.previousTokenId].filter((v): v is string => v !== null)),
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/passwordHash|tfaSecret|privateKey|tokenId|secretHash|idempotencyKey/);
  });

  it('answers an empty account with empty sections', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    users.push(user.id);
    const { token } = await newSession(app, user.id);
    const file = JSON.parse((await exportOf(token).expect(200)).text);
    expect(file).toMatchObject({
      addresses: [],
      devices: [],
      licences: [],
      passes: [],
      boxes: [],
      orders: [],
      coupons: [],
      tickets: [],
      sessions: [expect.objectContaining({ revokedAt: null })],
    });
  });

  describe('with rate limits on', () => {
    let limited: NestFastifyApplication;
    beforeAll(async () => {
      // Behind a proxy on loopback, so each run counts on an address of its own, not on 127.0.0.1.
      ({ app: limited } = await createTestApp({ TRUST_PROXY: 'loopback' }));
    });
    afterAll(() => limited.close());

    it('allows 10 exports an hour per account, then 429 with Retry-After', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      users.push(user.id);
      const { token } = await newSession(limited, user.id);
      const ip = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const get = () =>
        request(limited.getHttpServer())
          .get('/api/User/Export')
          .set('Authorization', `Bearer ${token}`)
          .set('X-Forwarded-For', ip);
      for (let i = 0; i < RATE_LIMITS.export.account!.free; i++) await get().expect(200);
      const refused = await get().expect(429);
      expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
