// The shop against the bare yardstick for authenticated GETs: the statements one request of each
// path runs are captured on the wire behind a twin instance of the shop (pg-statement-capture.ts),
// bare-server.mjs runs exactly those (same text, same parameters, same statement names) and
// answers the bytes the shop answered, and autocannon loads both in turn. Used by me.ts and the list benches.
import autocannon, { type Result } from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, startServer, type RunningServer } from '../../apps/e2e/src/server';
import { startStatementCapture, type CapturedStatement } from './pg-statement-capture';
import { recordResults, type ComparisonResult } from './report';

/** One authenticated GET to compare. */
export interface BenchRequest {
  path: string;
  token: string;
  /** What the account holds, shown with the path (e.g. "1,000 rows"). */
  label?: string;
  /** The statements the same list took for another account: the two counts must be equal. */
  sameCountAs?: { label: string; statements: number };
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
  /** Connection counts to load with, lowest first; the gate applies to the highest. */
  connections?: number[];
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

const perRequest = (values: (number | undefined)[]) =>
  values.every((v) => v !== undefined) ? median(values as number[]) : undefined;

/**
 * Captures, starts the bare server with each path's statements and answer, loads shop and bare
 * server in turn at each connection count and prints one line per path and count; answers one
 * result per line (also kept for docs/benchmarks.md, see report.ts). A line passes when its path
 * holds the statement limit (and takes as many statements as for the other account it is compared
 * with), has no errors and, at the highest connection count, holds the requests/s ratio and the p99 factor.
 */
export async function compareWithBare(shop: RunningServer, options: ComparisonOptions): Promise<ComparisonResult[]> {
  const {
    title,
    requests,
    seconds,
    maxStatements,
    connections = [100],
    runs = Number(process.env.BENCH_RUNS ?? 3),
    minRatio = 0.5,
    maxP99Factor = 2,
  } = options;
  const answers = await Promise.all(requests.map((r) => answerOf(shop.baseUrl, r)));
  const statements = await captureStatements(shop, requests, answers);

  console.log(`\n${title}`);
  const countOk = requests.map((request, i) => {
    const count = statements[i].length;
    const other = request.sameCountAs;
    const differs = other !== undefined && other.statements !== count;
    console.log(
      `${request.path}${request.label ? ` (${request.label})` : ''}: ${count} statement(s) per request` +
        `${other ? ` (${other.label}: ${other.statements})` : ''}` +
        `${count > maxStatements ? `  ABOVE ${maxStatements}` : ''}${differs ? '  STATEMENTS DIFFER' : ''}`,
    );
    for (const s of statements[i])
      console.log(`  ${shorten(s.text)}  [${s.values.map((v) => (v === null ? 'NULL' : shorten(v))).join(', ')}]`);
    return count <= maxStatements && !differs;
  });

  const key = ({ path, token }: BenchRequest) => `Bearer ${token} ${path}`;
  const barePort = await freePort();
  const answersDir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const answersFile = join(answersDir, 'answers.json');
  writeFileSync(
    answersFile,
    JSON.stringify(Object.fromEntries(requests.map((r, i) => [key(r), { ...answers[i], sql: statements[i] }]))),
  );
  const bare = spawn(process.execPath, [join(root, 'scripts', 'bench', 'bare-server.mjs'), String(barePort)], {
    env: { ...process.env, BARE_ANSWERS_FILE: answersFile, BARE_DATABASE_URL: shop.databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bareBase = `http://127.0.0.1:${barePort}`;
  const results: ComparisonResult[] = [];
  try {
    await waitFor(bareBase + requests[0].path);
    for (const [i, request] of requests.entries()) {
      if ((await answerOf(bareBase, request)).body !== answers[i].body)
        throw new Error(`the bare server does not answer ${request.path} as the shop does`);
    }
    console.log(
      `autocannon: ${connections.join(' and ')} connections, ${seconds} s per run, median of ${runs} run(s) per side`,
    );
    for (const [i, request] of requests.entries()) {
      const { path, token } = request;
      for (const [c, count] of connections.entries()) {
        const loadBefore = loadavg()[0];
        await load(shop.baseUrl + path, count, seconds, token); // warm-up: JIT, pools, plans
        const ourRuns: Measured[] = [];
        const theirRuns: Measured[] = [];
        for (let run = 0; run < runs; run++) {
          ourRuns.push(await measure(shop.baseUrl + path, shop.pid ?? 0, count, seconds, token));
          theirRuns.push(await measure(bareBase + path, bare.pid ?? 0, count, seconds, token));
        }
        const ours = ourRuns.map((m) => m.result);
        const theirs = theirRuns.map((m) => m.result);
        const shopSide = {
          rps: median(ours.map((r) => r.requests.average)),
          p99: median(ours.map((r) => r.latency.p99)),
          cpuMs: perRequest(ourRuns.map((m) => m.cpuPerRequest)),
        };
        const bareSide = {
          rps: median(theirs.map((r) => r.requests.average)),
          p99: median(theirs.map((r) => r.latency.p99)),
          cpuMs: perRequest(theirRuns.map((m) => m.cpuPerRequest)),
        };
        const errors = [...ours, ...theirs].reduce((n, r) => n + r.errors + r.non2xx, 0);
        const ratio = shopSide.rps / bareSide.rps;
        const p99Factor = shopSide.p99 / Math.max(bareSide.p99, 1);
        const gated = c === connections.length - 1;
        const below = gated && ratio < minRatio;
        const slow = gated && p99Factor > maxP99Factor;
        const pass = countOk[i] && !below && !slow && !errors;
        results.push({
          title,
          path,
          label: request.label,
          statements: statements[i].length,
          sameCountAs: request.sameCountAs,
          connections: count,
          seconds,
          runs,
          shop: shopSide,
          bare: bareSide,
          ratio,
          p99Factor,
          errors,
          gated,
          pass,
          load: [loadBefore, loadavg()[0]],
          measuredAt: new Date().toISOString(),
        });
        console.log(
          `${path}${request.label ? ` (${request.label})` : ''}, ${count} connections\n` +
            `  server ${shopSide.rps.toFixed(0).padStart(6)} req/s (p99 ${shopSide.p99} ms)` +
            `   bare node+pg ${bareSide.rps.toFixed(0).padStart(6)} req/s (p99 ${bareSide.p99} ms)` +
            `   ratio ${ratio.toFixed(2)}   p99 x${p99Factor.toFixed(1)}` +
            `${gated ? (pass ? '   PASS' : '   BELOW') : ''}${below ? ` (ratio under ${minRatio})` : ''}` +
            `${slow ? ` (p99 above x${maxP99Factor})` : ''}${countOk[i] ? '' : ' (statements)'}${errors ? `  ${errors} errors` : ''}`,
        );
        if (shopSide.cpuMs !== undefined && bareSide.cpuMs !== undefined) {
          const runsOf = (values: Measured[]) => values.map((m) => m.cpuPerRequest?.toFixed(2)).join(' ');
          console.log(
            `  CPU per request: server ${shopSide.cpuMs.toFixed(2)} ms (${runsOf(ourRuns)})` +
              `   bare ${bareSide.cpuMs.toFixed(2)} ms (${runsOf(theirRuns)})   x${(shopSide.cpuMs / bareSide.cpuMs).toFixed(1)}`,
          );
        }
      }
    }
    recordResults(results);
    return results;
  } finally {
    bare.kill();
    rmSync(answersDir, { recursive: true, force: true });
  }
}
