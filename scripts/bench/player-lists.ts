// The player lists of a big account against a small one: GET /api/Player and GET /api/Player/Licences
// for a user with 10 devices and one with 1,000 (each with a licence and two playlists). The
// statements of one request are captured on the wire (a second instance of the shop behind a
// recording relay, as for Me) and must be as many for both users; requests/s and p99 are
// reported. Part of `npm run bench`; on its own: `npx tsx scripts/bench/player-lists.ts`.
import argon2 from 'argon2';
import autocannon, { type Result } from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startServer, type RunningServer } from '../../apps/e2e/src/server';
import { runStandalone } from './standalone';
import { startStatementCapture } from './pg-statement-capture';

const PASSWORD = 'Bench-Player-Password-2026';
const SIZES = [10, 1000];
const PATHS = ['/api/Player?pageSize=100', '/api/Player/Licences?pageSize=100&sort=device'];

/** A confirmed user owning `devices` paired devices, each with a lifetime licence and two playlists; its token. */
async function userWithDevices(shop: RunningServer, devices: number): Promise<string> {
  const email = `bench-player-${randomUUID()}@nova.test`;
  const db = new Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO "User" (id, email, "passwordHash", name, surname, country, "confirmedAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'Bench', 'Player', 'IT', now(), now()) RETURNING id`,
      [email, hash],
    );
    const userId = rows[0].id;
    await db.query(
      `INSERT INTO "PlayerDevice" (id, "deviceId", platform, model, description, "userId", "pairedAt", "updatedAt")
       SELECT gen_random_uuid(), 'bench-' || $1::text || '-' || n, 'android', 'Bench TV', 'Screen ' || n, $1::uuid, now() - n * interval '1 minute', now()
       FROM generate_series(1, $2::int) AS n`,
      [userId, devices],
    );
    await db.query(
      `INSERT INTO "Licence" (id, platform, "playerDeviceId", "userId", source, since)
       SELECT gen_random_uuid(), 'ANDROID', d.id, $1::uuid, 'PURCHASE', now() FROM "PlayerDevice" d WHERE d."userId" = $1::uuid`,
      [userId],
    );
    await db.query(
      `INSERT INTO "Playlist" (id, "playerDeviceId", name, url, "updatedAt")
       SELECT gen_random_uuid(), d.id, 'List ' || k, 'https://iptv.nova.example/' || k || '.m3u8', now()
       FROM "PlayerDevice" d CROSS JOIN generate_series(1, 2) AS k WHERE d."userId" = $1::uuid`,
      [userId],
    );
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
async function statementCounts(shop: RunningServer, tokens: string[]): Promise<number[][]> {
  const capture = await startStatementCapture(shop.databaseUrl);
  const noSpa = mkdtempSync(join(tmpdir(), 'bench-no-spa-'));
  const twin = await startServer(
    { DATABASE_URL: capture.url, JWT_SECRET: shop.jwtSecret, SEED: 'none', CRON_ENABLED: 'false', LOG_LEVEL: 'warn', WEB_DIST_DIR: noSpa },
    'ignore',
  );
  try {
    const get = async (path: string, token: string) => {
      const res = await fetch(twin.baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const counts: number[][] = [];
    for (const path of PATHS) {
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
    autocannon({ url, connections: 10, duration: seconds, headers: { authorization: `Bearer ${token}` } }, (error, result) => (error ? fail(error) : ok(result))),
  );

/** Runs the comparison against a running shop; true when both sizes take the same statements. */
export async function benchPlayerLists(shop: RunningServer, options: { seconds: number }): Promise<boolean> {
  const tokens = await Promise.all(SIZES.map((size) => userWithDevices(shop, size)));
  const counts = await statementCounts(shop, tokens);
  let ok = true;
  console.log(`\nPlayer lists (10 connections, ${options.seconds} s each; a page of 100)`);
  for (const [p, path] of PATHS.entries()) {
    const same = counts[p].every((c) => c === counts[p][0]);
    if (!same) ok = false;
    for (const [s, size] of SIZES.entries()) {
      const result = await load(shop.baseUrl + path, options.seconds, tokens[s]);
      const errors = result.errors + result.non2xx;
      if (errors) ok = false;
      console.log(
        `${path.padEnd(48)} ${String(size).padStart(5)} devices  ${String(counts[p][s]).padStart(2)} statements` +
          `  ${result.requests.average.toFixed(0).padStart(6)} req/s  p99 ${result.latency.p99} ms${same ? '' : '  STATEMENTS DIFFER'}${errors ? `  ${errors} errors` : ''}`,
      );
    }
  }
  return ok;
}

if (require.main === module) runStandalone(benchPlayerLists);
