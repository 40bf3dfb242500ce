import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import {
  CaptchaBodyField,
  CountryField,
  EmailField,
  LanguageField,
  PasswordField,
  PersonNameField,
} from '../profile/account-fields';

export class RegisterDto {
  @EmailField()
  email: string;

  @PasswordField('At least 8 characters, not one of the most common passwords')
  password: string;

  @PersonNameField('First name')
  name: string;

  @PersonNameField('Surname')
  surname: string;

  @CountryField()
  country: string;

  @LanguageField()
  language?: string;

  @CaptchaBodyField()
  reCaptchaBody?: string;
}

/** A token from a mailed link (confirm-account, confirm-password, confirm-tfa). */
export class TokenDto {
  @ApiProperty({ description: 'The token of the mailed link' })
  @IsString()
  // Any other length is simply unknown (TOKEN_INVALID); the cap keeps junk cheap to refuse.
  @MaxLength(256)
  token: string;
}

export class ForgotDto {
  @EmailField()
  email: string;

  @CaptchaBodyField()
  reCaptchaBody?: string;
}

export class ResetPasswordDto {
  @ApiProperty({ description: 'The token of the /confirm-password link' })
  @IsString()
  @MaxLength(256)
  token: string;

  @PasswordField('The new password')
  password: string;
}
