// Authenticated GET /api/User/Me against a bare node:http + pg server that runs the very statements
// the shop runs for it (captured on the wire from a second instance of the shop, see
// pg-statement-capture.ts) and answers the same bytes. Part of `npm run bench`; on its own:
// `npx tsx scripts/bench/me.ts` (builds contracts and API only, serves no SPA).
import argon2 from 'argon2';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { freePort, root, type RunningServer } from '../../apps/e2e/src/server';
import { answerOf, captureStatements, load, measure, median, waitFor, type Measured } from './bare-comparison';
import { runStandalone } from './standalone';

const ME = '/api/User/Me';
const PASSWORD = 'Bench-Me-Password-2026';
const CAPTCHA = 'dev-captcha-ok';

export interface MeBenchOptions {
  seconds: number;
  /** Connection counts to load with; the gate applies to the last (highest). */
  connections?: number[];
  /** Measured runs per side and connection count; the median is reported. */
  runs?: number;
  /** Shop requests/s at least this share of the bare server's. */
  minRatio?: number;
  /** Shop p99 at most this many times the bare server's. */
  maxP99Factor?: number;
}

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    headers: {
      ...(json !== undefined && { 'content-type': 'application/json' }),
      ...(rest.headers as Record<string, string>),
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/** A confirmed customer with one address, logged in through the shop's own Login: its token. */
export async function signUp(shop: Pick<RunningServer, 'baseUrl' | 'databaseUrl'>): Promise<string> {
  const email = `bench-${randomUUID()}@nova.test`;
  const db = new Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
    await db.query(
      `INSERT INTO "User" (id, email, "passwordHash", name, surname, country, "confirmedAt", "updatedAt")
       VALUES (gen_random_uuid(), $1, $2, 'Bench', 'User', 'IT', now(), now())`,
      [email, hash],
    );
  } finally {
    await db.end();
  }
  const login = await call(`${shop.baseUrl}/api/User/Login`, {
    method: 'POST',
    json: { email, password: PASSWORD, captchaCode: CAPTCHA },
  });
  const { token } = (await login.json()) as { token: string };
  await call(`${shop.baseUrl}/api/User/Address`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    json: {
      isShipping: true,
      isFavorite: true,
      name: 'Bench',
      surname: 'User',
      street: 'Via Roma 1',
      city: 'Roma',
      zip: '00100',
      country: 'IT',
    },
  });
  return token;
}

/** Runs the Me comparison against a running shop; true when the gate at the highest connection count holds. */
export async function benchMe(shop: RunningServer, options: MeBenchOptions): Promise<boolean> {
  const {
    seconds,
    connections = [10, 100],
    runs = Number(process.env.BENCH_RUNS ?? 3),
    minRatio = 0.5,
    maxP99Factor = 2,
  } = options;
  const token = await signUp(shop);
  const request = { path: ME, token };
  const answer = await answerOf(shop.baseUrl, request);
  const [statements] = await captureStatements(shop, [request], [answer]);

  console.log(
    `\nGET ${ME} (authenticated): ${statements.length} statement(s) per request, captured from the shop and run by the bare server:`,
  );
  for (const s of statements)
    console.log(`  ${s.text.replace(/\s+/g, ' ').slice(0, 160)}${s.text.length > 160 ? ' ...' : ''}`);

  const barePort = await freePort();
  const bare: ChildProcess = spawn(
    process.execPath,
    [join(root, 'scripts', 'bench', 'bare-server.mjs'), String(barePort)],
    {
      env: {
        ...process.env,
        BARE_ANSWERS: JSON.stringify({ [ME]: { ...answer, sql: statements } }),
        BARE_DATABASE_URL: shop.databaseUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const bareUrl = `http://127.0.0.1:${barePort}${ME}`;
  try {
    await waitFor(bareUrl);
    const check = await fetch(bareUrl);
    if ((await check.text()) !== answer.body) throw new Error('the bare server does not answer the bytes of the shop');

    let ok = true;
    console.log(`autocannon: ${seconds} s per run, median of ${runs} run(s) per side\n`);
    for (const [index, count] of connections.entries()) {
      await load(shop.baseUrl + ME, count, seconds, token); // warm-up: JIT, pools
      const ourRuns: Measured[] = [];
      const theirRuns: Measured[] = [];
      for (let run = 0; run < runs; run++) {
        ourRuns.push(await measure(shop.baseUrl + ME, shop.pid ?? 0, count, seconds, token));
        theirRuns.push(await measure(bareUrl, bare.pid ?? 0, count, seconds, token));
      }
      const ours = ourRuns.map((m) => m.result);
      const theirs = theirRuns.map((m) => m.result);
      const cpu = { ours: ourRuns.map((m) => m.cpuPerRequest), theirs: theirRuns.map((m) => m.cpuPerRequest) };
      const rps = {
        ours: median(ours.map((r) => r.requests.average)),
        theirs: median(theirs.map((r) => r.requests.average)),
      };
      const p99 = { ours: median(ours.map((r) => r.latency.p99)), theirs: median(theirs.map((r) => r.latency.p99)) };
      const errors =
        ours.reduce((n, r) => n + r.errors + r.non2xx, 0) + theirs.reduce((n, r) => n + r.errors + r.non2xx, 0);
      const ratio = rps.ours / rps.theirs;
      const factor = p99.ours / Math.max(p99.theirs, 1);
      const gated = index === connections.length - 1;
      const below = gated && ratio < minRatio;
      const slow = gated && factor > maxP99Factor;
      console.log(
        `${ME} ${String(count).padStart(3)} conn  server ${rps.ours.toFixed(0).padStart(6)} req/s (p99 ${p99.ours} ms)` +
          `   bare node+pg ${rps.theirs.toFixed(0).padStart(6)} req/s (p99 ${p99.theirs} ms)   ratio ${ratio.toFixed(2)}   p99 x${factor.toFixed(1)}` +
          `${below ? `  BELOW ${minRatio}` : ''}${slow ? `  p99 ABOVE x${maxP99Factor}` : ''}${errors ? `  ${errors} errors` : ''}`,
      );
      if (cpu.ours.every((v) => v !== undefined) && cpu.theirs.every((v) => v !== undefined)) {
        const [oursMs, theirsMs] = [median(cpu.ours as number[]), median(cpu.theirs as number[])];
        const list = (values: (number | undefined)[]) => values.map((v) => v?.toFixed(2)).join(' ');
        console.log(
          `${' '.repeat(ME.length)}          CPU per request: server ${oursMs.toFixed(2)} ms (${list(cpu.ours)})` +
            `   bare ${theirsMs.toFixed(2)} ms (${list(cpu.theirs)})   x${(oursMs / theirsMs).toFixed(1)}`,
        );
      }
      if (below || slow || errors) ok = false;
    }
    return ok;
  } finally {
    bare.kill();
  }
}

if (require.main === module) runStandalone(benchMe);
