import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { PRODUCT_TYPES, type ProductTypeName } from '@shop/contracts';

// Answer shapes of the catalogue: what the service returns and the OpenAPI document shows (the
// web's types are generated from it). Rows become these in catalog.mapper.ts.

export class InfoResponseBody {
  @ApiProperty({ example: '0.1.0' }) version: string;
}

export class PricingEntryResponse {
  @ApiProperty({ enum: PRODUCT_TYPES }) productType: ProductTypeName;
  @ApiProperty({ example: 'VPN-PASS-12' }) productName: string;
  @ApiProperty({ description: 'Integer cents in `currency`' }) price: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Units in stock, for hardware only' }) stock?:
    number | null;
}

export class ExclusionResponse {
  @ApiProperty({ enum: PRODUCT_TYPES }) productType: ProductTypeName;
}

export class ShipmentCountryResponse {
  @ApiProperty({ example: 'IT' }) code: string;
  @ApiProperty({ example: 'Italy' }) description: string;
}

export class PricingResponseBody {
  @ApiProperty({ type: [PricingEntryResponse] }) pricings: PricingEntryResponse[];
  @ApiProperty({ type: [ExclusionResponse], description: 'Product types this country cannot buy' })
  exclusions: ExclusionResponse[];
  @ApiProperty({ description: 'The country whose price list was used ("DEFAULT" when it has none of its own)' })
  country: string;
  @ApiProperty({ type: [ShipmentCountryResponse] }) shipmentCountries: ShipmentCountryResponse[];
}

export class ChangelogItemResponse {
  @ApiProperty() version: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, description: 'Message per language code' })
  languageLogs: Record<string, string>;
  @ApiProperty({ format: 'date-time' }) date: string;
}

/** GET Changelog: enabled entries keyed by type; `maintenance` is present only while a notice is on. */
export type ChangelogResponseBody = Record<string, ChangelogItemResponse[]>;
