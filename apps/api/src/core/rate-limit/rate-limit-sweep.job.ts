import { Inject, Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob, type JobCounts } from '../background/scheduled-job';
import { AppConfig } from '../config/app-config';
import { LIMITER_STORE, type LimiterStore } from './limiter-store';

/**
 * Deletes the counters whose window ended over an hour ago (in PostgreSQL; Redis expires its keys
 * itself) every five minutes, as often as rate-limiter-flexible's own sweep ran. Every instance
 * may sweep: the delete is the same whoever runs it.
 */
@Injectable()
export class RateLimitSweepJob extends ScheduledJob {
  constructor(
    @Inject(LIMITER_STORE) private readonly store: LimiterStore,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super('rate-limit-sweep', config, scheduler);
  }

  protected period(): number {
    return 5 * 60 * 1000;
  }

  protected async work(): Promise<JobCounts> {
    return { 'counters-deleted': await this.store.sweepExpired() };
  }
}
