// The shop against the bare yardstick for authenticated GETs: the statements one request of each
// path runs are captured on the wire behind a twin instance of the shop (pg-statement-capture.ts),
// bare-server.mjs runs exactly those (same text, same parameters, same statement names) and
// answers the bytes the shop answered, and autocannon loads both in turn. Used by me.ts and support-lists.ts.
import autocannon, { type Result } from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, startServer, type RunningServer } from '../../apps/e2e/src/server';
import { startStatementCapture, type CapturedStatement } from './pg-statement-capture';

/** One authenticated GET to compare. */
export interface BenchRequest {
  path: string;
  token: string;
}

export interface Answer {
  headers: [string, string][];
  body: string;
}

export interface ComparisonOptions {
  title: string;
  requests: BenchRequest[];
  seconds: number;
  /** More statements than this per request fails the bench. */
  maxStatements: number;
  connections?: number;
  /** Measured runs per side; the median is reported. */
  runs?: number;
  /** Shop requests/s at least this share of the bare server's. */
  minRatio?: number;
  /** Shop p99 at most this many times the bare server's. */
  maxP99Factor?: number;
}

/** What the shop answers (status 200 required), without the headers node sets per response. */
export async function answerOf(baseUrl: string, { path, token }: BenchRequest): Promise<Answer> {
  const res = await fetch(baseUrl + path, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  const headers = [...res.headers].filter(
    ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
  );
  return { headers, body: await res.text() };
}

/**
 * The statements of one request of each, seen by a second instance of the shop (same database,
 * same signing key) through a recording relay: one request warms it up, the next is recorded,
 * and must answer what the shop answered.
 */
export async function captureStatements(
  shop: RunningServer,
  requests: BenchRequest[],
  answers: Answer[],
): Promise<CapturedStatement[][]> {
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
    const captured: CapturedStatement[][] = [];
    for (const [i, request] of requests.entries()) {
      await answerOf(twin.baseUrl, request);
      let answer: Answer | undefined;
      const statements = await capture.record(async () => {
        answer = await answerOf(twin.baseUrl, request);
      });
      if (answer?.body !== answers[i].body) throw new Error(`the two instances answered ${request.path} differently`);
      if (!statements.length) throw new Error(`no statement captured for ${request.path}`);
      captured.push(statements);
    }
    return captured;
  } finally {
    await twin.stop();
    await capture.close();
    rmSync(noSpa, { recursive: true, force: true });
  }
}

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.status !== 0,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

export const load = (url: string, connections: number, seconds: number, token: string) =>
  new Promise<Result>((ok, fail) =>
    autocannon(
      { url, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } },
      (error, result) => (error ? fail(error) : ok(result)),
    ),
  );

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Clock ticks per second of /proc's CPU times (getconf CLK_TCK: 100 on Linux). */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** CPU time (user + system) the process has used so far, in ms; undefined where /proc is missing. */
export function cpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command) ": state is field 3 of the line, utime 14 and stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

export interface Measured {
  result: Result;
  /** CPU ms the server process spent per answered request during the run. */
  cpuPerRequest?: number;
}

/** One load run, with the server's CPU time per request (steadier than req/s on a shared machine). */
export async function measure(
  url: string,
  pid: number,
  connections: number,
  seconds: number,
  token: string,
): Promise<Measured> {
  const before = cpuMs(pid);
  const result = await load(url, connections, seconds, token);
  const after = cpuMs(pid);
  const answered = result.requests.total;
  return {
    result,
    cpuPerRequest: before === undefined || after === undefined || !answered ? undefined : (after - before) / answered,
  };
}

const shorten = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 160 ? `${flat.slice(0, 160)} ...` : flat;
};

/**
 * Captures, starts the bare server with each path's statements and answer, loads shop and bare
 * server in turn and prints one line per path; true when every path holds the statement limit,
 * the requests/s ratio and the p99 factor, without errors.
 */
