import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  CARRIER_MAX_LENGTH,
  CARRIER_PATTERN,
  SHIPMENT_STATUSES,
  TRACKING_NUMBER_MAX_LENGTH,
  TRACKING_NUMBER_PATTERN,
  normalizeCarrier,
  normalizeTrackingNumber,
  type ShipmentStatusName,
} from '@shop/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';

export const SHIPMENT_FILTERS = [...SHIPMENT_STATUSES, 'all'] as const;
export type ShipmentFilter = (typeof SHIPMENT_FILTERS)[number];
export const SHIPMENT_SORTS = ['paidAt', '-paidAt', 'shippedAt', '-shippedAt'] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];
export const SHIPMENT_SEARCH_MAX_LENGTH = 100;

/** Strings only: anything else is left for IsString to refuse. */
const normalized = (normalize: (value: string) => string) =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalize(value) : value));

/** `GET /api/Admin/Shipments`: the boxes waiting to be sent unless told otherwise, oldest paid first. */
export class ShipmentsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SHIPMENT_FILTERS, default: 'pending' })
  @IsOptional()
  @IsIn(SHIPMENT_FILTERS)
  status?: ShipmentFilter;

  @ApiPropertyOptional({ enum: SHIPMENT_SORTS, default: 'paidAt', description: 'A leading minus: newest first' })
  @IsOptional()
  @IsIn(SHIPMENT_SORTS)
  sort?: ShipmentSort;

  @ApiPropertyOptional({
    maxLength: SHIPMENT_SEARCH_MAX_LENGTH,
    description: "Part of the purchase id, the customer's name or e-mail, the box serial or the tracking number",
  })
  @IsOptional()
  @normalized((value) => value.trim())
  @IsString()
  @MaxLength(SHIPMENT_SEARCH_MAX_LENGTH)
  q?: string;
}

export class ShipmentIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  shipmentId: string;
}

/** `POST MarkShipped`: the carrier (one of CARRIERS, or any other by name) and its tracking number. */
export class MarkShippedDto extends ShipmentIdDto {
  @ApiProperty({
    maxLength: CARRIER_MAX_LENGTH,
    example: 'DHL',
    description: "A known carrier's name (any case) gets its tracking link; any other name is kept as typed",
  })
  @normalized(normalizeCarrier)
  @IsString()
  @MaxLength(CARRIER_MAX_LENGTH)
  @Matches(CARRIER_PATTERN, { message: "carrier must be 2 to 40 letters, digits, spaces or & . ' ( ) / -" })
  carrier: string;

  @ApiProperty({
    maxLength: TRACKING_NUMBER_MAX_LENGTH,
    example: 'JD014600006281234567',
    description: 'Spaces are taken out; then 4 to 40 letters, digits and hyphens',
  })
  @normalized(normalizeTrackingNumber)
  @IsString()
  @MaxLength(TRACKING_NUMBER_MAX_LENGTH)
  @Matches(TRACKING_NUMBER_PATTERN, { message: 'trackingNumber must be 4 to 40 letters, digits or hyphens' })
  trackingNumber: string;
}

/** The status filter as the database names it; `all` is none. */
export function statusOfFilter(filter: ShipmentFilter | undefined): Uppercase<ShipmentStatusName> | undefined {
  const status = filter ?? 'pending';
  return status === 'all' ? undefined : (status.toUpperCase() as Uppercase<ShipmentStatusName>);
}
