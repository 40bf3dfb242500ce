import { ApiProperty } from '@nestjs/swagger';
import { ORDER_STATUSES, type OrderStatusName } from '../payment/payment.responses';
import { ShipmentTrackingResponse } from '../vpn/shipment-tracking';
import { RenewalResponse } from '../vpn/vpn.responses';

// Answer shapes of the account home (GET /api/User/Overview), for the OpenAPI document the web's types are generated from.

export class DeviceCountsResponse {
  @ApiProperty({ description: 'Devices paired to the account' }) total: number;
  @ApiProperty({ description: 'With a lifetime licence of their platform' }) licensed: number;
  @ApiProperty({ description: 'Running on the free 7-day trial' }) trial: number;
  @ApiProperty({ description: 'Neither' }) unlicensed: number;
}

export const SUBSCRIPTION_KINDS = ['pass', 'box'] as const;

/** A VPN pass or a box's subscription, as its card shows it. */
export class OverviewSubscriptionResponse {
  @ApiProperty({ enum: SUBSCRIPTION_KINDS }) kind: (typeof SUBSCRIPTION_KINDS)[number];
  @ApiProperty({ format: 'uuid', description: 'The pass or the box' }) id: string;
  @ApiProperty({ description: "The pass's code or the box's serial", example: 'K7QX-2M9A-PL4T' }) code: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty({ description: 'Whole days until it ends, rounded up; 0 once ended', example: 12 }) daysLeft: number;
  @ApiProperty({ description: 'false: it ends unless renewed by hand' }) renewsAutomatically: boolean;
  @ApiProperty({ type: RenewalResponse, nullable: true, description: 'Its automatic renewal, if one runs' })
  renewal: RenewalResponse | null;
}

export const ORDER_STAGES = ['payment-processing', 'awaiting-shipment', 'shipped'] as const;

export class OverviewOrderResponse {
  @ApiProperty() purchaseId: string;
  @ApiProperty({ format: 'date-time' }) purchaseDate: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatusName;
  @ApiProperty({ description: 'Cents charged' }) amount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
}

export class OrderInFlightResponse extends OverviewOrderResponse {
  @ApiProperty({
    enum: ORDER_STAGES,
    description:
      'payment-processing: a slow payment method has not settled; awaiting-shipment: a box paid for, not sent yet; ' +
      'shipped: the box is on its way (for 30 days, or until it is marked delivered)',
  })
  stage: (typeof ORDER_STAGES)[number];
  @ApiProperty({
    type: ShipmentTrackingResponse,
    nullable: true,
    description: 'The parcel with its carrier and tracking number, once shipped',
  })
  shipment: ShipmentTrackingResponse | null;
}

export class WaitingTicketResponse {
  @ApiProperty({ format: 'uuid', description: 'The ticket, for its conversation' }) id: string;
  @ApiProperty({ example: 1042 }) number: number;
  @ApiProperty() subject: string;
  @ApiProperty({ format: 'date-time' }) lastActivityAt: string;
}

export class WaitingTicketsResponse {
  @ApiProperty({ description: 'Tickets where support waits for my answer (status pending)' }) count: number;
  @ApiProperty({ type: [WaitingTicketResponse], description: 'The latest few, latest activity first' })
  items: WaitingTicketResponse[];
}

export class UnusedCouponResponse {
  @ApiProperty() code: string;
  @ApiProperty({ example: 'APP-COUPON-VIDEO-PLAYER-LIFETIME' }) productName: string;
}

export class UnusedCouponsResponse {
  @ApiProperty() count: number;
  @ApiProperty({ type: [UnusedCouponResponse], description: 'The oldest few' }) items: UnusedCouponResponse[];
}

export class FirstStepsResponse {
  @ApiProperty({ description: 'A device is paired to the account' }) pairedDevice: boolean;
  @ApiProperty({ description: 'A lifetime licence was bought or redeemed' }) licence: boolean;
  @ApiProperty({ description: 'A VPN pass or box subscription was ever held' }) pass: boolean;
}

export class OverviewResponse {
  @ApiProperty({ type: DeviceCountsResponse }) devices: DeviceCountsResponse;
  @ApiProperty({
    type: [OverviewSubscriptionResponse],
    description:
      'Passes and box subscriptions running, not started yet or ended in the last 30 days, soonest end first',
  })
  subscriptions: OverviewSubscriptionResponse[];
  @ApiProperty({ type: [OrderInFlightResponse], description: 'Newest first' }) ordersInFlight: OrderInFlightResponse[];
  @ApiProperty({ type: WaitingTicketsResponse }) ticketsWaiting: WaitingTicketsResponse;
  @ApiProperty({ type: [OverviewOrderResponse], description: 'The last three orders, newest first' })
  recentOrders: OverviewOrderResponse[];
  @ApiProperty({ type: UnusedCouponsResponse, nullable: true, description: 'Resellers only; null for others' })
  coupons: UnusedCouponsResponse | null;
  @ApiProperty({ type: FirstStepsResponse }) firstSteps: FirstStepsResponse;
}
