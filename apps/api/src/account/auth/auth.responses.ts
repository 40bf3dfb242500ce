import { ApiProperty } from '@nestjs/swagger';
import { AddressResponse } from '../account.responses';
import { USER_ROLES, type UserRole } from '@shop/contracts';

// Answer shapes of the session and 2FA calls: what the services return and the OpenAPI document
// shows (the web's types are generated from it).

export class LoginSuccessResponse {
  @ApiProperty({ description: 'Whether the account uses two-factor authentication' }) tfa: boolean;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Access token (Bearer), valid 15 minutes; renew it with RefreshToken' }) token: string;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty({ example: 'IT' }) country: string;
  @ApiProperty({ example: 'en' }) language: string;
  @ApiProperty() isReseller: boolean;
  @ApiProperty({
    enum: USER_ROLES,
    isArray: true,
    description: 'CUSTOMER for every account; SUPPORT and ADMIN for staff',
  })
  roles: UserRole[];
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) lastLogOn: string | null;
  @ApiProperty({ description: 'Mails before a VPN pass or box subscription ends' }) reminderMails: boolean;
  @ApiProperty({ type: [AddressResponse] }) addresses: AddressResponse[];
}

export class LoginTfaRequiredResponse {
  @ApiProperty({ enum: [true] }) tfa: true;
  @ApiProperty() email: string;
  @ApiProperty({ description: 'Send it with the pin to TwoFactorLogin within 5 minutes (5 tries)' })
  tfaChallenge: string;
}

/** Login: a session, or a challenge for the second factor of a 2FA account. */
export type LoginResponseBody = LoginSuccessResponse | LoginTfaRequiredResponse;

export class TfaPinVerifiedResponse {
  @ApiProperty({ enum: [true] }) verified: true;
  @ApiProperty({ format: 'date-time', description: 'Turning 2FA on or off through Update is allowed until then' })
  validUntil: string;
}

export class TfaKeyResponse {
  @ApiProperty({ description: 'Base32 secret to type into an authenticator app' }) manualEntryKey: string;
  @ApiProperty({ description: 'data:image/png URL of the otpauth:// QR code' }) qrCodeUrl: string;
}
