// The account screens in every language of the site (de, en, es, fr, it, ru and sa, the Arabic
// texts): each renders a translated heading and form labels from its own resource file, sets the
// document language and direction, and logs no console error. The flows themselves are driven in
// account.e2e.ts. A worker keeps one page per language (and per signed-in or not): its first screen
// loads by address, the next ones are reached inside the app, as a visitor's links reach them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, goInside, heading, settled, test, type Opened, type Shop } from './fixtures';
import { root } from './server';
import { CUSTOMER } from './session';

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
const SETTINGS_SCREENS = [
  '/dashboard/settings/profile',
  '/dashboard/settings/change-password',
  '/dashboard/settings/tfa',
];

type Tree = { [key: string]: string | Tree };

function accountText(language: string, key: string): string {
  const tree = JSON.parse(
    readFileSync(join(root, 'apps', 'web', 'src', 'locales', language, 'account.json'), 'utf8'),
  ) as Tree;
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}/account.json`);
  return node;
}

/** The browser's own report of an HTTP error answer the screen expects (e.g. a refused test token). */
const unexpected = (errors: string[]) =>
  errors.filter((message) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(message));

/** A heading that is a translation key means missing texts. */
const UNTRANSLATED = /^[a-z]+(\.[a-zA-Z]+)+$/;

/**
 * Shows `path` in the worker's page for this language: by its address when the page is new, else
 * inside the app as a link would (no reload; goInside waits for the new route's own heading).
 */
async function visit(shop: Shop, opened: Opened, path: string) {
  opened.errors.length = 0;
  let h1: string;
  if (opened.page.url().startsWith(shop.baseUrl)) {
    h1 = await goInside(opened.page, path);
  } else {
    await opened.page.goto(shop.url(path));
    h1 = await heading(opened.page);
    // Errors of late effects (queries, lazy texts) are logged once their answers arrive.
    await settled(opened.page);
  }
  const documentLanguage = await opened.page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));
  return { h1, errors: unexpected(opened.errors), ...documentLanguage };
}

for (const language of LANGUAGES) {
  const expectedLang = language === 'sa' ? 'ar' : language;
  const expectedDir = language === 'sa' ? 'rtl' : 'ltr';

  test.describe(`account screens render in ${language}`, () => {
    for (const screen of PUBLIC_SCREENS) {
      test(`${screen.path}`, async ({ shop }) => {
        const visitor = await shop.reuse({ storage: { language } });
        const result = await visit(shop, visitor, screen.path);
        expect(result.h1, 'translated h1').not.toBe('');
        expect(result.h1, 'translated h1').not.toMatch(UNTRANSLATED);
        expect(result.errors).toEqual([]);
        expect(result.lang).toBe(expectedLang);
        expect(result.dir).toBe(expectedDir);
        if (screen.label)
          await expect(
            visitor.page.getByLabel(accountText(language, screen.label), { exact: true }).first(),
          ).toBeVisible();
      });
    }

    for (const path of SETTINGS_SCREENS) {
      test(`${path} (signed in)`, async ({ shop }) => {
        const customer = await shop.reuse({ storage: { language }, signInAs: CUSTOMER });
        const result = await visit(shop, customer, path);
        expect(new URL(customer.page.url()).pathname, 'stays on the page (the session is valid)').toBe(path);
        expect(result.h1, 'translated h1').not.toBe('');
        expect(result.h1, 'translated h1').not.toMatch(UNTRANSLATED);
        expect(result.errors).toEqual([]);
        expect(result.lang).toBe(expectedLang);
      });
    }
  });
}
