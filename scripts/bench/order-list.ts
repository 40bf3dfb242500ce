// GET /api/Payment/Orders of a user with 10 orders and of one with 1,000 (each paid, with two items,
// an invoice and, for every tenth, a shipment): the same number of statements for both, requests/s
// and p99 reported. Part of `npm run bench`; on its own: `npx tsx scripts/bench/order-list.ts`.
import type { Client } from 'pg';
import type { RunningServer } from '../../apps/e2e/src/server';
import { benchUser, reportLists } from './list-bench';
import { runStandalone } from './standalone';

const SIZES = [10, 1000];
const PATHS = ['/api/Payment/Orders', '/api/Payment/Orders?pageSize=100'];

/** `orders` paid orders of the user with their items, invoices (a year of their own) and some shipments. */
async function fillOrders(db: Client, userId: string, orders: number): Promise<void> {
  await db.query(
    `INSERT INTO "Order" (id, "purchaseId", "userId", email, status, provider, currency, "subtotalCents", "totalCents", country, "idempotencyKey", "paidAt", "fulfilledAt", "createdAt", "updatedAt")
     SELECT gen_random_uuid(), 'P-bench-' || $1::text || '-' || n, $1::uuid, 'bench@nova.test', 'PAID', 'SANDBOX', 'EUR', 5498, 5498, 'IT',
            'bench-' || $1::text || '-' || n, now(), now(), now() - n * interval '1 minute', now()
     FROM generate_series(1, $2::int) AS n`,
    [userId, orders],
  );
  await db.query(
    `INSERT INTO "OrderItem" (id, "orderId", "productId", "productName", quantity, "unitPriceCents")
     SELECT gen_random_uuid(), o.id, p.id, p.name, 1, 2749
     FROM "Order" o CROSS JOIN (SELECT id, name FROM "Product" WHERE name IN ('VPN-SIX-MONTHS', 'VPNBOX-SIX-MONTHS-HW')) p
     WHERE o."userId" = $1::uuid`,
    [userId],
  );
  // Invoice numbers of a year no real invoice has, so the bench never takes the shop's numbers.
  await db.query(
    `INSERT INTO "Invoice" (id, "orderId", year, number, "totalCents", currency)
     SELECT gen_random_uuid(), o.id, 1900 + (random() * 99)::int, row_number() OVER () + (random() * 1000000000)::int, o."totalCents", o.currency
     FROM "Order" o WHERE o."userId" = $1::uuid`,
    [userId],
  );
  await db.query(
    `INSERT INTO "Shipment" (id, "orderId", "updatedAt")
     SELECT gen_random_uuid(), o.id, now() FROM "Order" o WHERE o."userId" = $1::uuid AND right(o."purchaseId", 1) = '0'`,
    [userId],
  );
}

/** Runs the comparison against a running shop; true when both sizes take the same statements. */
export async function benchOrderList(shop: RunningServer, options: { seconds: number }): Promise<boolean> {
  const tokens = await Promise.all(
    SIZES.map((size) => benchUser(shop, 'orders', (db, userId) => fillOrders(db, userId, size))),
  );
  return reportLists(shop, {
    title: 'Order list (a page of 10, and of 100)',
    unit: 'orders',
    paths: PATHS,
    sizes: SIZES,
    tokens,
    seconds: options.seconds,
  });
}

if (require.main === module) runStandalone(benchOrderList);
