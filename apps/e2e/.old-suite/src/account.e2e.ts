// Account screens in the browser against the real API (spec sections 4, 5, 8): registration with
// the mailed confirmation link, login to the dashboard, password recovery through the mailed link,
// and the translated message of a wrong password; in English and Italian.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { eventually, heading, useShop, type Opened } from './fixture';
import { root } from './server';

const shop = useShop();

const LANGUAGES = [
  { language: 'en', locale: 'en-GB' },
  { language: 'it', locale: 'it-IT' },
] as const;

type Tree = { [key: string]: string | Tree };
const accountTexts = new Map<string, Tree>();

/** A text of the web app's `account` namespace, with its #placeholders# filled. */
function t(language: string, key: string, values: Record<string, string> = {}): string {
  let tree = accountTexts.get(language);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(root, 'apps', 'web', 'src', 'locales', language, 'account.json'), 'utf8')) as Tree;
    accountTexts.set(language, tree);
  }
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text ${key} in ${language}/account.json`);
  return Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`#${name}#`, value), node);
}

interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** Path and query of the newest mailed link to `page` for `email` (the dev mailbox, newest first). */
async function mailedLink(email: string, page: 'confirm-account' | 'confirm-password'): Promise<string> {
  const pattern = new RegExp(`https?://\\S+?(/${page}\\?token=[^\\s"<]+)`);
  const find = async () => {
    const response = await fetch(shop.url('/dev/mailbox.json'));
    assert.equal(response.status, 200, 'GET /dev/mailbox.json');
    const mails = (await response.json()) as MailboxEntry[];
    for (const mail of mails.filter((entry) => entry.to.toLowerCase() === email)) {
      const match = pattern.exec(mail.text);
      if (match) return match[1];
    }
    return undefined;
  };
  const link = await eventually(find, (value) => value !== undefined, 10_000, 250);
  assert.ok(link, `a mail to ${email} with a /${page} link`);
  return link;
}

const uniqueEmail = (language: string) => `e2e-${language}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

async function open(language: string, locale: string): Promise<Opened> {
  return shop.open({ locale, storage: { language } });
}

async function logIn(page: Page, language: string, email: string, password: string): Promise<void> {
  await page.goto(shop.url('/login'));
  await heading(page);
  await page.getByLabel(t(language, 'fields.email'), { exact: true }).fill(email);
  await page.getByLabel(t(language, 'fields.password'), { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** Console errors other than the browser's own report of an expected HTTP error answer. */
const unexpected = (errors: string[]) => errors.filter((message) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(message));

for (const { language, locale } of LANGUAGES) {
  describe(`account screens (${language})`, () => {
    const name = language === 'it' ? 'Giulia' : 'Ada';
    const surname = language === 'it' ? 'Rossi' : 'Lovelace';
    const email = uniqueEmail(language);
    const password = 'analytical engine 1843';
    const newPassword = 'difference engine 1822';

    it('registers, confirms through the mailed link, logs in and sees the name on the dashboard', async () => {
      const opened = await open(language, locale);
      const { page } = opened;
      await page.goto(shop.url('/register'));
      await heading(page);
      assert.equal(await page.getByTestId('captcha-test-note').textContent(), t(language, 'captcha.testNote'));
      await page.getByLabel(t(language, 'fields.name'), { exact: true }).fill(name);
      await page.getByLabel(t(language, 'fields.surname'), { exact: true }).fill(surname);
      await page.getByLabel(t(language, 'fields.email'), { exact: true }).fill(email);
      await page.getByLabel(t(language, 'fields.password'), { exact: true }).fill(password);
      await page.getByLabel(t(language, 'fields.passwordConfirm'), { exact: true }).fill(password);
      await page.getByTestId('register-submit').click();
      await page.waitForURL((url) => url.pathname === '/registerConfirmed', { timeout: 15_000 });

      const link = await mailedLink(email, 'confirm-account');
      await page.goto(shop.url(link));
      await page.getByTestId('account-confirmed').waitFor({ timeout: 15_000 });
      assert.equal((await page.getByTestId('account-confirmed').locator('p').textContent())?.trim(), t(language, 'confirmAccount.done'));

      await logIn(page, language, email, password);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      const user = page.getByTestId('header-user');
      await user.waitFor();
      assert.equal((await user.textContent())?.trim(), `${name} ${surname[0]}.`);
      assert.ok(await page.evaluate(() => localStorage.getItem('token')), 'token stored');
      assert.equal(await page.evaluate(() => localStorage.getItem('numberOfItemsToShow')), '10');
      assert.deepEqual(unexpected(opened.errors), []);
      await shop.close(opened);
    });

    it('recovers the password through the mailed link and logs in with the new one', async () => {
      const opened = await open(language, locale);
      const { page } = opened;
      await page.goto(shop.url('/forgotPassword'));
      await heading(page);
      await page.getByLabel(t(language, 'fields.email'), { exact: true }).fill(email);
      await page.getByTestId('forgot-submit').click();
      await page.getByTestId('forgot-sent').waitFor({ timeout: 15_000 });

      const link = await mailedLink(email, 'confirm-password');
      await page.goto(shop.url(link));
      await page.getByText(t(language, 'confirmPassword.forEmail', { email })).waitFor({ timeout: 15_000 });
      await page.getByLabel(t(language, 'fields.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(t(language, 'fields.newPasswordConfirm'), { exact: true }).fill(newPassword);
      await page.getByTestId('reset-submit').click();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });

      await logIn(page, language, email, newPassword);
      await page.waitForURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      assert.equal((await page.getByTestId('header-user').textContent())?.trim(), `${name} ${surname[0]}.`);
      assert.deepEqual(unexpected(opened.errors), []);
      await shop.close(opened);
    });

    it('shows the translated message of a wrong password and stays logged out', async () => {
      const opened = await open(language, locale);
      const { page } = opened;
      await logIn(page, language, email, 'not the password at all');
      const expected = t(language, 'errors.format', {
        tag: t(language, 'errors.tags.login'),
        text: t(language, 'errors.withHint', { text: t(language, 'errors.status.404'), hint: t(language, 'errors.hints.checkFields') }),
      });
      await page.locator('.Toastify').getByText(expected, { exact: true }).waitFor({ timeout: 15_000 });
      assert.equal(new URL(page.url()).pathname, '/login');
      assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
      assert.deepEqual(unexpected(opened.errors), []);
      await shop.close(opened);
    });
  });
}
