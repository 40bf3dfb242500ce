import { Injectable } from '@nestjs/common';
import { HotQueries } from '../core/database/hot-queries';
import { Prisma } from '../generated/prisma/client';
import type { OrderStatus, ShipmentStatus } from '../generated/prisma/enums';

/** Timestamps inside json_agg come as the column's text: UTC without a zone, e.g. 2026-11-27T16:31:44.123. */
type JsonTimestamp = string;

export interface OverviewOrderRow {
  purchaseId: string;
  createdAt: JsonTimestamp;
  status: OrderStatus;
  totalCents: number;
  currency: string;
}

/** A running automatic renewal as the home's JSON carries it (vpn.mapper's RenewalRow, timestamps as text). */
export interface OverviewRenewalRow {
  id: string;
  provider: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  paidThrough: JsonTimestamp | null;
  amountCents: number;
  currency: string;
  graceUntil: JsonTimestamp | null;
  purchaseId: string | null;
}

/** A box on its way (a shipment marked shipped), as the home's JSON carries it. */
export interface OverviewShipmentRow {
  status: ShipmentStatus;
  carrier: string | null;
  trackingNumber: string | null;
  shippedAt: JsonTimestamp | null;
  deliveredAt: JsonTimestamp | null;
}

/** The whole account home in one row: each column one card, read by one statement. */
export interface OverviewRow {
  devices: { total: number; licensed: number; trial: number };
  subscriptions: {
    kind: 'pass' | 'box';
    id: string;
    code: string;
    endsAt: JsonTimestamp;
    /** Its automatic renewal still running, if any. */
    renewal: OverviewRenewalRow | null;
  }[];
  inFlight: (OverviewOrderRow & { processing: boolean; shipment: OverviewShipmentRow | null })[];
  waitingCount: number;
  waiting: { id: string; number: number; subject: string; lastActivityAt: JsonTimestamp }[];
  recentOrders: OverviewOrderRow[];
  /** Null unless the account is a reseller's. */
  couponCount: number | null;
  coupons: { code: string; productName: string }[] | null;
  hasLicence: boolean;
  hasPass: boolean;
}

/** A pass or a box ended this long ago still shows on the home, with its Renew button. */
const ENDED_SHOWN_DAYS = 30;
const SUBSCRIPTIONS_SHOWN = 10;
const IN_FLIGHT_SHOWN = 10;
/** A box marked shipped shows as on its way this long (unless marked delivered earlier): no parcel travels longer. */
const SHIPPED_SHOWN_DAYS = 30;
const WAITING_SHOWN = 5;
const COUPONS_SHOWN = 5;

/** The account home's SQL (Prisma's client would send one statement per table and relation), through HotQueries: it says why. */
@Injectable()
export class OverviewQueries {
  constructor(private readonly hot: HotQueries) {}

