// Messages a person understands, and coming back to the chosen plan (issue 12): form errors said
// next to the form as well as in the toasts of spec 8, in plain words, gone once the user types
// or succeeds; rate limits in minutes or hours; the e-mail address handed from one account
// screen to the next (never in the URL); lead texts that follow the page's state; and a buy
// button's login that says why and lands on the chosen plan, through 2FA or a registration.
import type { Page } from '@playwright/test';
import { expect, heading, test } from './fixtures';
import {
  errorToasts,
  formAlert,
  lead,
  linkToken,
  mailedConfirmLink,
  newAccount,
  PASSWORD,
  say,
  totp,
} from './messages-support';

const en = (key: string, values: Record<string, string> = {}) => say('en', key, values);
const field = (page: Page, key: string) => page.getByLabel(en(`account:fields.${key}`), { exact: true });
/** "Log in or create an account to buy the VPN pass for 3 months." */
const buyReason = (duration: string) =>
  en('account:purchase.login', { product: en('account:purchase.products.pass', { duration }) });

async function logIn(page: Page, email: string, password: string): Promise<void> {
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.getByTestId('login-submit').click();
}

test.describe('messages a person understands', () => {
  test('a failed login is said next to the form in plain words, goes when the user types; rate limits say minutes or an hour; a success leaves no error toast', async ({
    shop,
  }) => {
    const account = await newAccount(shop.server);
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/login'));
    await heading(page);

    await logIn(page, account.email, 'not the password at all');
    const wrong = en('errors:account.withHint', {
      text: en('errors:account.said.wrongCredentials'),
      hint: en('errors:account.hints.checkFields'),
    });
    expect(wrong).toBe('Wrong e-mail or password. Check both and try again.');
    await expect(formAlert(page)).toHaveText(wrong);
    await expect(formAlert(page)).toHaveAttribute('role', 'alert');
    await expect(formAlert(page), 'the line takes the focus the disabled button dropped').toBeFocused();
    await expect(errorToasts(page)).toHaveText([
      en('errors:account.format', { tag: en('errors:account.tags.login'), text: wrong }),
    ]);
    await field(page, 'password').fill('still typing');
    await expect(formAlert(page), 'typing takes the stale line away').toHaveCount(0);

    // The API's 429 with its Retry-After, as a person would say it; each failure replaces the last toast.
    for (const [seconds, wait] of [
      [557, 'in 10 minutes'],
      [3592, 'in about an hour'],
    ] as const) {
      await page.route(
        '**/api/User/Login',
        (route) =>
          route.fulfill({
            status: 429,
            headers: { 'Retry-After': String(seconds) },
            json: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many attempts' },
          }),
        { times: 1 },
      );
      await page.getByTestId('login-submit').click();
      await expect(formAlert(page)).toHaveText(en('errors:account.codes.TOO_MANY_REQUESTS_WAIT', { wait }));
    }
    await expect(errorToasts(page), 'the failures of one form do not pile up').toHaveCount(1);

    await logIn(page, account.email, PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.locator('.Toastify__toast--success')).toBeVisible();
    await expect(errorToasts(page), 'no earlier error beside the success').toHaveCount(0);
    expect(errors.filter((message) => !/status of 4\d\d/.test(message))).toEqual([]);
  });

  test('a rate limit is said in the page language: after 10 minutes in Arabic, in about an hour in German', async ({
    shop,
  }) => {
    const { page } = await shop.open({ storage: { language: 'sa' } });
    await page.goto(shop.url('/login'));
    for (const [language, seconds, wait] of [
      ['sa', 557, 'بعد 10 دقائق'],
      ['de', 3592, 'in etwa einer Stunde'],
    ] as const) {
      if (language !== 'sa') {
        await page.evaluate((next) => localStorage.setItem('language', next), language);
        await page.reload();
      }
      await page.route(
        '**/api/User/Login',
        (route) =>
          route.fulfill({
            status: 429,
            headers: { 'Retry-After': String(seconds) },
            json: { statusCode: 429, code: 'TOO_MANY_REQUESTS' },
          }),
        {
          times: 1,
        },
      );
      await page.getByLabel(say(language, 'account:fields.email'), { exact: true }).fill('someone@example.com');
      await page.getByLabel(say(language, 'account:fields.password'), { exact: true }).fill('any password');
      await page.getByTestId('login-submit').click();
      await expect(formAlert(page)).toHaveText(say(language, 'errors:account.codes.TOO_MANY_REQUESTS_WAIT', { wait }));
    }
  });

  test('account forms mark the field, and the address goes on to /login after a password change or reset; lead texts follow the page', async ({
    shop,
  }) => {
    const account = await newAccount(shop.server);
    const { page } = await shop.open({ signInAs: account.email });
    await page.goto(shop.url('/dashboard/settings/change-password'));
    await heading(page);
    const current = field(page, 'oldPassword');
    await current.fill('not my password');
    await field(page, 'newPassword').fill('a much longer password');
    await field(page, 'newPasswordConfirm').fill('a much longer password');
    await page.getByTestId('change-password-submit').click();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`#${await current.getAttribute('aria-describedby')}`)).toHaveText(
      en('errors:account.hints.wrongPassword'),
    );
    await expect(errorToasts(page)).toHaveCount(1);
    await current.fill(PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await expect(page.locator('.Toastify__toast--success')).toContainText(en('account:toasts.passwordChanged'));
    await expect(errorToasts(page)).toHaveCount(0);
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(field(page, 'email')).toHaveValue(account.email);
    expect(page.url(), 'the address stays out of the URL').not.toContain('@');

    // A reset by its mailed link: the link is checked first, then the new password, then /login.
    await page.goto(shop.url(`/confirm-password?token=${await linkToken(shop.server, account, 'RESET_PASSWORD')}`));
    await expect(lead(page)).toHaveText(en('pages.confirmPassword.intro'));
    await field(page, 'newPassword').fill(PASSWORD);
    await field(page, 'newPasswordConfirm').fill(PASSWORD);
    await page.getByTestId('reset-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(field(page, 'email')).toHaveValue(account.email);

    await page.goto(shop.url('/confirm-account?token=no-such-link'));
    await expect(page.getByTestId('link-problem')).toBeVisible();
    await expect(lead(page), 'not "We are confirming" once it is over').toHaveText(
      en('account:lead.confirmAccount.failed'),
    );
    await page.goto(shop.url('/confirm-tfa?token=no-such-link'));
    await expect(page.getByTestId('link-problem')).toBeVisible();
    await expect(lead(page), 'not "We are checking" once it is over').toHaveText(en('account:lead.confirmTfa.failed'));

    await page.goto(shop.url(`/unsubscribe?email=${encodeURIComponent(account.email)}`));
    await expect(lead(page)).toHaveText(en('help:unsubscribe.intro'));
    await page.getByRole('button', { name: en('help:unsubscribe.submit') }).click();
    await expect(page.getByTestId('unsubscribe-done')).toBeVisible();
    await expect(lead(page)).toHaveText(en('help:unsubscribe.introDone'));
  });

  test('device-code forms say a refusal next to the field; Buy for Web leads to the device-code purchase, not to a login', async ({
    shop,
  }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/player/vpn-pass'));
    const code = page.getByLabel(en('vpn:lookup.label'), { exact: true });
    await code.fill('K7MX3Q');
    await page.getByRole('button', { name: en('vpn:lookup.submit') }).click();
    await expect(formAlert(page)).toHaveText(en('errors:vpn.codes.OTP_INVALID'));
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAttribute(
      'aria-describedby',
      new RegExp(`\\b${await formAlert(page).getAttribute('id')}\\b`),
    );
    await expect(errorToasts(page)).toHaveText([en('errors:vpn.codes.OTP_INVALID')]);

    await page
      .getByRole('link', { name: en('nav.player'), exact: true })
      .first()
      .click();
    await page.getByTestId('player-buy-web').click();
    await expect(page).toHaveURL((url) => url.pathname === '/player/active-licence' && url.hash === '#licence-device');
    await expect(page.getByRole('heading', { name: en('shop:activate.deviceTitle') })).toBeInViewport();
    // Without the app yet, there is no code: the way to it is right there.
    const deviceSection = page.getByRole('region', { name: en('shop:activate.deviceTitle') });
    await expect(deviceSection.getByRole('link', { name: en('links.downloadPlayer'), exact: true })).toHaveAttribute(
      'href',
      '/player/download',
    );
  });
});

