// `npm run bench`: autocannon against the real server (GET /api/Pricing, GET /info.json) and against
// a bare node:http server answering the same bytes, in one run; prints requests/s and the ratio.
// First it weighs the start-up JavaScript of / in Chromium against its budget (bench/page-weight.ts).
import autocannon, { type Result } from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildAll, freePort, root, startServer } from '../apps/e2e/src/server';
import { benchMe } from './bench/me';
import { benchOrderList } from './bench/order-list';
import { benchOverview } from './bench/overview';
import { benchPlayerLists } from './bench/player-lists';
import { measureHomeScripts, reportPageWeight } from './bench/page-weight';
import { writeBenchmarks } from './bench/report';
import { benchSupportLists } from './bench/support-lists';
import { benchVpnLists } from './bench/vpn-lists';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const target = Number(process.env.BENCH_MIN_RATIO ?? 0.6);
const paths = ['/api/Pricing?country=IT', '/info.json'];

const run = (url: string) =>
  new Promise<Result>((ok, fail) =>
    autocannon({ url, connections, duration: seconds }, (error, result) => (error ? fail(error) : ok(result))),
  );

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
}

async function main(): Promise<boolean> {
  buildAll();
  // Request logs stay on (info), as in production; they are written to /dev/null.
  const shop = await startServer({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', SEED: 'catalogue' }, 'ignore');
  let bare: ChildProcess | undefined;
  try {
    const pageWeightOk = reportPageWeight(await measureHomeScripts(shop.baseUrl));
    // The yardstick answers the very bytes the shop answers: its body and its headers (a fresh
    // request id, like the shop's; Date and Connection are added per response by node itself).
    const answers = await Promise.all(
      paths.map(async (p) => {
        const res = await fetch(shop.baseUrl + p);
        const headers = [...res.headers].filter(
          ([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name),
        );
        return [p, { headers, body: await res.text() }] as const;
      }),
    );
    const barePort = await freePort();
    bare = spawn(process.execPath, [join(root, 'scripts', 'bench', 'bare-server.mjs'), String(barePort)], {
      env: { ...process.env, BARE_ANSWERS: JSON.stringify(Object.fromEntries(answers)) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareBase}/info.json`);

    let ok = true;
    console.log(`\nautocannon: ${connections} connections, ${seconds} s each\n`);
    for (const path of paths) {
      await run(shop.baseUrl + path); // warm-up: JIT, caches, connection pools
      const ours = await run(shop.baseUrl + path);
      const theirs = await run(bareBase + path);
      const ratio = ours.requests.average / theirs.requests.average;
      const errors = ours.errors + ours.non2xx;
      console.log(
        `${path.padEnd(26)} server ${ours.requests.average.toFixed(0).padStart(7)} req/s (p99 ${ours.latency.p99} ms)` +
          `   bare node:http ${theirs.requests.average.toFixed(0).padStart(7)} req/s   ratio ${ratio.toFixed(2)}` +
          `${ratio >= target ? '' : `  BELOW ${target}`}${errors ? `  ${errors} errors` : ''}`,
      );
      if (ratio < target || errors) ok = false;
    }
    // Authenticated requests against a bare node+pg server running the shop's own SQL (bench/bare-comparison.ts):
    // Me; the help desk's lists at 10,000 tickets; the account home of a reseller holding a bit of
    // everything; the dashboard's lists of an account of 1,000 rows, their statements counted for
    // one of 10 rows too. Each line and the machine go to docs/benchmarks.md.
    const results = [
      ...(await benchMe(shop, { seconds })),
      ...(await benchSupportLists(shop, { seconds })),
      ...(await benchOverview(shop, { seconds })),
      ...(await benchPlayerLists(shop, { seconds })),
      ...(await benchOrderList(shop, { seconds })),
      ...(await benchVpnLists(shop, { seconds })),
    ];
    await writeBenchmarks();
    console.log(
      '\nAt 100 connections (gate: ratio >= 0.5, p99 <= x2, statements <= 3 and the same for 10 and 1,000 rows):',
    );
    for (const r of results.filter((line) => line.gated))
      console.log(
        `  ${r.pass ? 'PASS ' : 'BELOW'} ${`${r.path}${r.label ? ` (${r.label})` : ''}`.padEnd(78)} ${r.statements} statement(s)` +
          `   ratio ${r.ratio.toFixed(2)}   p99 x${r.p99Factor.toFixed(1)}`,
      );
    return ok && pageWeightOk && results.every((r) => r.pass);
  } finally {
    bare?.kill();
    await shop.stop();
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
