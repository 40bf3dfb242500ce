import { ApiProperty } from '@nestjs/swagger';
import { ShipmentTrackingResponse } from './shipment-tracking';

export const PASS_STATUSES = ['upcoming', 'active', 'ended'] as const;
export type PassStatus = (typeof PASS_STATUSES)[number];

export class LocationResponse {
  @ApiProperty({ example: 'mil' }) code: string;
  @ApiProperty({ example: 'Milan' }) city: string;
  @ApiProperty({ example: 'IT', description: 'ISO 3166-1 alpha-2' }) country: string;
}

export class PeerResponse {
  @ApiProperty({ type: LocationResponse }) location: LocationResponse;
  @ApiProperty({ example: '10.61.0.7/32' }) address: string;
  @ApiProperty({ description: "The peer's WireGuard public key (base64)" }) publicKey: string;
  @ApiProperty({ example: 'vpn-mil.nova.example:51820' }) endpoint: string;
}

export const RENEWAL_STATES = ['active', 'past-due', 'cancelled'] as const;
export type RenewalState = (typeof RENEWAL_STATES)[number];

/** The automatic renewal of a pass or a box, as its card shows it. */
export class RenewalResponse {
  @ApiProperty({ format: 'uuid' }) subscriptionId: string;
  @ApiProperty({
    enum: ['stripe', 'paypal', 'sandbox'],
    description: 'Who bills it (outside production, a sandbox renewal can be billed on demand)',
  })
  provider: 'stripe' | 'paypal' | 'sandbox';
  @ApiProperty({
    description: 'The order that started it: CancelSubscription and ResumeSubscription take it as orderId',
  })
  purchaseId: string;
  @ApiProperty({
    enum: RENEWAL_STATES,
    description:
      'active: renews on renewsOn; past-due: the last renewal could not be paid, kept until graceUntil while the provider retries; cancelled: ends on renewsOn (ResumeSubscription until then)',
  })
  state: RenewalState;
  @ApiProperty({ format: 'date-time', description: 'The end of what was paid: when the next renewal bills' })
  renewsOn: string;
  @ApiProperty({ description: 'Cents of `currency` each renewal bills' }) amount: number;
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) graceUntil: string | null;
}

export class PassResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The login in the VPN app', example: 'K7MX-3QPA-9RTD' }) code: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ enum: [1, 3, 6, 12, 24, 36] }) durationMonths: number;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty({ enum: PASS_STATUSES }) status: PassStatus;
  @ApiProperty({ type: String, nullable: true, description: 'The player device it is attached to' }) deviceId:
    string | null;
  @ApiProperty({ type: [PeerResponse], description: 'One WireGuard peer per location (none once the pass has ended)' })
  peers: PeerResponse[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Its automatic renewal, if one runs' })
  subscriptionId: string | null;
  @ApiProperty({ type: RenewalResponse, nullable: true }) renewal: RenewalResponse | null;
}

export class PassPageResponse {
  @ApiProperty({ type: [PassResponse] }) items: PassResponse[];
  @ApiProperty() total: number;
}

export class OtpPassResponse {
  @ApiProperty({ type: PassResponse, nullable: true, description: 'The pass attached to the device showing the code' })
  pass: PassResponse | null;
}

export class BoxSubscriptionResponse {
  @ApiProperty({ enum: [1, 3, 6, 12, 24, 36] }) durationMonths: number;
  @ApiProperty({ description: 'Days kept after a failed automatic renewal, while the provider retries' })
  grace: boolean;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
  @ApiProperty({ enum: PASS_STATUSES }) status: PassStatus;
}

export class BoxResponse {
  @ApiProperty({ format: 'uuid', description: 'The box, for a renewal of its subscription (Pay target {boxId})' })
  id: string;
  @ApiProperty({ example: 'NOVA-BOX-0001' }) serial: string;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'When its last subscription ends (renewals run on from there)',
  })
  endsAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) pairedAt: string | null;
  @ApiProperty({
    type: BoxSubscriptionResponse,
    nullable: true,
    description: 'The subscription in force, else the latest',
  })
  subscription: BoxSubscriptionResponse | null;
  @ApiProperty({
    type: [BoxSubscriptionResponse],
    description: 'All subscriptions, newest first (the details, dataBox)',
  })
  subscriptions: BoxSubscriptionResponse[];
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'Its automatic renewal, if one runs' })
  subscriptionId: string | null;
  @ApiProperty({ type: RenewalResponse, nullable: true }) renewal: RenewalResponse | null;
  @ApiProperty({
    type: ShipmentTrackingResponse,
    nullable: true,
    description: 'Its latest shipment (a box bought in the shop); null for a box paired by its serial',
  })
  shipment: ShipmentTrackingResponse | null;
}

export class BoxPageResponse {
  @ApiProperty({ type: [BoxResponse] }) items: BoxResponse[];
  @ApiProperty() total: number;
}

export class BoxSerialResponse {
  @ApiProperty({ example: 'NOVA-BOX-0001' }) serial: string;
  @ApiProperty({ enum: [true], description: 'The serial exists and no account has paired it' }) available: true;
}
