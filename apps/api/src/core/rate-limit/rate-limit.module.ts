import { Logger, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';
import { RateLimitGuard, rateLimitThrottlers } from './rate-limit.guard';

/** How long start-up waits for Redis before carrying on without it (limits then fail open). */
const REDIS_READY_TIMEOUT_MS = 2000;

/** Counters live in Redis when REDIS_URL is set, else in PostgreSQL: shared by every instance either way. */
async function createStorage(config: AppConfig, prisma: PrismaService): Promise<ThrottlerStorage> {
  const url = config.env.REDIS_URL;
  if (!url) return new PostgresThrottlerStorage(prisma);
  const logger = new Logger('RateLimit');
  // No offline queue: while Redis is away a count fails at once (and the guard lets the request
  // through) instead of holding the request until a reconnection succeeds.
  const storage = new ThrottlerStorageRedisService(url, { maxRetriesPerRequest: 1, connectTimeout: REDIS_READY_TIMEOUT_MS, enableOfflineQueue: false });
  storage.redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      logger.warn(`Redis not ready after ${REDIS_READY_TIMEOUT_MS} ms; rate limits are off until it is`);
      resolve();
    }, REDIS_READY_TIMEOUT_MS);
    storage.redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  return storage;
}

/** The @RateLimit(name) limits of DESIGN section 4; see rate-limit.decorator.ts. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, PrismaService],
      useFactory: async (config: AppConfig, prisma: PrismaService) => ({
        throttlers: rateLimitThrottlers(),
        storage: await createStorage(config, prisma),
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
