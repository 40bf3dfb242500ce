#!/usr/bin/env node
// `npm run bench`: autocannon against the real server (GET /api/Pricing, GET /info.json) and against
// a bare node:http server answering the same bytes, in one run; prints requests/s and the ratio.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const target = Number(process.env.BENCH_MIN_RATIO ?? 0.6);

const freePort = () =>
  new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

async function waitFor(url, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up within ${ms} ms`);
}

function run(url) {
  return new Promise((ok, fail) =>
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) => (error ? fail(error) : ok(result))),
  );
}

const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const built = spawnSync(process.execPath, [nx, 'run-many', '-t', 'build', '-p', '@shop/contracts', '@shop/api', '--outputStyle=static'], { cwd: root, env, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
// The embedded PostgreSQL runs as its own user when we are root: it must be able to enter the folder.
chmodSync(dataDir, 0o755);
const [apiPort, barePort, pgPort] = await Promise.all([freePort(), freePort(), freePort()]);
const children = [];
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('exit', () => {
  stopAll();
  rmSync(dataDir, { recursive: true, force: true });
});

try {
  const api = spawn(process.execPath, [join(root, 'apps', 'api', 'dist', 'main.js')], {
    cwd: root,
    env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SEED: 'catalogue', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(api);
  const apiBase = `http://127.0.0.1:${apiPort}`;
  await waitFor(`${apiBase}/api/health`);

  const paths = ['/api/Pricing?country=IT', '/info.json'];
  // The yardstick answers the very bytes the shop answers: its body and its headers (a fresh
  // request id, like the shop's, and Date/Connection are added per response by node itself).
  const answers = await Promise.all(
    paths.map(async (p) => {
      const res = await fetch(apiBase + p);
      const headers = [...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name));
      return [p, { headers, body: await res.text() }];
    }),
  );
  const bare = spawn(process.execPath, [join(root, 'scripts', 'bench', 'bare-server.mjs'), String(barePort)], {
    env: { ...process.env, BARE_ANSWERS: JSON.stringify(Object.fromEntries(answers)) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(bare);
  const bareBase = `http://127.0.0.1:${barePort}`;
  await waitFor(`${bareBase}/info.json`);

  let failed = false;
  console.log(`\nautocannon: ${connections} connections, ${seconds} s each\n`);
  for (const path of paths) {
    await run(apiBase + path); // warm-up: JIT, caches, connection pools
    const ours = await run(apiBase + path);
    const theirs = await run(bareBase + path);
    const ratio = ours.requests.average / theirs.requests.average;
    const errors = ours.errors + ours.non2xx;
    console.log(
      `${path.padEnd(26)} server ${ours.requests.average.toFixed(0).padStart(7)} req/s (p99 ${ours.latency.p99} ms)` +
        `   bare node:http ${theirs.requests.average.toFixed(0).padStart(7)} req/s   ratio ${ratio.toFixed(2)}` +
        `${ratio >= target ? '' : `  BELOW ${target}`}${errors ? `  ${errors} errors` : ''}`,
    );
    if (ratio < target || errors) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  stopAll();
}
