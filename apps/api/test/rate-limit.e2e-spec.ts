import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { randomInt, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import request from 'supertest';
import { newTotpSecret, totpPin, TOTP_STEP_SECONDS } from '../src/account/tfa/totp';
import { BackgroundTasks } from '../src/core/background/background-tasks';
import { PrismaService } from '../src/core/database/prisma.service';
import { accountKey } from '../src/core/rate-limit/client-key';
import { EXPIRED_KEPT_MS } from '../src/core/rate-limit/limiter-store';
import { RateLimitSweepJob } from '../src/core/rate-limit/rate-limit-sweep.job';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { mailsTo, newUserWithPassword } from './factories';
import { createTestApp } from './test-app';

// argon2 logins, many of them: more than Jest's 5 s default under load.
jest.setTimeout(120_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const CAPTCHA = 'dev-captcha-ok';
const PASSWORD = 'Correct-Horse-Battery-9';
const LOGIN = RATE_LIMITS.login;
const LOGIN_ACCOUNT = LOGIN.account!;
const FORGOT_ACCOUNT = RATE_LIMITS.forgot.account!;

/** Addresses of this run only (these apps trust X-Forwarded-For from loopback), so counters never collide. */
const runOctet = randomInt(1, 255);
let hosts = 0;
const usedIps: string[] = [];
const usedEmails: string[] = [];
function newIp(): string {
  hosts++;
  usedIps.push(`10.${runOctet}.${Math.floor(hosts / 250)}.${(hosts % 250) + 1}`);
  return usedIps[usedIps.length - 1];
}
function newEmail(): string {
  usedEmails.push(`limit-${randomUUID()}@test.example.com`);
  return usedEmails[usedEmails.length - 1];
}

const http = (app: NestFastifyApplication) => request(app.getHttpServer());

function login(app: NestFastifyApplication, ip: string, email: string, password: string, captcha: string | null = CAPTCHA) {
  return http(app)
    .post('/api/User/Login')
    .set('X-Forwarded-For', ip)
    .send({ email, password, ...(captcha && { captchaCode: captcha }) });
}

function forgot(app: NestFastifyApplication, ip: string, email: string, captcha: string | null = CAPTCHA) {
  return http(app)
    .post('/api/User/ForgotPassword')
    .set('X-Forwarded-For', ip)
    .send({ email, ...(captcha && { reCaptchaBody: captcha }) });
}

function expectTooMany(res: request.Response, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

/**
 * The behaviour every counter store must show; `endWait` ends early the wait of an account or the
 * window of an address (the account's count of failures stays).
 */
function sharedBehaviour(getApp: () => NestFastifyApplication, endWait: (tracker: string) => Promise<void>) {
  const account = async () => {
    const email = newEmail();
    await newUserWithPassword(getApp().get(PrismaService), PASSWORD, { email });
    return email;
  };

  it('lets the owner log in after a stranger sent logins without a captcha or with a malformed body', async () => {
    const app = getApp();
    const email = await account();
    for (let i = 0; i < LOGIN_ACCOUNT.free * 2; i++) {
      expect((await login(app, newIp(), email, 'not-the-password', null)).body.code).toBe('CAPTCHA_FAILED');
    }
    for (let i = 0; i < LOGIN_ACCOUNT.free * 2; i++) {
      const junk = await http(app).post('/api/User/Login').set('X-Forwarded-For', newIp()).send({ email, password: 42, captchaCode: CAPTCHA });
      expect(junk.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await login(app, newIp(), email, PASSWORD)).status).toBe(200);
  });

  it('never counts successful logins: one office address and one user log in again and again', async () => {
    const app = getApp();
    const office = newIp();
    const emails = await Promise.all(Array.from({ length: 4 }, account));
    for (let i = 0; i < LOGIN.ip.limit + 2; i++) {
      expect((await login(app, office, emails[i % emails.length], PASSWORD)).status).toBe(200);
    }
    for (let i = 0; i < LOGIN_ACCOUNT.free + 2; i++) expect((await login(app, newIp(), emails[0], PASSWORD)).status).toBe(200);
  });

  it('after the free wrong passwords, makes each next attempt wait longer, and forgets them on success', async () => {
    const app = getApp();
    const email = await account();
    for (let i = 0; i < LOGIN_ACCOUNT.free; i++) expect((await login(app, newIp(), email, 'wrong-password-1')).status).toBe(404);
    // Even the right password waits: the delay is what stops the guessing.
    const first = expectTooMany(await login(app, newIp(), email.toUpperCase(), PASSWORD), LOGIN_ACCOUNT.firstDelayMs / 1000);
    expect(first).toBeGreaterThan(LOGIN_ACCOUNT.firstDelayMs / 1000 - 5);

    await endWait(accountKey(email));
    expect((await login(app, newIp(), email, 'wrong-password-2')).status).toBe(404);
    const second = expectTooMany(await login(app, newIp(), email, PASSWORD), (2 * LOGIN_ACCOUNT.firstDelayMs) / 1000);
    expect(second).toBeGreaterThan(first);

    await endWait(accountKey(email));
    expect((await login(app, newIp(), email, PASSWORD)).status).toBe(200);
    // The owner got in: the earlier failures are forgotten.
    for (let i = 0; i < LOGIN_ACCOUNT.free; i++) expect((await login(app, newIp(), email, 'wrong-password-3')).status).toBe(404);
    expect((await login(app, newIp(), email, PASSWORD)).status).toBe(429);
    // Another account is not affected.
    expect((await login(app, newIp(), await account(), PASSWORD)).status).toBe(200);
  });

  it('stops an address after its wrong passwords, whatever the e-mail, and no other address', async () => {
    const app = getApp();
    const ip = newIp();
    for (let i = 0; i < LOGIN.ip.limit; i++) expect((await login(app, ip, newEmail(), 'wrong-password')).status).toBe(404);
    expectTooMany(await login(app, ip, await account(), PASSWORD), LOGIN.ip.windowMs / 1000);
    expect((await login(app, newIp(), newEmail(), 'wrong-password')).status).toBe(404);
    await endWait(ip);
    expect((await login(app, ip, newEmail(), 'wrong-password')).status).toBe(404);
  });

  it('never lets more than one attempt past the free ones when wrong passwords race', async () => {
    const app = getApp();
    const email = await account();
    const answers = await Promise.all(Array.from({ length: 15 }, () => login(app, newIp(), email, 'wrong-password')));
    expect(answers.filter((r) => r.status === 404).length).toBeLessThanOrEqual(LOGIN_ACCOUNT.free + 1);
    expect(answers.filter((r) => r.status === 404).length).toBeGreaterThanOrEqual(LOGIN_ACCOUNT.free);
    expect(answers.every((r) => r.status === 404 || r.status === 429)).toBe(true);
  });

  it('lets the owner reset the password after a stranger asked without a captcha', async () => {
    const app = getApp();
    const email = await account();
    for (let i = 0; i < FORGOT_ACCOUNT.free * 2; i++) expect((await forgot(app, newIp(), email, null)).body.code).toBe('CAPTCHA_FAILED');
    expect((await forgot(app, newIp(), email)).status).toBe(200);
    await app.get(BackgroundTasks).drain();
    expect(await mailsTo(app.get(PrismaService), email, 'reset-password')).toHaveLength(1);
  });

  it('spaces out reset mails to one address after the free ones', async () => {
    const app = getApp();
    const email = newEmail();
    for (let i = 0; i < FORGOT_ACCOUNT.free; i++) expect((await forgot(app, newIp(), email)).status).toBe(200);
    expectTooMany(await forgot(app, newIp(), email), FORGOT_ACCOUNT.firstDelayMs / 1000);
    await endWait(accountKey(email));
    expect((await forgot(app, newIp(), email)).status).toBe(200);
  });

  it('lets the owner finish a 2FA login after a stranger sent pins with made-up challenges', async () => {
    const app = getApp();
    const secret = newTotpSecret();
    const email = newEmail();
    await newUserWithPassword(app.get(PrismaService), PASSWORD, { email, tfaSecret: secret });
    const step = (body: object) => http(app).post('/api/User/TwoFactorLogin').set('X-Forwarded-For', newIp()).send(body);
    for (let i = 0; i < RATE_LIMITS.tfa.account!.free + 2; i++) {
      expect((await step({ email, pin: '123456', tfaChallenge: randomUUID() })).body.code).toBe('TFA_CHALLENGE_INVALID');
    }
    const { tfaChallenge } = (await login(app, newIp(), email, PASSWORD).expect(200)).body as { tfaChallenge: string };
    // A wrong pin on the live challenge counts for the account; the right one still gets in.
    const valid = new Set(await Promise.all([-1, 0, 1].map((k) => totpPin(secret, Date.now() / 1000 + k * TOTP_STEP_SECONDS))));
    const wrong = ['000000', '111111', '222222', '333333'].find((pin) => !valid.has(pin))!;
    expect((await step({ email, pin: wrong, tfaChallenge })).body.code).toBe('TFA_PIN_INVALID');
    const done = await step({ email, pin: await totpPin(secret), tfaChallenge });
    expect(done.status).toBe(200);
    expect(done.body.token).toEqual(expect.any(String));
  });
}

describe('rate limits with counters in PostgreSQL', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ TRUST_PROXY: 'loopback' }));
  });
  afterAll(() => app.close());

  sharedBehaviour(
    () => app,
    async (tracker) => {
      const keys = ['login', 'forgot'].flatMap((name) => [`rate-limit:${name}-wait:${tracker}`, `rate-limit:${name}-ip:${tracker}`]);
      await prisma.rateLimitBucket.updateMany({ where: { key: { in: keys } }, data: { expire: new Date(Date.now() - 1000) } });
    },
  );

  it('keeps e-mails only as a hash in the counters', async () => {
    const ip = newIp();
    const email = newEmail();
    await login(app, ip, email, 'wrong-password').expect(404);
    await login(app, ip, email, 'wrong-password').expect(404);
    const buckets = await prisma.rateLimitBucket.findMany({ where: { OR: [{ key: { endsWith: `:${ip}` } }, { key: { endsWith: `:${accountKey(email)}` } }] } });
    expect(buckets.map((b) => [b.key, b.points]).sort()).toEqual([
      [`rate-limit:login-account:${accountKey(email)}`, 2],
      [`rate-limit:login-ip:${ip}`, 2],
    ]);
    expect(JSON.stringify(buckets)).not.toContain(email);
  });

  it('counts failed captchas of an address and stops asking the provider past the budget', async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.captcha.ip.limit; i++) expect((await login(app, ip, newEmail(), 'x-password', 'bad-token')).body.code).toBe('CAPTCHA_FAILED');
    expectTooMany(await login(app, ip, newEmail(), 'x-password', 'bad-token'), RATE_LIMITS.captcha.ip.windowMs / 1000);
    expect((await login(app, newIp(), newEmail(), 'x-password', 'bad-token')).body.code).toBe('CAPTCHA_FAILED');
  });

  it('leaves calls without a budget alone', async () => {
    const ip = newIp();
    for (let i = 0; i < 25; i++) await http(app).post('/api/User/RefreshToken').set('X-Forwarded-For', ip).send({ token: 'x' }).expect(401);
  });

  it('sweeps counters whose window ended over an hour ago, on the application\'s schedule only', async () => {
    const prefix = `rate-limit:sweep-test-${randomUUID()}`;
    const ago = (ms: number) => new Date(Date.now() - ms);
    await prisma.rateLimitBucket.createMany({
      data: [
        { key: `${prefix}:old`, points: 3, expire: ago(EXPIRED_KEPT_MS + 60_000) },
        { key: `${prefix}:recent`, points: 3, expire: ago(60_000) },
        { key: `${prefix}:live`, points: 1, expire: ago(-60_000) },
        { key: `${prefix}:forever`, points: 1, expire: null },
      ],
    });
    await app.get(RateLimitSweepJob).tick();
    const left = await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: prefix } } });
    expect(left.map((b) => b.key.slice(prefix.length + 1)).sort()).toEqual(['forever', 'live', 'recent']);
    await prisma.rateLimitBucket.deleteMany({ where: { key: { startsWith: prefix } } });
  });
});

