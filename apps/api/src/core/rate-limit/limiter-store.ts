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

/** One counter of the RateLimitBucket table. */
function prismaLimiter(prisma: PrismaService, { name, points, durationMs }: LimiterSpec): RateLimiterPrisma {
  return new RateLimiterPrisma({
    storeClient: prisma,
    tableName: 'rateLimitBucket',
    keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${name}`,
    points,
    duration: durationMs / 1000,
    // Not the library's own timer, which outlives the application (it logs after a test
    // run has ended): RateLimitSweepJob deletes old rows on the application's schedule.
    clearExpiredByTimeout: false,
  });
}

/** Counters in the RateLimitBucket table (no REDIS_URL). */
export function prismaLimiterStore(prisma: PrismaService): LimiterStore {
  return {
    create: (spec) => prismaLimiter(prisma, spec),
    sweepExpired: async () => {
      const { count } = await prisma.rateLimitBucket.deleteMany({
        where: { expire: { lt: new Date(Date.now() - EXPIRED_KEPT_MS) } },
      });
      return count;
    },
    close: async () => undefined,
  };
}

/** What the Redis store tells the operator: once when Redis is lost, once when it is back. */
export interface RedisWatch {
  lost(error: Error): void;
  back(): void;
}

/**
 * Counters in Redis, each with the same counter in PostgreSQL as its stand-in (the library's
 * insurance limiter): while Redis is away (no offline queue, so a count fails at once) every count
 * goes to PostgreSQL and the limits hold. Not failing open: taking Redis down must not lift the
 * login limits; not failing closed: refusing every login while Redis is down would be an outage
 * of its own, with the database right there. The counts made meanwhile stay in PostgreSQL (a
 * fresh window in Redis afterwards), and the sweep deletes them.
 */
export function redisLimiterStore(
  url: string,
  prisma: PrismaService,
  watch: RedisWatch,
): { store: LimiterStore; redis: Redis } {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    enableOfflineQueue: false,
    lazyConnect: false,
  });
  // ioredis reports each failed reconnection: only the first of an outage is news.
  let down = false;
  redis.on('error', (error: Error) => {
    if (!down) watch.lost(error);
    down = true;
  });
  redis.on('ready', () => {
    if (down) watch.back();
    down = false;
  });
  const fallback = prismaLimiterStore(prisma);
  return {
    redis,
    store: {
      create: (spec) =>
        new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `${RATE_LIMIT_KEY_PREFIX}:${spec.name}`,
          points: spec.points,
          duration: spec.durationMs / 1000,
          rejectIfRedisNotReady: true,
          insuranceLimiter: prismaLimiter(prisma, spec),
        }),
      // Redis expires its counter keys itself (rate-limiter-flexible sets their TTL); the rows an
      // outage left in PostgreSQL are swept.
      sweepExpired: () => fallback.sweepExpired(),
      close: async () => {
        redis.disconnect();
      },
    },
  };
}
