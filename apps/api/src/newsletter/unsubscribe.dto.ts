import { ApiProperty } from '@nestjs/swagger';
import type { UnsubscribeRequest } from '@shop/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';

export class UnsubscribeDto implements UnsubscribeRequest {
  @ApiProperty({ description: 'The address that should get no more marketing mail', example: 'anna@example.com' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @MaxLength(254)
  @IsEmail({}, { message: 'email must be an e-mail address' })
  email: string;
}
