import { Injectable } from '@nestjs/common';
import { HotQueries } from '../core/database/hot-queries';
import { jsonTimestamp, jsonTimestampOrNull, type JsonPage, type JsonTimestamp } from '../core/database/json-page';
import { Prisma } from '../generated/prisma/client';
import type { PaymentProvider, ShipmentStatus, SubscriptionStatus } from '../generated/prisma/enums';
import type { BoxRow, PassRow } from './vpn.mapper';

/** A running automatic renewal inside a pass's or box's JSON (vpn.mapper's RENEWAL_SELECT). */
interface RenewalJson {
  id: string;
  provider: PaymentProvider;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  paidThrough: JsonTimestamp | null;
  amountCents: number;
  currency: string;
  graceUntil: JsonTimestamp | null;
  purchaseId: string | null;
}

interface PassJson {
  id: string;
  code: string;
  description: string | null;
  durationMonths: number;
  startsAt: JsonTimestamp;
  endsAt: JsonTimestamp;
  deviceId: string | null;
  peers: {
    address: string;
    publicKey: string;
    location: { code: string; city: string; country: string; endpoint: string; sortOrder: number };
  }[];
  renewal: RenewalJson | null;
}

interface BoxJson {
  id: string;
  serial: string;
  pairedAt: JsonTimestamp | null;
  subscriptions: { durationMonths: number; startsAt: JsonTimestamp; endsAt: JsonTimestamp; grace: boolean }[];
  renewal: RenewalJson | null;
  shipment: {
    status: ShipmentStatus;
    carrier: string | null;
    trackingNumber: string | null;
    shippedAt: JsonTimestamp | null;
    deliveredAt: JsonTimestamp | null;
  } | null;
}

/**
 * The renewal still running of the pass or box `owner` names (the newest ACTIVE or PAST_DUE
 * subscription), with the order that started it: as RENEWAL_SELECT reads it.
 */
const renewalJson = (owner: Prisma.Sql) => Prisma.sql`(
  SELECT json_build_object('id', r.id, 'provider', r.provider, 'status', r.status, 'cancelAtPeriodEnd', r."cancelAtPeriodEnd",
                           'paidThrough', r."paidThrough", 'amountCents', r."amountCents", 'currency', r.currency,
                           'graceUntil', r."graceUntil",
                           'purchaseId', (SELECT o."purchaseId" FROM "Order" o WHERE o."subscriptionId" = r.id
                                          ORDER BY o."createdAt", o.id LIMIT 1))
  FROM "Subscription" r WHERE ${owner} AND r.status IN ('ACTIVE', 'PAST_DUE')
  ORDER BY r."createdAt" DESC, r.id LIMIT 1)`;

/** A renewal as RENEWAL_SELECT reads it: a list of at most one, its first order's purchase id in a list of at most one. */
const toRenewals = (r: RenewalJson | null): PassRow['subscriptions'] =>
  r
    ? [
        {
          id: r.id,
          provider: r.provider,
          status: r.status,
          cancelAtPeriodEnd: r.cancelAtPeriodEnd,
          paidThrough: jsonTimestampOrNull(r.paidThrough),
          amountCents: r.amountCents,
          currency: r.currency,
          graceUntil: jsonTimestampOrNull(r.graceUntil),
          orders: r.purchaseId === null ? [] : [{ purchaseId: r.purchaseId }],
        },
      ]
    : [];

/**
 * The VPN lists' SQL (Prisma's client sends one statement per relation, and one more for the
 * count), through HotQueries: hot-queries.ts says why.
 */
@Injectable()
export class VpnQueries {
  constructor(private readonly hot: HotQueries) {}

