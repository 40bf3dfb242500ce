import { Injectable } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduledJob, type JobCounts } from '../core/background/scheduled-job';
import { AppConfig } from '../core/config/app-config';
import { VpnPassService } from './vpn-pass.service';

/**
 * A pass renewed within this long of its end gets its keys back with it (the customer's devices
 * keep their configuration); the same 30 days as the account home shows an ended pass with Renew.
 * Until then its peers are kept but serve nothing: an ended pass has no config and lists no peers.
 */
export const PEERS_KEPT_AFTER_END_MS = 30 * 24 * 60 * 60 * 1000;

/** Every 10 minutes: releases the peers (and so the addresses) of passes that ended over 30 days ago. */
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
    return { 'peers-released': await this.passes.releaseEnded(new Date(Date.now() - PEERS_KEPT_AFTER_END_MS)) };
  }
}
