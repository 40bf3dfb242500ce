import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { LIMITER_STORE, type LimiterStore } from './limiter-store';

const JOB_NAME = 'rate-limit-sweep';
/** As often as rate-limiter-flexible's own sweep ran. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/**
 * Deletes the counters whose window ended over an hour ago (in PostgreSQL; Redis expires its keys
 * itself), every five minutes when CRON_ENABLED. Every instance may sweep: the delete is the same
 * whoever runs it. Stopped with the application, so no timer outlives it.
 */
@Injectable()
export class RateLimitSweepJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RateLimit');
  private running?: Promise<void>;

  constructor(
    @Inject(LIMITER_STORE) private readonly store: LimiterStore,
    private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.env.CRON_ENABLED) return;
    this.scheduler.addInterval(JOB_NAME, setInterval(() => this.tick(), SWEEP_EVERY_MS));
  }

  /** One sweep; skipped while the previous one still runs. */
  tick(): Promise<void> {
    this.running ??= this.store
      .sweepExpired()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.warn(`Sweeping expired rate-limit counters failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
    return this.running;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', JOB_NAME)) this.scheduler.deleteInterval(JOB_NAME);
    await this.running;
  }
}
