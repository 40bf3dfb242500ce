import { Module } from '@nestjs/common';
import { AdminVpnLocationsController } from './vpn-locations.controller';
import { AdminVpnLocationsService } from './vpn-locations.service';

/** The back office's VPN locations (issue 23). */
@Module({ controllers: [AdminVpnLocationsController], providers: [AdminVpnLocationsService] })
export class AdminVpnLocationsModule {}
