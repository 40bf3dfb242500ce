// An account holding `rows` of everything the dashboard lists, written by set-based SQL in a few
// seconds even for 1,000: devices (each with a lifetime licence, two playlists and a pass attached),
// passes (two peers each, on two inactive locations of their own, and an automatic renewal), boxes
// (two subscription periods and a renewal), orders (two items naming a device and a pass, a shipping
// address, invoice, shipment with a box, credit note, dispute, two history steps, and the renewal of
// a pass or a box), tickets (naming an order, a device, a pass and a box, with a message) and coupon
// codes. Used by the list benches (scripts/bench/lists.ts) and by the API test that counts each
// list's statements (apps/api/test/list-statements.e2e-spec.ts), so both read the same shapes.
import { randomBytes } from 'node:crypto';
import type { Client } from 'pg';

const NOW = `(now() AT TIME ZONE 'UTC')`;

/** Fills the account of `userId` (a confirmed user); answers the ids of the locations it made (to delete them after). */
export async function fillListAccount(db: Client, userId: string, rows: number): Promise<{ locationIds: string[] }> {
  // Keys of this fill: `<prefix>-<tag>-<n>`, so each row finds its device, pass, box and order by n.
  const tag = randomBytes(5).toString('hex').toUpperCase();
  const key = (column: string) => `split_part(${column}, '-', 3)::int`;
  // Statements take $1 user, $2 tag, $3 rows, as far as they use them.
  const run = (sql: string, values: unknown[] = [userId, tag, rows]) => db.query(sql, values);

  // Locations of their own, inactive (no checkout allots peers on them) and outside every subnet
  // a shop would use (198.18.0.0/15 is for benchmarks), so their addresses never collide.
  const { rows: locations } = await run(
    `INSERT INTO "VpnLocation" (id, code, city, country, endpoint, "publicKey", subnet, active, "sortOrder", "updatedAt")
     SELECT gen_random_uuid(), 'list-' || $1 || '-' || k, 'Bench ' || k, 'IT', 'vpn' || k || '.bench.example:51820',
            'bench-server-key-' || $1 || '-' || k, '198.18.0.0/15', false, 90 + k, ${NOW}
     FROM generate_series(1, 2) k
     RETURNING id`,
    [tag],
  );
  await run(
    `WITH d AS (
       INSERT INTO "PlayerDevice" (id, "deviceId", platform, model, description, "userId", "pairedAt", "lastSeenAt", "updatedAt")
       SELECT gen_random_uuid(), 'list-' || $2 || '-' || n, 'android', 'Bench TV', 'Screen ' || n, $1::uuid,
              ${NOW} - n * interval '1 minute', ${NOW}, ${NOW}
       FROM generate_series(1, $3::int) n RETURNING id
     ), l AS (
       INSERT INTO "Licence" (id, platform, "playerDeviceId", "userId", source, since)
       SELECT gen_random_uuid(), 'ANDROID', d.id, $1::uuid, 'PURCHASE', ${NOW} FROM d
     )
     INSERT INTO "Playlist" (id, "playerDeviceId", name, url, "updatedAt")
     SELECT gen_random_uuid(), d.id, 'List ' || k, 'https://iptv.bench.example/' || k || '.m3u8', ${NOW}
     FROM d CROSS JOIN generate_series(1, 2) k`,
  );
  await run(
    `WITH p AS (
       INSERT INTO "VpnPass" (id, "userId", code, description, "durationMonths", "startsAt", "endsAt", "playerDeviceId", "updatedAt")
       SELECT gen_random_uuid(), $1::uuid, 'LIST-' || $2 || '-' || n, 'Pass ' || n, 1,
              ${NOW} - interval '10 days', ${NOW} + n * interval '1 hour', d.id, ${NOW}
       FROM generate_series(1, $3::int) n
       JOIN "PlayerDevice" d ON d."deviceId" = 'list-' || $2 || '-' || n
       RETURNING id, code
     )
     INSERT INTO "VpnPeer" (id, "passId", "locationId", "publicKey", "privateKey", address)
     SELECT gen_random_uuid(), p.id, l.id, 'bench-peer-' || p.code || '-' || l.code, 'not-a-key',
            '198.' || (18 + (${key('p.code')} >> 16)) || '.' || ((${key('p.code')} >> 8) & 255) || '.' || (${key('p.code')} & 255) || '/32'
     FROM p CROSS JOIN "VpnLocation" l WHERE l.id = ANY($4::uuid[])`,
    [userId, tag, rows, locations.map((l: { id: string }) => l.id)],
  );
  await run(
    `WITH b AS (
       INSERT INTO "VpnBox" (id, serial, "userId", "pairedAt", "soldAt", "updatedAt")
       SELECT gen_random_uuid(), 'LISTBOX-' || $2 || '-' || n, $1::uuid, ${NOW} - n * interval '1 minute', ${NOW}, ${NOW}
       FROM generate_series(1, $3::int) n RETURNING id
     )
     INSERT INTO "BoxSubscription" (id, "boxId", "durationMonths", "startsAt", "endsAt")
     SELECT gen_random_uuid(), b.id, 1, ${NOW} + (s * 30 - 40) * interval '1 day', ${NOW} + (s * 30 - 10) * interval '1 day'
     FROM b CROSS JOIN generate_series(0, 1) s`,
  );
  // Every pass and box renews automatically.
  await run(
    `INSERT INTO "Subscription" (id, "userId", provider, "providerSubscriptionId", status, "productId", "durationMonths",
                                 "amountCents", currency, country, "passId", "boxId", "paidThrough", "updatedAt")
     SELECT gen_random_uuid(), $1::uuid, 'SANDBOX', 'list-' || $2 || '-' || t.kind || '-' || t.id, 'ACTIVE',
            (SELECT id FROM "Product" WHERE name = 'VPN-ONE-MONTH'), 1, 499, 'EUR', 'IT',
            CASE WHEN t.kind = 'pass' THEN t.id END, CASE WHEN t.kind = 'box' THEN t.id END, ${NOW} + interval '20 days', ${NOW}
     FROM (SELECT 'pass' AS kind, id FROM "VpnPass" WHERE "userId" = $1::uuid AND code LIKE 'LIST-' || $2 || '-%'
           UNION ALL
           SELECT 'box', id FROM "VpnBox" WHERE "userId" = $1::uuid AND serial LIKE 'LISTBOX-' || $2 || '-%') t`,
    [userId, tag],
  );
  // Order n started the renewal of pass n (n odd) or box n (n even).
  await run(
    `INSERT INTO "Order" (id, "purchaseId", "userId", email, status, provider, currency, "subtotalCents", "totalCents",
                          country, "idempotencyKey", "shippingAddress", "paidAt", "fulfilledAt", "subscriptionId",
                          "createdAt", "updatedAt")
     SELECT gen_random_uuid(), 'L-' || $2 || '-' || n, $1::uuid, 'bench@nova.test', 'PAID', 'SANDBOX', 'EUR', 5498, 5498,
            'IT', 'list-' || $2 || '-' || n,
            jsonb_build_object('name', 'Bench', 'surname', 'User', 'street', 'Via Roma ' || n, 'city', 'Roma',
                               'zip', '00100', 'country', 'IT'),
            ${NOW} - n * interval '1 minute', ${NOW} - n * interval '1 minute', s.id,
            ${NOW} - n * interval '1 minute', ${NOW}
     FROM generate_series(1, $3::int) n
     LEFT JOIN "VpnPass" p ON n % 2 = 1 AND p.code = 'LIST-' || $2 || '-' || n
     LEFT JOIN "VpnBox" b ON n % 2 = 0 AND b.serial = 'LISTBOX-' || $2 || '-' || n
     LEFT JOIN "Subscription" s ON s."passId" = p.id OR s."boxId" = b.id`,
  );
  const orders = `SELECT o.id, o."purchaseId", ${key('o."purchaseId"')} AS n FROM "Order" o
                  WHERE o."userId" = $1::uuid AND o."purchaseId" LIKE 'L-' || $2 || '-%'`;
  await run(
    `INSERT INTO "OrderItem" (id, "orderId", "productId", "productName", quantity, "unitPriceCents", "targetDeviceId",
                              "targetPassId", "createdAt")
     SELECT gen_random_uuid(), o.id, pr.id, pr.name, 1, 2749,
            CASE WHEN pr.name = 'VIDEO-PLAYER-LIFETIME' THEN d.id END, CASE WHEN pr.name = 'VPN-ONE-MONTH' THEN p.id END,
            ${NOW} + (CASE WHEN pr.name = 'VPN-ONE-MONTH' THEN 1 ELSE 0 END) * interval '1 second'
     FROM (${orders}) o
     CROSS JOIN (SELECT id, name FROM "Product" WHERE name IN ('VIDEO-PLAYER-LIFETIME', 'VPN-ONE-MONTH')) pr
     JOIN "PlayerDevice" d ON d."deviceId" = 'list-' || $2 || '-' || o.n
     JOIN "VpnPass" p ON p.code = 'LIST-' || $2 || '-' || o.n`,
    [userId, tag],
  );
  // Invoice and credit note numbers of years no real document has, so the fill never takes the shop's numbers.
  await run(
    `INSERT INTO "Invoice" (id, "orderId", year, number, "totalCents", currency)
     SELECT gen_random_uuid(), o.id, 1900 + (random() * 99)::int, o.n * 1000000 + (random() * 999999)::int, 5498, 'EUR'
     FROM (${orders}) o`,
    [userId, tag],
  );
  await run(
    `INSERT INTO "CreditNote" (id, "orderId", year, number, "issuedAt", "amountCents", currency, "itemIds", reason)
     SELECT gen_random_uuid(), o.id, 1900 + (random() * 99)::int, o.n * 1000000 + (random() * 999999)::int, ${NOW},
            500, 'EUR', '{}', 'partial-refund'
     FROM (${orders}) o`,
    [userId, tag],
  );
  await run(
    `INSERT INTO "Dispute" (id, "orderId", provider, "providerDisputeId", status, "amountCents", currency, "openedAt",
                            "closedAt", "updatedAt")
     SELECT gen_random_uuid(), o.id, 'SANDBOX', 'dp_list_' || $2 || '_' || o.n, 'WON', 5498, 'EUR',
            ${NOW} - interval '1 day', ${NOW}, ${NOW}
     FROM (${orders}) o`,
    [userId, tag],
  );
  await run(
    `INSERT INTO "OrderEvent" (id, "orderId", kind, "amountCents", detail, "createdAt")
     SELECT gen_random_uuid(), o.id, e.kind, e.amount, NULL, ${NOW} + e.step * interval '1 second'
     FROM (${orders}) o
     CROSS JOIN (VALUES (0, 'paid', NULL::int), (1, 'partially-refunded', 500)) e(step, kind, amount)`,
    [userId, tag],
  );
  await run(
    `INSERT INTO "Shipment" (id, "orderId", "boxId", status, carrier, "trackingNumber", "shippedAt", "updatedAt")
     SELECT gen_random_uuid(), o.id, b.id, 'SHIPPED', 'Bench Post', 'BP' || o.n, ${NOW}, ${NOW}
     FROM (${orders}) o JOIN "VpnBox" b ON b.serial = 'LISTBOX-' || $2 || '-' || o.n`,
    [userId, tag],
  );
  await run(
    `WITH t AS (
       INSERT INTO "Ticket" (id, "userId", "groupId", subject, status, "orderId", "playerDeviceId", "passId", "boxId",
                             "lastActivityAt", "firstResponseDueAt", "createdAt", "updatedAt")
       SELECT gen_random_uuid(), $1::uuid, 1 + o.n % 5, 'Bench question ' || o.n,
              (CASE WHEN o.n % 3 = 0 THEN 'PENDING' ELSE 'OPEN' END)::"TicketStatus", o.id, d.id, p.id, b.id,
              ${NOW} - o.n * interval '1 minute', ${NOW} + interval '1 day', ${NOW} - o.n * interval '1 minute', ${NOW}
       FROM (${orders}) o
       JOIN "PlayerDevice" d ON d."deviceId" = 'list-' || $2 || '-' || o.n
       JOIN "VpnPass" p ON p.code = 'LIST-' || $2 || '-' || o.n
       JOIN "VpnBox" b ON b.serial = 'LISTBOX-' || $2 || '-' || o.n
       RETURNING id, "createdAt"
     )
     INSERT INTO "TicketMessage" (id, "ticketId", "authorId", body, "createdAt")
     SELECT gen_random_uuid(), t.id, $1::uuid, 'The picture freezes on my chromecast', t."createdAt" FROM t`,
    [userId, tag],
  );
  await run(
    `INSERT INTO "CouponCode" (id, code, "productId", "ownerId", "createdAt")
     SELECT gen_random_uuid(), 'LIST-' || $2 || '-' || n,
            (SELECT id FROM "Product" WHERE name LIKE '%COUPON-VIDEO-PLAYER-LIFETIME' ORDER BY name LIMIT 1),
            $1::uuid, ${NOW} - n * interval '1 minute'
     FROM generate_series(1, $3::int) n`,
  );
  return { locationIds: locations.map((l: { id: string }) => l.id) };
}

