import { Injectable } from '@nestjs/common';
import { HotQueries } from '../../core/database/hot-queries';
import { jsonTimestamp, jsonTimestampOrNull, type JsonPage, type JsonTimestamp } from '../../core/database/json-page';
import { Prisma } from '../../generated/prisma/client';
import type {
  DisputeStatus,
  OrderStatus,
  PaymentProvider,
  ProductType,
  ShipmentStatus,
  SubscriptionStatus,
} from '../../generated/prisma/enums';
import type { OrderRow } from '../payment.mapper';

/** An order inside the list's JSON: ORDER_SELECT's columns and relations, timestamps as text. */
interface OrderJson {
  id: string;
  purchaseId: string;
  userId: string | null;
  status: OrderStatus;
  provider: PaymentProvider;
  currency: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  createdAt: JsonTimestamp;
  paidAt: JsonTimestamp | null;
  refundedCents: number;
  chargedBackCents: number;
  subscriptionCancelledAt: JsonTimestamp | null;
  subscription: {
    id: string;
    status: SubscriptionStatus;
    cancelAtPeriodEnd: boolean;
    paidThrough: JsonTimestamp | null;
  } | null;
  shippingAddress: Prisma.JsonValue | null;
  items: {
    id: string;
    productName: string;
    quantity: number;
    unitPriceCents: number;
    refundedAt: JsonTimestamp | null;
    productType: ProductType;
    deviceId: string | null;
    passId: string | null;
    passCode: string | null;
    boxId: string | null;
    boxSerial: string | null;
  }[];
  creditNotes: { year: number; number: number; amountCents: number; issuedAt: JsonTimestamp }[];
  disputes: { status: DisputeStatus; amountCents: number; openedAt: JsonTimestamp; closedAt: JsonTimestamp | null }[];
  history: { kind: string; amountCents: number | null; detail: string | null; createdAt: JsonTimestamp }[];
  invoice: { year: number; number: number } | null;
  shipment: {
    status: ShipmentStatus;
    carrier: string | null;
    trackingNumber: string | null;
    shippedAt: JsonTimestamp | null;
    deliveredAt: JsonTimestamp | null;
    boxSerial: string | null;
  } | null;
}

function toOrderRow(o: OrderJson): OrderRow {
  return {
    id: o.id,
    purchaseId: o.purchaseId,
    userId: o.userId,
    status: o.status,
    provider: o.provider,
    currency: o.currency,
    subtotalCents: o.subtotalCents,
    discountCents: o.discountCents,
    shippingCents: o.shippingCents,
    totalCents: o.totalCents,
    createdAt: jsonTimestamp(o.createdAt),
    paidAt: jsonTimestampOrNull(o.paidAt),
    refundedCents: o.refundedCents,
    chargedBackCents: o.chargedBackCents,
    subscriptionCancelledAt: jsonTimestampOrNull(o.subscriptionCancelledAt),
    subscription: o.subscription && { ...o.subscription, paidThrough: jsonTimestampOrNull(o.subscription.paidThrough) },
    shippingAddress: o.shippingAddress,
    items: o.items.map((i) => ({
      id: i.id,
      productName: i.productName,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      refundedAt: jsonTimestampOrNull(i.refundedAt),
      product: { type: i.productType },
      targetDevice: i.deviceId === null ? null : { deviceId: i.deviceId },
      targetPass: i.passId === null ? null : { id: i.passId, code: i.passCode! },
      targetBox: i.boxId === null ? null : { id: i.boxId, serial: i.boxSerial! },
    })),
    creditNotes: o.creditNotes.map((c) => ({ ...c, issuedAt: jsonTimestamp(c.issuedAt) })),
    disputes: o.disputes.map((d) => ({
      ...d,
      openedAt: jsonTimestamp(d.openedAt),
      closedAt: jsonTimestampOrNull(d.closedAt),
    })),
    history: o.history.map((e) => ({ ...e, createdAt: jsonTimestamp(e.createdAt) })),
    invoice: o.invoice,
    shipment: o.shipment && {
      status: o.shipment.status,
      carrier: o.shipment.carrier,
      trackingNumber: o.shipment.trackingNumber,
      shippedAt: jsonTimestampOrNull(o.shipment.shippedAt),
      deliveredAt: jsonTimestampOrNull(o.shipment.deliveredAt),
      box: o.shipment.boxSerial === null ? null : { serial: o.shipment.boxSerial },
    },
  };
}

/**
 * The order list's SQL (Prisma's client sends one statement per relation of ORDER_SELECT, and one
 * for the count), through HotQueries: hot-queries.ts says why.
 */
@Injectable()
export class OrderQueries {
  constructor(private readonly hot: HotQueries) {}

