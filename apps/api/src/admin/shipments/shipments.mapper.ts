import type { AuditState } from '../../core/audit/audit-trail';
import type { Prisma } from '../../generated/prisma/client';
import { toShippingAddressResponse } from '../../payment/payment.mapper';
import { SHIPMENT_TRACKING_SELECT, toShipmentTracking } from '../../vpn/shipment-tracking';
import type { AdminShipmentResponse } from './shipments.responses';

// A shipment's row becomes the back office's answer and the audit log's state here, and only here.

export const ADMIN_SHIPMENT_SELECT = {
  id: true,
  ...SHIPMENT_TRACKING_SELECT,
  createdAt: true,
  box: { select: { serial: true } },
  order: {
    select: {
      purchaseId: true,
      paidAt: true,
      email: true,
      language: true,
      shippingAddress: true,
      user: { select: { id: true, name: true, surname: true, email: true, language: true } },
      items: { select: { productName: true, quantity: true }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
    },
  },
} as const satisfies Prisma.ShipmentSelect;

export type AdminShipmentRow = Prisma.ShipmentGetPayload<{ select: typeof ADMIN_SHIPMENT_SELECT }>;

const fullName = (name: string, surname: string) => [name, surname].filter(Boolean).join(' ');

export function toAdminShipmentResponse(row: AdminShipmentRow): AdminShipmentResponse {
  const { order } = row;
  const address = toShippingAddressResponse(order.shippingAddress);
  return {
    id: row.id,
    ...toShipmentTracking(row),
    purchaseId: order.purchaseId,
    paidAt: order.paidAt?.toISOString() ?? null,
    customer: order.user
      ? { id: order.user.id, name: fullName(order.user.name, order.user.surname), email: order.user.email }
      : { id: null, name: address ? fullName(address.name, address.surname) : '', email: order.email },
    address,
    items: order.items.map((item) => ({ productName: item.productName, quantity: item.quantity })),
    boxSerial: row.box?.serial ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a shipment: its state, and the order it belongs to (to be found by). */
export function toShipmentAuditState(row: AdminShipmentRow): AuditState {
  return {
    purchaseId: row.order.purchaseId,
    status: row.status,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}
