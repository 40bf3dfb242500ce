// What the list benches share: a confirmed user filled with rows by SQL and logged in, and the
// dashboard's lists read for an account of 10 rows and one of 1,000 (list-data.ts): the statements
// of one request of each (captured on the wire behind a twin instance of the shop) must be as many
// for both and at most 3, and the big account's requests are compared with the bare server.
import argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import type { RunningServer } from '../../apps/e2e/src/server';
import { answerOf, captureStatements, compareWithBare } from './bare-comparison';
import { fillListAccount } from './list-data';
import type { ComparisonResult } from './report';

const SIZES = [10, 1000] as const;
const MAX_STATEMENTS = 3;

const PASSWORD = 'Bench-List-Password-2026';

/** A confirmed user of Italy whose rows `fill` inserts (given its id); answers its access token. */
export async function benchUser(
  shop: RunningServer,
  label: string,
  fill: (db: Client, userId: string) => Promise<void>,
): Promise<string> {
  const email = `bench-${label}-${randomUUID()}@nova.test`;
  const db = new Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO "User" (id, email, "passwordHash", name, surname, country, "confirmedAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'Bench', 'User', 'IT', now(), now()) RETURNING id`,
      [email, hash],
    );
    await fill(db, rows[0].id);
  } finally {
    await db.end();
  }
  const login = await fetch(`${shop.baseUrl}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, captchaCode: 'dev-captcha-ok' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status}`);
  return ((await login.json()) as { token: string }).token;
}

/** The accounts the list benches read: one of 10 rows and one of 1,000 (list-data.ts), made once per shop. */
const accounts = new WeakMap<RunningServer, Promise<{ small: string; large: string }>>();

function listAccounts(shop: RunningServer): Promise<{ small: string; large: string }> {
  let made = accounts.get(shop);
  if (!made) {
    made = (async () => {
      const started = Date.now();
      const [small, large] = await Promise.all(
        SIZES.map((size) =>
          benchUser(shop, `lists-${size}`, async (db, userId) => {
            await db.query(`UPDATE "User" SET "isReseller" = true WHERE id = $1::uuid`, [userId]);
            await fillListAccount(db, userId, size);
          }),
        ),
      );
      console.log(
        `\nList accounts of ${SIZES.join(' and ')} rows made in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      return { small, large };
    })();
    accounts.set(shop, made);
  }
  return made;
}

/**
 * Each path read for the account of 1,000 rows against the bare server at 100 connections, its
 * statements counted for the account of 10 rows too: at most 3, as many for both.
 */
export async function benchLists(
  shop: RunningServer,
  bench: { title: string; paths: string[]; seconds: number },
): Promise<ComparisonResult[]> {
  const { small, large } = await listAccounts(shop);
  const smallRequests = bench.paths.map((path) => ({ path, token: small }));
  const smallAnswers = await Promise.all(smallRequests.map((r) => answerOf(shop.baseUrl, r)));
  const smallStatements = await captureStatements(shop, smallRequests, smallAnswers);
  return compareWithBare(shop, {
    title: bench.title,
    requests: bench.paths.map((path, i) => ({
      path,
      token: large,
      label: `${SIZES[1].toLocaleString('en')} rows`,
      sameCountAs: { label: `${SIZES[0]} rows`, statements: smallStatements[i].length },
    })),
    seconds: bench.seconds,
    maxStatements: MAX_STATEMENTS,
  });
}
