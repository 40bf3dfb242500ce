import { Logger, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { ThrottlerModule, type ThrottlerStorage } from '@nestjs/throttler';
import { AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { PostgresThrottlerStorage } from './postgres-throttler.storage';
import { RateLimitGuard, rateLimitThrottlers } from './rate-limit.guard';

/** Counters live in Redis when REDIS_URL is set, else in PostgreSQL: shared by every instance either way. */
function createStorage(config: AppConfig, prisma: PrismaService): ThrottlerStorage {
  const url = config.env.REDIS_URL;
  if (!url) return new PostgresThrottlerStorage(prisma);
  // An unreachable Redis costs a request one retry at most (then the guard lets it through).
  const storage = new ThrottlerStorageRedisService(url, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
  const logger = new Logger('RateLimit');
  storage.redis.on('error', (error: Error) => logger.warn(`Redis: ${error.message}`));
  return storage;
}

/** The @RateLimit(name) limits of DESIGN section 4; see rate-limit.decorator.ts. */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig, PrismaService],
      useFactory: (config: AppConfig, prisma: PrismaService) => ({
        throttlers: rateLimitThrottlers(),
        storage: createStorage(config, prisma),
        setHeaders: false,
      }),
    }),
  ],
  providers: [{ provide: APP_GUARD, useClass: RateLimitGuard }],
})
export class RateLimitModule {}
