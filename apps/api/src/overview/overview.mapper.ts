import type { OrderStatusName } from '../payment/payment.responses';
import { toRenewalResponse } from '../vpn/vpn.mapper';
import { toShipmentTracking, type ShipmentTrackingResponse } from '../vpn/shipment-tracking';
import type { OverviewOrderRow, OverviewRenewalRow, OverviewRow, OverviewShipmentRow } from './overview.queries';
import type { OverviewOrderResponse, OverviewResponse } from './overview.responses';

// The account home's row becomes its answer here, and only here.

const DAY_MS = 86_400_000;

/** A timestamp read inside json_agg (UTC, no zone) as ISO 8601. */
const utc = (at: string) => new Date(at.endsWith('Z') ? at : `${at}Z`);

/** Whole days left, rounded up (ends in 3 hours: 1 day left), 0 once ended. */
export const daysLeft = (endsAt: Date, now: Date) =>
  Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));

function toRenewal(r: OverviewRenewalRow | null) {
  if (!r) return null;
  return toRenewalResponse({
    ...r,
    paidThrough: r.paidThrough ? utc(r.paidThrough) : null,
    graceUntil: r.graceUntil ? utc(r.graceUntil) : null,
  });
}

function toShipment(s: OverviewShipmentRow): ShipmentTrackingResponse {
  return toShipmentTracking({
    ...s,
    shippedAt: s.shippedAt ? utc(s.shippedAt) : null,
    deliveredAt: s.deliveredAt ? utc(s.deliveredAt) : null,
  });
}

function toOrder(o: OverviewOrderRow): OverviewOrderResponse {
  return {
    purchaseId: o.purchaseId,
    purchaseDate: utc(o.createdAt).toISOString(),
    status: o.status.toLowerCase() as OrderStatusName,
    amount: o.totalCents,
    currency: o.currency,
  };
}

export function toOverviewResponse(row: OverviewRow, now = new Date()): OverviewResponse {
  const { total, licensed, trial } = row.devices;
  return {
    devices: { total, licensed, trial, unlicensed: total - licensed - trial },
    subscriptions: row.subscriptions.map((s) => {
      const endsAt = utc(s.endsAt);
      const renewal = toRenewal(s.renewal);
      return {
        kind: s.kind,
        id: s.id,
        code: s.code,
        endsAt: endsAt.toISOString(),
        daysLeft: daysLeft(endsAt, now),
        renewsAutomatically: renewal?.state === 'active',
        renewal,
      };
    }),
    ordersInFlight: row.inFlight.map((o) => ({
      ...toOrder(o),
      stage: o.processing ? 'payment-processing' : o.shipment ? 'shipped' : 'awaiting-shipment',
      shipment: o.shipment && toShipment(o.shipment),
    })),
    ticketsWaiting: {
      count: row.waitingCount,
      items: row.waiting.map((t) => ({
        id: t.id,
        number: t.number,
        subject: t.subject,
        lastActivityAt: utc(t.lastActivityAt).toISOString(),
      })),
    },
    recentOrders: row.recentOrders.map(toOrder),
    coupons:
      row.couponCount === null
        ? null
        : {
            count: row.couponCount,
            items: (row.coupons ?? []).map((c) => ({ code: c.code, productName: c.productName })),
          },
    firstSteps: { pairedDevice: total > 0, licence: row.hasLicence, pass: row.hasPass },
  };
}
