// The account home, GET /api/User/Overview (issue 21), for one reseller account holding a bit of
// everything: 6 devices (licensed, on trial, without a licence), 4 passes, 2 boxes with their
// subscriptions, 12 orders (one payment processing, one box not shipped yet), 8 tickets (3 waiting
// for the customer) and 20 coupon codes. It may take at most 3 statements per request, and must
// reach half the requests/s of a bare node:http + pg server running those very statements, p99 at
// most twice its p99, at 100 connections. Part of `npm run bench`; on its own: `npx tsx scripts/bench/overview.ts`.
import { randomUUID } from 'node:crypto';
import type { Client } from 'pg';
import type { RunningServer } from '../../apps/e2e/src/server';
import { compareWithBare } from './bare-comparison';
import { benchUser } from './list-bench';
import type { ComparisonResult } from './report';
import { runStandalone } from './standalone';

const OVERVIEW = '/api/User/Overview';
const MAX_STATEMENTS = 3;

const NOW = `(now() AT TIME ZONE 'UTC')`;

/** The account's rows, written by SQL (the bench measures reading them). */
async function fillAccount(db: Client, userId: string): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  await db.query(`UPDATE "User" SET "isReseller" = true WHERE id = $1::uuid`, [userId]);
  // Devices: 0-2 licensed (lifetime), 3 on trial, 4-5 without a licence.
  await db.query(
    `WITH d AS (
       INSERT INTO "PlayerDevice" (id, "deviceId", platform, "userId", "pairedAt", "updatedAt")
       SELECT gen_random_uuid(), 'bench-' || $2 || '-' || i, (ARRAY['android', 'web', 'ios'])[1 + i % 3], $1::uuid, ${NOW}, ${NOW}
       FROM generate_series(0, 5) i RETURNING id, platform, "deviceId"
     )
     INSERT INTO "Licence" (id, platform, "playerDeviceId", "userId", source, lifetime, "endsAt")
     SELECT gen_random_uuid(), upper(d.platform)::"LicencePlatform", d.id, $1::uuid,
            (CASE WHEN right(d."deviceId", 1) = '3' THEN 'FREE_TRIAL' ELSE 'PURCHASE' END)::"LicenceSource",
            right(d."deviceId", 1) <> '3',
            CASE WHEN right(d."deviceId", 1) = '3' THEN ${NOW} + interval '5 days' END
     FROM d WHERE right(d."deviceId", 1) IN ('0', '1', '2', '3')`,
    [userId, tag],
  );
  await db.query(
    `INSERT INTO "VpnPass" (id, "userId", code, "durationMonths", "startsAt", "endsAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, 'BENCH-' || $2 || '-' || i, 1,
            ${NOW} - interval '20 days', ${NOW} + (i * 9 - 3) * interval '1 day', ${NOW}
     FROM generate_series(0, 3) i`,
    [userId, tag],
  );
  await db.query(
    `WITH b AS (
       INSERT INTO "VpnBox" (id, serial, "userId", "pairedAt", "soldAt", "updatedAt")
       SELECT gen_random_uuid(), 'BENCH-BOX-' || $2 || '-' || i, $1::uuid, ${NOW}, ${NOW}, ${NOW}
       FROM generate_series(0, 1) i RETURNING id
     )
     INSERT INTO "BoxSubscription" (id, "boxId", "durationMonths", "startsAt", "endsAt")
     SELECT gen_random_uuid(), b.id, 1, ${NOW} - (s * 30 + 10) * interval '1 day', ${NOW} + (20 - s * 30) * interval '1 day'
     FROM b, generate_series(0, 2) s`,
    [userId, tag],
  );
  // Orders: the newest is processing, the next a paid box not shipped yet, the rest paid and done.
  await db.query(
    `WITH o AS (
       INSERT INTO "Order" (id, "purchaseId", "userId", status, provider, currency, "subtotalCents", "totalCents",
                            country, "idempotencyKey", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), 'BENCH-' || $2 || '-' || i, $1::uuid,
              (CASE i WHEN 0 THEN 'PROCESSING' ELSE 'PAID' END)::"OrderStatus", 'SANDBOX', 'EUR', 2999, 2999, 'IT',
              gen_random_uuid()::text, ${NOW} - i * interval '3 days', ${NOW}
       FROM generate_series(0, 11) i RETURNING id, "purchaseId"
     )
     INSERT INTO "Shipment" (id, "orderId", status, "updatedAt")
     SELECT gen_random_uuid(), o.id, (CASE WHEN o."purchaseId" LIKE '%-1' THEN 'PENDING' ELSE 'SHIPPED' END)::"ShipmentStatus", ${NOW}
     FROM o WHERE o."purchaseId" LIKE '%-1' OR o."purchaseId" LIKE '%-5'`,
    [userId, tag],
  );
  await db.query(
    `INSERT INTO "Ticket" (id, "userId", "groupId", subject, status, "lastActivityAt", "firstResponseDueAt", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, 1 + i % 5, 'Bench question ' || i,
            (CASE WHEN i < 3 THEN 'PENDING' WHEN i < 6 THEN 'OPEN' ELSE 'CLOSED' END)::"TicketStatus",
            ${NOW} - i * interval '1 hour', ${NOW} + interval '1 day', ${NOW}
     FROM generate_series(0, 7) i`,
    [userId],
  );
  await db.query(
    `INSERT INTO "CouponCode" (id, code, "productId", "ownerId", "usedAt")
     SELECT gen_random_uuid(), 'BENCH-' || $2 || '-' || i,
            (SELECT id FROM "Product" WHERE name LIKE '%COUPON-VIDEO-PLAYER-LIFETIME' ORDER BY name LIMIT 1), $1::uuid,
            CASE WHEN i % 4 = 0 THEN ${NOW} END
     FROM generate_series(0, 19) i`,
    [userId, tag],
  );
}

/** Runs the comparison against a running shop: one result. */
export async function benchOverview(shop: RunningServer, options: { seconds: number }): Promise<ComparisonResult[]> {
  const token = await benchUser(shop, 'overview', fillAccount);
  return compareWithBare(shop, {
    title: 'The account home (a reseller with devices, passes, boxes, orders, tickets and coupons)',
    requests: [{ path: OVERVIEW, token, label: 'a reseller with some of everything' }],
    seconds: options.seconds,
    maxStatements: MAX_STATEMENTS,
  });
}

if (require.main === module) runStandalone(benchOverview);
