// What the list benches share: a confirmed user filled with rows by SQL and logged in, the
// statements one request takes (captured on the wire behind a twin instance of the shop), and
// autocannon's requests/s and p99 for each user, checking that every size takes as many statements.
import argon2 from 'argon2';
import autocannon, { type Result } from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startServer, type RunningServer } from '../../apps/e2e/src/server';
import { startStatementCapture } from './pg-statement-capture';

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

/** Statements one request of each path runs for each token, seen on the wire by a twin instance. */
async function statementCounts(shop: RunningServer, paths: string[], tokens: string[]): Promise<number[][]> {
  const capture = await startStatementCapture(shop.databaseUrl);
  const noSpa = mkdtempSync(join(tmpdir(), 'bench-no-spa-'));
  const twin = await startServer(
    {
      DATABASE_URL: capture.url,
      JWT_SECRET: shop.jwtSecret,
      SEED: 'none',
      CRON_ENABLED: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: noSpa,
    },
    'ignore',
  );
  try {
    const get = async (path: string, token: string) => {
      const res = await fetch(twin.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const counts: number[][] = [];
    for (const path of paths) {
      const row: number[] = [];
      for (const token of tokens) {
        await get(path, token); // warm-up: connections, prepared statements
        row.push((await capture.record(() => get(path, token))).length);
      }
      counts.push(row);
    }
    return counts;
  } finally {
    await twin.stop();
    await capture.close();
    rmSync(noSpa, { recursive: true, force: true });
  }
}

const load = (url: string, seconds: number, token: string) =>
  new Promise<Result>((ok, fail) =>
    autocannon(
      { url, connections: 10, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? fail(error) : ok(result)),
    ),
  );

/** Prints the table of one list bench; true when every size took the same statements and nothing failed. */
export async function reportLists(
  shop: RunningServer,
  bench: { title: string; unit: string; paths: string[]; sizes: number[]; tokens: string[]; seconds: number },
): Promise<boolean> {
  const counts = await statementCounts(shop, bench.paths, bench.tokens);
  let ok = true;
  console.log(`\n${bench.title} (10 connections, ${bench.seconds} s each)`);
  for (const [p, path] of bench.paths.entries()) {
    const same = counts[p].every((c) => c === counts[p][0]);
    if (!same) ok = false;
    for (const [s, size] of bench.sizes.entries()) {
      const result = await load(shop.baseUrl + path, bench.seconds, bench.tokens[s]);
      const errors = result.errors + result.non2xx;
      if (errors) ok = false;
      console.log(
        `${path.padEnd(48)} ${String(size).padStart(5)} ${bench.unit}  ${String(counts[p][s]).padStart(2)} statements` +
          `  ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms${same ? '' : '  STATEMENTS DIFFER'}${errors ? `  ${errors} errors` : ''}`,
      );
    }
  }
  return ok;
}