test.describe('back to the chosen plan after a login', () => {
  test('"Choose 1 month" leads to a login that says why; through the 2FA step (whose address goes on to /forgotTfa) it lands on that plan', async ({
    shop,
  }) => {
    const account = await newAccount(shop.server, { tfa: true });
    const { page } = await shop.open();
    await page.goto(shop.url('/vpn/buy'));
    await page.getByRole('link', { name: en('shop:buy.choose', { plan: en('plans.1month') }) }).click();
    await page.getByRole('link', { name: en('payment:shopCheckout.login') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(lead(page)).toHaveText(buyReason(en('plans.1month')));

    await logIn(page, account.email, PASSWORD);
    await expect(page).toHaveURL((url) => url.pathname === '/loginTfa');
    await page.getByRole('link', { name: en('account:loginTfa.lostDevice') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/forgotTfa' && url.search === '');
    await expect(field(page, 'email')).toHaveValue(account.email);

    await page.goBack();
    const pin = page.getByLabel(en('account:fields.pin'), { exact: true });
    await pin.fill(totp(account.tfaSecret ?? ''));
    await page.getByTestId('tfa-submit').click();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/dashboard/pass/passNew' && url.searchParams.get('plan') === 'VPN-ONE-MONTH',
    );
    await expect(page.getByTestId('plan-VPN-ONE-MONTH').locator('input')).toBeChecked();

    // The recovery link /forgotTfa mails: once used, the lead says 2FA is off.
    await page.goto(shop.url(`/confirm-tfa?token=${await linkToken(shop.server, account, 'TFA_RECOVERY')}`));
    await expect(page.getByTestId('tfa-recovered')).toBeVisible();
    await expect(lead(page)).toHaveText(en('account:lead.confirmTfa.done'));
  });

  test('registering from a buy button: after the mailed confirmation (the lead says so) the next login lands on the chosen plan', async ({
    shop,
  }) => {
    const checkout = '/dashboard/pass/passNew?plan=VPN-THREE-MONTHS';
    const email = `e2e-msg-register-${Date.now()}@example.com`;
    const { page } = await shop.open();
    await page.goto(shop.url(`/login?redirect=${encodeURIComponent(checkout)}`));
    await page.getByRole('link', { name: en('account:login.register') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/register');
    await expect(lead(page)).toHaveText(
      en('account:purchase.afterConfirm', {
        product: en('account:purchase.products.pass', { duration: en('plans.3months') }),
      }),
    );
    await field(page, 'name').fill('Grace');
    await field(page, 'surname').fill('Hopper');
    await field(page, 'email').fill(email);
    await field(page, 'password').fill(PASSWORD);
    await field(page, 'passwordConfirm').fill(PASSWORD);
    await page.getByTestId('register-submit').click();
    await expect(page).toHaveURL((url) => url.pathname === '/registerConfirmed');
    await expect(page.getByTestId('purchase-after-confirm')).toBeVisible();

    await page.goto(shop.url(await mailedConfirmLink(shop.server.directUrl, email)));
    await expect(page.getByTestId('account-confirmed')).toBeVisible();
    await expect(lead(page)).toHaveText(en('account:lead.confirmAccount.done'));
    await page.getByRole('link', { name: en('account:confirmAccount.login') }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    await expect(lead(page)).toHaveText(buyReason(en('plans.3months')));
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === checkout);
    await expect(page.getByTestId('plan-VPN-THREE-MONTHS').locator('input')).toBeChecked();
  });
});
