import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRODUCT_TYPES, type ProductTypeName } from '@shop/contracts';
import { Transform, Type, type TransformFnParams } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO31661Alpha2,
  IsISO4217CurrencyCode,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Max,
  Min,
  ValidateBy,
  ValidateNested,
  isISO31661Alpha2,
} from 'class-validator';
import { DEFAULT_COUNTRY } from '../../catalog/country';

/** At most this many rows of each kind in one change: a whole price table is about 150. */
const MAX_ROWS = 500;
/** A price above 1,000,000.00 is a typing error, whatever the currency (RUB prices run to 6,499.00). */
export const MAX_PRICE_CENTS = 100_000_000;

const upper = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** A price list's country: an ISO 3166 code, or DEFAULT (the fallback list). */
function IsPriceListCountry(): PropertyDecorator {
  return ValidateBy({
    name: 'isPriceListCountry',
    validator: {
      validate: (value: unknown) => value === DEFAULT_COUNTRY || isISO31661Alpha2(value),
      defaultMessage: () => 'must be an ISO 3166 country code or DEFAULT',
    },
  });
}

const countryProperty = () =>
  ApiProperty({ description: 'An ISO 3166 country code, or DEFAULT (the fallback list)', example: 'IT' });

export class PriceChangeDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  productId: string;

  @countryProperty()
  @Transform(upper)
  @IsPriceListCountry()
  country: string;

  @ApiProperty({ minimum: 1, maximum: MAX_PRICE_CENTS, description: 'Whole cents', example: 499 })
  @IsInt()
  @Min(1)
  @Max(MAX_PRICE_CENTS)
  amountCents: number;

  @ApiProperty({ description: 'ISO 4217; one currency per price list', example: 'EUR' })
  @Transform(upper)
  @IsISO4217CurrencyCode()
  currency: string;
}

export class PriceRemovalDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  productId: string;

  @countryProperty()
  @Transform(upper)
  @IsPriceListCountry()
  country: string;
}

export class ExclusionDto {
  @countryProperty()
  @Transform(upper)
  @IsPriceListCountry()
  country: string;

  @ApiProperty({ enum: PRODUCT_TYPES })
  @IsIn(PRODUCT_TYPES)
  productType: ProductTypeName;
}

export class ShipmentCountryDto {
  @ApiProperty({ description: 'ISO 3166 country code', example: 'AT' })
  @Transform(upper)
  @IsISO31661Alpha2()
  code: string;

  @ApiProperty({ minLength: 1, maxLength: 80, example: 'Austria' })
  @Transform(({ value }: TransformFnParams): unknown => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, 80)
  description: string;
}

export class ProductChangeDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  productId: string;

  @ApiPropertyOptional({ description: 'Sold at all (an inactive product is in no price list)' })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** An optional list of changes of one kind, each validated. */
const Rows = (type: () => new () => object, description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: [type()], maxItems: MAX_ROWS, description }),
    IsOptional(),
    IsArray(),
    ArrayMaxSize(MAX_ROWS),
    ValidateNested({ each: true }),
    Type(type),
  );

/**
 * `PUT /api/Admin/Prices`: the changes to make, all at once or none. A field left out changes
 * nothing; `{}` changes nothing and answers the tables as they are.
 */
export class UpdatePricesDto {
  @Rows(() => PriceChangeDto, "Set a product's price in a country's list (added when it has none there)")
  prices?: PriceChangeDto[];

  @Rows(() => PriceRemovalDto, "Take a product out of a country's list")
  removePrices?: PriceRemovalDto[];

  @Rows(() => ExclusionDto, 'A product type a country may not buy (already excluded: nothing happens)')
  addExclusions?: ExclusionDto[];

  @Rows(() => ExclusionDto, 'Allow a product type in a country again')
  removeExclusions?: ExclusionDto[];

  @Rows(() => ShipmentCountryDto, 'Ship boxes to a country (a known one gets the new description)')
  addShipmentCountries?: ShipmentCountryDto[];

  @ApiPropertyOptional({ type: [String], maxItems: MAX_ROWS, description: 'Stop shipping to these countries' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_ROWS)
  @Transform(({ value }: TransformFnParams): unknown =>
    Array.isArray(value) ? value.map((v) => upper({ value: v } as TransformFnParams)) : value,
  )
  @IsISO31661Alpha2({ each: true })
  removeShipmentCountries?: string[];

  @Rows(
    () => ProductChangeDto,
    'Whether a product is sold (box stock is counted from the registered boxes: /api/Admin/Boxes)',
  )
  products?: ProductChangeDto[];
}
