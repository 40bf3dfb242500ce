#!/usr/bin/env node
// `npm test` of @shop/e2e: builds the shop once, starts one shop server (src/serve.ts) for the run,
// then runs every src/**/*.e2e.ts file with node:test, one file at a time; each file launches one
// Chromium and gives every test a fresh browser context. Node 20 has no glob support in
// `node --test`, so the files are listed here.
// Arguments filter the files by substring: `npm test -- side-menu`.
/* global process, console */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..', '..');
const filters = process.argv.slice(2);

const files = readdirSync(join(here, 'src'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.e2e.ts'))
  .map((file) => join('src', file))
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();
if (files.length === 0) {
  console.error(`no e2e files match ${filters.join(' ')}`);
  process.exit(1);
}

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

function run(args, options) {
  return new Promise((ok) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
    child.once('exit', (code, signal) => ok(code ?? (signal ? 1 : 0)));
  });
}

/** Starts src/serve.ts and resolves with it and the JSON line it prints once the shop is healthy. */
function startSharedServer() {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/serve.ts'], { cwd: here, env, stdio: ['pipe', 'pipe', 'inherit'] });
    const lines = createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (line.startsWith('E2E_SERVER ')) ok({ child, info: line.slice('E2E_SERVER '.length) });
      else console.log(line);
    });
    child.once('exit', (code) => fail(new Error(`the shared e2e server exited with ${code}`)));
  });
}

async function main() {
  if (env.E2E_BUILT !== '1') {
    const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
    const status = await run([nx, 'run-many', '-t', 'build', '-p', '@shop/contracts,@shop/api,@shop/web', '--outputStyle=static'], { cwd: root, env });
    if (status !== 0) return status;
  }
  const { child: server, info } = await startSharedServer();
  const stopServer = () =>
    new Promise((ok) => {
      if (server.exitCode !== null) return ok();
      server.removeAllListeners('exit');
      server.once('exit', () => ok());
      server.stdin.end();
      server.kill('SIGTERM');
    });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void stopServer().then(() => process.exit(130)));
  }
  try {
    console.log(`e2e files: ${files.map((f) => relative('src', f)).join(', ')}`);
    return await run(['--test', '--test-concurrency=1', '--test-reporter=spec', '--test-timeout=300000', '--import', 'tsx', ...files], {
      cwd: here,
      env: { ...env, E2E_BUILT: '1', E2E_SERVER: info },
    });
  } finally {
    await stopServer();
  }
}

main().then(
  (status) => process.exit(status),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
