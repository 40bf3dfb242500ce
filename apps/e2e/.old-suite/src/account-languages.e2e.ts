// The account screens in every language of the site (de, en, es, fr, it, ru and sa, the Arabic
// texts): each renders a translated heading and form labels from its own resource file, sets the
// document language and direction, and logs no console error. The flows themselves are driven in
// account.e2e.ts.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { heading, sleep, useShop, type Opened } from './fixture';
import { root } from './server';
import { CUSTOMER } from './session';

const shop = useShop();

const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ru', 'sa'] as const;
/** Public account screens and the label their form must show (a key of the `account` namespace). */
const PUBLIC_SCREENS: { path: string; label?: string }[] = [
  { path: '/login', label: 'fields.email' },
  { path: '/register', label: 'fields.password' },
  { path: '/registerConfirmed' },
  { path: '/forgotPassword', label: 'fields.email' },
  { path: '/forgotTfa', label: 'fields.email' },
  { path: '/confirm-account?token=not-a-real-token' },
  { path: '/confirm-password?token=not-a-real-token' },
  { path: '/confirm-tfa?token=not-a-real-token' },
];
const SETTINGS_SCREENS = ['/dashboard/settings/profile', '/dashboard/settings/change-password', '/dashboard/settings/tfa'];

type Tree = { [key: string]: string | Tree };

function accountText(language: string, key: string): string {
  const tree = JSON.parse(readFileSync(join(root, 'apps', 'web', 'src', 'locales', language, 'account.json'), 'utf8')) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}/account.json`);
  return node;
}

/** The browser's own report of an HTTP error answer the screen expects (e.g. a refused test token). */
const unexpected = (errors: string[]) => errors.filter((message) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(message));

async function visit(opened: Opened, path: string) {
  opened.errors.length = 0;
  await opened.page.goto(shop.url(path));
  const h1 = await heading(opened.page);
  await opened.apiIdle();
  await sleep(100);
  const documentLanguage = await opened.page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
  return { h1, errors: unexpected(opened.errors), ...documentLanguage };
}

for (const language of LANGUAGES) {
  const expectedLang = language === 'sa' ? 'ar' : language;
  const expectedDir = language === 'sa' ? 'rtl' : 'ltr';

  describe(`account screens render in ${language}`, () => {
    let visitor: Opened | undefined;
    let customer: Opened | undefined;

    for (const screen of PUBLIC_SCREENS) {
      it(`${screen.path}`, async () => {
        visitor ??= await shop.open({ storage: { language } });
        const result = await visit(visitor, screen.path);
        assert.ok(result.h1.length > 0 && !/^[a-z]+(\.[a-zA-Z]+)+$/.test(result.h1), `translated h1: ${result.h1}`);
        assert.deepEqual(result.errors, []);
        assert.equal(result.lang, expectedLang);
        assert.equal(result.dir, expectedDir);
        if (screen.label) await visitor.page.getByLabel(accountText(language, screen.label), { exact: true }).first().waitFor({ timeout: 5_000 });
      });
    }

    for (const path of SETTINGS_SCREENS) {
      it(`${path} (signed in)`, async () => {
        customer ??= await shop.open({ storage: { language }, signInAs: CUSTOMER });
        const result = await visit(customer, path);
        assert.equal(new URL(customer.page.url()).pathname, path, 'stays on the page (the session is valid)');
        assert.ok(result.h1.length > 0 && !/^[a-z]+(\.[a-zA-Z]+)+$/.test(result.h1), `translated h1: ${result.h1}`);
        assert.deepEqual(result.errors, []);
        assert.equal(result.lang, expectedLang);
      });
    }
  });
}
