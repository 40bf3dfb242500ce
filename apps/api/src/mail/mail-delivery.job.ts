import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../core/config/app-config';
import { ScheduledJob, type JobCounts } from '../core/background/scheduled-job';
import { MailSender } from './mail-sender';

/**
 * Sends the outbox every MAIL_POLL_SECONDS. No advisory lock: MailSender's SKIP LOCKED claim
 * already lets every instance poll at once without sending a mail twice.
 */
@Injectable()
export class MailDeliveryJob extends ScheduledJob {
  constructor(
    private readonly sender: MailSender,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super('mail-delivery', config, scheduler);
  }

  protected period(): number {
    return this.config.env.MAIL_POLL_SECONDS * 1000;
  }

  protected async work(): Promise<JobCounts> {
    // Messages held back by a mail server outage are not counted here: the sender logs the outage once.
    const { held: _held, ...counts } = await this.sender.sendDue();
    return counts;
  }
}
