import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob, type JobCounts } from '../core/background/scheduled-job';
import { AppConfig } from '../core/config/app-config';
import { DeviceService } from './device.service';

/** Every hour: clears expired device codes, so the unique index holds only live ones. */
@Injectable()
export class ExpiredOtpJob extends ScheduledJob {
  constructor(
    private readonly devices: DeviceService,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super('expired-device-codes', config, scheduler);
  }

  protected period(): number {
    return 60 * 60 * 1000;
  }

  protected async work(): Promise<JobCounts> {
    return { 'codes-cleared': await this.devices.clearExpiredOtps() };
  }
}
