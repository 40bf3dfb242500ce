import type { Prisma } from '../generated/prisma/client';
import { formatCreditNoteNumber, formatInvoiceNumber, parseCreditNoteNumber } from './invoice/invoice-number';
import type { OrderEventKind } from './orders/order-history';
import type {
  CreditNoteResponse,
  DisputeResponse,
  OrderEventResponse,
  OrderItemResponse,
  OrderResponse,
  OrderStatusName,
  RenewsResponse,
  ShipmentResponse,
  ShippingAddressResponse,
} from './payment.responses';
import { providerNameOf } from './providers/provider-registry';
import { SHIPMENT_TRACKING_SELECT, toShipmentTracking } from '../vpn/shipment-tracking';

// Rows of the payment tables (orders with their items, invoice, credit notes, refunds, disputes,
// history and shipment) become answers here, and only here.

/** What every order answer is built from. */
export const ORDER_SELECT = {
  id: true,
  purchaseId: true,
  userId: true,
  status: true,
  provider: true,
  currency: true,
  subtotalCents: true,
  discountCents: true,
  shippingCents: true,
  totalCents: true,
  createdAt: true,
  paidAt: true,
  refundedCents: true,
  chargedBackCents: true,
  subscriptionCancelledAt: true,
  subscription: { select: { id: true, status: true, cancelAtPeriodEnd: true, paidThrough: true } },
  shippingAddress: true,
  items: {
    select: {
      id: true,
      productName: true,
      quantity: true,
      unitPriceCents: true,
      refundedAt: true,
      product: { select: { type: true } },
      targetDevice: { select: { deviceId: true } },
      targetPass: { select: { id: true, code: true } },
      targetBox: { select: { id: true, serial: true } },
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
  creditNotes: {
    select: { year: true, number: true, amountCents: true, issuedAt: true },
    orderBy: [{ issuedAt: 'asc' }, { number: 'asc' }],
  },
  disputes: {
    select: { status: true, amountCents: true, openedAt: true, closedAt: true },
    orderBy: { openedAt: 'asc' },
  },
  history: {
    select: { kind: true, amountCents: true, detail: true, createdAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  },
  invoice: { select: { year: true, number: true } },
  shipment: { select: { ...SHIPMENT_TRACKING_SELECT, box: { select: { serial: true } } } },
} as const satisfies Prisma.OrderSelect;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof ORDER_SELECT }>;

/** Steps of an order's history for staff only (a code used past its limit is the shop's matter). */
const STAFF_ONLY_EVENTS = new Set<string>(['discount-over-used'] satisfies OrderEventKind[]);

/** The copy of the shipping address kept on the order (checkout wrote it: see addressFields). */
export function toShippingAddressResponse(value: Prisma.JsonValue | null): ShippingAddressResponse | null {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : null);
  return {
    name: text('name') ?? '',
    surname: text('surname') ?? '',
    company: text('company'),
    street: text('street') ?? '',
    city: text('city') ?? '',
    zip: text('zip') ?? '',
    province: text('province'),
    country: text('country') ?? '',
    phone: text('phone'),
  };
}

type OrderItemRow = OrderRow['items'][number];

/** A renewed pass (by its code) or box (by its serial). */
export function toRenewsResponse(
  renews: { kind: 'pass'; id: string; code: string } | { kind: 'box'; id: string; serial: string },
): RenewsResponse {
  return renews.kind === 'pass'
    ? { kind: 'pass', id: renews.id, name: renews.code }
    : { kind: 'box', id: renews.id, name: renews.serial };
}

export function toOrderItemResponse(i: OrderItemRow): OrderItemResponse {
  return {
    id: i.id,
    productName: i.productName,
    productType: i.product.type.replace(/_/g, '-'),
    quantity: i.quantity,
    unitPrice: i.unitPriceCents,
    deviceId: i.targetDevice?.deviceId ?? null,
    refunded: i.refundedAt !== null,
    renews: i.targetPass
      ? toRenewsResponse({ kind: 'pass', ...i.targetPass })
      : i.targetBox
        ? toRenewsResponse({ kind: 'box', ...i.targetBox })
        : null,
  };
}

/** A credit note of the order; its PDF link only for the order's owner. */
export function toCreditNoteResponse(
  note: OrderRow['creditNotes'][number],
  purchaseId: string,
  viewerOwns: boolean,
): CreditNoteResponse {
  const number = formatCreditNoteNumber(note.year, note.number);
  const url = viewerOwns
    ? `/api/Payment/CreditNote?purchaseId=${encodeURIComponent(purchaseId)}&number=${encodeURIComponent(number)}`
    : null;
  return { number, amount: note.amountCents, issuedAt: note.issuedAt.toISOString(), url };
}

export function toDisputeResponse(d: OrderRow['disputes'][number]): DisputeResponse {
  return {
    status: d.status.toLowerCase(),
    amount: d.amountCents,
    openedAt: d.openedAt.toISOString(),
    closedAt: d.closedAt?.toISOString() ?? null,
  };
}

/** A step of the history as the buyer sees it: what and when (an item id or a provider's reason code stays with staff). */
export function toOrderEventResponse(e: OrderRow['history'][number]): OrderEventResponse {
  return {
    kind: e.kind,
    at: e.createdAt.toISOString(),
    amount: e.amountCents,
    creditNoteNumber: e.detail && parseCreditNoteNumber(e.detail) ? e.detail : null,
  };
}

export function toShipmentResponse(
  shipment: NonNullable<OrderRow['shipment']>,
  shippingAddress: Prisma.JsonValue | null,
): ShipmentResponse {
  return {
    ...toShipmentTracking(shipment),
    boxSerial: shipment.box?.serial ?? null,
    address: toShippingAddressResponse(shippingAddress),
  };
}

/** The order as the buyer sees it; `viewerOwns` decides whether the invoice and credit note links are shown. */
export function toOrderResponse(o: OrderRow, viewerOwns: boolean): OrderResponse {
  return {
    purchaseId: o.purchaseId,
    status: o.status.toLowerCase() as OrderStatusName,
    items: o.items.map(toOrderItemResponse),
    invoiceNumber: o.invoice ? formatInvoiceNumber(o.invoice.year, o.invoice.number) : null,
    amount: o.totalCents,
    currency: o.currency,
    subtotal: o.subtotalCents,
    discount: o.discountCents,
    shipping: o.shippingCents,
    purchaseDate: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    provider: providerNameOf(o.provider),
    invoiceUrl: o.invoice && viewerOwns ? `/api/Payment/Invoice?purchaseId=${encodeURIComponent(o.purchaseId)}` : null,
    shipment: o.shipment ? toShipmentResponse(o.shipment, o.shippingAddress) : null,
    subscriptionId: o.subscription && o.subscription.status !== 'PENDING' ? o.subscription.id : null,
    canCancelSubscription:
      o.subscription !== null &&
      (o.subscription.status === 'ACTIVE' || o.subscription.status === 'PAST_DUE') &&
      !o.subscription.cancelAtPeriodEnd,
    canResumeSubscription:
      o.subscription?.status === 'ACTIVE' &&
      o.subscription.cancelAtPeriodEnd &&
      o.subscription.paidThrough !== null &&
      o.subscription.paidThrough > new Date(),
    refunded: o.refundedCents + o.chargedBackCents,
    creditNotes: o.creditNotes.map((note) => toCreditNoteResponse(note, o.purchaseId, viewerOwns)),
    disputes: o.disputes.map(toDisputeResponse),
    history: o.history.filter((e) => !STAFF_ONLY_EVENTS.has(e.kind)).map(toOrderEventResponse),
  };
}
