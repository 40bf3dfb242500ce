import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { AddressResponse } from '../account/account.responses';
import { ERROR_CODES, type ErrorCode } from '@shop/contracts';
import { ORDER_EVENT_KINDS } from './orders/order-history';
import { PROVIDERS, type ProviderName } from './payment.dto';
import { ShipmentTrackingResponse } from '../vpn/shipment-tracking';

export const ORDER_STATUSES = [
  'pending',
  'processing',
  'paid',
  'partially_refunded',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatusName = (typeof ORDER_STATUSES)[number];
/** While the order is in one of these, the result page keeps polling. */
export const PENDING_ORDER_STATUSES: readonly OrderStatusName[] = ['pending', 'processing'];

export const PRODUCT_TYPE_NAMES = ['VIDEO-PLAYER', 'VPN-PASS', 'COUPON', 'VPN-BOX-HW', 'SHIP'] as const;

/** The pass or box a renewal extends, by what its owner knows it as. */
export class RenewsResponse {
  @ApiProperty({ enum: ['pass', 'box'] }) kind: 'pass' | 'box';
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The pass code or the box serial', example: 'K7MX-3QPA-9TRE' }) name: string;
}

export class SummaryLineResponse {
  @ApiProperty({ example: 'VPN-TWELVE-MONTHS' }) productName: string;
  @ApiProperty({ enum: PRODUCT_TYPE_NAMES }) productType: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Cents, from the price list' }) unitPrice: number;
  @ApiProperty({ description: 'Cents taken off this line by the discount code' }) discount: number;
  @ApiProperty({ description: 'Cents: unitPrice x quantity - discount' }) total: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Passes and boxes' }) durationMonths: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The device receiving a licence' }) target: string | null;
  @ApiProperty({ type: RenewsResponse, nullable: true, description: 'A renewal: the pass or box it extends' })
  renews: RenewsResponse | null;
}

export class ShipmentCountryResponse {
  @ApiProperty({ example: 'IT' }) code: string;
  @ApiProperty({ example: 'Italy' }) description: string;
}

export class PriceEntryResponse {
  @ApiProperty({ example: 'VPN-TWELVE-MONTHS' }) productName: string;
  @ApiProperty({ description: 'Cents, in the summary currency' }) price: number;
  @ApiProperty({ type: Number, nullable: true }) durationMonths: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Units in stock (hardware)' }) stock: number | null;
}

/** autoRenew: what each automatic renewal will bill, and when the first does. */
export class RecurringResponse {
  @ApiProperty({ example: 'VPN-ONE-MONTH', description: 'The VPN pass product each period is billed as' })
  productName: string;
  @ApiProperty({ description: 'Cents of `currency`, each period' }) amount: number;
  @ApiProperty({ enum: [1, 3, 6, 12] }) durationMonths: number;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'When the first renewal bills' })
  renewsOn: string | null;
}

/** The player and VPN summaries of the spec in one shape. All amounts in cents of `currency`. */
export class SummaryResponse {
  @ApiProperty({ example: 'EUR' }) currency: string;
  @ApiProperty({ description: 'Price-list country (ISO code or DEFAULT)' }) country: string;
  @ApiProperty({ type: [SummaryLineResponse] }) items: SummaryLineResponse[];
  @ApiProperty({ description: 'Name of the first item (the player summary shows one product)' }) productName: string;
  @ApiProperty({ type: String, nullable: true, description: 'The device receiving a licence, when it has a name' })
  description: string | null;
  @ApiProperty({ description: 'Sum of the items before discount and shipping' }) priceValue: number;
  @ApiProperty({ description: 'Whether a discount code takes something off' }) discount: boolean;
  @ApiProperty({ description: 'Cents taken off by the discount code' }) discountValue: number;
  @ApiProperty({ type: String, nullable: true, description: 'The discount code applied (upper case)' }) code:
    string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent off, for a percentage code' }) percentOff:
    number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Most units the code discounts' }) maxItems: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'date-time',
    description: 'Start of the pass or box subscription bought (now)',
  })
  startAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Its end' }) endAt: string | null;
  @ApiProperty({
    type: [PriceEntryResponse],
    description: "The player licences of the buyer's list (none where the player is excluded)",
  })
  prizes: PriceEntryResponse[];
  @ApiProperty({ type: [PriceEntryResponse], description: 'VPN passes on sale to the buyer' })
  allVpnPassNew: PriceEntryResponse[];
  @ApiProperty({ type: [PriceEntryResponse], description: 'VPN box subscriptions on sale (each comes with its box)' })
  allVpnBoxNew: PriceEntryResponse[];
  @ApiProperty({
    type: [PriceEntryResponse],
    description: 'VPN box hardware on sale, with its stock (none where boxes or shipping are excluded)',
  })
  allHwNew: PriceEntryResponse[];
  @ApiProperty({ description: 'Shipping of a VPN box to the chosen address (0 without a box)' })
  priceShipVpnBox: number;
  @ApiProperty({ type: [ShipmentCountryResponse], description: 'Countries a box can be shipped to' })
  allShipVpnBox: ShipmentCountryResponse[];
  @ApiProperty({ description: 'What the buyer pays: priceValue - discountValue + priceShipVpnBox' }) finalPrice: number;
  @ApiProperty({ description: 'false: Pay would refuse this checkout, for `reason`' }) productIsPurchasable: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    enum: ERROR_CODES,
    description: 'Why it is not purchasable (the error Pay would answer)',
  })
  reason: ErrorCode | null;
  @ApiProperty({ type: String, nullable: true, description: 'The product the reason is about' }) reasonProduct:
    string | null;
  @ApiProperty({
    type: RecurringResponse,
    nullable: true,
    description: 'autoRenew asked and possible: what each renewal bills',
  })
  recurring: RecurringResponse | null;
}

