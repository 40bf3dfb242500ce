import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Redis from 'ioredis';
import { PrismaService } from '../src/core/database/prisma.service';
import { accountKey } from '../src/core/rate-limit/client-key';
import {
  login,
  newEmail,
  newIp,
  REDIS_URL,
  sharedBehaviour,
  useAddressBlock,
  usedDevices,
  usedEmails,
  usedIps,
} from './rate-limit-support';
import { createTestApp } from './test-app';

// argon2 logins, many of them: more than Jest's 5 s default under load.
jest.setTimeout(120_000);
useAddressBlock(1);

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
    for (const tracker of [...usedIps, ...usedEmails.map(accountKey), ...usedDevices]) {
      const keys = await keysOf(tracker);
      if (keys.length) await redis.del(...keys);
    }
    await app.close();
    redis.disconnect();
  });

  sharedBehaviour(
    () => app,
    async (tracker) => {
      const keys = [
        ...(await redis.keys(`rate-limit:*-wait:${tracker}`)),
        ...(await redis.keys(`rate-limit:*-ip:${tracker}`)),
      ];
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
