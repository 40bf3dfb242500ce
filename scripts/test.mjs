#!/usr/bin/env node
// `npm test`: lint, type checks and every test suite of every project, through Nx:
// API unit + HTTP tests on a fresh PostgreSQL, web unit tests, and the Chromium smoke test.
// Two tasks at a time: the API tests wait on PostgreSQL and the browser tests on Chromium, so
// side by side they keep both cores of a CI machine busy (about 10 minutes one after another).
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const nx = join(root, 'node_modules', 'nx', 'dist', 'bin', 'nx.js');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

const result = spawnSync(process.execPath, [nx, 'run-many', '-t', 'lint', 'typecheck', 'test', '--parallel=2', '--outputStyle=static', ...process.argv.slice(2)], {
  cwd: root,
  env,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
