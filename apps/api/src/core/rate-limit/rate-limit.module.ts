import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { LIMITER_STORE, prismaLimiterStore, redisLimiterStore, type LimiterStore } from './limiter-store';
import { RateLimitSweepJob } from './rate-limit-sweep.job';
import { RateLimitService } from './rate-limit.service';

/**
 * Counters live in Redis when REDIS_URL is set (PostgreSQL standing in while Redis is away), else
 * in PostgreSQL: shared by every instance either way. The PostgreSQL store gets the plain client:
 * rate-limiter-flexible keeps the client it is given for the limiter's life (`txHost.tx` is per
 * call), and a count must stand even when a caller's transaction rolls back.
 */
function createStore(config: AppConfig, prisma: PrismaService): LimiterStore {
  const url = config.env.REDIS_URL;
  if (!url) return prismaLimiterStore(prisma);
  const logger = new Logger('RateLimit');
  return redisLimiterStore(url, prisma, {
    lost: (error) =>
      logger.warn(`Redis unreachable (${error.message}): rate limits are counted in PostgreSQL meanwhile`),
    back: () => logger.log('Redis reachable again: rate limits are counted in Redis'),
  }).store;
}

/** The attempt budgets of DESIGN section 4; see rate-limit.service.ts. */
@Global()
@Module({
  providers: [
    { provide: LIMITER_STORE, inject: [AppConfig, PrismaService], useFactory: createStore },
    {
      provide: RateLimitService,
      inject: [LIMITER_STORE, AppConfig],
      useFactory: (store: LimiterStore, config: AppConfig) => new RateLimitService(store, config),
    },
    RateLimitSweepJob,
  ],
  exports: [RateLimitService],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(LIMITER_STORE) private readonly store: LimiterStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}
