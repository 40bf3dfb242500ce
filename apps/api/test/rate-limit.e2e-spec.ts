import type { NestExpressApplication } from '@nestjs/platform-express';
import Redis from 'ioredis';
import { createServer } from 'node:net';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { accountTracker } from '../src/core/rate-limit/rate-limit.guard';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { PrismaService } from '../src/core/database/prisma.service';
import { createTestApp } from './test-app';

// jest.config.js sets testTimeout per project, which Jest ignores (global option).
jest.setTimeout(60_000);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN = RATE_LIMITS.login;

/** Addresses of this run only (the app trusts X-Forwarded-For from loopback), so counters never collide. */
const runId = `${randomInt(1, 255)}.${randomInt(1, 255)}`;
let nextHost = 1;
const usedIps: string[] = [];
const usedEmails: string[] = [];
function newIp(): string {
  usedIps.push(`10.${runId}.${nextHost++}`);
  return usedIps[usedIps.length - 1];
}
function newEmail(): string {
  usedEmails.push(`limit-${randomUUID()}@test.example.com`);
  return usedEmails[usedEmails.length - 1];
}

/** A login attempt (no captcha: refused after counting, which keeps the tests fast). */
function attempt(app: NestExpressApplication, ip: string, email: string) {
  return request(app.getHttpServer()).post('/api/User/Login').set('X-Forwarded-For', ip).send({ email, password: 'whatever-password' });
}

function expectTooMany(res: request.Response, windowMs: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
}

/** The behaviour every storage must show; `endWindow` ends the window of a tracker early. */
function sharedBehaviour(getApp: () => NestExpressApplication, endWindow: (tracker: string) => Promise<void>) {
  it('allows 5 attempts per account e-mail in 10 minutes, from any address and in any letter case', async () => {
    const app = getApp();
    const email = newEmail();
    for (let i = 0; i < LOGIN.account.limit; i++) expect((await attempt(app, newIp(), email)).status).toBe(400);
    expectTooMany(await attempt(app, newIp(), email.toUpperCase()), LOGIN.account.windowMs);
    // Another account is not affected.
    expect((await attempt(app, newIp(), newEmail())).status).toBe(400);
  });

  it('allows 10 attempts per IP address in 10 minutes, whatever the e-mail', async () => {
    const app = getApp();
    const ip = newIp();
    for (let i = 0; i < LOGIN.ip.limit; i++) expect((await attempt(app, ip, newEmail())).status).toBe(400);
    expectTooMany(await attempt(app, ip, newEmail()), LOGIN.ip.windowMs);
    expect((await attempt(app, newIp(), newEmail())).status).toBe(400);
  });

  it('starts counting again when the window has ended', async () => {
    const app = getApp();
    const ip = newIp();
    for (let i = 0; i < LOGIN.ip.limit; i++) await attempt(app, ip, newEmail());
    expect((await attempt(app, ip, newEmail())).status).toBe(429);
    await endWindow(ip);
    expect((await attempt(app, ip, newEmail())).status).toBe(400);
  });

  it('never lets more than the limit through when requests race', async () => {
    const app = getApp();
    const email = newEmail();
    const answers = await Promise.all(Array.from({ length: 15 }, () => attempt(app, newIp(), email)));
    expect(answers.filter((r) => r.status !== 429)).toHaveLength(LOGIN.account.limit);
  });
}

describe('rate limits with counters in PostgreSQL', () => {
  let app: NestExpressApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp());
  });
  afterAll(() => app.close());

  sharedBehaviour(
    () => app,
    async (tracker) => {
      await prisma.rateLimitBucket.updateMany({ where: { key: { endsWith: `:${tracker}` } }, data: { expiresAt: new Date(Date.now() - 1000) } });
    },
  );

  it('keeps one bucket per tracker, e-mails only as a hash', async () => {
    const ip = newIp();
    const email = newEmail();
    await attempt(app, ip, email);
    await attempt(app, ip, email);
    const buckets = await prisma.rateLimitBucket.findMany({ where: { OR: [{ key: { endsWith: `:${ip}` } }, { key: { endsWith: `:${accountTracker(email)}` } }] } });
    expect(buckets.map((b) => [b.key, b.points]).sort()).toEqual([
      [`rate-limit:login-account:${accountTracker(email)}`, 2],
      [`rate-limit:login-ip:${ip}`, 2],
    ]);
    expect(JSON.stringify(buckets)).not.toContain(email);
  });

  it('counts the two-factor step under its own name', async () => {
    const email = newEmail();
    const step = () =>
      request(app.getHttpServer()).post('/api/User/TwoFactorLogin').set('X-Forwarded-For', newIp()).send({ email, pin: '123456', tfaChallenge: 'x' });
    for (let i = 0; i < RATE_LIMITS.tfa.account.limit; i++) expect((await step()).status).toBe(401);
    expect((await step()).status).toBe(429);
    // The login budget of that address is untouched.
    expect((await attempt(app, newIp(), email)).status).toBe(400);
  });

  it('leaves routes without @RateLimit alone', async () => {
    const ip = newIp();
    for (let i = 0; i < 15; i++) await request(app.getHttpServer()).post('/api/User/RefreshToken').set('X-Forwarded-For', ip).send({ token: 'x' }).expect(401);
  });
});

describe('rate limits with counters in Redis', () => {
  let app: NestExpressApplication;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    ({ app } = await createTestApp({ REDIS_URL }));
  });
  afterAll(async () => {
    // Only this run's counters: the keys of every address and e-mail it made up.
    const trackers = [...usedIps, ...usedEmails.map(accountTracker)];
    for (const tracker of trackers) {
      const keys = await redis.keys(`{rate-limit:*:${tracker}:*`);
      if (keys.length) await redis.del(...keys);
    }
    await app.close();
    redis.disconnect();
  });

  sharedBehaviour(
    () => app,
    async (tracker) => {
      const keys = await redis.keys(`{rate-limit:*:${tracker}:*`);
      if (keys.length) await redis.del(...keys);
    },
  );

  it('keeps its counters in Redis, not in PostgreSQL', async () => {
    const ip = newIp();
    await attempt(app, ip, newEmail());
    expect(await redis.get(`{rate-limit:login-ip:${ip}:login-ip}:hits`)).toBe('1');
    expect(await app.get(PrismaService).rateLimitBucket.count({ where: { key: { endsWith: `:${ip}` } } })).toBe(0);
  });
});

describe('rate limits when the counter store is down or limits are off', () => {
  it('lets requests through (no 500) when Redis cannot be reached', async () => {
    const port = await closedPort();
    const { app } = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
    try {
      const email = newEmail();
      for (let i = 0; i < LOGIN.account.limit + 2; i++) expect((await attempt(app, newIp(), email)).status).toBe(400);
    } finally {
      await app.close();
    }
  });

  it('limits nothing with RATE_LIMIT_ENABLED=false', async () => {
    const { app } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    try {
      const email = newEmail();
      const ip = newIp();
      for (let i = 0; i < LOGIN.ip.limit + 5; i++) expect((await attempt(app, ip, email)).status).toBe(400);
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
