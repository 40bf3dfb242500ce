import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { accountKey } from '../src/core/rate-limit/client-key';
import { EXPIRED_KEPT_MS } from '../src/core/rate-limit/limiter-store';
import { RateLimitSweepJob } from '../src/core/rate-limit/rate-limit-sweep.job';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { expectTooMany, http, login, newEmail, newIp, sharedBehaviour, useAddressBlock } from './rate-limit-support';
import { createTestApp } from './test-app';

// argon2 logins, many of them: more than Jest's 5 s default under load.
jest.setTimeout(120_000);
useAddressBlock(0);

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
      const keys = ['login', 'forgot'].flatMap((name) => [
        `rate-limit:${name}-wait:${tracker}`,
        `rate-limit:${name}-ip:${tracker}`,
      ]);
      await prisma.rateLimitBucket.updateMany({
        where: { key: { in: keys } },
        data: { expire: new Date(Date.now() - 1000) },
      });
    },
  );

  it('keeps e-mails only as a hash in the counters', async () => {
    const ip = newIp();
    const email = newEmail();
    await login(app, ip, email, 'wrong-password').expect(404);
    await login(app, ip, email, 'wrong-password').expect(404);
    const buckets = await prisma.rateLimitBucket.findMany({
      where: { OR: [{ key: { endsWith: `:${ip}` } }, { key: { endsWith: `:${accountKey(email)}` } }] },
    });
    expect(buckets.map((b) => [b.key, b.points]).sort()).toEqual([
      [`rate-limit:login-account:${accountKey(email)}`, 2],
      [`rate-limit:login-ip:${ip}`, 2],
    ]);
    expect(JSON.stringify(buckets)).not.toContain(email);
  });

  it('counts failed captchas of an address and stops asking the provider past the budget', async () => {
    const ip = newIp();
    for (let i = 0; i < RATE_LIMITS.captcha.ip.limit; i++)
      expect((await login(app, ip, newEmail(), 'x-password', 'bad-token')).body.code).toBe('CAPTCHA_FAILED');
    expectTooMany(await login(app, ip, newEmail(), 'x-password', 'bad-token'), RATE_LIMITS.captcha.ip.windowMs / 1000);
    expect((await login(app, newIp(), newEmail(), 'x-password', 'bad-token')).body.code).toBe('CAPTCHA_FAILED');
  });

  it('leaves calls without a budget alone', async () => {
    const ip = newIp();
    for (let i = 0; i < 25; i++)
      await http(app).post('/api/User/RefreshToken').set('X-Forwarded-For', ip).send({ token: 'x' }).expect(401);
  });

  it("sweeps counters whose window ended over an hour ago, on the application's schedule only", async () => {
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
    await app.get(RateLimitSweepJob).run();
    const left = await prisma.rateLimitBucket.findMany({ where: { key: { startsWith: prefix } } });
    expect(left.map((b) => b.key.slice(prefix.length + 1)).sort()).toEqual(['forever', 'live', 'recent']);
    await prisma.rateLimitBucket.deleteMany({ where: { key: { startsWith: prefix } } });
  });
});
