#!/usr/bin/env node
// `npm test` of @shop/e2e: builds the shop once, then runs every src/**/*.e2e.ts file with
// node:test, one file at a time (each file starts one server and one browser).
// Node 20 has no glob support in `node --test`, so the files are listed here.
// Arguments filter the files by substring: `npm test -- side-menu`.
/* global process, console */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..', '..');
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
if (env.E2E_BUILT !== '1') {
  const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
  const build = spawnSync(process.execPath, [nx, 'run-many', '-t', 'build', '-p', '@shop/contracts,@shop/api,@shop/web', '--outputStyle=static'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`e2e files: ${files.map((f) => relative('src', f)).join(', ')}`);
const run = spawnSync(
  process.execPath,
  ['--test', '--test-concurrency=1', '--test-reporter=spec', '--test-timeout=300000', '--import', 'tsx', ...files],
  { cwd: here, env: { ...env, E2E_BUILT: '1' }, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
