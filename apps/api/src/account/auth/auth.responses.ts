import { ApiProperty } from '@nestjs/swagger';
import { AddressResponse } from '../account.responses';
import { USER_ROLES, type LoginSuccessDto, type LoginTfaRequiredDto, type OkDto, type TfaKeyDto, type TfaPinVerifiedDto, type UserRole } from '@shop/contracts';

// Answer shapes for the OpenAPI document; the services return the plain contract types.

export class LoginSuccessResponse implements LoginSuccessDto {
  @ApiProperty({ description: 'Whether the account uses two-factor authentication' }) tfa: boolean;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Access token (Bearer), valid 15 minutes; renew it with RefreshToken' }) token: string;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ example: 'IT' }) country: string;
  @ApiProperty({ example: 'en' }) language: string;
  @ApiProperty() isReseller: boolean;
  @ApiProperty({ enum: USER_ROLES, isArray: true, description: 'CUSTOMER for every account; SUPPORT and ADMIN for staff' }) roles: UserRole[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLogOn: string | null;
  @ApiProperty({ type: [AddressResponse] }) addresses: AddressResponse[];
}

export class LoginTfaRequiredResponse implements LoginTfaRequiredDto {
  @ApiProperty({ enum: [true] }) tfa: true;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Send it with the pin to TwoFactorLogin within 5 minutes (5 tries)' }) tfaChallenge: string;
}

export class TfaPinVerifiedResponse implements TfaPinVerifiedDto {
  @ApiProperty({ enum: [true] }) verified: true;
  @ApiProperty({ format: 'date-time', description: 'Turning 2FA on or off through Update is allowed until then' }) validUntil: string;
}

export class TfaKeyResponse implements TfaKeyDto {
  @ApiProperty({ description: 'Base32 secret to type into an authenticator app' }) manualEntryKey: string;
  @ApiProperty({ description: 'data:image/png URL of the otpauth:// QR code' }) qrCodeUrl: string;
}

export class OkResponse implements OkDto {
  @ApiProperty({ enum: [true] }) ok: true;
}
