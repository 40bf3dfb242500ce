import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob, type JobCounts } from '../../core/background/scheduled-job';
import { AppConfig } from '../../core/config/app-config';
import { SubscriptionService } from './subscription.service';

/**
 * Every 10 minutes: automatic renewals whose payment failed and whose 7 grace days ran out, and
 * those cancelled at a period's end that has come, end (each claimed once across instances) and
 * are cancelled at their provider; the pass or box runs out with its paid or grace days.
 */
@Injectable()
export class SubscriptionGraceJob extends ScheduledJob {
  constructor(
    private readonly subscriptions: SubscriptionService,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super('subscription-grace', config, scheduler);
  }

  protected period(): number {
    return 10 * 60 * 1000;
  }

  protected async work(): Promise<JobCounts> {
    return { ended: await this.subscriptions.endLapsed() };
  }
}
