// Account screens in the browser against the real API (spec sections 4, 5, 8): registration with
// the mailed confirmation link, login to the dashboard, password recovery through the mailed link,
// the translated message of a wrong password, and the password change in the settings; in English
// and Italian.
import type { Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, heading, pauseClock, settled, test, type Shop } from './fixtures';
import { say } from './messages-support';
import { root } from './server';

/** Spec 9 (apps/web change-password-form.tsx): /login follows a password change after 1 s. */
const LOGIN_AFTER_PASSWORD_CHANGE_MS = 1_000;

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
    tree = JSON.parse(
      readFileSync(join(root, 'apps', 'web', 'src', 'locales', language, 'account.json'), 'utf8'),
    ) as Tree;
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
async function mailedLink(shop: Shop, email: string, page: 'confirm-account' | 'confirm-password'): Promise<string> {
  const pattern = new RegExp(`https?://\\S+?(/${page}\\?token=[^\\s"<]+)`);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${shop.server.directUrl}/dev/mailbox.json`);
        expect(response.status, 'GET /dev/mailbox.json').toBe(200);
        const mails = (await response.json()) as MailboxEntry[];
        link = mails
          .filter((entry) => entry.to.toLowerCase() === email)
          .map((mail) => pattern.exec(mail.text)?.[1])
          .find((found) => found !== undefined);
        return link;
      },
      { message: `a mail to ${email} with a /${page} link`, timeout: 15_000, intervals: [250] },
    )
    .toBeDefined();
  if (!link) throw new Error(`no /${page} link for ${email}`);
  return link;
}

const uniqueEmail = (language: string) => `e2e-${language}-${Date.now()}-${randomBytes(3).toString('hex')}@example.com`;

async function logIn(shop: Shop, page: Page, language: string, email: string, password: string): Promise<void> {
  await page.goto(shop.url('/login'));
  await heading(page);
  await page.getByLabel(t(language, 'fields.email'), { exact: true }).fill(email);
  await page.getByLabel(t(language, 'fields.password'), { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

/** Console errors other than the browser's own report of an expected HTTP error answer. */
const unexpected = (errors: string[]) =>
  errors.filter((message) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(message));

for (const { language, locale } of LANGUAGES) {
  test.describe(`account screens (${language})`, () => {
    // One account's story: each test goes on from where the one before left it.
    test.describe.configure({ mode: 'serial' });

    const name = language === 'it' ? 'Giulia' : 'Ada';
    const surname = language === 'it' ? 'Rossi' : 'Lovelace';
    const email = uniqueEmail(language);
    const password = 'analytical engine 1843';
    const newPassword = 'difference engine 1822';
    const changedPassword = 'jacquard loom 1804';

    test('registers, confirms through the mailed link, logs in and sees the name on the dashboard', async ({
      shop,
    }) => {
      const { page, errors } = await shop.open({ locale, storage: { language } });
      await page.goto(shop.url('/register'));
      await heading(page);
      await expect(page.getByTestId('captcha-test-note')).toHaveText(t(language, 'captcha.testNote'));
      await page.getByLabel(t(language, 'fields.name'), { exact: true }).fill(name);
      await page.getByLabel(t(language, 'fields.surname'), { exact: true }).fill(surname);
      await page.getByLabel(t(language, 'fields.email'), { exact: true }).fill(email);
      await page.getByLabel(t(language, 'fields.password'), { exact: true }).fill(password);
      await page.getByLabel(t(language, 'fields.passwordConfirm'), { exact: true }).fill(password);
      await page.getByTestId('register-submit').click();
      await expect(page).toHaveURL((url) => url.pathname === '/registerConfirmed', { timeout: 15_000 });

      const link = await mailedLink(shop, email, 'confirm-account');
      await page.goto(shop.url(link));
      await expect(page.getByTestId('account-confirmed').locator('p')).toHaveText(t(language, 'confirmAccount.done'), {
        timeout: 15_000,
      });

      await logIn(shop, page, language, email, password);
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      await expect(page.getByTestId('header-user')).toHaveText(`${name} ${surname[0]}.`);
      expect(await page.evaluate(() => localStorage.getItem('token')), 'token stored').toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('numberOfItemsToShow'))).toBe('10');
      expect(unexpected(errors)).toEqual([]);
    });

    test('recovers the password through the mailed link and logs in with the new one', async ({ shop }) => {
      const { page, errors } = await shop.open({ locale, storage: { language } });
      await page.goto(shop.url('/forgotPassword'));
      await heading(page);
      await page.getByLabel(t(language, 'fields.email'), { exact: true }).fill(email);
      await page.getByTestId('forgot-submit').click();
      await expect(page.getByTestId('forgot-sent')).toBeVisible({ timeout: 15_000 });

      const link = await mailedLink(shop, email, 'confirm-password');
      await page.goto(shop.url(link));
      await expect(page.getByText(t(language, 'confirmPassword.forEmail', { email }))).toBeVisible({ timeout: 15_000 });
      await page.getByLabel(t(language, 'fields.newPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(t(language, 'fields.newPasswordConfirm'), { exact: true }).fill(newPassword);
      await page.getByTestId('reset-submit').click();
      await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 15_000 });

      await logIn(shop, page, language, email, newPassword);
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      await expect(page.getByTestId('header-user')).toHaveText(`${name} ${surname[0]}.`);
      expect(unexpected(errors)).toEqual([]);
    });

    test('shows the translated message of a wrong password and stays logged out', async ({ shop }) => {
      const { page, errors } = await shop.open({ locale, storage: { language } });
      await logIn(shop, page, language, email, 'not the password at all');
      const expected = say(language, 'errors:account.format', {
        tag: say(language, 'errors:account.tags.login'),
        text: say(language, 'errors:account.withHint', {
          text: say(language, 'errors:account.said.wrongCredentials'),
          hint: say(language, 'errors:account.hints.checkFields'),
        }),
      });
      await expect(page.locator('.Toastify').getByText(expected, { exact: true })).toBeVisible({ timeout: 15_000 });
      await settled(page);
      await expect(page).toHaveURL((url) => url.pathname === '/login');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(unexpected(errors)).toEqual([]);
    });

    test('changes the password in the settings: a toast, the session ends, and /login follows 1 s later', async ({
      shop,
    }) => {
      const { page, errors } = await shop.open({ locale, storage: { language }, signInAs: email });
      await page.clock.install();
      const formPath = '/dashboard/settings/change-password';
      await page.goto(shop.url(formPath));
      await heading(page);
      await page.getByLabel(t(language, 'fields.oldPassword'), { exact: true }).fill(newPassword);
      await page.getByLabel(t(language, 'fields.newPassword'), { exact: true }).fill(changedPassword);
      await page.getByLabel(t(language, 'fields.newPasswordConfirm'), { exact: true }).fill(changedPassword);
      await settled(page);
      // From here on the page's timers fire only when the test moves its clock.
      await pauseClock(page);
      await page.getByTestId('change-password-submit').click();
      // The answer has come back: the session is cleared, and the 1 s to /login start now.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('token')), { message: 'the session is cleared' })
        .toBeNull();
      await page.clock.runFor(LOGIN_AFTER_PASSWORD_CHANGE_MS - 1);
      await expect(page.locator('.Toastify__toast--success')).toContainText(t(language, 'toasts.passwordChanged'));
      await settled(page, { clockPaused: true });
      await expect(page, 'still on the form just before 1 s').toHaveURL((url) => url.pathname === formPath);
      await page.clock.runFor(1);
      await expect(page, '/login at 1 s').toHaveURL((url) => url.pathname === '/login');
      await page.clock.resume();
      await heading(page);

      // The new password is the one that works now.
      await logIn(shop, page, language, email, changedPassword);
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard', { timeout: 15_000 });
      expect(unexpected(errors)).toEqual([]);
    });
  });
}