  /**
   * GET GetPass / Player/VpnPass: a page of the owner's passes (latest ending first) with the device
   * each is on, its peers by location order and its running renewal, and the number of their
   * passes, in one statement. The page is cut before the relations are read.
   */
  async passPage(userId: string, skip: number, take: number): Promise<{ rows: PassRow[]; total: number }> {
    const [page] = await this.hot.sql<JsonPage<PassJson>>(Prisma.sql`
      SELECT
        (SELECT count(*)::int FROM "VpnPass" p WHERE p."userId" = ${userId}::uuid) AS total,
        (SELECT coalesce(json_agg(json_build_object(
           'id', p.id, 'code', p.code, 'description', p.description, 'durationMonths', p."durationMonths",
           'startsAt', p."startsAt", 'endsAt', p."endsAt", 'deviceId', p."deviceId",
           'peers', (
             SELECT coalesce(json_agg(json_build_object(
                      'address', e.address, 'publicKey', e."publicKey",
                      'location', json_build_object('code', l.code, 'city', l.city, 'country', l.country,
                                                    'endpoint', l.endpoint, 'sortOrder', l."sortOrder")
                    ) ORDER BY l."sortOrder", l.code), '[]')
             FROM "VpnPeer" e JOIN "VpnLocation" l ON l.id = e."locationId" WHERE e."passId" = p.id),
           'renewal', ${renewalJson(Prisma.sql`r."passId" = p.id`)}
         ) ORDER BY p."endsAt" DESC, p.id), '[]')
         FROM (
           SELECT p.id, p.code, p.description, p."durationMonths", p."startsAt", p."endsAt", d."deviceId"
           FROM "VpnPass" p LEFT JOIN "PlayerDevice" d ON d.id = p."playerDeviceId"
           WHERE p."userId" = ${userId}::uuid
           ORDER BY p."endsAt" DESC, p.id LIMIT ${take} OFFSET ${skip}
         ) p) AS items`);
    return {
      total: page.total,
      rows: page.items.map((p) => ({
        id: p.id,
        code: p.code,
        description: p.description,
        durationMonths: p.durationMonths,
        startsAt: jsonTimestamp(p.startsAt),
        endsAt: jsonTimestamp(p.endsAt),
        playerDevice: p.deviceId === null ? null : { deviceId: p.deviceId },
        peers: p.peers,
        subscriptions: toRenewals(p.renewal),
      })),
    };
  }

  /**
   * GET /api/VpnBox: a page of the owner's boxes (latest paired first) with their subscriptions,
   * newest first, running renewal and latest shipment, and the number of their boxes, in one statement.
   */
  async boxPage(userId: string, skip: number, take: number): Promise<{ rows: BoxRow[]; total: number }> {
    const [page] = await this.hot.sql<JsonPage<BoxJson>>(Prisma.sql`
      SELECT
        (SELECT count(*)::int FROM "VpnBox" b WHERE b."userId" = ${userId}::uuid) AS total,
        (SELECT coalesce(json_agg(json_build_object(
           'id', b.id, 'serial', b.serial, 'pairedAt', b."pairedAt",
           'subscriptions', (
             SELECT coalesce(json_agg(json_build_object('durationMonths', s."durationMonths", 'startsAt', s."startsAt",
                                                        'endsAt', s."endsAt", 'grace', s.grace)
                                      ORDER BY s."startsAt" DESC, s.id), '[]')
             FROM "BoxSubscription" s WHERE s."boxId" = b.id),
           'renewal', ${renewalJson(Prisma.sql`r."boxId" = b.id`)},
           'shipment', (
             SELECT json_build_object('status', sh.status, 'carrier', sh.carrier, 'trackingNumber', sh."trackingNumber",
                                      'shippedAt', sh."shippedAt", 'deliveredAt', sh."deliveredAt")
             FROM "Shipment" sh WHERE sh."boxId" = b.id ORDER BY sh."createdAt" DESC, sh.id DESC LIMIT 1)
         ) ORDER BY b."pairedAt" DESC, b.serial), '[]')
         FROM (
           SELECT b.id, b.serial, b."pairedAt" FROM "VpnBox" b WHERE b."userId" = ${userId}::uuid
           ORDER BY b."pairedAt" DESC, b.serial LIMIT ${take} OFFSET ${skip}
         ) b) AS items`);
    return {
      total: page.total,
      rows: page.items.map((b) => ({
        id: b.id,
        serial: b.serial,
        pairedAt: jsonTimestampOrNull(b.pairedAt),
        subscriptions: b.subscriptions.map((s) => ({
          durationMonths: s.durationMonths,
          startsAt: jsonTimestamp(s.startsAt),
          endsAt: jsonTimestamp(s.endsAt),
          grace: s.grace,
        })),
        renewals: toRenewals(b.renewal),
        shipments: b.shipment
          ? [
              {
                ...b.shipment,
                shippedAt: jsonTimestampOrNull(b.shipment.shippedAt),
                deliveredAt: jsonTimestampOrNull(b.shipment.deliveredAt),
              },
            ]
          : [],
      })),
    };
  }
}
