import Redis from 'ioredis';
import { RateLimiterPrisma, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PrismaService } from '../database/prisma.service';

/** Nest token of the LimiterStore in use. */
export const LIMITER_STORE = Symbol('LimiterStore');

/** Prefix of every counter key, in PostgreSQL and in Redis. */
export const RATE_LIMIT_KEY_PREFIX = 'rate-limit';

export interface LimiterSpec {
  /** e.g. `login-ip`, `login-account`, `login-wait`. */
  name: string;
  points: number;
  durationMs: number;
}

/** Makes the counters of one kind; every instance of the shop shares them through the store. */
export interface LimiterStore {
  create(spec: LimiterSpec): RateLimiterAbstract;
  /** Deletes counters whose window ended long ago; answers how many (RateLimitSweepJob runs it). */
  sweepExpired(): Promise<number>;
  close(): Promise<void>;
}

/** How long after its window a counter row is kept (as rate-limiter-flexible's own sweep did). */
export const EXPIRED_KEPT_MS = 60 * 60 * 1000;

/** Counters in the RateLimitBucket table (no REDIS_URL). */
export function prismaLimiterStore(prisma: PrismaService): LimiterStore {
  return {
    create: ({ name, points, durationMs }) =>
      new RateLimiterPrisma({
        storeClient: prisma,
        tableName: 'rateLimitBucket',
        keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${name}`,
        points,
        duration: durationMs / 1000,
        // Not the library's own timer, which outlives the application (it logs after a test
        // run has ended): RateLimitSweepJob deletes old rows on the application's schedule.
        clearExpiredByTimeout: false,
      }),
    sweepExpired: async () => {
      const { count } = await prisma.rateLimitBucket.deleteMany({
        where: { expire: { lt: new Date(Date.now() - EXPIRED_KEPT_MS) } },
      });
      return count;
    },
    close: async () => undefined,
  };
}

/** Counters in Redis. No offline queue: while Redis is away a count fails at once (and is let through). */
export function redisLimiterStore(url: string, onError: (error: Error) => void): { store: LimiterStore; redis: Redis } {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  redis.on('error', onError);
  return {
    redis,
    store: {
      create: ({ name, points, durationMs }) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${name}`,
          points,
          duration: durationMs / 1000,
          rejectIfRedisNotReady: true,
        }),
      // Redis expires every counter key itself (rate-limiter-flexible sets its TTL): no timer, nothing to sweep.
      sweepExpired: async () => 0,
      close: async () => {
        redis.disconnect();
      },
    },
  };
}
