import { ApiProperty } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsISO31661Alpha2,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import {
  isEndpointHost,
  isWireGuardKey,
  parseVpnDns,
  parseVpnSubnet,
  VPN_LOCATION_CODE_PATTERN,
  VPN_SUBNET_PREFIX,
  type SubnetProblem,
} from '@shop/contracts';

const trimmed = ({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value);
const upper = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const lower = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

const SUBNET_PROBLEMS: Record<SubnetProblem, string> = {
  format: 'must be an IPv4 network such as 10.70.0.0/16',
  prefix: `must have a prefix from /${VPN_SUBNET_PREFIX.min} to /${VPN_SUBNET_PREFIX.max}`,
  notNetwork: 'must be written as its network address (the host bits zero)',
  notPrivate: 'must be inside a private range (10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, 100.64.0.0/10)',
};

/** A value checked by one of the shared rules of libs/contracts/src/vpn.ts (the web's form runs the same). */
const rule = (name: string, check: (value: string) => boolean, message: string | ((value: string) => string)) =>
  ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => typeof value === 'string' && check(value),
      defaultMessage: (args) => (typeof message === 'string' ? message : message(String(args?.value ?? ''))),
    },
  });

const problemOf = (value: string): string => {
  const parsed = parseVpnSubnet(value);
  return typeof parsed === 'string' ? `subnet ${SUBNET_PROBLEMS[parsed]}` : 'subnet is not valid';
};

/** What a location is, as the admin types it: everything but its code, which stays once created. */
export class VpnLocationFieldsDto {
  @ApiProperty({ example: 'IT', description: 'ISO 3166 country code' })
  @Transform(upper)
  @IsISO31661Alpha2()
  country: string;

  @ApiProperty({ example: 'Milan', minLength: 1, maxLength: 60 })
  @Transform(trimmed)
  @IsString()
  @MinLength(1)
  @MaxLength(60)
  city: string;

  @ApiProperty({ example: 'vpn-mil.nova.example', description: "The WireGuard server's host name or IPv4 address" })
  @Transform(lower)
  @IsString()
  @rule('isEndpointHost', isEndpointHost, 'host must be a host name or an IPv4 address')
  host: string;

  @ApiProperty({ example: 51820, minimum: 1, maximum: 65535 })
  @IsInt()
  @Min(1)
  @Max(65535)
  port: number;

  @ApiProperty({
    example: 'lDTqpqzhNAy387pGUIieSo+bxf8W1Gb4FSDJvBgrgQA=',
    description: "The server's x25519 public key",
  })
  @Transform(trimmed)
  @IsString()
  @rule('isWireGuardKey', isWireGuardKey, 'publicKey must be a WireGuard key: 32 bytes in base64 (44 characters)')
  publicKey: string;

  @ApiProperty({ example: '10.61.0.0/16', description: 'Private IPv4 network the peers get their addresses from' })
  @Transform(trimmed)
  @IsString()
  @rule('isVpnSubnet', (v) => typeof parseVpnSubnet(v) !== 'string', problemOf)
  subnet: string;

  @ApiProperty({ example: '1.1.1.1, 1.0.0.1', description: 'One to four IPv4 DNS servers, separated by commas' })
  @Transform(trimmed)
  @IsString()
  @MaxLength(80)
  @rule('isVpnDns', (v) => parseVpnDns(v) !== null, 'dns must be one to four IPv4 addresses separated by commas')
  dns: string;

  @ApiProperty({ description: 'New passes get a peer here; existing peers keep working either way' })
  @IsBoolean()
  active: boolean;

  @ApiProperty({ minimum: 0, maximum: 9999, description: 'Position in lists, lowest first' })
  @IsInt()
  @Min(0)
  @Max(9999)
  sortOrder: number;
}

/** `POST /api/Admin/VpnLocations`. */
export class CreateVpnLocationDto extends VpnLocationFieldsDto {
  @ApiProperty({ example: 'mil', description: 'Short stable code: 2 to 8 small letters; it cannot change later' })
  @Transform(lower)
  @IsString()
  @Matches(VPN_LOCATION_CODE_PATTERN, { message: 'code must be 2 to 8 letters a to z' })
  code: string;
}

/** `PUT /api/Admin/VpnLocations`: the location by id, with all its fields. */
export class UpdateVpnLocationDto extends VpnLocationFieldsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id: string;
}
