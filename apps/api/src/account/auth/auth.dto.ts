import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { CaptchaBodyField, EmailField, PasswordField } from '../profile/account-fields';

export class LoginDto {
  @EmailField()
  email: string;

  @PasswordField('The password as typed')
  password: string;

  @CaptchaBodyField()
  captchaCode?: string;
}

export class TwoFactorLoginDto {
  @EmailField()
  email: string;

  @ApiProperty({ description: 'The 6-digit code of the authenticator app', example: '123456', pattern: '^\\d{6}$' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'pin must be 6 digits' })
  pin: string;

  @ApiPropertyOptional({
    description: 'The challenge Login answered; omit it with a bearer token to only verify the pin',
  })
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(128)
  tfaChallenge?: string;
}

export class RefreshTokenDto {
  @ApiProperty({ description: 'The current access token, even if it has expired' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(4096)
  token: string;
}
