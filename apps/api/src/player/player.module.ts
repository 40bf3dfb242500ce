import { Module } from '@nestjs/common';
import { VpnModule } from '../vpn/vpn.module';
import { DeviceService } from './device.service';
import { ExpiredOtpJob } from './expired-otp.job';
import { LicenceService } from './licence.service';
import { PlayerController } from './player.controller';
import { PlayerQueries } from './player.queries';
import { PlaylistService } from './playlist.service';

/** Player devices, their codes, playlists and licences. Owns PlayerDevice, Licence, Playlist. */
@Module({
  imports: [VpnModule],
  controllers: [PlayerController],
  providers: [PlayerQueries, DeviceService, PlaylistService, LicenceService, ExpiredOtpJob],
  exports: [DeviceService, LicenceService],
})
export class PlayerModule {}
