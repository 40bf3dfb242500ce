import { ApiProperty } from '@nestjs/swagger';
import { SHIPMENT_STATUSES, trackingUrlOf, type ShipmentStatusName } from '@shop/contracts';
import type { ShipmentStatus } from '../generated/prisma/enums';

// Where a box is on its way, as the customer sees it on the order, on the box and on the account
// home (and the back office in its list): one answer shape and one mapper for the three of them.

/** The columns a shipment's tracking is built from. */
export const SHIPMENT_TRACKING_SELECT = {
  status: true,
  carrier: true,
  trackingNumber: true,
  shippedAt: true,
  deliveredAt: true,
} as const;

export interface ShipmentTrackingRow {
  status: ShipmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
}

export class ShipmentTrackingResponse {
  @ApiProperty({ enum: SHIPMENT_STATUSES }) status: ShipmentStatusName;
  @ApiProperty({ type: String, nullable: true, example: 'DHL' }) carrier: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'JD014600006281234567' }) trackingNumber: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The carrier's public tracking page for the number; null for a carrier the shop has no page of",
  })
  trackingUrl: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) shippedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) deliveredAt: string | null;
}

export function toShipmentTracking(row: ShipmentTrackingRow): ShipmentTrackingResponse {
  return {
    status: row.status.toLowerCase() as ShipmentStatusName,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: trackingUrlOf(row.carrier, row.trackingNumber),
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