  /**
   * GET Orders: a page of the buyer's orders, newest first, each with what ORDER_SELECT reads
   * (items and their targets, credit notes, disputes, history, invoice, shipment, renewal), and
   * the number of their orders, in one statement. The page is cut from the (userId, createdAt)
   * index before the relations are read, each of them by its order's index.
   */
  async orderPage(userId: string, skip: number, take: number): Promise<{ rows: OrderRow[]; total: number }> {
    const [page] = await this.hot.sql<JsonPage<OrderJson>>(Prisma.sql`
      SELECT
        (SELECT count(*)::int FROM "Order" o WHERE o."userId" = ${userId}::uuid) AS total,
        (SELECT coalesce(json_agg(json_build_object(
           'id', o.id, 'purchaseId', o."purchaseId", 'userId', o."userId", 'status', o.status, 'provider', o.provider,
           'currency', o.currency, 'subtotalCents', o."subtotalCents", 'discountCents', o."discountCents",
           'shippingCents', o."shippingCents", 'totalCents', o."totalCents", 'createdAt', o."createdAt",
           'paidAt', o."paidAt", 'refundedCents', o."refundedCents", 'chargedBackCents', o."chargedBackCents",
           'subscriptionCancelledAt', o."subscriptionCancelledAt", 'shippingAddress', o."shippingAddress",
           'subscription', (
             SELECT json_build_object('id', s.id, 'status', s.status, 'cancelAtPeriodEnd', s."cancelAtPeriodEnd",
                                      'paidThrough', s."paidThrough")
             FROM "Subscription" s WHERE s.id = o."subscriptionId"),
           'items', (
             SELECT coalesce(json_agg(json_build_object(
                      'id', i.id, 'productName', i."productName", 'quantity', i.quantity,
                      'unitPriceCents', i."unitPriceCents", 'refundedAt', i."refundedAt", 'productType', pr.type,
                      'deviceId', d."deviceId", 'passId', v.id, 'passCode', v.code, 'boxId', b.id, 'boxSerial', b.serial
                    ) ORDER BY i."createdAt", i.id), '[]')
             FROM "OrderItem" i JOIN "Product" pr ON pr.id = i."productId"
             LEFT JOIN "PlayerDevice" d ON d.id = i."targetDeviceId"
             LEFT JOIN "VpnPass" v ON v.id = i."targetPassId"
             LEFT JOIN "VpnBox" b ON b.id = i."targetBoxId"
             WHERE i."orderId" = o.id),
           'creditNotes', (
             SELECT coalesce(json_agg(json_build_object('year', c.year, 'number', c.number, 'amountCents', c."amountCents",
                                                        'issuedAt', c."issuedAt") ORDER BY c."issuedAt", c.number), '[]')
             FROM "CreditNote" c WHERE c."orderId" = o.id),
           'disputes', (
             SELECT coalesce(json_agg(json_build_object('status', x.status, 'amountCents', x."amountCents",
                                                        'openedAt', x."openedAt", 'closedAt', x."closedAt")
                                      ORDER BY x."openedAt", x.id), '[]')
             FROM "Dispute" x WHERE x."orderId" = o.id),
           'history', (
             SELECT coalesce(json_agg(json_build_object('kind', e.kind, 'amountCents', e."amountCents", 'detail', e.detail,
                                                        'createdAt', e."createdAt") ORDER BY e."createdAt", e.id), '[]')
             FROM "OrderEvent" e WHERE e."orderId" = o.id),
           'invoice', (SELECT json_build_object('year', n.year, 'number', n.number) FROM "Invoice" n WHERE n."orderId" = o.id),
           'shipment', (
             SELECT json_build_object('status', sh.status, 'carrier', sh.carrier, 'trackingNumber', sh."trackingNumber",
                                      'shippedAt', sh."shippedAt", 'deliveredAt', sh."deliveredAt", 'boxSerial', sb.serial)
             FROM "Shipment" sh LEFT JOIN "VpnBox" sb ON sb.id = sh."boxId" WHERE sh."orderId" = o.id)
         ) ORDER BY o."createdAt" DESC, o.id DESC), '[]')
         FROM (
           SELECT o.id, o."purchaseId", o."userId", o.status, o.provider, o.currency, o."subtotalCents", o."discountCents",
                  o."shippingCents", o."totalCents", o."createdAt", o."paidAt", o."refundedCents", o."chargedBackCents",
                  o."subscriptionCancelledAt", o."shippingAddress", o."subscriptionId"
           FROM "Order" o WHERE o."userId" = ${userId}::uuid
           ORDER BY o."createdAt" DESC, o.id DESC LIMIT ${take} OFFSET ${skip}
         ) o) AS items`);
    return { total: page.total, rows: page.items.map(toOrderRow) };
  }
}
