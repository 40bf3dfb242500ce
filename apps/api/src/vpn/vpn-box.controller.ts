import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OkResponse } from '../core/http/ok.response';
import { Auth, CurrentUser, type AuthUser } from '../core/auth/auth.decorators';
import { PageQueryDto } from '../core/http/pagination';
import { ApiRateLimited } from '../core/rate-limit/rate-limit.decorator';
import { VpnBoxService } from './vpn-box.service';
import { SerialDto } from './vpn.dto';
import { BoxPageResponse, BoxResponse, BoxSerialResponse } from './vpn.responses';

/** VPN boxes of the signed-in user. */
@ApiTags('VpnBox')
@Auth()
@Controller('api/VpnBox')
export class VpnBoxController {
  constructor(private readonly boxes: VpnBoxService) {}

  @Get()
  @ApiOperation({ operationId: 'listBoxes', summary: 'My VPN boxes, each with its subscription and their history' })
  @ApiOkResponse({ type: BoxPageResponse })
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<BoxPageResponse> {
    return this.boxes.list(user.userId, query);
  }

  @Post('CheckSerial')
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('serial')
  @ApiOperation({ operationId: 'checkBoxSerial', summary: 'Whether a serial names a box that can be paired' })
  @ApiOkResponse({ type: BoxSerialResponse })
  @ApiNotFoundResponse({ description: 'BOX_SERIAL_UNKNOWN' })
  @ApiConflictResponse({ description: 'BOX_ALREADY_PAIRED' })
  check(@Body() body: SerialDto, @Ip() ip: string): Promise<BoxSerialResponse> {
    return this.boxes.check(body.serial, ip);
  }

  @Post('PairWithAccount')
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('serial')
  @ApiOperation({ operationId: 'pairBox', summary: 'Pair the box with my account (again: no change)' })
  @ApiOkResponse({ type: BoxResponse })
  @ApiNotFoundResponse({ description: 'BOX_SERIAL_UNKNOWN' })
  @ApiConflictResponse({ description: 'BOX_ALREADY_PAIRED: another account has it' })
  pair(@CurrentUser() user: AuthUser, @Body() body: SerialDto, @Ip() ip: string): Promise<BoxResponse> {
    return this.boxes.pair(user.userId, body.serial, ip);
  }

  @Post('UnPair')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'unpairBox', summary: 'Remove the box from my account' })
  @ApiOkResponse({ type: OkResponse })
  @ApiNotFoundResponse({ description: 'BOX_NOT_FOUND: unknown serial or not one of mine' })
  async unpair(@CurrentUser() user: AuthUser, @Body() body: SerialDto): Promise<OkResponse> {
    await this.boxes.unpair(user.userId, body.serial);
    return { ok: true };
  }
}
