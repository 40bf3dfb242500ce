import { Body, Controller, Delete, Get, Headers, HttpCode, HttpStatus, Ip, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { OkResponse } from '../core/http/ok.response';
import { Auth, CurrentUser, OptionalUser, Public, type AuthUser } from '../core/auth/auth.decorators';
import { PageQueryDto } from '../core/http/pagination';
import { ApiRateLimited } from '../core/rate-limit/rate-limit.decorator';
import { VpnPassService } from '../vpn/vpn-pass.service';
import { OtpPassResponse, PassPageResponse } from '../vpn/vpn.responses';
import { DeviceService, type DeviceActor } from './device.service';
import { LicenceService } from './licence.service';
import {
  DescriptionDto,
  DeviceIdDto,
  DeviceInfoDto,
  FreeTrialDto,
  LicenceKeyDto,
  LicenceQueryDto,
  OtpDto,
  PlaylistDeleteQueryDto,
  PlaylistFieldsDto,
  PlaylistQueryDto,
  PlaylistUpdateDto,
  UpdatePassDto,
} from './player.dto';
import {
  DeviceInfoResponse,
  DevicePageResponse,
  DeviceResponse,
  LicencePageResponse,
  OtpDeviceResponse,
  PlaylistListResponse,
  ResellerPlaylistPageResponse,
} from './player.responses';
import { PlaylistService } from './playlist.service';

const actorOf = (user: AuthUser | undefined, ip: string): DeviceActor => ({ userId: user?.userId, ip });
const byCodeOrMine =
  'With `otp`: the device showing that code, no account needed. With `deviceId` and a bearer token: one of my devices.';
const deviceMissing = {
  description: 'OTP_INVALID (unknown or expired code), DEVICE_NOT_FOUND (not one of my devices)',
};

/**
 * /api/Player: the device API the player app calls (DeviceInfo) and the web's calls on devices,
 * playlists, licences and the pass attached to a device.
 */
@ApiTags('Player')
@Controller('api/Player')
export class PlayerController {
  constructor(
    private readonly devices: DeviceService,
    private readonly playlists: PlaylistService,
    private readonly licences: LicenceService,
    private readonly passes: VpnPassService,
  ) {}

  @Post('DeviceInfo')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('device')
  @ApiOperation({
    operationId: 'deviceInfo',
    summary: 'Called by the player app at start and every few minutes: registers or refreshes the device',
    description: [
      'The first call for a `deviceId` registers it and answers a `deviceSecret`, only then: the app must keep it and send it as',
      '`X-Device-Secret` on every later call, otherwise 401 DEVICE_SECRET_INVALID (failures count per address; 429 after 20 in 10 minutes).',
      '',
      'The answer carries the code (`otp`) to show on the screen: 6 characters from ABCDEFGHJKMNPQRSTUVWXYZ23456789, valid 10 minutes.',
      'The same code is answered while it has more than a minute left; then, or with `newOtp: true`, a new one replaces it',
      '(the old one stops working). With it a person acts on the device on the web: pairing it with an account, its playlists,',
      'a licence code, the free trial. Pairing uses the code up: the next call shows a new one.',
      '',
      '`licence` is the licence of the reported platform in force (lifetime, else the running trial), `playlists` the lists to load.',
    ].join('\n'),
  })
  @ApiBody({
    type: DeviceInfoDto,
    examples: {
      androidTv: {
        summary: 'An Android TV box',
        value: {
          deviceId: 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          platform: 'android',
          model: 'Xiaomi Mi Box S',
          appVersion: '3.4.1',
        },
      },
      newCode: {
        summary: 'The "new code" button',
        value: { deviceId: 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', platform: 'android', newOtp: true },
      },
    },
  })
  @ApiHeader({
    name: 'X-Device-Secret',
    required: false,
    description: 'The `deviceSecret` of the first registration (every call but the first)',
  })
  @ApiOkResponse({
    type: DeviceInfoResponse,
    examples: {
      firstRegistration: {
        summary: 'First call of a new installation',
        value: {
          deviceSecret: 'q0Jd7w9lq2d8bWc3p0Xq1y3Xh8F3n2kqQ5eT9m1Lr4s',
          otp: 'K7MX3Q',
          otpExpiresAt: '2026-11-23T10:10:00.000Z',
          paired: false,
          licence: null,
          playlists: [],
        },
      },
      licensedDevice: {
        summary: 'A paired, licensed device with a playlist',
        value: {
          otp: 'P4TW9A',
          otpExpiresAt: '2026-11-23T10:10:00.000Z',
          paired: true,
          licence: {
            platform: 'android',
            source: 'purchase',
            since: '2026-03-02T09:00:00.000Z',
            lifetime: true,
            endsAt: null,
            active: true,
          },
          playlists: [
            {
              id: '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
              name: 'Family channels',
              url: 'https://lists.example.com/family.m3u8',
              epgUrl: null,
              createdAt: '2026-03-02T09:05:00.000Z',
              updatedAt: '2026-03-02T09:05:00.000Z',
            },
          ],
        },
      },
    },
  })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED (deviceId: 4-128 of A-Z a-z 0-9 . _ : -; platform: web, android or ios)',
  })
  @ApiUnauthorizedResponse({
    description: 'DEVICE_SECRET_INVALID: the device is registered and the secret is missing or wrong',
  })
  deviceInfo(
    @Body() body: DeviceInfoDto,
    @Headers('x-device-secret') secret: string | undefined,
    @Ip() ip: string,
  ): Promise<DeviceInfoResponse> {
    return this.devices.deviceInfo(body, secret, ip);
  }

  @Get()
  @Auth()
  @ApiOperation({ operationId: 'listDevices', summary: 'My devices, latest paired first' })
  @ApiOkResponse({ type: DevicePageResponse })
  list(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<DevicePageResponse> {
    return this.devices.list(user.userId, query);
  }

  @Get('Licences')
  @Auth()
  @ApiOperation({
    operationId: 'listLicences',
    summary: 'The licences of my devices (platform, device, since, lifetime)',
  })
  @ApiOkResponse({ type: LicencePageResponse })
  listLicences(@CurrentUser() user: AuthUser, @Query() query: LicenceQueryDto): Promise<LicencePageResponse> {
    return this.licences.list(user.userId, query);
  }

  @Post('PairWithAccount')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('otp')
  @ApiOperation({ operationId: 'pairDevice', summary: 'Make the device showing this code mine (again: no change)' })
  @ApiOkResponse({ type: DeviceResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID' })
  @ApiConflictResponse({ description: 'DEVICE_PAIRED_ELSEWHERE: another account has it' })
  pair(@CurrentUser() user: AuthUser, @Body() body: OtpDto, @Ip() ip: string): Promise<DeviceResponse> {
    return this.devices.pair(user.userId, body.otp, ip);
  }

  @Post('UnPairWithAccount')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'unpairDevice',
    summary: 'Remove a device from my account (its licences and playlists stay on it)',
  })
  @ApiOkResponse({ type: OkResponse })
  @ApiNotFoundResponse({ description: 'DEVICE_NOT_FOUND' })
  async unpair(@CurrentUser() user: AuthUser, @Body() body: DeviceIdDto): Promise<OkResponse> {
    await this.devices.unpair(user.userId, body.deviceId);
    return { ok: true };
  }

  @Post('PlayListFromOtp')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({
    operationId: 'deviceFromOtp',
    summary: 'The device showing this code and its playlists (/player/manage-your-app), no account needed',
  })
  @ApiOkResponse({ type: OtpDeviceResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID' })
  fromOtp(
    @Body() body: OtpDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<OtpDeviceResponse> {
    return this.devices.fromOtp(body.otp, actorOf(user, ip));
  }

  @Put('PlayerDescription')
  @Auth()
  @ApiOperation({ operationId: 'describeDevice', summary: "Set (or, empty, remove) my device's name" })
  @ApiOkResponse({ type: DeviceResponse })
  @ApiNotFoundResponse({ description: 'DEVICE_NOT_FOUND' })
  describe(@CurrentUser() user: AuthUser, @Body() body: DescriptionDto): Promise<DeviceResponse> {
    return this.devices.describe(user.userId, body.deviceId, body.description);
  }

  @Get('PlayList')
  @Public()
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({ operationId: 'listPlaylists', summary: "A device's playlists", description: byCodeOrMine })
  @ApiOkResponse({ type: PlaylistListResponse })
  @ApiNotFoundResponse(deviceMissing)
  playlistsOf(
    @Query() query: PlaylistQueryDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<PlaylistListResponse> {
    return this.playlists.list(query, actorOf(user, ip));
  }

  @Post('PlayList')
  @Public()
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({
    operationId: 'addPlaylist',
    summary: 'Add a playlist to a device (at most 20)',
    description: byCodeOrMine,
  })
  @ApiCreatedResponse({ type: PlaylistListResponse, description: "The device's playlists" })
  @ApiBadRequestResponse({
    description: 'VALIDATION_FAILED (url: http(s), .m3u or .m3u8, at most 2048 characters), PLAYLIST_LIMIT_REACHED',
  })
  @ApiNotFoundResponse(deviceMissing)
  addPlaylist(
    @Body() body: PlaylistFieldsDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<PlaylistListResponse> {
    return this.playlists.create(body, actorOf(user, ip));
  }

  @Put('PlayList')
  @Public()
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({ operationId: 'editPlaylist', summary: 'Change a playlist of a device', description: byCodeOrMine })
  @ApiOkResponse({ type: PlaylistListResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID, DEVICE_NOT_FOUND, PLAYLIST_NOT_FOUND' })
  editPlaylist(
    @Body() body: PlaylistUpdateDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<PlaylistListResponse> {
    return this.playlists.update(body, actorOf(user, ip));
  }

  @Delete('PlayList')
  @Public()
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({ operationId: 'removePlaylist', summary: 'Remove a playlist of a device', description: byCodeOrMine })
  @ApiOkResponse({ type: PlaylistListResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID, DEVICE_NOT_FOUND, PLAYLIST_NOT_FOUND' })
  removePlaylist(
    @Query() query: PlaylistDeleteQueryDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<PlaylistListResponse> {
    return this.playlists.remove(query, query.playlistId, actorOf(user, ip));
  }

  @Get('playlists')
  @Auth({ reseller: true })
  @ApiOperation({ operationId: 'allMyPlaylists', summary: 'Resellers: every playlist of every device I own' })
  @ApiOkResponse({ type: ResellerPlaylistPageResponse })
  allMyPlaylists(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<ResellerPlaylistPageResponse> {
    return this.playlists.ofAllMyDevices(user.userId, query);
  }

  @Post('PlayerLicenceKey')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({
    operationId: 'activateLicenceCode',
    summary: 'Give the device a lifetime licence with a licence code (each code works once)',
    description: byCodeOrMine,
  })
  @ApiOkResponse({ type: DeviceResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID, DEVICE_NOT_FOUND, COUPON_INVALID (unknown or used code)' })
  @ApiConflictResponse({ description: 'LICENCE_EXISTS, COUPON_WRONG_PLATFORM' })
  activate(
    @Body() body: LicenceKeyDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<DeviceResponse> {
    return this.licences.activate(body, body.code, actorOf(user, ip));
  }

  @Post('Free')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiBearerAuth()
  @ApiRateLimited('otp')
  @ApiOperation({
    operationId: 'startFreeTrial',
    summary: "Start the device's one free 7-day trial",
    description: byCodeOrMine,
  })
  @ApiOkResponse({ type: DeviceResponse })
  @ApiNotFoundResponse(deviceMissing)
  @ApiConflictResponse({ description: 'TRIAL_USED, LICENCE_EXISTS' })
  free(
    @Body() body: FreeTrialDto,
    @OptionalUser() user: AuthUser | undefined,
    @Ip() ip: string,
  ): Promise<DeviceResponse> {
    return this.licences.startTrial(body, actorOf(user, ip));
  }

  @Get('VpnPass')
  @Auth()
  @ApiOperation({ operationId: 'passesForDevices', summary: 'My VPN passes, to attach one to a device' })
  @ApiOkResponse({ type: PassPageResponse })
  myPasses(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<PassPageResponse> {
    return this.passes.list(user.userId, query);
  }

  @Post('VpnPassFromOtp')
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('otp')
  @ApiOperation({
    operationId: 'passFromOtp',
    summary: 'The VPN pass attached to the device showing this code (/player/vpn-pass)',
  })
  @ApiOkResponse({ type: OtpPassResponse })
  @ApiNotFoundResponse({ description: 'OTP_INVALID' })
  async passFromOtp(@Body() body: OtpDto, @Ip() ip: string): Promise<OtpPassResponse> {
    const device = await this.devices.byOtp(body.otp, ip);
    return { pass: await this.passes.ofDevice(device.id) };
  }

  @Post('UpdatePass')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'attachPass',
    summary: 'Attach one of my VPN passes to one of my devices (null: detach)',
  })
  @ApiOkResponse({ type: DeviceResponse })
  @ApiNotFoundResponse({ description: 'DEVICE_NOT_FOUND, PASS_NOT_FOUND' })
  @ApiConflictResponse({ description: 'PASS_ENDED' })
  async attachPass(@CurrentUser() user: AuthUser, @Body() body: UpdatePassDto): Promise<DeviceResponse> {
    const device = await this.devices.owned(user.userId, body.deviceId);
    await this.passes.attach(user.userId, device.id, body.passId);
    return this.devices.describeOwned(user.userId, body.deviceId);
  }
}
