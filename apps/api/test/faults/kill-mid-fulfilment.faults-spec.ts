import { Client } from 'pg';
import type { RunningServer } from '../../../e2e/src/server';
import {
  newCustomer,
  ownPostgres,
  payOnPage,
  placeOrder,
  sandboxWebhook,
  startShop,
  tokenOf,
  until,
  withDb,
  type OwnedPostgres,
} from './fault-support';

// The server killed (SIGKILL: no shutdown hook runs) in the middle of a fulfilment, then started
// again: the provider's next delivery of the webhook fulfils the order, exactly once.
//
// How the middle is hit every time: the test holds the row of this year's invoice counter (FOR
// UPDATE, on a connection of its own). Fulfilment takes the next invoice number after it has
// marked the order paid and granted the pass, so the webhook's transaction stops there, in plain
// sight in pg_stat_activity (waiting for the test's connection, holding row locks on the order
// and the pass it wrote). That is when the server is killed. Its transaction never commits: the
// backend finds its client gone and rolls back. Fulfilment's own lock wait (2 s, settlement.queries.ts)
// bounds the window; should the kill come after it (a starved machine), the run says so and tries
// again with a new order.

const ATTEMPTS = 3;

interface Held {
  holder: Client;
  holderPid: number;
}

/** This year's invoice counter row, locked on a connection of the test's own until released. */
async function holdInvoiceCounter(databaseUrl: string): Promise<Held> {
  const holder = new Client({ connectionString: databaseUrl });
  await holder.connect();
  const { rows } = await holder.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  await holder.query('BEGIN');
  const locked = await holder.query(
    `SELECT "lastNumber" FROM "InvoiceCounter" WHERE year = EXTRACT(YEAR FROM now() AT TIME ZONE 'UTC')::int FOR UPDATE`,
  );
  if (locked.rowCount !== 1) throw new Error('no invoice counter row for this year: pay an order first');
  return { holder, holderPid: rows[0].pid };
}

/** The backend waiting for the holder, with the tables it has written in its open transaction. */
async function blockedBackend(db: Client, holderPid: number): Promise<{ pid: number; wrote: string[] } | null> {
  const { rows } = await db.query<{ pid: number; wrote: string[] }>(
    `SELECT a.pid, array(SELECT DISTINCT l.relation::regclass::text FROM pg_locks l
                          WHERE l.pid = a.pid AND l.mode = 'RowExclusiveLock' AND l.relation IS NOT NULL) AS wrote
       FROM pg_stat_activity a WHERE $1 = ANY(pg_blocking_pids(a.pid))`,
    [holderPid],
  );
  return rows[0] ?? null;
}

async function stillWaiting(db: Client, pid: number): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'`, [pid]);
  return rows.length === 1;
}

