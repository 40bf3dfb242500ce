import { Injectable, Logger, Module } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../core/config/app-config';
import { PrivateKeyCipher } from './private-key-cipher';
import { VpnBoxController } from './vpn-box.controller';
import { VpnBoxService } from './vpn-box.service';
import { VpnPassService } from './vpn-pass.service';
import { VpnPeerController } from './vpn-peer.controller';

/** Releases the peers (and so the addresses) of passes that have ended. */
@Injectable()
export class VpnPeerReleaseJob {
  private readonly logger = new Logger(VpnPeerReleaseJob.name);

  constructor(
    private readonly passes: VpnPassService,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_10_MINUTES)
  async run(): Promise<void> {
    if (!this.config.env.CRON_ENABLED) return;
    const released = await this.passes.releaseEnded();
    if (released) this.logger.log(`Released ${released} peers of ended VPN passes`);
  }
}

/** VPN passes with their WireGuard peers, locations, and VPN boxes. Owns VpnPass, VpnPeer, VpnLocation, VpnBox, BoxSubscription. */
@Module({
  controllers: [VpnPeerController, VpnBoxController],
  providers: [
    { provide: PrivateKeyCipher, inject: [AppConfig], useFactory: (config: AppConfig) => new PrivateKeyCipher(config.vpnKeyEncryptionKey) },
    VpnPassService,
    VpnBoxService,
    VpnPeerReleaseJob,
  ],
  exports: [VpnPassService, VpnBoxService],
})
export class VpnModule {}
