import Redis from 'ioredis';
import { RateLimiterPrisma, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { PrismaService } from '../database/prisma.service';

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
  close(): Promise<void>;
}

/** Counters in the RateLimitBucket table (no REDIS_URL). */
export function prismaLimiterStore(prisma: PrismaService): LimiterStore {
  let sweeping = false;
  return {
    create: ({ name, points, durationMs }) => {
      // Each limiter may sweep the whole table of old rows; one of them doing it is enough.
      const clearExpiredByTimeout = !sweeping;
      sweeping = true;
      return new RateLimiterPrisma({
        storeClient: prisma,
        tableName: 'rateLimitBucket',
        keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${name}`,
        points,
        duration: durationMs / 1000,
        clearExpiredByTimeout,
      });
    },
    close: async () => undefined,
  };
}

/** Counters in Redis. No offline queue: while Redis is away a count fails at once (and is let through). */
export function redisLimiterStore(url: string, onError: (error: Error) => void): { store: LimiterStore; redis: Redis } {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: false, lazyConnect: false });
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
      close: async () => {
        redis.disconnect();
      },
    },
  };
}
