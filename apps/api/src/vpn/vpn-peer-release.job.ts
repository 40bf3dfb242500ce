import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob, type JobCounts } from '../core/background/scheduled-job';
import { AppConfig } from '../core/config/app-config';
import { VpnPassService } from './vpn-pass.service';

/** Every 10 minutes: releases the peers (and so the addresses) of passes that have ended. */
@Injectable()
export class VpnPeerReleaseJob extends ScheduledJob {
  constructor(
    private readonly passes: VpnPassService,
    config: AppConfig,
    scheduler: SchedulerRegistry,
  ) {
    super('vpn-peer-release', config, scheduler);
  }

  protected period(): number {
    return 10 * 60 * 1000;
  }

  protected async work(): Promise<JobCounts> {
    return { 'peers-released': await this.passes.releaseEnded() };
  }
}
