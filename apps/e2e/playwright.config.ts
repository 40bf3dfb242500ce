// Browser tests of the built shop: `npm test` here (or `npx nx run @shop/e2e:test`). Filters:
// `npm test -- side-menu` (files whose path matches), `npm test -- -g "language picker"` (titles),
// `--shard=1/2` (half the tests, e.g. on two CI machines), `--workers=1`, `--trace=on`.
// The global setup builds the shop once (skipped with E2E_BUILT=1, which the Nx target sets after
// building through its own dependencies) and starts one server on a fresh
// embedded database, shared by every test that needs no special environment; see src/fixtures.ts.
import { defineConfig } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './src/browser';

/** Files whose tests get a server of their own (`test.use({ ownServer })` or `serverEnv` in the file). */
const OWN_SERVER_FILES = ['**/csp.e2e.ts', '**/maintenance-notice.e2e.ts', '**/side-menu-prices.e2e.ts'];

export default defineConfig({
  testDir: 'src',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results',
  globalSetup: './src/global-setup.ts',
  // The list as tests end, and a JSON report from which `npm test` prints the failed tests last.
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e-playwright.json' }]],
  // Two workers share the one server: every test makes its own sessions and users, and the tests
  // that change the catalogue or the changelog run on a server of their own.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // A flaky test is a missing wait: fix it rather than retry it.
  retries: 0,
  // Time limits for a two-core machine that also runs the API and web tests meanwhile: the walks
  // over every route take a minute there, and a test that passes is not slowed by a longer limit
  // (speed is measured by `npm run bench`, not by these).
  timeout: 180_000,
  expect: { timeout: 15_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
    // The `shop` fixture attaches a screenshot of each page a failed test used (src/fixtures.ts).
    screenshot: 'off',
  },
  projects: [
    // Queued first and one worker at a time: their servers start while the other worker runs the
    // shared ones, and the files with the same settings follow each other on one worker and server.
    { name: 'own-server', testMatch: OWN_SERVER_FILES, workers: 1 },
    { name: 'shared-server', testIgnore: OWN_SERVER_FILES },
  ],
});
