import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Logic files (`*.spec.ts`) that still need a DOM: they read `window`, `localStorage` or
 * `document`. Every other `*.spec.ts` runs in plain Node, which starts in no time; jsdom costs each
 * test file about a second of start-up on a CI machine. A logic test that needs a DOM fails in Node
 * with "window is not defined" (or document, localStorage): add its file here.
 */
const DOM_LOGIC_SPECS = ['src/features/account/captcha.spec.ts', 'src/features/account/handoff-purchase.spec.ts'];

/**
 * Component tests that replace a module with vi.mock: they get modules of their own (`isolate`),
 * as the other component files share theirs (see the dom project). Add a file here when it mocks one.
 */
const MOCKING_SPECS = ['src/components/data/form-alert.spec.tsx'];

// The router plugin inherited from vite.config.ts regenerates src/routeTree.gen.ts before tests load.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      // The usual output, and a JSON report from which `npm test` prints the failed tests last.
      reporters: ['default', 'json'],
      // Two test files at a time at least: Vitest's default (one less than the cores) leaves a core of
      // a 2-core machine idle when these tests run alone, as in npm run test:quick or last in npm test.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      outputFile: { json: '../../test-results/web-vitest.json' },
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            include: ['src/**/*.spec.ts'],
            exclude: DOM_LOGIC_SPECS,
            setupFiles: ['./src/test/node-setup.ts'],
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            // happy-dom was tried: no faster here, and five files failed under it (form submits that
            // never settle, script loading), so the components keep jsdom.
            environment: 'jsdom',
            include: ['src/**/*.spec.tsx', ...DOM_LOGIC_SPECS],
            exclude: MOCKING_SPECS,
            setupFiles: ['./src/test/setup.ts'],
            // The files of a worker share one jsdom and one module graph (React, the router, i18next
            // loaded once): a fresh environment and graph per file cost about two thirds of this
            // project's time. The setup file resets what the app keeps between files: the DOM,
            // storage, toasts and the language.
            isolate: false,
            // jsdom renders the whole app in these tests; on a CI machine shared with the browser
            // suite a test can take tens of seconds.
            testTimeout: 60_000,
            restoreMocks: true,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-isolated',
            environment: 'jsdom',
            include: MOCKING_SPECS,
            setupFiles: ['./src/test/setup.ts'],
            testTimeout: 60_000,
            restoreMocks: true,
          },
        },
      ],
    },
  }),
);
