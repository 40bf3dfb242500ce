import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query, StreamableFile } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, Public, type AuthUser } from '../core/auth/auth.decorators';
import { PageQueryDto } from '../core/http/pagination';
import { VpnPassService } from './vpn-pass.service';
import { PassConfigQueryDto, PassDescriptionDto, PassIdDto } from './vpn.dto';
import { LocationResponse, PassPageResponse, PassResponse } from './vpn.responses';

const notMine = { description: 'PASS_NOT_FOUND: unknown pass or not one of mine' };

/** VPN passes of the signed-in user: list, code rotation, description, WireGuard configs. */
@ApiTags('VpnPeer')
@Controller('api/VpnPeer')
export class VpnPeerController {
  constructor(private readonly passes: VpnPassService) {}

  @Get('Locations')
  @Public()
  @ApiOperation({
    operationId: 'vpnLocations',
    summary: 'The VPN locations a pass gets a WireGuard peer on (availableCountriesList)',
  })
  @ApiOkResponse({ type: [LocationResponse] })
  locations(): Promise<LocationResponse[]> {
    return this.passes.locations();
  }

  @Get('GetPass')
  @Auth()
  @ApiOperation({ operationId: 'getPasses', summary: 'My VPN passes with their peers, latest ending first' })
  @ApiOkResponse({ type: PassPageResponse })
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<PassPageResponse> {
    return this.passes.list(user.userId, query);
  }

  @Post('UpdatePassCode')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'updatePassCode',
    summary: 'New login code and new WireGuard keys; the old ones stop working at once',
  })
  @ApiOkResponse({ type: PassResponse })
  @ApiNotFoundResponse(notMine)
  @ApiConflictResponse({ description: 'PASS_ENDED' })
  rotate(@CurrentUser() user: AuthUser, @Body() body: PassIdDto): Promise<PassResponse> {
    return this.passes.rotate(user.userId, body.passId);
  }

  @Put('UpdatePassDescription')
  @Auth()
  @ApiOperation({ operationId: 'updatePassDescription', summary: "Set (or, empty, remove) the pass's description" })
  @ApiOkResponse({ type: PassResponse })
  @ApiNotFoundResponse(notMine)
  describe(@CurrentUser() user: AuthUser, @Body() body: PassDescriptionDto): Promise<PassResponse> {
    return this.passes.describe(user.userId, body.passId, body.description);
  }

  @Get('Config')
  @Auth()
  @ApiOperation({ operationId: 'passConfig', summary: 'The WireGuard config file of one location of my pass' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'wg-quick config (attachment)', schema: { type: 'string' } })
  @ApiNotFoundResponse({ description: 'PASS_NOT_FOUND, LOCATION_NOT_FOUND' })
  @ApiConflictResponse({ description: 'PASS_ENDED: its peers were released' })
  async config(@CurrentUser() user: AuthUser, @Query() query: PassConfigQueryDto): Promise<StreamableFile> {
    const config = await this.passes.config(user.userId, query.passId, query.location);
    return new StreamableFile(Buffer.from(config.text, 'utf8'), {
      type: 'text/plain; charset=utf-8',
      disposition: `attachment; filename="${config.fileName}"`,
    });
  }

  @Get('ConfigQr')
  @Auth()
  @ApiOperation({ operationId: 'passConfigQr', summary: 'The same config as a QR code, for the WireGuard app' })
  @ApiProduces('image/png')
  @ApiOkResponse({ description: 'PNG image', schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ description: 'PASS_NOT_FOUND, LOCATION_NOT_FOUND' })
  @ApiConflictResponse({ description: 'PASS_ENDED' })
  async configQr(@CurrentUser() user: AuthUser, @Query() query: PassConfigQueryDto): Promise<StreamableFile> {
    const qr = await this.passes.configQr(user.userId, query.passId, query.location);
    return new StreamableFile(qr.png, { type: 'image/png', disposition: `inline; filename="${qr.fileName}"` });
  }
}
