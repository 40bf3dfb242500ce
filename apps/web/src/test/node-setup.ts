// Set-up of the logic tests that run in plain Node (vitest.config.ts): the texts, as the app and the
// DOM tests (setup.ts) have them.
import { beforeAll } from 'vitest';
import { initI18n } from '../i18n/i18n';

beforeAll(async () => {
  // initI18n also sets the page's lang and dir: Node has no page, so that one call gets a stand-in,
  // removed before any test runs (a test that needs `document` fails with "document is not defined":
  // its file belongs in the DOM list of vitest.config.ts).
  const global = globalThis as { document?: unknown };
  global.document = { documentElement: {} };
  try {
    await initI18n('en');
  } finally {
    delete global.document;
  }
});