  /**
   * Every card of the home in one statement. Each part starts from an index on the account's id
   * (devices, passes, boxes, orders by creation, tickets by activity, coupons by owner), so the work
   * follows what one account holds. A device's licence state is the player's rule (player.mapper.ts
   * `licenceInForce`): a lifetime licence of its own platform, else a trial that has not ended.
   */
  async overview(userId: string, isReseller: boolean): Promise<OverviewRow> {
    const [row] = await this.hot.sql<OverviewRow>(Prisma.sql`
      WITH now_utc AS (SELECT (now() AT TIME ZONE 'UTC') AS at),
      dev AS (
        SELECT d.id,
          EXISTS (SELECT 1 FROM "Licence" l WHERE l."playerDeviceId" = d.id AND l.lifetime
                  AND lower(l.platform::text) = d.platform) AS licensed,
          EXISTS (SELECT 1 FROM "Licence" l, now_utc WHERE l."playerDeviceId" = d.id AND NOT l.lifetime
                  AND l."endsAt" > now_utc.at AND lower(l.platform::text) = d.platform) AS trial
        FROM "PlayerDevice" d WHERE d."userId" = ${userId}::uuid
      ),
      subs AS (
        SELECT 'pass' AS kind, p.id, p.code, p."endsAt" FROM "VpnPass" p, now_utc
        WHERE p."userId" = ${userId}::uuid AND p."endsAt" > now_utc.at - make_interval(days => ${ENDED_SHOWN_DAYS})
        UNION ALL
        SELECT 'box', b.id, b.serial, max(s."endsAt") FROM "VpnBox" b JOIN "BoxSubscription" s ON s."boxId" = b.id
        WHERE b."userId" = ${userId}::uuid
        GROUP BY b.id, b.serial
        HAVING max(s."endsAt") > (SELECT at FROM now_utc) - make_interval(days => ${ENDED_SHOWN_DAYS})
      ),
      orders AS (
        SELECT o."purchaseId", o."createdAt", o.status, o."totalCents", o.currency, o.id
        FROM "Order" o WHERE o."userId" = ${userId}::uuid
      )
      SELECT
        (SELECT json_build_object('total', count(*), 'licensed', count(*) FILTER (WHERE licensed),
                                  'trial', count(*) FILTER (WHERE trial AND NOT licensed)) FROM dev) AS devices,
        (SELECT coalesce(json_agg(s ORDER BY s."endsAt", s.id), '[]') FROM (
           SELECT kind, id, code, "endsAt",
             (SELECT row_to_json(r) FROM (
                SELECT r.id, r.provider, r.status, r."cancelAtPeriodEnd", r."paidThrough", r."amountCents", r.currency, r."graceUntil",
                       (SELECT o."purchaseId" FROM "Order" o WHERE o."subscriptionId" = r.id ORDER BY o."createdAt" LIMIT 1) AS "purchaseId"
                  FROM "Subscription" r
                 WHERE r.status IN ('ACTIVE', 'PAST_DUE')
                   AND (CASE WHEN kind = 'pass' THEN r."passId" ELSE r."boxId" END) = subs.id
                 ORDER BY r."createdAt" DESC LIMIT 1) r) AS renewal
           FROM subs ORDER BY "endsAt", id LIMIT ${SUBSCRIPTIONS_SHOWN}
         ) s) AS subscriptions,
        (SELECT coalesce(json_agg(f ORDER BY f."createdAt" DESC, f."purchaseId"), '[]') FROM (
           SELECT o."purchaseId", o."createdAt", o.status, o."totalCents", o.currency, o.status = 'PROCESSING' AS processing,
             CASE WHEN sh.status = 'SHIPPED' THEN json_build_object(
               'status', sh.status, 'carrier', sh.carrier, 'trackingNumber', sh."trackingNumber",
               'shippedAt', sh."shippedAt", 'deliveredAt', sh."deliveredAt") END AS shipment
           FROM orders o LEFT JOIN "Shipment" sh ON sh."orderId" = o.id, now_utc
           WHERE o.status = 'PROCESSING' OR (o.status IN ('PAID', 'PARTIALLY_REFUNDED') AND sh.status = 'PENDING')
              OR (sh.status = 'SHIPPED' AND sh."shippedAt" > now_utc.at - make_interval(days => ${SHIPPED_SHOWN_DAYS}))
           ORDER BY o."createdAt" DESC LIMIT ${IN_FLIGHT_SHOWN}
         ) f) AS "inFlight",
        (SELECT count(*)::int FROM "Ticket" t WHERE t."userId" = ${userId}::uuid AND t.status = 'PENDING') AS "waitingCount",
        (SELECT coalesce(json_agg(w ORDER BY w."lastActivityAt" DESC, w.number DESC), '[]') FROM (
           SELECT t.id, t.number, t.subject, t."lastActivityAt" FROM "Ticket" t
           WHERE t."userId" = ${userId}::uuid AND t.status = 'PENDING'
           ORDER BY t."lastActivityAt" DESC, t.number DESC LIMIT ${WAITING_SHOWN}
         ) w) AS waiting,
        (SELECT coalesce(json_agg(r ORDER BY r."createdAt" DESC, r."purchaseId"), '[]') FROM (
           SELECT o."purchaseId", o."createdAt", o.status, o."totalCents", o.currency FROM orders o
           ORDER BY o."createdAt" DESC, o."purchaseId" LIMIT 3
         ) r) AS "recentOrders",
        CASE WHEN ${isReseller} THEN (
          SELECT count(*)::int FROM "CouponCode" c
          WHERE c."ownerId" = ${userId}::uuid AND c."usedAt" IS NULL AND c."usedByDeviceId" IS NULL
        ) END AS "couponCount",
        CASE WHEN ${isReseller} THEN (
          SELECT coalesce(json_agg(k ORDER BY k."createdAt", k.code), '[]') FROM (
            SELECT c.code, pr.name AS "productName", c."createdAt" FROM "CouponCode" c JOIN "Product" pr ON pr.id = c."productId"
            WHERE c."ownerId" = ${userId}::uuid AND c."usedAt" IS NULL AND c."usedByDeviceId" IS NULL
            ORDER BY c."createdAt", c.code LIMIT ${COUPONS_SHOWN}
          ) k
        ) END AS coupons,
        EXISTS (SELECT 1 FROM "Licence" l WHERE l.lifetime
                AND (l."userId" = ${userId}::uuid OR l."playerDeviceId" IN (SELECT id FROM dev))) AS "hasLicence",
        (EXISTS (SELECT 1 FROM "VpnPass" p WHERE p."userId" = ${userId}::uuid)
         OR EXISTS (SELECT 1 FROM "VpnBox" b JOIN "BoxSubscription" s ON s."boxId" = b.id WHERE b."userId" = ${userId}::uuid)
        ) AS "hasPass"`);
    return row;
  }
}
