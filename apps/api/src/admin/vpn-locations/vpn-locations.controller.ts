import { Body, Controller, Get, Post, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { ADMIN } from '../admin-access';
import { CreateVpnLocationDto, UpdateVpnLocationDto } from './vpn-locations.dto';
import { AdminVpnLocationResponse } from './vpn-locations.responses';
import { AdminVpnLocationsService } from './vpn-locations.service';

/** /api/Admin/VpnLocations: the WireGuard servers passes get peers on, switched on and off here. */
@ApiTags('Admin')
@Controller('api/Admin/VpnLocations')
export class AdminVpnLocationsController {
  constructor(private readonly locations: AdminVpnLocationsService) {}

  @Get()
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'getAdminVpnLocations', summary: 'Every VPN location, active or not, in list order' })
  @ApiOkResponse({ type: [AdminVpnLocationResponse] })
  list(): Promise<AdminVpnLocationResponse[]> {
    return this.locations.list();
  }

  @Post()
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'createAdminVpnLocation', summary: 'A new VPN location' })
  @ApiCreatedResponse({ type: AdminVpnLocationResponse })
  @ApiConflictResponse({
    description: 'VPN_LOCATION_CODE_TAKEN, VPN_LOCATION_SUBNET_OVERLAP (fields.subnet: the codes)',
  })
  create(@CurrentUser() user: AuthUser, @Body() body: CreateVpnLocationDto): Promise<AdminVpnLocationResponse> {
    return this.locations.create(user.userId, body);
  }

  @Put()
  @Auth(ADMIN)
  @ApiOperation({
    operationId: 'updateAdminVpnLocation',
    summary: 'Change a VPN location, or switch it on or off (its peers keep working until their passes end)',
  })
  @ApiOkResponse({ type: AdminVpnLocationResponse })
  @ApiNotFoundResponse({ description: 'VPN_LOCATION_NOT_FOUND' })
  @ApiConflictResponse({ description: 'VPN_LOCATION_SUBNET_IN_USE, VPN_LOCATION_SUBNET_OVERLAP' })
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateVpnLocationDto): Promise<AdminVpnLocationResponse> {
    return this.locations.update(user.userId, body);
  }
}
