import { Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../core/config/app-config';
import { MailSender } from './mail-sender';

const JOB_NAME = 'mail-delivery';

/**
 * Polls the outbox every MAIL_POLL_SECONDS when CRON_ENABLED. Registered through SchedulerRegistry
 * because @Interval() needs its period at compile time. No advisory lock: MailSender's
 * SKIP LOCKED claim already lets every instance poll at once without sending a mail twice.
 */
@Injectable()
export class MailDeliveryJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(MailDeliveryJob.name);
  private running?: Promise<void>;

  constructor(
    private readonly sender: MailSender,
    private readonly config: AppConfig,
    private readonly scheduler: SchedulerRegistry,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.config.env.CRON_ENABLED) return;
    this.scheduler.addInterval(JOB_NAME, setInterval(() => this.tick(), this.config.env.MAIL_POLL_SECONDS * 1000));
  }

  /** One poll; skipped while the previous one is still sending. */
  tick(): void {
    this.running ??= this.sender
      .sendDue()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error(`Mail delivery run failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (this.running = undefined));
  }

  /** Stops polling and lets a run in progress finish before the database connection closes. */
  async onModuleDestroy(): Promise<void> {
    if (this.scheduler.doesExist('interval', JOB_NAME)) this.scheduler.deleteInterval(JOB_NAME);
    await this.running;
  }
}
