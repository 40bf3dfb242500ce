#!/usr/bin/env node
// `npm test`: formatting, lint, type checks and every test suite of every project: API unit + HTTP
// tests on a fresh PostgreSQL, web unit tests, and the Chromium suite.
// `npm run test:quick` (`--quick`): formatting, lint, type checks and the unit tests only (the API's
// src/ tests and the web's), for the inner loop: no database, no build, no browser.
//
// The full run is bound by the two cores of a CI machine: measured alone on an idle 2-core machine
// (2026-11-28), the browser suite took 5.5 minutes with both cores busy (about 540 CPU seconds:
// Chromium, the server and its PostgreSQL; a passed test's page serves the next, src/fixtures.ts),
// the API tests under 3 minutes (about 270 CPU seconds, the HTTP files grouped as
// apps/api/test/together.json says), lint and type checks 100 seconds and the web tests 44; about
// 1000 CPU seconds in all; with the builds, a clean clone's run took 596 s here.
// After the builds and the web tests (alone: timing-sensitive, and done in under a minute) it runs
// in two lanes at once: the browser suite, and beside it, one task at a time, every lint and type
// check, then the API tests (each runner itself two files at a time). Left to Nx's order, the
// browser suite started last and ran alone at the end with a core idle.
// The browser lane's lines are prefixed with [browser]. When something failed, the failed tests of
// every runner are listed last (scripts/test-summary.mjs), so the tail of a CI log says which.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { clearReports, printFailures } from './test-summary.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
/** The run's wall time, printed last: the time target (10 minutes on 2 cores) is read off CI's log. */
const took = () => console.log(`npm test took ${Math.round((Date.now() - started) / 1000)} s.`);
const bin = (pkg, path) => join(root, 'node_modules', pkg, ...path);
const NX = bin('nx', ['dist', 'bin', 'nx.js']);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const nxArgs = args.filter((arg) => arg !== '--quick');

function run(args, options = {}) {
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit', ...options });
  return result.status ?? 1;
}

/** Runs in the background, each line of its output prefixed; resolves with the exit status. */
function runPrefixed(args, prefix, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
    }
    child.on('close', (code) => resolvePromise(code ?? 1));
    child.on('error', () => resolvePromise(1));
  });
}

/** Runs in the background with the output as it is; resolves with the exit status. */
function runAsync(args) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
    child.on('close', (code) => resolvePromise(code ?? 1));
    child.on('error', () => resolvePromise(1));
  });
}

/** Ends a failed run with the failed tests; `expected` runners without a report are named too. */
function fail(status, expected = []) {
  printFailures(console.log, expected);
  took();
  process.exit(status);
}

const nx = (...rest) => [NX, ...rest, '--outputStyle=static', ...nxArgs];

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
// The compose file belongs to no project either: dclint, warnings included (`npm run lint` runs it too).
const composed = run([bin('dclint', ['bin', 'dclint.cjs']), 'docker-compose.yml', '--max-warnings', '0']);
if (composed !== 0) fail(composed);

if (quick) {
  const status = run(nx('run-many', '-t', 'lint', 'typecheck', 'test:unit', '--parallel=2'));
  if (status !== 0) fail(status, ['api', 'web']);
  took();
  process.exit(0);
}

// The builds first, so the two lanes find them done and neither writes them while the other reads.
const built = run(nx('run-many', '-t', 'build', '--parallel=2'));
if (built !== 0) fail(built);

// The web tests next, alone: two Vitest workers fill both cores for well under a minute. Beside the
// browser suite, jsdom's first render of a file was slowed past its 40 s wait on a CI machine.
// A failure here is reported at the end, with everything else.
const webTested = await runAsync(nx('run-many', '-t', 'test', '-p', '@shop/web', '--excludeTaskDependencies'));

/**
 * Lint and type checks first (one process each), then the API tests: with two Jest workers they
 * fill both cores if the browser suite is done first. Every step runs even when one before it
 * failed, so one run reports every failure.
 */
async function otherTasks() {
  let status = webTested;
  for (const step of [
    ['-t', 'lint', 'typecheck'],
    ['-t', 'test', '-p', '@shop/api'],
  ]) {
    // The builds are done: run without their task dependencies, which Nx would otherwise restore
    // from its cache, rewriting apps/api/dist while the browser lane's server is starting from it.
    const result = await runAsync(nx('run-many', ...step, '--parallel=1', '--excludeTaskDependencies'));
    status ||= result;
  }
  return status;
}

const [browser, rest] = await Promise.all([
  runPrefixed(['../../node_modules/@playwright/test/cli.js', 'test'], '[browser]', {
    cwd: join(root, 'apps', 'e2e'),
    env: { ...env, E2E_BUILT: '1' },
  }),
  otherTasks(),
]);
if (browser !== 0 || rest !== 0) fail(browser || rest, ['api', 'web', 'e2e']);
took();
