import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUserWithPassword } from './factories';
import { createTestApp } from './test-app';

const PASSWORD = 'correct horse battery';
const CAPTCHA = 'dev-captcha-ok';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36';

describe('Where the account is logged in (GET/DELETE /api/User/Sessions)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const users: string[] = [];

  beforeAll(async () => {
    // Behind a proxy on loopback (supertest's address), so X-Forwarded-For names the client.
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false', TRUST_PROXY: 'loopback' }));
  });
  afterAll(async () => {
    await prisma.user.deleteMany({ where: { id: { in: users } } });
    await app.close();
  });

  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const me = (token: string) => http().get('/api/User/Me').set(bearer(token));
  const sessions = (token: string) => http().get('/api/User/Sessions').set(bearer(token));
  const end = (token: string, sessionId: string) =>
    http().delete('/api/User/Sessions').query({ sessionId }).set(bearer(token));
  const endOthers = (token: string) => http().delete('/api/User/Sessions/Others').set(bearer(token));

  const newCustomer = async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    users.push(user.id);
    return user;
  };
  /** A real login from a browser at an address, answering its token. */
  const loginFrom = async (email: string, userAgent: string, ip: string): Promise<string> => {
    const res = await http()
      .post('/api/User/Login')
      .set('User-Agent', userAgent)
      .set('X-Forwarded-For', ip)
      .send({ email, password: PASSWORD, captchaCode: CAPTCHA })
      .expect(200);
    return res.body.token as string;
  };
  /** The customer logged in from a Windows PC, an iPhone and an Android phone, in that order. */
  const threeLogins = async () => {
    const user = await newCustomer();
    const pc = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.10');
    const iphone = await loginFrom(user.email, SAFARI_IPHONE, '198.51.100.20');
    const android = await loginFrom(user.email, CHROME_ANDROID, '2001:db8::7');
    return { user, pc, iphone, android };
  };

  it('needs a signed-in user', async () => {
    await http().get('/api/User/Sessions').expect(401);
    await http().delete('/api/User/Sessions').query({ sessionId: randomUUID() }).expect(401);
    await http().delete('/api/User/Sessions/Others').expect(401);
  });

  it('lists the live sessions with device, browser, address and last use, the caller marked current', async () => {
    const { user, iphone } = await threeLogins();
    // An ended and an expired session are not listed.
    const ended = await newSession(app, user.id);
    await prisma.session.update({ where: { id: ended.session.id }, data: { revokedAt: new Date() } });
    const expired = await newSession(app, user.id);
    await prisma.session.update({
      where: { id: expired.session.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });

    const res = await sessions(iphone).expect(200);

    expect(res.body.total).toBe(3);
    // Most recently used first: the Android login was the last.
    expect(res.body.items).toEqual([
      {
        id: expect.any(String),
        browser: 'Chrome 125',
        os: 'Android 14',
        deviceType: 'mobile',
        device: null,
        ip: '2001:db8::7',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: false,
      },
      {
        id: expect.any(String),
        browser: 'Safari 17',
        os: 'iOS 17.4',
        deviceType: 'mobile',
        device: 'Apple iPhone',
        ip: '198.51.100.20',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: true,
      },
      {
        id: expect.any(String),
        browser: 'Firefox 126',
        os: 'Windows 10',
        deviceType: 'desktop',
        device: null,
        ip: '203.0.113.10',
        createdAt: expect.any(String),
        lastUsedAt: expect.any(String),
        current: false,
      },
    ]);
    // Never a token id or hash.
    expect(JSON.stringify(res.body)).not.toMatch(/tokenId|previousTokenId/);
  });

  it('records the address, browser and time of a refresh as the last use', async () => {
    const user = await newCustomer();
    const token = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.10');
    const [before] = (await sessions(token).expect(200)).body.items;

    const refreshed = await http()
      .post('/api/User/RefreshToken')
      .set('User-Agent', SAFARI_IPHONE)
      .set('X-Forwarded-For', '198.51.100.99')
      .send({ token })
      .expect(200);

    const [after] = (await sessions(refreshed.body.token).expect(200)).body.items;
    expect(after).toMatchObject({ id: before.id, ip: '198.51.100.99', browser: 'Safari 17', current: true });
    expect(after.createdAt).toBe(before.createdAt);
    expect(Date.parse(after.lastUsedAt)).toBeGreaterThanOrEqual(Date.parse(before.lastUsedAt));
  });

  it('ends one session: its token is refused at once, the others keep working', async () => {
    const { pc, iphone, android } = await threeLogins();
    const list = (await sessions(pc).expect(200)).body.items as { id: string; browser: string }[];
    const iphoneSession = list.find((s) => s.browser === 'Safari 17')!;
    await me(iphone).expect(200);

    const res = await end(pc, iphoneSession.id).expect(200);

    expect(res.body.items.map((s: { id: string }) => s.id)).not.toContain(iphoneSession.id);
    expect(res.body.total).toBe(2);
    const refused = await me(iphone).expect(401);
    expect(refused.body.code).toBe('SESSION_EXPIRED');
    // Nor can it be refreshed back to life.
    await http().post('/api/User/RefreshToken').send({ token: iphone }).expect(401);
    await me(pc).expect(200);
    await me(android).expect(200);
    // Ended already: 404.
    expect((await end(pc, iphoneSession.id).expect(404)).body.code).toBe('SESSION_NOT_FOUND');
  });

  it("answers 404 for another account's session and for an unknown one, and ends nothing", async () => {
    const mine = await newCustomer();
    const theirs = await newCustomer();
    const myToken = await loginFrom(mine.email, FIREFOX_WINDOWS, '203.0.113.10');
    const theirToken = await loginFrom(theirs.email, SAFARI_IPHONE, '198.51.100.20');
    const [theirSession] = (await sessions(theirToken).expect(200)).body.items;

    expect((await end(myToken, theirSession.id).expect(404)).body.code).toBe('SESSION_NOT_FOUND');
    expect((await end(myToken, randomUUID()).expect(404)).body.code).toBe('SESSION_NOT_FOUND');
    expect((await end(myToken, 'not-a-session').expect(404)).body.code).toBe('SESSION_NOT_FOUND');
    await http().delete('/api/User/Sessions').set(bearer(myToken)).expect(400);

    await me(theirToken).expect(200);
    await me(myToken).expect(200);
  });

  it('ends every other session with Sessions/Others, keeping the current one', async () => {
    const { user, pc, iphone, android } = await threeLogins();
    const stranger = await newCustomer();
    const strangerToken = await loginFrom(stranger.email, FIREFOX_WINDOWS, '203.0.113.50');

    const res = await endOthers(pc).expect(200);

    expect(res.body).toEqual({ items: [expect.objectContaining({ current: true, browser: 'Firefox 126' })], total: 1 });
    await me(iphone).expect(401);
    await me(android).expect(401);
    await me(pc).expect(200);
    await me(strangerToken).expect(200);
    const reasons = await prisma.session.findMany({ where: { userId: user.id, revokedAt: { not: null } } });
    expect(reasons.map((s) => s.revokedReason)).toEqual(['ended-by-user', 'ended-by-user']);
  });

  it('ending the current session logs this client out', async () => {
    const user = await newCustomer();
    const token = await loginFrom(user.email, FIREFOX_WINDOWS, '203.0.113.10');
    const [current] = (await sessions(token).expect(200)).body.items;
    await end(token, current.id).expect(200, { items: [], total: 0 });
    await me(token).expect(401);
  });
});
