import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  DISCOUNT_AMOUNT_MAX_CENTS,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_CODE_STATES,
  DISCOUNT_COUNT_MAX,
  DISCOUNT_DESCRIPTION_MAX,
  DISCOUNTABLE_TYPES,
  type DiscountCodeState,
  type ProductTypeName,
} from '@shop/contracts';
import { Transform, Type, type TransformFnParams } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsISO4217CurrencyCode,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxDate,
  MaxLength,
  Min,
  MinDate,
  ValidateIf,
} from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';

const upper = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;
const trimmedOrNull = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim() || null : value;
/** Present (null refused) when given: for the fields a change may leave out but not clear. */
const Given = () => ValidateIf((_object, value) => value !== undefined);

/** The dates a code may start or end on: anything beyond is a typo (and beyond PostgreSQL's range, a 500). */
const EARLIEST_DATE = new Date('2000-01-01T00:00:00Z');
const LATEST_DATE = new Date('2200-01-01T00:00:00Z');

export const DISCOUNT_SORTS = ['code', 'createdAt', 'startsAt', 'endsAt', 'usedCount'] as const;
export type DiscountSort = (typeof DISCOUNT_SORTS)[number];

/** `GET /api/Admin/DiscountCodes`: newest first unless sorted otherwise. */
export class DiscountCodesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the code or the description', maxLength: 60 })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  q?: string;

  @ApiPropertyOptional({ enum: DISCOUNT_CODE_STATES })
  @IsOptional()
  @IsIn(DISCOUNT_CODE_STATES)
  state?: DiscountCodeState;

  @ApiPropertyOptional({ enum: DISCOUNT_SORTS, default: 'createdAt' })
  @IsOptional()
  @IsIn(DISCOUNT_SORTS)
  sort?: DiscountSort;

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @IsOptional()
  @IsIn(['asc', 'desc'])
  order?: 'asc' | 'desc';
}

/** `GET /api/Admin/DiscountCode`: one code, with a page of its uses (newest first). */
export class DiscountCodeQueryDto extends PageQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  discountCodeId: string;
}

/**
 * The values of a code. In a new code `code`, `startsAt` and `endsAt` are required; in a change
 * every field may be left out (unchanged), and the nullable ones cleared with null.
 */
class DiscountCodeFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DISCOUNT_DESCRIPTION_MAX })
  @IsOptional()
  @Transform(trimmedOrNull)
  @IsString()
  @MaxLength(DISCOUNT_DESCRIPTION_MAX)
  description?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: 100, description: 'Or amountOffCents' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(100)
  percentOff?: number | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, maximum: DISCOUNT_AMOUNT_MAX_CENTS })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(DISCOUNT_AMOUNT_MAX_CENTS)
  amountOffCents?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'ISO 4217, with amountOffCents only',
    example: 'EUR',
  })
  @IsOptional()
  @Transform(upper)
  @IsISO4217CurrencyCode()
  currency?: string | null;

  @ApiPropertyOptional({
    enum: DISCOUNTABLE_TYPES,
    isArray: true,
    description: 'The product types it takes off; none: every type (shipping never)',
  })
  @Given()
  @IsArray()
  @ArrayMaxSize(DISCOUNTABLE_TYPES.length)
  @ArrayUnique()
  @IsIn(DISCOUNTABLE_TYPES, { each: true })
  productTypes?: Exclude<ProductTypeName, 'SHIP'>[];

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 1, description: 'Null: unlimited' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(DISCOUNT_COUNT_MAX)
  maxUses?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 1,
    description: 'Units of an order it takes off; null: all',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(DISCOUNT_COUNT_MAX)
  maxItems?: number | null;
}

export class NewDiscountCodeDto extends DiscountCodeFieldsDto {
  @ApiProperty({ pattern: DISCOUNT_CODE_PATTERN.source, example: 'SPRING25', description: 'Stored upper case' })
  @Transform(upper)
  @IsString()
  @Matches(DISCOUNT_CODE_PATTERN)
  code: string;

  @ApiProperty({ format: 'date-time' })
  @Type(() => Date)
  @IsDate()
  @MinDate(EARLIEST_DATE)
  @MaxDate(LATEST_DATE)
  startsAt: Date;

  @ApiProperty({ format: 'date-time', description: 'After startsAt' })
  @Type(() => Date)
  @IsDate()
  @MinDate(EARLIEST_DATE)
  @MaxDate(LATEST_DATE)
  endsAt: Date;
}

export class DiscountCodeUpdateDto extends DiscountCodeFieldsDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  discountCodeId: string;

  @ApiPropertyOptional({ pattern: DISCOUNT_CODE_PATTERN.source })
  @Given()
  @Transform(upper)
  @IsString()
  @Matches(DISCOUNT_CODE_PATTERN)
  code?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @Given()
  @Type(() => Date)
  @IsDate()
  @MinDate(EARLIEST_DATE)
  @MaxDate(LATEST_DATE)
  startsAt?: Date;

  @ApiPropertyOptional({ format: 'date-time' })
  @Given()
  @Type(() => Date)
  @IsDate()
  @MinDate(EARLIEST_DATE)
  @MaxDate(LATEST_DATE)
  endsAt?: Date;

  @ApiPropertyOptional({ description: 'Switched off (false) it is refused at checkout; on again with true' })
  @Given()
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ description: 'End it now: endsAt becomes this moment (with endsAt, refused)' })
  @Given()
  @IsBoolean()
  endNow?: boolean;
}