/**
 * Deletes what fillListAccount wrote for these users, in the order the foreign keys ask for
 * (shipments, invoices and credit notes hold their order; peers hold their location), then the users.
 */
export async function emptyListAccounts(db: Client, userIds: string[], locationIds: string[]): Promise<void> {
  const orders = `SELECT id FROM "Order" WHERE "userId" = ANY($1::uuid[])`;
  await db.query(`DELETE FROM "Shipment" WHERE "orderId" IN (${orders})`, [userIds]);
  await db.query(`DELETE FROM "Invoice" WHERE "orderId" IN (${orders})`, [userIds]);
  await db.query(`DELETE FROM "CreditNote" WHERE "orderId" IN (${orders})`, [userIds]);
  await db.query(`DELETE FROM "Ticket" WHERE "userId" = ANY($1::uuid[])`, [userIds]);
  await db.query(`DELETE FROM "Order" WHERE "userId" = ANY($1::uuid[])`, [userIds]);
  await db.query(`DELETE FROM "Subscription" WHERE "userId" = ANY($1::uuid[])`, [userIds]);
  await db.query(`DELETE FROM "VpnBox" WHERE "userId" = ANY($1::uuid[])`, [userIds]);
  await db.query(`DELETE FROM "PlayerDevice" WHERE "userId" = ANY($1::uuid[])`, [userIds]);
  await db.query(`DELETE FROM "User" WHERE id = ANY($1::uuid[])`, [userIds]);
  await db.query(`DELETE FROM "VpnLocation" WHERE id = ANY($1::uuid[])`, [locationIds]);
}
