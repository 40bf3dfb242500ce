import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length, Matches } from 'class-validator';

/** POST DeleteAccount: the holder proves it is them once more, as for a password change. */
export class DeleteAccountDto {
  @ApiProperty({ description: 'The current password', format: 'password' })
  @IsString()
  // Not held to today's policy, like ChangePassword's old password: an older one may be shorter.
  @Length(1, 1024)
  password: string;

  @ApiPropertyOptional({
    description: 'The 6-digit code of the authenticator app; required when the account has 2FA on',
    example: '123456',
    pattern: '^\\d{6}$',
  })
  @IsOptional()
  @IsString()
  @Matches(/^\d{6}$/, { message: 'pin must be 6 digits' })
  pin?: string;
}
