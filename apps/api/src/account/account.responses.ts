import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '@shop/contracts';
import { DEVICE_TYPES, type DeviceType } from './session/user-agent';

// Answer shapes of the profile and address calls: what the services return and the OpenAPI
// document shows (the web's types are generated from it). Rows become these in account.mapper.ts.

/** An address: its fields are the Address columns but the owner and timestamps (account.mapper.ts checks). */
export class AddressResponse {
  @ApiProperty() id: string;
  @ApiProperty() isShipping: boolean;
  @ApiProperty() isFavorite: boolean;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ type: String, nullable: true }) company: string | null;
  @ApiProperty({ type: String, nullable: true }) vatNumber: string | null;
  @ApiProperty() street: string;
  @ApiProperty() city: string;
  @ApiProperty() zip: string;
  @ApiProperty({ type: String, nullable: true }) province: string | null;
  @ApiProperty({ example: 'IT' }) country: string;
  @ApiProperty({ type: String, nullable: true }) phone: string | null;
}

export class UserProfileResponse {
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ example: 'IT' }) country: string;
  @ApiProperty({ example: 'en' }) language: string;
  @ApiProperty() tfa: boolean;
  @ApiProperty() isReseller: boolean;
  @ApiProperty({
    enum: USER_ROLES,
    isArray: true,
    description: 'CUSTOMER for every account; SUPPORT and ADMIN for staff',
  })
  roles: UserRole[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLogOn: string | null;
  @ApiProperty({ description: 'Mails before a VPN pass or box subscription ends (7 days, 1 day, the day it ends)' })
  reminderMails: boolean;
  @ApiProperty({ type: [AddressResponse] }) addresses: AddressResponse[];
}

/** Spec section 3: the address calls answer with the e-mail as `_id`. */
export class AddressChangeResponse {
  @ApiProperty({ description: 'The account e-mail' }) _id: string;
  @ApiProperty() tfa: boolean;
  @ApiProperty() isReseller: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastlogin: string | null;
  @ApiProperty({ type: [AddressResponse] }) addresses: AddressResponse[];
}

export class RegisterResponseBody {
  @ApiProperty({ description: 'The address the confirmation link was mailed to' }) email: string;
}

export class TokenCheckResponse {
  @ApiProperty({ enum: [true] }) valid: true;
  @ApiProperty({ description: 'The account the link belongs to' }) email: string;
}

/** A live session of the account, as the profile's "Where you're logged in" lists it. */
export class SessionResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, nullable: true, example: 'Firefox 126', description: 'Browser and major version' })
  browser: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Windows 10' }) os: string | null;
  @ApiProperty({ enum: DEVICE_TYPES }) deviceType: DeviceType;
  @ApiProperty({ type: String, nullable: true, example: 'Apple iPhone', description: 'Vendor and model, when known' })
  device: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Client address of the login or the latest refresh (as TRUST_PROXY resolves it)',
  })
  ip: string | null;
  @ApiProperty({ format: 'date-time', description: 'The login' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'The login or the latest token refresh' }) lastUsedAt: string;
  @ApiProperty({ description: 'The session of the request' }) current: boolean;
}

export class SessionListResponse {
  @ApiProperty({ type: [SessionResponse], description: 'Most recently used first' }) items: SessionResponse[];
  @ApiProperty() total: number;
}