describe('rate limits with counters in Redis', () => {
  let app: NestFastifyApplication;
  let redis: Redis;

  const keysOf = (tracker: string) => redis.keys(`rate-limit:*:${tracker}`);

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    ({ app } = await createTestApp({ REDIS_URL, TRUST_PROXY: 'loopback' }));
  });
  afterAll(async () => {
    // Only this run's counters: the keys of every address and e-mail it made up.
    for (const tracker of [...usedIps, ...usedEmails.map(accountKey)]) {
      const keys = await keysOf(tracker);
      if (keys.length) await redis.del(...keys);
    }
    await app.close();
    redis.disconnect();
  });

  sharedBehaviour(
    () => app,
    async (tracker) => {
      const keys = [...(await redis.keys(`rate-limit:*-wait:${tracker}`)), ...(await redis.keys(`rate-limit:*-ip:${tracker}`))];
      if (keys.length) await redis.del(...keys);
    },
  );

  it('keeps its counters in Redis, not in PostgreSQL', async () => {
    const ip = newIp();
    await login(app, ip, newEmail(), 'wrong-password').expect(404);
    expect(await redis.get(`rate-limit:login-ip:${ip}`)).toBe('1');
    expect(await app.get(PrismaService).rateLimitBucket.count({ where: { key: { endsWith: `:${ip}` } } })).toBe(0);
  });
});

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: a client cannot pick a fresh address per request', async () => {
    const { app, prisma } = await createTestApp();
    // Every request of this test comes from the loopback peer, whatever the header says.
    const loopbackBuckets = { key: { startsWith: 'rate-limit:login-ip:', endsWith: '127.0.0.1' } };
    await prisma.rateLimitBucket.deleteMany({ where: loopbackBuckets });
    try {
      for (let i = 0; i < LOGIN.ip.limit; i++) expect((await login(app, newIp(), newEmail(), 'wrong-password')).status).toBe(404);
      expectTooMany(await login(app, newIp(), newEmail(), 'wrong-password'), LOGIN.ip.windowMs / 1000);
    } finally {
      await prisma.rateLimitBucket.deleteMany({ where: loopbackBuckets });
      await app.close();
    }
  });

  it('takes the address the trusted proxy names', async () => {
    const { app, config } = await createTestApp({ TRUST_PROXY: '127.0.0.1/8, ::1' });
    try {
      expect(config.env.TRUST_PROXY).toEqual(['127.0.0.1/8', '::1']);
      const ip = newIp();
      await login(app, ip, newEmail(), 'wrong-password').expect(404);
      expect(await app.get(PrismaService).rateLimitBucket.findUnique({ where: { key: `rate-limit:login-ip:${ip}` } })).toEqual(expect.objectContaining({ points: 1 }));
    } finally {
      await app.close();
    }
  });
});

describe('rate limits when the counter store is down or limits are off', () => {
  it('lets requests through (no 500) when Redis cannot be reached', async () => {
    const port = await closedPort();
    const { app } = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, TRUST_PROXY: 'loopback' });
    try {
      const email = newEmail();
      for (let i = 0; i < LOGIN_ACCOUNT.free + 2; i++) expect((await login(app, newIp(), email, 'wrong-password')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('limits nothing with RATE_LIMIT_ENABLED=false', async () => {
    const { app } = await createTestApp({ RATE_LIMIT_ENABLED: 'false', TRUST_PROXY: 'loopback' });
    try {
      const email = newEmail();
      const ip = newIp();
      for (let i = 0; i < LOGIN_ACCOUNT.free + 3; i++) expect((await login(app, ip, email, 'wrong-password')).status).toBe(404);
    } finally {
      await app.close();
    }
  });
});

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
