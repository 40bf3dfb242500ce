import type { RunningServer } from '../../../e2e/src/server';
import {
  call,
  newCustomer,
  newIp,
  ownPostgres,
  sleep,
  startShop,
  tokenOf,
  until,
  withDb,
  type Answer,
  type OwnedPostgres,
} from './fault-support';
import { startReconciler, type Reconciler } from './reconcile';

// PostgreSQL restarted twice (fast shutdown, as an operator or a failover does) under a stream of
// orders paid on the sandbox page. What must hold: no order fulfilled twice, every payment the
// provider took ends PAID (at once, or by the reconcile job), nothing answers 5xx but 503 with
// Retry-After while the database is away and nothing 5xx once it is back, and the same server
// process carries on without a restart.

const STREAM_MS = 40_000;
/** When the restarts begin (ms into the stream) and how long the database stays away each time. */
const RESTARTS_AT = [10_000, 25_000];
const DOWN_MS = 2_000;
/**
 * Orders paid on the page before the first restart, between the two and after the second, at
 * least: a phase lasts longer on a starved machine rather than leave a fault without orders.
 */
const PAID_PER_PHASE = 3;
const BUYERS = 6;
const PRODUCT = 'VPN-ONE-MONTH';

interface Exchange extends Answer {
  step: 'Pay' | 'Sandbox page';
  startedAt: number;
  endedAt: number;
}

interface Outage {
  /** The stop was asked for: from here sessions end and connections are refused. */
  from: number;
  /** PostgreSQL accepts connections again. */
  to: number;
}