export async function compareWithBare(shop: RunningServer, options: ComparisonOptions): Promise<boolean> {
  const {
    title,
    requests,
    seconds,
    maxStatements,
    connections = 100,
    runs = Number(process.env.BENCH_RUNS ?? 3),
    minRatio = 0.5,
    maxP99Factor = 2,
  } = options;
  const answers = await Promise.all(requests.map((r) => answerOf(shop.baseUrl, r)));
  const statements = await captureStatements(shop, requests, answers);

  let ok = true;
  console.log(`\n${title}`);
  for (const [i, { path }] of requests.entries()) {
    const count = statements[i].length;
    const over = count > maxStatements;
    if (over) ok = false;
    console.log(`${path}: ${count} statement(s) per request${over ? `  ABOVE ${maxStatements}` : ''}`);
    for (const s of statements[i])
      console.log(`  ${shorten(s.text)}  [${s.values.map((v) => (v === null ? 'NULL' : shorten(v))).join(', ')}]`);
  }

  const barePort = await freePort();
  const bare = spawn(process.execPath, [join(root, 'scripts', 'bench', 'bare-server.mjs'), String(barePort)], {
    env: {
      ...process.env,
      BARE_ANSWERS: JSON.stringify(
        Object.fromEntries(requests.map((r, i) => [r.path, { ...answers[i], sql: statements[i] }])),
      ),
      BARE_DATABASE_URL: shop.databaseUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bareBase = `http://127.0.0.1:${barePort}`;
  try {
    await waitFor(bareBase + requests[0].path);
    for (const [i, request] of requests.entries()) {
      if ((await answerOf(bareBase, request)).body !== answers[i].body)
        throw new Error(`the bare server does not answer ${request.path} as the shop does`);
    }
    console.log(`autocannon: ${connections} connections, ${seconds} s per run, median of ${runs} run(s) per side`);
    for (const { path, token } of requests) {
      await load(shop.baseUrl + path, connections, seconds, token); // warm-up: JIT, pools, plans
      const ourRuns: Measured[] = [];
      const theirRuns: Measured[] = [];
      for (let run = 0; run < runs; run++) {
        ourRuns.push(await measure(shop.baseUrl + path, shop.pid ?? 0, connections, seconds, token));
        theirRuns.push(await measure(bareBase + path, bare.pid ?? 0, connections, seconds, token));
      }
      const ours = ourRuns.map((m) => m.result);
      const theirs = theirRuns.map((m) => m.result);
      const rps = {
        ours: median(ours.map((r) => r.requests.average)),
        theirs: median(theirs.map((r) => r.requests.average)),
      };
      const p99 = { ours: median(ours.map((r) => r.latency.p99)), theirs: median(theirs.map((r) => r.latency.p99)) };
      const errors = [...ours, ...theirs].reduce((n, r) => n + r.errors + r.non2xx, 0);
      const ratio = rps.ours / rps.theirs;
      const factor = p99.ours / Math.max(p99.theirs, 1);
      const below = ratio < minRatio;
      const slow = factor > maxP99Factor;
      console.log(
        `${path}\n  server ${rps.ours.toFixed(0).padStart(6)} req/s (p99 ${p99.ours} ms)` +
          `   bare node+pg ${rps.theirs.toFixed(0).padStart(6)} req/s (p99 ${p99.theirs} ms)` +
          `   ratio ${ratio.toFixed(2)}   p99 x${factor.toFixed(1)}` +
          `${below ? `  BELOW ${minRatio}` : ''}${slow ? `  p99 ABOVE x${maxP99Factor}` : ''}${errors ? `  ${errors} errors` : ''}`,
      );
      const cpu = { ours: ourRuns.map((m) => m.cpuPerRequest), theirs: theirRuns.map((m) => m.cpuPerRequest) };
      if ([...cpu.ours, ...cpu.theirs].every((v) => v !== undefined)) {
        const [oursMs, theirsMs] = [median(cpu.ours as number[]), median(cpu.theirs as number[])];
        console.log(
          `  CPU per request: server ${oursMs.toFixed(2)} ms   bare ${theirsMs.toFixed(2)} ms   x${(oursMs / theirsMs).toFixed(1)}`,
        );
      }
      if (below || slow || errors) ok = false;
    }
    return ok;
  } finally {
    bare.kill();
  }
}
