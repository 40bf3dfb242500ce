import { ApiProperty } from '@nestjs/swagger';
import { ShippingAddressResponse } from '../../payment/payment.responses';
import { ShipmentTrackingResponse } from '../../vpn/shipment-tracking';

export class ShipmentCustomerResponse {
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Null: the account was deleted' })
  id: string | null;
  @ApiProperty({ description: 'First name and surname (of the shipping address when the account is gone)' })
  name: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
}

export class ShipmentItemResponse {
  @ApiProperty({ example: 'VPNBOX-TWELVE-MONTHS-HW' }) productName: string;
  @ApiProperty() quantity: number;
}

/** A shipment as the back office lists it: where it goes, what is in it and how far it got. */
export class AdminShipmentResponse extends ShipmentTrackingResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'P-3kq9…' }) purchaseId: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) paidAt: string | null;
  @ApiProperty({ type: ShipmentCustomerResponse }) customer: ShipmentCustomerResponse;
  @ApiProperty({ type: ShippingAddressResponse, nullable: true, description: 'As given at checkout' })
  address: ShippingAddressResponse | null;
  @ApiProperty({ type: [ShipmentItemResponse], description: "The order's items, in the order's order" })
  items: ShipmentItemResponse[];
  @ApiProperty({ type: String, nullable: true, example: 'NOVA-BOX-7K2M9QXR4T6P' }) boxSerial: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the order was fulfilled (the shipment was created)' })
  createdAt: string;
}

export class AdminShipmentPageResponse {
  @ApiProperty({ type: [AdminShipmentResponse] }) items: AdminShipmentResponse[];
  @ApiProperty({ description: 'Shipments matching the filters in all' }) total: number;
}
