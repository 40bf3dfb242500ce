#!/usr/bin/env node
// `npm test`: formatting, lint, type checks and every test suite of every project, through Nx:
// API unit + HTTP tests on a fresh PostgreSQL, web unit tests, and the Chromium suite.
// `npm run test:quick` (`--quick`): formatting, lint, type checks and the unit tests only (the API's
// src/ tests and the web's), for the inner loop: no database, no build, no browser.
// Two tasks at a time, and the test runners two files at a time each (Jest's workers, each on a
// database of its own; Playwright's; Vitest's): the run is bound by CPU (about 570 s of it in all),
// so both cores of a CI machine stay busy until the last task, whichever it is.
// When something failed, the failed tests of every runner are listed last (scripts/test-summary.mjs),
// so the tail of a CI log says which.
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearReports, printFailures } from './test-summary.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, path) => join(root, 'node_modules', pkg, ...path);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const nxArgs = args.filter((arg) => arg !== '--quick');

function run(args) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  return result.status ?? 1;
}

/** Ends a failed run with the failed tests; `expected` runners without a report are named too. */
function fail(status, expected = []) {
  printFailures(console.log, expected);
  process.exit(status);
}

clearReports();
// The files outside the projects (scripts, prisma, docs); each project's lint checks its own.
const formatted = run([
  bin('prettier', ['bin', 'prettier.cjs']),
  '--check',
  '--log-level=warn',
  '.',
  '!apps/**',
  '!libs/**',
]);
if (formatted !== 0) fail(formatted);
const status = run([
  bin('nx', ['dist', 'bin', 'nx.js']),
  'run-many',
  '-t',
  'lint',
  'typecheck',
  quick ? 'test:unit' : 'test',
  '--parallel=2',
  '--outputStyle=static',
  ...nxArgs,
]);
// The quick run has no browser suite; a runner whose report is missing stopped before writing it.
if (status !== 0) fail(status, quick ? ['api', 'web'] : ['api', 'web', 'e2e']);
