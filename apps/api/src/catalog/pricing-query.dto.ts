import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';

/** A two-letter country or language code. */
export const COUNTRY_PARAM = /^[A-Za-z]{2}$/;

export class PricingQueryDto {
  @ApiPropertyOptional({ description: 'ISO country code, or the visitor language (en, it, ...)', example: 'it' })
  @IsOptional()
  @Matches(COUNTRY_PARAM, { message: 'country must be a two-letter code' })
  country?: string;
}
