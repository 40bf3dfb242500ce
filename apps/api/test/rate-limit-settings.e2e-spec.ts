import { createServer } from 'node:net';
import { PrismaService } from '../src/core/database/prisma.service';
import { expectTooMany, LOGIN, LOGIN_ACCOUNT, login, newEmail, newIp, useAddressBlock } from './rate-limit-support';
import { createTestApp } from './test-app';

// argon2 logins, many of them: more than Jest's 5 s default under load.
jest.setTimeout(120_000);
useAddressBlock(2);

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For by default: a client cannot pick a fresh address per request', async () => {
    const { app, prisma } = await createTestApp();
    // Every request of this test comes from the loopback peer, whatever the header says.
    const loopbackBuckets = { key: { startsWith: 'rate-limit:login-ip:', endsWith: '127.0.0.1' } };
    await prisma.rateLimitBucket.deleteMany({ where: loopbackBuckets });
    try {
      for (let i = 0; i < LOGIN.ip.limit; i++)
        expect((await login(app, newIp(), newEmail(), 'wrong-password')).status).toBe(404);
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
      expect(
        await app.get(PrismaService).rateLimitBucket.findUnique({ where: { key: `rate-limit:login-ip:${ip}` } }),
      ).toEqual(expect.objectContaining({ points: 1 }));
    } finally {
      await app.close();
    }
  });
});

describe('rate limits when the counter store is down or limits are off', () => {
  it('counts in PostgreSQL instead (no 500) when Redis cannot be reached', async () => {
    const port = await closedPort();
    const { app } = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${port}`, TRUST_PROXY: 'loopback' });
    try {
      const email = newEmail();
      for (let i = 0; i < LOGIN_ACCOUNT.free; i++)
        expect((await login(app, newIp(), email, 'wrong-password')).status).toBe(404);
      // The account's free attempts are spent all the same: the next one waits.
      expect((await login(app, newIp(), email, 'wrong-password')).status).toBe(429);
    } finally {
      await app.close();
    }
  });

  it('limits nothing with RATE_LIMIT_ENABLED=false', async () => {
    const { app } = await createTestApp({ RATE_LIMIT_ENABLED: 'false', TRUST_PROXY: 'loopback' });
    try {
      const email = newEmail();
      const ip = newIp();
      for (let i = 0; i < LOGIN_ACCOUNT.free + 3; i++)
        expect((await login(app, ip, email, 'wrong-password')).status).toBe(404);
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
