import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsString, Length, ValidateIf } from 'class-validator';
import { CountryField, IgnoredEmailField, LanguageField, PasswordField, PersonNameField } from './account-fields';

export class ChangePasswordDto {
  @ApiProperty({ description: 'The current password', format: 'password' })
  @IsString()
  // Not held to today's policy: an older password may be shorter than the current minimum.
  @Length(1, 1024)
  oldPassword: string;

  @PasswordField('The new password')
  newPassword: string;
}

/** PUT Update: the spec's payload. email and isReseller are accepted for its shape and ignored. */
export class UpdateProfileDto {
  @IgnoredEmailField()
  email?: string;

  @PersonNameField('First name')
  name: string;

  @PersonNameField('Surname')
  surname: string;

  @CountryField()
  country: string;

  @LanguageField()
  language?: string;

  @ApiProperty({
    description: 'Two-factor authentication wanted on or off; a change needs a pin verified in the last 5 minutes',
  })
  @IsBoolean()
  tfa: boolean;

  @ApiPropertyOptional({
    description: 'Mails before a VPN pass or box subscription ends; unchanged when left out',
  })
  @ValidateIf((_body, value) => value !== undefined)
  @IsBoolean()
  reminderMails?: boolean;

  @ApiPropertyOptional({ description: 'Ignored: the reseller flag is never set by the account holder' })
  @IsOptional()
  @IsBoolean()
  isReseller?: boolean;
}
