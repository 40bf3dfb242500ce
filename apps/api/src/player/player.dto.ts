import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Length, Matches, MaxLength, ValidateIf } from 'class-validator';
import { PageQueryDto } from '../core/http/pagination';
import { normaliseOtp } from './device-code';

type TransformArgs = { value: unknown };
const trimmed = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? value.trim() : value);
const asOtp = ({ value }: TransformArgs): unknown => (typeof value === 'string' ? normaliseOtp(value) : value);
const emptyToNull = ({ value }: TransformArgs): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text === '' ? null : text;
};

export const PLATFORMS = ['web', 'android', 'ios'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** What the app reports as its id: a UUID, a MAC address, an Android id... never longer than 128. */
const DEVICE_ID = /^[A-Za-z0-9._:-]{4,128}$/;
export const PLAYLIST_URL_MAX_LENGTH = 2048;
/** http or https only: no javascript:, file:, data: or other schemes reach a player. */
const PLAYLIST_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const PLAYLIST_FILE = /\.m3u8?($|[?#])/i;
export const DESCRIPTION_MAX_LENGTH = 100;

function DeviceIdField(description = 'The id the player app reported in DeviceInfo') {
  return applyDecorators(
    ApiProperty({ description, example: 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d', minLength: 4, maxLength: 128 }),
    IsString(),
    Matches(DEVICE_ID, { message: 'deviceId must be 4 to 128 letters, digits or . _ : -' }),
  );
}

/** A device code as typed: spaces and dashes dropped, upper-cased; an unknown one answers 404 OTP_INVALID. */
function OtpField(options: { optional?: boolean } = {}) {
  const doc = { description: 'The 6-character code the device shows', example: 'K7MX3Q' };
  return applyDecorators(
    options.optional ? ApiPropertyOptional(doc) : ApiProperty(doc),
    Transform(asOtp),
    ...(options.optional ? [IsOptional()] : []),
    IsString(),
    Length(1, 16),
  );
}

export class DeviceInfoDto {
  @DeviceIdField('A stable id of this installation, chosen by the app (e.g. a random UUID kept in its storage)')
  deviceId: string;

  @ApiProperty({ enum: PLATFORMS })
  @IsIn(PLATFORMS)
  platform: Platform;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Samsung QE55Q80', maxLength: 100 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  model?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: '3.4.1', maxLength: 32 })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(32)
  appVersion?: string | null;

  @ApiPropertyOptional({
    description: 'true: end the code shown now and issue a new one (the app\'s "new code" button)',
  })
  @IsOptional()
  @IsBoolean()
  newOtp?: boolean;
}

export class OtpDto {
  @OtpField()
  otp: string;
}

export class DeviceIdDto {
  @DeviceIdField()
  deviceId: string;
}

export class DescriptionDto extends DeviceIdDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A name for the device; empty removes it',
    maxLength: DESCRIPTION_MAX_LENGTH,
  })
  @Transform(emptyToNull)
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX_LENGTH)
  description: string | null;
}

/** Names a device either by its code (no account needed) or, for a signed-in owner, by its id. */
export class DeviceTargetDto {
  @OtpField({ optional: true })
  otp?: string;

  @ApiPropertyOptional({
    description: 'With a bearer token: one of my devices',
    example: 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  })
  @ValidateIf((o: DeviceTargetDto) => o.otp === undefined)
  @IsString({ message: 'otp or deviceId is required' })
  @Matches(DEVICE_ID, { message: 'deviceId must be 4 to 128 letters, digits or . _ : -' })
  deviceId?: string;
}

export class PlaylistFieldsDto extends DeviceTargetDto {
  @ApiProperty({ minLength: 1, maxLength: 80, example: 'Family channels' })
  @Transform(trimmed)
  @IsString()
  @Length(1, 80)
  name: string;

  @ApiProperty({
    description: 'http(s) address of an M3U or M3U8 list',
    maxLength: PLAYLIST_URL_MAX_LENGTH,
    example: 'https://lists.example.com/family.m3u8',
  })
  @Transform(trimmed)
  @IsString()
  @MaxLength(PLAYLIST_URL_MAX_LENGTH)
  @Matches(PLAYLIST_URL, { message: 'url must be an http or https address' })
  @Matches(PLAYLIST_FILE, { message: 'url must point to an .m3u or .m3u8 list' })
  url: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'http(s) address of an XMLTV programme guide',
    maxLength: PLAYLIST_URL_MAX_LENGTH,
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(PLAYLIST_URL_MAX_LENGTH)
  @Matches(PLAYLIST_URL, { message: 'epgUrl must be an http or https address' })
  epgUrl?: string | null;
}

export class PlaylistUpdateDto extends PlaylistFieldsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'playlistId must be a playlist id' })
  playlistId: string;
}

export class PlaylistQueryDto {
  @OtpField({ optional: true })
  otp?: string;

  @ApiPropertyOptional({ description: 'With a bearer token: one of my devices' })
  @ValidateIf((o: PlaylistQueryDto) => o.otp === undefined)
  @IsString({ message: 'otp or deviceId is required' })
  @Matches(DEVICE_ID, { message: 'deviceId must be 4 to 128 letters, digits or . _ : -' })
  deviceId?: string;
}

export class PlaylistDeleteQueryDto extends PlaylistQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'playlistId must be a playlist id' })
  playlistId: string;
}

export class LicenceKeyDto extends DeviceTargetDto {
  @ApiProperty({ description: 'A licence code (coupon) bought by a reseller', example: 'NOVA-7KQ2-M8XH-3PZD' })
  @Transform(({ value }: TransformArgs) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @Length(4, 64)
  code: string;
}

export class FreeTrialDto extends DeviceTargetDto {}

export class UpdatePassDto extends DeviceIdDto {
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'One of my passes; null detaches the pass',
  })
  @ValidateIf((o: UpdatePassDto) => o.passId !== null)
  @IsUUID('all', { message: 'passId must be a pass id' })
  passId: string | null;
}

export const LICENCE_SORTS = ['since', 'platform', 'device'] as const;
export type LicenceSort = (typeof LICENCE_SORTS)[number];

/** GET Licences: a page, ordered as the screen's `sortLicences` says. */
export class LicenceQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: LICENCE_SORTS, default: 'since' })
  @IsOptional()
  @IsIn(LICENCE_SORTS)
  sort?: LicenceSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';
}
