import { Injectable, Logger, Module } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../core/config/app-config';
import { VpnModule } from '../vpn/vpn.module';
import { DeviceService } from './device.service';
import { LicenceService } from './licence.service';
import { PlayerController } from './player.controller';
import { PlaylistService } from './playlist.service';

/** Clears expired device codes, so the unique index holds only live ones. */
@Injectable()
export class ExpiredOtpJob {
  private readonly logger = new Logger(ExpiredOtpJob.name);

  constructor(
    private readonly devices: DeviceService,
    private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR)
  async run(): Promise<void> {
    if (!this.config.env.CRON_ENABLED) return;
    const cleared = await this.devices.clearExpiredOtps();
    if (cleared) this.logger.log(`Cleared ${cleared} expired device codes`);
  }
}

/** Player devices, their codes, playlists and licences. Owns PlayerDevice, Licence, Playlist. */
@Module({
  imports: [VpnModule],
  controllers: [PlayerController],
  providers: [DeviceService, PlaylistService, LicenceService, ExpiredOtpJob],
  exports: [DeviceService, LicenceService],
})
export class PlayerModule {}