describe('PostgreSQL restarted twice under a stream of paid orders', () => {
  let pg: OwnedPostgres;
  let server: RunningServer;
  let databaseUrl: string;
  let reconciler: Reconciler;

  beforeAll(async () => {
    pg = await ownPostgres();
    databaseUrl = pg.url('shop');
    server = await startShop(databaseUrl);
    reconciler = await startReconciler(databaseUrl);
  });
  afterAll(async () => {
    await reconciler?.close();
    await server?.stop();
    await pg?.dispose();
  });

  it('loses no order, fulfils none twice, answers only 503 with Retry-After while it is down, and recovers by itself', async () => {
    const tokens: string[] = [];
    for (let n = 0; n < BUYERS; n++)
      tokens.push(await tokenOf(server, await newCustomer(databaseUrl, `fault-buyer-${n}@test.example.com`)));

    const exchanges: Exchange[] = [];
    const outages: Outage[] = [];
    const paidOnPage: string[] = [];
    const paidAt: number[] = [];
    const started = Date.now();
    let streaming = true;
    let ended = 0;

    const timed = async (step: Exchange['step'], send: () => Promise<Answer>): Promise<Answer> => {
      const startedAt = Date.now();
      const answer = await send();
      exchanges.push({ ...answer, step, startedAt, endedAt: Date.now() });
      return answer;
    };
    /** A 503 asks to come back later: the buyer's browser (or the person) waits as long as it says. */
    const waitAsAsked = (answer: Answer) => sleep(Math.min(Number(answer.retryAfter) || 1, 5) * 1000);

    const buyer = async (token: string) => {
      while (streaming) {
        const ip = newIp();
        const pay = await timed('Pay', () =>
          call(server, '/api/Payment/Pay', {
            json: { provider: 'sandbox', items: [{ productName: PRODUCT, quantity: 1 }] },
            token,
            ip,
          }),
        );
        if (pay.status !== 200) {
          await waitAsAsked(pay);
          continue;
        }
        const { payUrl, purchaseId } = JSON.parse(pay.body) as { payUrl: string; purchaseId: string };
        const session = new URL(payUrl).searchParams.get('session') ?? '';
        // Pay pressed until the page answers: a refusal (503) means press again later.
        for (let tries = 0; tries < 20; tries++) {
          const page = await timed('Sandbox page', () =>
            call(server, '/api/Payment/Sandbox/Checkout', { form: { session, decision: 'pay' }, ip }),
          );
          if (page.status === 303) {
            paidOnPage.push(purchaseId);
            paidAt.push(Date.now());
            break;
          }
          if (page.status !== 503) break;
          await waitAsAsked(page);
        }
      }
    };

    const paidSince = (from: number) => paidAt.filter((at) => at >= from).length;
    /** Waits until `at` ms into the stream, and longer until PAID_PER_PHASE orders were paid since `phase`. */
    const phaseOver = (at: number, phase: number, what: string) =>
      until(what, async () => Date.now() >= started + at && paidSince(phase) >= PAID_PER_PHASE, at + 60_000);
    const operator = async () => {
      try {
        let phase = started;
        for (const [n, at] of RESTARTS_AT.entries()) {
          await phaseOver(at, phase, `${PAID_PER_PHASE} orders paid before restart ${n + 1}`);
          const from = Date.now();
          await pg.stop();
          await sleep(DOWN_MS);
          await pg.start();
          phase = Date.now();
          outages.push({ from, to: phase });
        }
        await phaseOver(STREAM_MS, phase, `${PAID_PER_PHASE} orders paid after the last restart`);
      } finally {
        streaming = false;
        ended = Date.now();
      }
    };

    await Promise.all([operator(), ...tokens.map(buyer)]);

    // The same process answers again, unrestarted.
    await until('/api/health to answer 200', async () => (await call(server, '/api/health')).status === 200);
    expect(process.kill(server.pid!, 0)).toBe(true);

    const during = (e: Exchange) => outages.some((o) => e.startedAt <= o.to && e.endedAt >= o.from);
    const said = (e: Exchange) =>
      `${e.step} at ${e.startedAt - started} ms: ${e.status} (Retry-After ${e.retryAfter}) ${e.body.slice(0, 200)}`;
    const serverErrors = exchanges.filter((e) => e.status >= 500 || e.status === 0);
    const outsideOutages = serverErrors.filter((e) => !during(e));
    const not503 = serverErrors.filter((e) => during(e) && (e.status !== 503 || !e.retryAfter));
    const unexpected = exchanges.filter((e) => e.status !== 0 && e.status < 500 && ![200, 303].includes(e.status));
    process.stdout.write(
      `database restarts: stream of ${ended - started} ms, ${exchanges.length} requests, ${paidOnPage.length} orders paid on the page, ${serverErrors.length} answered 503 during ${outages.length} outages\n`,
    );
    expect({ serverErrorsWithTheDatabaseUp: outsideOutages.map(said) }).toEqual({
      serverErrorsWithTheDatabaseUp: [],
    });
    expect({ notA503WithRetryAfter: not503.map(said) }).toEqual({ notA503WithRetryAfter: [] });
    expect({ unexpectedAnswers: unexpected.map(said) }).toEqual({ unexpectedAnswers: [] });
    // The faults were met: each outage refused requests (and orders were paid around them: the operator saw to it).
    const refusedPerOutage = outages.map(
      (o) => serverErrors.filter((e) => e.startedAt <= o.to && e.endedAt >= o.from).length,
    );
    expect({ outages: outages.length, outagesWithoutARefusal: refusedPerOutage.filter((n) => n === 0).length }).toEqual(
      {
        outages: RESTARTS_AT.length,
        outagesWithoutARefusal: 0,
      },
    );

    // Payments the provider took whose webhook never got through are the reconcile job's.
    const leftToReconcile = await withDb(databaseUrl, async (db) => {
      const { rows } = await db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM "Order" o JOIN "SandboxPayment" s USING ("purchaseId") WHERE s.status = 'paid' AND o.status <> 'PAID'`,
      );
      return rows[0].count;
    });
    const reconcileStarted = Date.now();
    await reconciler.run();
    process.stdout.write(
      `database restarts: ${leftToReconcile} paid orders were left to the reconcile job (run in ${Date.now() - reconcileStarted} ms)\n`,
    );

    const orders = await withDb(databaseUrl, async (db) => {
      const { rows } = await db.query<{
        purchaseId: string;
        status: string;
        provider: string | null;
        passes: number;
        invoices: number;
        paidEvents: number;
        receipts: number;
      }>(`
        SELECT o."purchaseId", o.status, s.status AS provider,
               (SELECT count(*)::int FROM "VpnPass" p JOIN "OrderItem" i ON i.id = p."orderItemId" WHERE i."orderId" = o.id) AS passes,
               (SELECT count(*)::int FROM "Invoice" v WHERE v."orderId" = o.id) AS invoices,
               (SELECT count(*)::int FROM "OrderEvent" e WHERE e."orderId" = o.id AND e.kind = 'paid') AS "paidEvents",
               (SELECT count(*)::int FROM "MailOutbox" m WHERE m.template = 'order-paid' AND m.text LIKE '%' || o."purchaseId" || '%') AS receipts
        FROM "Order" o LEFT JOIN "SandboxPayment" s ON s."purchaseId" = o."purchaseId"`);
      return rows;
    });
    const byPurchase = new Map(orders.map((o) => [o.purchaseId, o]));
    // Every order whose payment the page reported done, and every one the provider holds as paid, is PAID.
    for (const purchaseId of paidOnPage) expect(byPurchase.get(purchaseId)?.provider).toBe('paid');
    const takenNotPaidAfterReconcile = orders.filter((o) => o.provider === 'paid' && o.status !== 'PAID');
    expect({ takenNotPaidAfterReconcile }).toEqual({ takenNotPaidAfterReconcile: [] });
    // Exactly once: one pass, one invoice, one "paid" in the history and one receipt per paid order; nothing for the others.
    const wrong = orders.filter((o) =>
      o.status === 'PAID'
        ? o.passes !== 1 || o.invoices !== 1 || o.paidEvents !== 1 || o.receipts !== 1
        : o.passes !== 0 || o.invoices !== 0 || o.paidEvents !== 0,
    );
    expect({ notExactlyOnce: wrong }).toEqual({ notExactlyOnce: [] });
  });
});
