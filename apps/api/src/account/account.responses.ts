import { ApiProperty } from '@nestjs/swagger';
import { USER_ROLES, type AddressChangeDto, type AddressDto, type RegisterResponse, type TokenCheckDto, type UserProfileDto, type UserRole } from '@shop/contracts';

// Answer shapes of the profile and address calls for the OpenAPI document (the web's types are
// generated from it); each implements the contract type the services return.

export class AddressResponse implements AddressDto {
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

export class UserProfileResponse implements UserProfileDto {
  @ApiProperty() email: string;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ example: 'IT' }) country: string;
  @ApiProperty({ example: 'en' }) language: string;
  @ApiProperty() tfa: boolean;
  @ApiProperty() isReseller: boolean;
  @ApiProperty({ enum: USER_ROLES, isArray: true, description: 'CUSTOMER for every account; SUPPORT and ADMIN for staff' }) roles: UserRole[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLogOn: string | null;
  @ApiProperty({ type: [AddressResponse] }) addresses: AddressResponse[];
}

/** Spec section 3: the address calls answer with the e-mail as `_id`. */
export class AddressChangeResponse implements AddressChangeDto {
  @ApiProperty({ description: 'The account e-mail' }) _id: string;
  @ApiProperty() tfa: boolean;
  @ApiProperty() isReseller: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastlogin: string | null;
  @ApiProperty({ type: [AddressResponse] }) addresses: AddressResponse[];
}

export class RegisterResponseBody implements RegisterResponse {
  @ApiProperty({ description: 'The address the confirmation link was mailed to' }) email: string;
}

export class TokenCheckResponse implements TokenCheckDto {
  @ApiProperty({ enum: [true] }) valid: true;
  @ApiProperty({ description: 'The account the link belongs to' }) email: string;
}
