// The help desk's lists with 10,000 tickets and 50,000 messages in the database (issue 20): the
// customer's list (a page of 10 of their 200 tickets), the staff list as it opens (every ticket by
// first-response due time) and searched for a word of some of the messages. Each may take at most 3 statements per request, and must reach half the
// requests/s of a bare node:http + pg server running those very statements, p99 at most twice its
// p99, at 100 connections. Part of `npm run bench`; on its own: `npx tsx scripts/bench/support-lists.ts`.
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { RunningServer } from '../../apps/e2e/src/server';
import { compareWithBare } from './bare-comparison';
import { benchUser } from './list-bench';
import type { ComparisonResult } from './report';
import { runStandalone } from './standalone';
import { CUSTOMER_TICKETS, MESSAGES, TICKETS, fillHelpDesk } from './support-data';

/** A device customers name in about 280 of the messages (as many tickets): what an agent looks up. */
const SEARCHED = 'chromecast';
const CUSTOMER_LIST = '/api/Support/Ticket/GetTicketsByUser?page=1&pageSize=10';
const STAFF_LIST = '/api/Support/Staff/Tickets';
const STAFF_SEARCH = `/api/Support/Staff/Tickets?q=${SEARCHED}`;
const MAX_STATEMENTS = 3;

/** Runs the comparison against a running shop: one result per list. */
export async function benchSupportLists(
  shop: RunningServer,
  options: { seconds: number },
): Promise<ComparisonResult[]> {
  let customerId = '';
  let agentId = '';
  const customer = await benchUser(shop, 'support-customer', async (_db, id) => {
    customerId = id;
  });
  const agent = await benchUser(shop, 'support-agent', async (db, id) => {
    agentId = id;
    await db.query(`UPDATE "User" SET roles = '{SUPPORT}' WHERE id = $1::uuid`, [id]);
  });
  const db = new Client({ connectionString: shop.databaseUrl });
  await db.connect();
  const started = Date.now();
  try {
    await fillHelpDesk(db, customerId, agentId, randomUUID());
  } finally {
    await db.end();
  }
  console.log(
    `\nHelp desk data: ${TICKETS} tickets (${CUSTOMER_TICKETS} of the bench customer), ${MESSAGES} messages, made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  return compareWithBare(shop, {
    title: `Help desk lists (the customer's page of 10; the staff list, and searched for "${SEARCHED}")`,
    requests: [
      { path: CUSTOMER_LIST, token: customer, label: `${CUSTOMER_TICKETS} of ${TICKETS} tickets` },
      { path: STAFF_LIST, token: agent, label: `${TICKETS} tickets` },
      { path: STAFF_SEARCH, token: agent, label: `${TICKETS} tickets` },
    ],
    seconds: options.seconds,
    maxStatements: MAX_STATEMENTS,
  });
}

if (require.main === module) runStandalone(benchSupportLists);
