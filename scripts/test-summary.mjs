// The failed tests of the last run, in a few lines: `npm test` prints them last when it fails, so the
// tail of a CI log says what failed. Each runner writes a JSON report to test-results/ at the
// workspace's root (gitignored) beside its usual output: Jest (apps/api/package.json), Vitest
// (apps/web/vitest.config.ts) and Playwright (apps/e2e/playwright.config.ts).
// `node scripts/test-summary.mjs` prints the summary of the reports there now.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPORTS = join(root, 'test-results');
const FILES = { api: 'api-jest.json', web: 'web-vitest.json', e2e: 'e2e-playwright.json' };

/**
 * Removes the reports of an earlier run, so a runner that never started is not read as failed or passed,
 * and makes sure the folder is there: Jest's `--outputFile` does not create it, and fails the run when a
 * clean clone has none yet (Vitest and Playwright do create it, so it depended on who finished first).
 */
export function clearReports() {
  mkdirSync(REPORTS, { recursive: true });
  for (const file of Object.values(FILES)) rmSync(join(REPORTS, file), { force: true });
}

const ANSI = /\u001b\[[0-9;]*m/g;
/** The first lines of an error message that say something (not blank, not a stack frame), on one line. */
function firstLine(message) {
  const lines = String(message ?? '')
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('at ') && !line.startsWith('●'));
  return lines.slice(0, 3).join(' · ') || '(no message)';
}
const shorten = (text, max = 220) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const file = (path) => relative(root, path);

/** Jest's `--json` report: failed tests, and test files that failed to run at all. */
function jestFailures(report) {
  const failures = [];
  for (const suite of report.testResults ?? []) {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      failures.push({
        where: file(suite.name),
        title: [...(test.ancestorTitles ?? []), test.title].join(' › '),
        error: firstLine(test.failureMessages?.[0]),
      });
    if (suite.status === 'failed' && failed.length === 0)
      failures.push({ where: file(suite.name), title: '(the file failed to run)', error: firstLine(suite.message) });
  }
  if (report.success === false && failures.length === 0 && report.numRuntimeErrorTestSuites === 0)
    failures.push({ where: 'jest', title: '(the run failed)', error: 'no test failed: see the output above' });
  return failures;
}

/** Vitest's `json` reporter writes Jest's shape. */
const vitestFailures = jestFailures;

/** Playwright's `json` reporter: a suite per file, nested suites per describe, each test with its tries. */
function playwrightFailures(report) {
  const failures = [];
  const testDir = report.config?.rootDir ?? root;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const result = (test.results ?? []).find((r) => r.status !== 'passed' && r.status !== 'skipped');
        failures.push({
          where: `${file(join(testDir, spec.file))}:${spec.line}`,
          title: [...titles, spec.title].join(' › ') + (test.projectName ? ` [${test.projectName}]` : ''),
          error: firstLine(result?.error?.message ?? result?.errors?.[0]?.message ?? test.status),
        });
      }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const error of report.errors ?? [])
    failures.push({ where: 'playwright', title: '(outside a test)', error: firstLine(error.message) });
  return failures;
}

const READERS = { api: jestFailures, web: vitestFailures, e2e: playwrightFailures };

/**
 * The failures of every report present, by runner. With `expected`, a runner named there that left no
 * report counts as a failure too: it stopped before writing one (a setup error, a crash, a kill).
 */
export function failures(expected = []) {
  const found = [];
  for (const [runner, name] of Object.entries(FILES)) {
    const path = join(REPORTS, name);
    if (!existsSync(path)) {
      if (expected.includes(runner))
        found.push({
          runner,
          where: file(path),
          title: '(no report)',
          error: 'the runner stopped before writing its report: see its output above',
        });
      continue;
    }
    try {
      for (const failure of READERS[runner](JSON.parse(readFileSync(path, 'utf8')))) found.push({ runner, ...failure });
    } catch (error) {
      found.push({ runner, where: file(path), title: '(unreadable report)', error: firstLine(error?.message) });
    }
  }
  return found;
}

/** Prints the failed tests of the reports present; answers how many there were. */
export function printFailures(log = console.log, expected = []) {
  const found = failures(expected);
  if (found.length === 0) return 0;
  log(`\nFailed tests (${found.length}):`);
  for (const { runner, where, title, error } of found) {
    log(`  ${runner}  ${where}  ${shorten(title, 160)}`);
    log(`        ${shorten(error)}`);
  }
  return found.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (printFailures() === 0) console.log('No failed test in test-results/.');
}
