import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PLATFORMS } from './player.dto';

// Answer shapes of the player calls, for the OpenAPI document the web's types are generated from.

export class PlaylistResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Family channels' }) name: string;
  @ApiProperty({ example: 'https://lists.example.com/family.m3u8' }) url: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://lists.example.com/guide.xml' }) epgUrl: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class PlaylistListResponse {
  @ApiProperty({ type: [PlaylistResponse] }) items: PlaylistResponse[];
  @ApiProperty({ description: 'At most this many playlists per device', example: 20 }) limit: number;
}

/** A licence as the device and its owner see it. */
export class LicenceStateResponse {
  @ApiProperty({ enum: PLATFORMS }) platform: string;
  @ApiProperty({ enum: ['purchase', 'coupon', 'free-trial'] }) source: string;
  @ApiProperty({ format: 'date-time' }) since: string;
  @ApiProperty({ description: 'true: never ends' }) lifetime: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'End of a time-limited licence (the free trial)',
  })
  endsAt: string | null;
  @ApiProperty({ description: 'false once a time-limited licence has ended' }) active: boolean;
}

export class AttachedPassResponse {
  @ApiProperty({ format: 'uuid' }) passId: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
}

export class DeviceResponse {
  @ApiProperty({ description: 'The id the app reported' }) deviceId: string;
  @ApiProperty({ enum: PLATFORMS }) platform: string;
  @ApiProperty({ type: String, nullable: true }) model: string | null;
  @ApiProperty({ type: String, nullable: true }) appVersion: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The owner's name for it" }) description: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) pairedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastSeenAt: string | null;
  @ApiProperty({ type: [LicenceStateResponse] }) licences: LicenceStateResponse[];
  @ApiProperty() playlistCount: number;
  @ApiProperty({ description: 'The device has not had its one free 7-day trial' }) freeTrialAvailable: boolean;
  @ApiProperty({ type: AttachedPassResponse, nullable: true }) pass: AttachedPassResponse | null;
}

export class DevicePageResponse {
  @ApiProperty({ type: [DeviceResponse] }) items: DeviceResponse[];
  @ApiProperty() total: number;
}

/** PlayListFromOtp: what /player/manage-your-app shows for the code, without an account. */
export class OtpDeviceResponse {
  @ApiProperty({ type: DeviceResponse }) device: DeviceResponse;
  @ApiProperty({ description: 'The device belongs to an account' }) paired: boolean;
  @ApiProperty({ description: 'The device belongs to the caller (bearer token given)' }) mine: boolean;
  @ApiProperty({ type: [PlaylistResponse] }) playlists: PlaylistResponse[];
}

export class DeviceInfoResponse {
  @ApiPropertyOptional({
    description:
      'Only in the answer to the first registration: keep it and send it as X-Device-Secret on every later DeviceInfo',
    example: 'q0Jd7w9lq2d8bWc3p0Xq1y3Xh8F3n2kqQ5eT9m1Lr4s',
  })
  deviceSecret?: string;
  @ApiProperty({ description: 'Show it on the screen: the web acts on the device with it', example: 'K7MX3Q' })
  otp: string;
  @ApiProperty({ format: 'date-time' }) otpExpiresAt: string;
  @ApiProperty() paired: boolean;
  @ApiProperty({
    type: LicenceStateResponse,
    nullable: true,
    description: 'The licence of this platform in force, if any',
  })
  licence: LicenceStateResponse | null;
  @ApiProperty({ type: [PlaylistResponse] }) playlists: PlaylistResponse[];
}

export class LicenceResponse extends LicenceStateResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() deviceId: string;
  @ApiProperty({ type: String, nullable: true }) deviceDescription: string | null;
  @ApiProperty({ type: String, nullable: true }) deviceModel: string | null;
}

export class LicencePageResponse {
  @ApiProperty({ type: [LicenceResponse] }) items: LicenceResponse[];
  @ApiProperty() total: number;
}

export class ResellerPlaylistResponse extends PlaylistResponse {
  @ApiProperty() deviceId: string;
  @ApiProperty({ enum: PLATFORMS }) platform: string;
  @ApiProperty({ type: String, nullable: true }) deviceDescription: string | null;
}

export class ResellerPlaylistPageResponse {
  @ApiProperty({ type: [ResellerPlaylistResponse] }) items: ResellerPlaylistResponse[];
  @ApiProperty() total: number;
}