export class PayExtraResponse {
  @ApiProperty({ enum: PROVIDERS }) provider: ProviderName;
  @ApiProperty() amount: number;
  @ApiProperty() currency: string;
}

export class PayResponse {
  @ApiProperty({ description: "The provider's payment page: send the browser there" }) payUrl: string;
  @ApiProperty({ description: 'The order, for GET Order?purchaseId=' }) purchaseId: string;
  @ApiProperty({ enum: ORDER_STATUSES }) payStatus: OrderStatusName;
  @ApiProperty({ type: String, nullable: true }) payMessage: string | null;
  @ApiProperty({ type: PayExtraResponse, description: 'provider, amount (cents) and currency of the order' })
  dataExtra: PayExtraResponse;
}

export class OrderItemResponse {
  @ApiProperty({ format: 'uuid', description: 'The item, for a refund of it (admins)' }) id: string;
  @ApiProperty() productName: string;
  @ApiProperty({ enum: PRODUCT_TYPE_NAMES }) productType: string;
  @ApiProperty() quantity: number;
  @ApiProperty({ description: 'Cents' }) unitPrice: number;
  @ApiProperty({ type: String, nullable: true, description: 'Device of a licence' }) deviceId: string | null;
  @ApiProperty({ description: 'Refunded whole: what it granted has ended' }) refunded: boolean;
  @ApiProperty({ type: RenewsResponse, nullable: true, description: 'A renewal: the pass or box it extends' })
  renews: RenewsResponse | null;
}

/** One step of the order's history, oldest first. */
export class OrderEventResponse {
  @ApiProperty({ enum: ORDER_EVENT_KINDS }) kind: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: Number, nullable: true, description: 'Cents the step is about (a refund, a dispute)' }) amount:
    number | null;
  @ApiProperty({ type: String, nullable: true, description: 'The credit note of a refund' }) creditNoteNumber:
    string | null;
}

export class CreditNoteResponse {
  @ApiProperty({ example: 'CN-2026-000007' }) number: string;
  @ApiProperty({ description: 'Cents paid back with this note' }) amount: number;
  @ApiProperty({ format: 'date-time' }) issuedAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The PDF (bearer, the owner only); null for another caller',
  })
  url: string | null;
}

export class DisputeResponse {
  @ApiProperty({ enum: ['open', 'won', 'lost'] }) status: string;
  @ApiProperty({ description: 'Cents disputed' }) amount: number;
  @ApiProperty({ format: 'date-time' }) openedAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closedAt: string | null;
}

/** A shipment's copy of the address book entry it went to: the address without the book's own fields. */
export class ShippingAddressResponse extends OmitType(AddressResponse, [
  'id',
  'isShipping',
  'isFavorite',
  'vatNumber',
] as const) {}

export class ShipmentResponse extends ShipmentTrackingResponse {
  @ApiProperty({ type: String, nullable: true }) boxSerial: string | null;
  @ApiProperty({
    type: ShippingAddressResponse,
    nullable: true,
    description: 'The address it goes to, as given at checkout',
  })
  address: ShippingAddressResponse | null;
}

export class OrderResponse {
  @ApiProperty() purchaseId: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatusName;
  @ApiProperty({ type: [OrderItemResponse] }) items: OrderItemResponse[];
  @ApiProperty({ type: String, nullable: true, example: '2026-000042' }) invoiceNumber: string | null;
  @ApiProperty({ description: 'Cents charged' }) amount: number;
  @ApiProperty() currency: string;
  @ApiProperty({ description: 'Cents: items before discount' }) subtotal: number;
  @ApiProperty() discount: number;
  @ApiProperty() shipping: number;
  @ApiProperty({ format: 'date-time' }) purchaseDate: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) paidAt: string | null;
  @ApiProperty({ enum: PROVIDERS }) provider: ProviderName;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The invoice PDF (bearer, the owner only); null until paid or for another caller',
  })
  invoiceUrl: string | null;
  @ApiPropertyOptional({ type: ShipmentResponse, nullable: true }) shipment: ShipmentResponse | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The automatic renewal this order started or paid a period of (autoRenew)',
  })
  subscriptionId: string | null;
  @ApiProperty({ description: 'Its automatic renewal runs: CancelSubscription stops it at the period end' })
  canCancelSubscription: boolean;
  @ApiProperty({
    description: 'Its automatic renewal was cancelled and its period runs: ResumeSubscription undoes that',
  })
  canResumeSubscription: boolean;
  @ApiProperty({ description: 'Cents paid back so far (refunds, and what a lost dispute took back)' }) refunded: number;
  @ApiProperty({ type: [CreditNoteResponse], description: 'One per refund, oldest first' })
  creditNotes: CreditNoteResponse[];
  @ApiProperty({ type: [DisputeResponse], description: 'Chargebacks and PayPal disputes about the payment' })
  disputes: DisputeResponse[];
  @ApiProperty({ type: [OrderEventResponse], description: 'What happened after the order was placed, oldest first' })
  history: OrderEventResponse[];
}

export class OrderPageResponse {
  @ApiProperty({ type: [OrderResponse] }) items: OrderResponse[];
  @ApiProperty() total: number;
}

export class ProvidersResponse {
  @ApiProperty({ enum: PROVIDERS, isArray: true, description: 'Providers enabled here, the default first' })
  providers: ProviderName[];
  @ApiProperty({
    enum: PROVIDERS,
    isArray: true,
    description: 'Those that can renew a pass or box automatically (autoRenew)',
  })
  renewing: ProviderName[];
}