describe('the server killed in the middle of a fulfilment', () => {
  let pg: OwnedPostgres;
  let databaseUrl: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    pg = await ownPostgres();
    databaseUrl = pg.url('shop');
    server = await startShop(databaseUrl);
  });
  afterAll(async () => {
    await server?.stop();
    await pg?.dispose();
  });

  it('rolls back what it had done, and the next webhook delivery after the restart fulfils the order once', async () => {
    const email = await newCustomer(databaseUrl, 'fault-killed@test.example.com');
    let token = await tokenOf(server!, email);
    // A first order paid end to end: the shop works, and this year's invoice counter exists.
    const first = await placeOrder(server!, token);
    expect((await payOnPage(server!, first.session)).status).toBe(303);

    const watcher = new Client({ connectionString: databaseUrl });
    await watcher.connect();
    let killed: { purchaseId: string; wrote: string[] } | undefined;
    const misses: string[] = [];
    try {
      for (let attempt = 1; attempt <= ATTEMPTS && !killed; attempt++) {
        const order = await placeOrder(server!, token);
        const { holder, holderPid } = await holdInvoiceCounter(databaseUrl);
        try {
          // The buyer presses Pay: the page records the payment and delivers the webhook, which stops at the counter.
          const page = payOnPage(server!, order.session);
          let blocked: Awaited<ReturnType<typeof blockedBackend>> = null;
          await until('the fulfilment to wait for the invoice counter', async () => {
            blocked = await blockedBackend(watcher, holderPid);
            return blocked !== null;
          });
          const running = server!;
          process.kill(running.pid!, 'SIGKILL');
          const inTheMiddle = await stillWaiting(watcher, blocked!.pid);
          // The page's request dies with the server.
          expect((await page).status).toBe(0);
          await running.stop();
          server = undefined;
          if (inTheMiddle) killed = { purchaseId: order.purchaseId, wrote: blocked!.wrote };
          else misses.push(`attempt ${attempt}: the fulfilment had given up waiting before the kill`);
        } finally {
          await holder.query('ROLLBACK');
          await holder.end();
        }
        // Its backend ends once it notices its client is gone: its transaction is rolled back.
        await until('the killed server to have no connection left', async () => {
          const { rows } = await watcher.query(
            `SELECT 1 FROM pg_stat_activity WHERE datname = 'shop' AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
          );
          return rows.length === 0;
        });
        server = await startShop(databaseUrl);
        token = await tokenOf(server, email);
      }
    } finally {
      await watcher.end();
    }
    if (!killed) throw new Error(`the server was never killed in the middle of a fulfilment: ${misses.join('; ')}`);
    const { purchaseId, wrote } = killed;
    // Killed in the middle: it had marked the order paid, recorded the event and granted the pass.
    expect(wrote).toEqual(expect.arrayContaining(['"Order"', '"ProviderEvent"', '"VpnPass"']));

    const stateOf = () =>
      withDb(databaseUrl, async (db) => {
        const { rows } = await db.query<{
          status: string;
          fulfilled: boolean;
          provider: string;
          passes: number;
          invoices: number;
          events: number;
          paidNotes: number;
          payments: number;
          receipts: number;
        }>(
          `SELECT o.status, o."fulfilledAt" IS NOT NULL AS fulfilled, s.status AS provider,
                  (SELECT count(*)::int FROM "VpnPass" p JOIN "OrderItem" i ON i.id = p."orderItemId" WHERE i."orderId" = o.id) AS passes,
                  (SELECT count(*)::int FROM "Invoice" v WHERE v."orderId" = o.id) AS invoices,
                  (SELECT count(*)::int FROM "ProviderEvent" e WHERE e."orderId" = o.id) AS events,
                  (SELECT count(*)::int FROM "OrderEvent" e WHERE e."orderId" = o.id AND e.kind = 'paid') AS "paidNotes",
                  (SELECT count(*)::int FROM "Payment" p WHERE p."orderId" = o.id) AS payments,
                  (SELECT count(*)::int FROM "MailOutbox" m WHERE m.template = 'order-paid' AND m.text LIKE '%' || o."purchaseId" || '%') AS receipts
             FROM "Order" o JOIN "SandboxPayment" s ON s."purchaseId" = o."purchaseId" WHERE o."purchaseId" = $1`,
          [purchaseId],
        );
        return rows[0];
      });
    // Nothing of the killed transaction stands; the provider has the payment.
    expect(await stateOf()).toEqual({
      status: 'PENDING',
      fulfilled: false,
      provider: 'paid',
      passes: 0,
      invoices: 0,
      events: 0,
      paidNotes: 0,
      payments: 0,
      receipts: 0,
    });

    // The provider delivers the event again (its delivery was never answered 2xx), and once more.
    const { totalCents, currency } = await withDb(databaseUrl, async (db) => {
      const { rows } = await db.query<{ totalCents: number; currency: string }>(
        `SELECT "totalCents", currency FROM "Order" WHERE "purchaseId" = $1`,
        [purchaseId],
      );
      return rows[0];
    });
    const event = {
      id: `evt_fault_${purchaseId}`,
      type: 'payment.succeeded',
      purchaseId,
      amount: totalCents,
      currency,
    };
    const again = await sandboxWebhook(server!, event);
    expect([again.status, again.outcome]).toEqual([200, 'paid']);
    const repeat = await sandboxWebhook(server!, event);
    expect([repeat.status, repeat.outcome]).toEqual([200, 'duplicate']);
    // A later event of its own about the same payment changes nothing either.
    const another = await sandboxWebhook(server!, { ...event, id: `${event.id}_2` });
    expect(another.status).toBe(200);
    expect(another.outcome).not.toBe('paid');

    expect(await stateOf()).toEqual({
      status: 'PAID',
      fulfilled: true,
      provider: 'paid',
      passes: 1,
      invoices: 1,
      events: 2,
      paidNotes: 1,
      payments: 1,
      receipts: 1,
    });
  });
});
