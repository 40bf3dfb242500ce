import { Logger } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { PrismaService } from '../database/prisma.service';

/** What ThrottlerGuard expects back from a storage (times in whole seconds). */
export interface ThrottlerRecord {
  totalHits: number;
  timeToExpire: number;
  isBlocked: boolean;
  timeToBlockExpire: number;
}

/** About one increment in this many also deletes long-expired buckets, so the table stays small. */
const SWEEP_ONE_IN = 200;

/**
 * Fixed-window counters in the RateLimitBucket table, shared by every instance (used when there is
 * no REDIS_URL). One upsert per hit, decided by PostgreSQL's clock, so concurrent requests on
 * several instances never lose a count: an expired bucket starts a new window at 1, a live one is
 * incremented. The hit that goes over the limit stretches the window to at least `blockDuration`,
 * and while the count is over the limit the caller is blocked until the window ends. Times are
 * UTC like every timestamp Prisma writes.
 */
export class PostgresThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimit');

  constructor(private readonly prisma: PrismaService) {}

  async increment(key: string, ttl: number, limit: number, blockDuration: number): Promise<ThrottlerRecord> {
    const rows = await this.prisma.$queryRaw<{ points: number; msLeft: number }[]>`
      INSERT INTO "RateLimitBucket" ("key", "points", "expiresAt")
      VALUES (${key}::text, 1, timezone('utc', now()) + ${ttl}::int * interval '1 millisecond')
      ON CONFLICT ("key") DO UPDATE SET
        "points" = CASE WHEN "RateLimitBucket"."expiresAt" <= timezone('utc', now()) THEN 1 ELSE "RateLimitBucket"."points" + 1 END,
        "expiresAt" = CASE
          WHEN "RateLimitBucket"."expiresAt" <= timezone('utc', now()) THEN EXCLUDED."expiresAt"
          WHEN "RateLimitBucket"."points" = ${limit}::int
            THEN greatest("RateLimitBucket"."expiresAt", timezone('utc', now()) + ${blockDuration}::int * interval '1 millisecond')
          ELSE "RateLimitBucket"."expiresAt"
        END
      RETURNING "points", (extract(epoch from ("expiresAt" - timezone('utc', now()))) * 1000)::float8 AS "msLeft"`;
    if (Math.random() * SWEEP_ONE_IN < 1) void this.sweep();
    const { points, msLeft } = rows[0];
    // Timestamps are stored to the millisecond: drop the sub-millisecond rest before rounding up.
    const secondsLeft = Math.max(1, Math.ceil(Math.floor(msLeft) / 1000));
    const isBlocked = points > limit;
    return { totalHits: points, timeToExpire: secondsLeft, isBlocked, timeToBlockExpire: isBlocked ? secondsLeft : 0 };
  }

  /** Forgets buckets whose window ended a while ago (never needed for correctness). */
  private async sweep(): Promise<void> {
    try {
      await this.prisma.$executeRaw`DELETE FROM "RateLimitBucket" WHERE "expiresAt" < timezone('utc', now()) - interval '1 hour'`;
    } catch (error) {
      this.logger.warn(`could not sweep expired rate-limit buckets: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
