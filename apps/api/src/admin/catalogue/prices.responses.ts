import { ApiProperty } from '@nestjs/swagger';
import { PRODUCT_TYPES, type ProductTypeName } from '@shop/contracts';

export class AdminPriceResponse {
  @ApiProperty({ example: 'IT', description: 'ISO 3166 code or DEFAULT' }) country: string;
  @ApiProperty({ example: 499 }) amountCents: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class AdminProductResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'VPN-ONE-MONTH' }) name: string;
  @ApiProperty({ enum: PRODUCT_TYPES }) type: ProductTypeName;
  @ApiProperty({ type: Number, nullable: true }) durationMonths: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Units in stock; null where stock does not apply' })
  stock: number | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: [AdminPriceResponse], description: 'One per price list it is in, DEFAULT last' })
  prices: AdminPriceResponse[];
}

export class PriceListResponse {
  @ApiProperty({ example: 'IT' }) country: string;
  @ApiProperty({ example: 'EUR', description: 'Every price of the list is in it' }) currency: string;
}

export class AdminExclusionResponse {
  @ApiProperty({ example: 'RU' }) country: string;
  @ApiProperty({ enum: PRODUCT_TYPES }) productType: ProductTypeName;
}

export class AdminShipmentCountryResponse {
  @ApiProperty({ example: 'AT' }) code: string;
  @ApiProperty({ example: 'Austria' }) description: string;
}

/** The catalogue as the back office edits it; shipping is the SHIP product, box stock the VPN-BOX-HW products'. */
export class AdminPricesResponse {
  @ApiProperty({ type: [AdminProductResponse], description: 'By type, then as the shop lists them' })
  products: AdminProductResponse[];
  @ApiProperty({ type: [PriceListResponse], description: 'The countries with a price list, DEFAULT last' })
  priceLists: PriceListResponse[];
  @ApiProperty({ type: [AdminExclusionResponse] }) exclusions: AdminExclusionResponse[];
  @ApiProperty({ type: [AdminShipmentCountryResponse], description: 'By code' })
  shipmentCountries: AdminShipmentCountryResponse[];
}
