import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob, type JobCounts } from '../../core/background/scheduled-job';
import { AppConfig } from '../../core/config/app-config';
import { SettlementService } from './settlement.service';

/**
 * Every 5 minutes: asks the providers about orders still unsettled after
 * PAYMENT_RECONCILE_MINUTES (lost or late webhooks, slow payments), refunds paid licences that
 * could not be delivered and whose refund a failure left behind, and settles refunds the provider
 * never confirmed.
 */
@Injectable()
export class ReconcileJob extends ScheduledJob {
  constructor(
    private readonly settlement: SettlementService,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super('payment-reconcile', config, scheduler);
  }

  protected period(): number {
    return 5 * 60 * 1000;
  }

  protected async work(): Promise<JobCounts> {
    const outcomes = await this.settlement.reconcilePending(this.config.env.PAYMENT_RECONCILE_MINUTES);
    return {
      ...outcomes,
      'undeliverable-refunded': await this.settlement.refundUndeliverable(),
      'stale-refunds-cancelled': await this.settlement.settleStaleRefunds(),
    };
  }
}
