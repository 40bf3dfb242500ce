import { Module } from '@nestjs/common';
import { AppConfig } from '../core/config/app-config';
import { PrivateKeyCipher } from './private-key-cipher';
import { VpnBoxController } from './vpn-box.controller';
import { VpnBoxService } from './vpn-box.service';
import { VpnPassService } from './vpn-pass.service';
import { VpnPeerController } from './vpn-peer.controller';
import { VpnPeerReleaseJob } from './vpn-peer-release.job';
import { VpnQueries } from './vpn.queries';

/** VPN passes with their WireGuard peers, locations, and VPN boxes. Owns VpnPass, VpnPeer, VpnLocation, VpnBox, BoxSubscription. */
@Module({
  controllers: [VpnPeerController, VpnBoxController],
  providers: [
    {
      provide: PrivateKeyCipher,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => new PrivateKeyCipher(config.vpnKeyEncryptionKey),
    },
    VpnQueries,
    VpnPassService,
    VpnBoxService,
    VpnPeerReleaseJob,
  ],
  exports: [VpnPassService, VpnBoxService],
})
export class VpnModule {}
