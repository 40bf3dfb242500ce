import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

export class PricingQueryDto {
  @ApiPropertyOptional({ description: 'ISO country code, or the visitor language (en, it, ...)', example: 'it' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'country must be a two-letter code' })
  country?: string;
}
