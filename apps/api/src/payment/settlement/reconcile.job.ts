import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../core/config/app-config';
import { SettlementService } from './settlement.service';

/** Asks the providers about orders still pending after PAYMENT_RECONCILE_MINUTES (lost or late webhooks). */
@Injectable()
export class ReconcileJob {
  private readonly logger = new Logger(ReconcileJob.name);

  constructor(
    private readonly settlement: SettlementService,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES)
  async run(): Promise<void> {
    if (!this.config.env.CRON_ENABLED) return;
    const outcomes = await this.settlement.reconcilePending(this.config.env.PAYMENT_RECONCILE_MINUTES);
    if (Object.keys(outcomes).length) this.logger.log(`Reconciled pending orders: ${JSON.stringify(outcomes)}`);
  }
}
