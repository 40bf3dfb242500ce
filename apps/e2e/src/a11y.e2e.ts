// The axe-core pass of issue 12 (WCAG 2.2 AA): every route of the SPA in one left-to-right language
// (en) and one right-to-left (sa): the public routes logged out (with the consent question still
// open, as a first visit sees them), the dashboard as the reseller (who may open all of it), /staff
// as a support agent, the 404 page; also an error and a success toast, the open language menu and
// the open menu drawer of a phone. Any serious or critical violation fails, listed with its route,
// rule and elements. One page per walk: the routes are reached inside the SPA (the router follows
// history.pushState), as a visitor's clicks reach them.
import type { Page } from '@playwright/test';
import { violations } from './axe-page';
import { DESKTOP, MOBILE, expect, goInside, heading, settled, test, type Shop } from './fixtures';
import { RESELLER } from './session';
import { aside } from './side-menu-page';
import { routesTable } from './texts';

/** The seeded support agent (apps/api/src/seed/demo.data.ts), who may open the staff console. */
const SUPPORT = 'support@nova.test';
const PUBLIC = routesTable('PUBLIC_ROUTES').map((r) => r.replace('$otp', 'ABC123').replace('$result', 'success'));
const DASHBOARD = routesTable('DASHBOARD_ROUTES');
/** A path no route matches: the router's not-found page (the /404 route is in PUBLIC). */
const UNKNOWN = '/no-such-page';
const MESSAGE = 'axe violations (route: rule (impact) help at elements)';

/** Waits for a toast of `type` to have finished coming in (its own animation, not its timer bar's). */
async function toastShown(page: Page, type: 'error' | 'success'): Promise<void> {
  const toast = page.locator(`.Toastify__toast--${type}`).last();
  await expect(toast).toBeVisible();
  await toast.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
}

/**
 * The states a route can show beyond its first render, brought about with the API's answers
 * stubbed (a wrong login here must not count against the test machine's address).
 */
const AFTER: Record<string, { label: string; run(page: Page): Promise<void> }> = {
  '/login': {
    label: 'wrong password: message and error toast',
    async run(page) {
      await page.locator('input[type="email"]').fill('nobody@example.com');
      await page.locator('input[type="password"]').fill('not the password');
      await page.getByTestId('login-submit').click();
      await toastShown(page, 'error');
    },
  },
  '/forgotPassword': {
    label: 'mail sent: confirmation and success toast',
    async run(page) {
      await page.locator('input[type="email"]').fill('nobody@example.com');
      await page.getByTestId('forgot-submit').click();
      await toastShown(page, 'success');
    },
  },
};

/** Visits each path in turn and collects the violations of all of them. */
async function walk(page: Page, shop: Shop, language: string, paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await goInside(page, path);
    found.push(...(await violations(page, shop, `${language} ${path}`)));
    const after = AFTER[path];
    if (after) {
      await after.run(page);
      found.push(...(await violations(page, shop, `${language} ${path} (${after.label})`)));
    }
  }
  return found;
}

for (const language of ['en', 'sa'] as const) {
  test.describe(`axe: no serious or critical violation in ${language}`, () => {
    test('public routes and the 404 page, logged out and asked for consent; toasts, the language menu, the phone drawer', async ({
      shop,
    }) => {
      test.setTimeout(300_000);
      const { page } = await shop.open({ storage: { language }, consentUnanswered: true });
      await page.route('**/api/User/Login', (route) =>
        route.fulfill({
          status: 404,
          json: {
            statusCode: 404,
            code: 'WRONG_CREDENTIALS',
            message: 'The e-mail address or the password is not correct.',
          },
        }),
      );
      await page.route('**/api/User/ForgotPassword', (route) => route.fulfill({ status: 200, json: {} }));
      await page.goto(shop.url('/'));
      await heading(page);
      await settled(page);
      const found = await violations(page, shop, `${language} / (first load)`);
      await page.getByTestId('language-picker').click();
      await expect(page.getByTestId('language-menu')).toBeVisible();
      found.push(...(await violations(page, shop, `${language} / (language menu open)`)));
      await page.keyboard.press('Escape');
      found.push(...(await walk(page, shop, language, [...PUBLIC.filter((p) => p !== '/'), UNKNOWN])));

      await page.setViewportSize(MOBILE);
      await page.getByTestId('menu-toggle').click();
      await expect(aside(page)).toHaveAttribute('data-open', 'true');
      await expect(aside(page).locator(':focus')).toHaveCount(1);
      found.push(...(await violations(page, shop, `${language} ${UNKNOWN} (phone, menu drawer open)`)));
      await page.keyboard.press('Escape');
      await page.setViewportSize(DESKTOP);
      expect(found, MESSAGE).toEqual([]);
    });

    test('dashboard routes as the reseller, the staff console as a support agent', async ({ shop }) => {
      test.setTimeout(300_000);
      const reseller = await shop.open({ storage: { policy: 'true', language }, signInAs: RESELLER });
      await reseller.page.goto(shop.url('/dashboard'));
      await heading(reseller.page);
      await settled(reseller.page);
      const found = await violations(reseller.page, shop, `${language} /dashboard (first load)`);
      found.push(
        ...(await walk(
          reseller.page,
          shop,
          language,
          DASHBOARD.filter((p) => p !== '/dashboard'),
        )),
      );
      await shop.close(reseller);

      const support = await shop.open({ storage: { policy: 'true', language }, signInAs: SUPPORT });
      await support.page.goto(shop.url('/staff'));
      await heading(support.page);
      await settled(support.page);
      found.push(...(await violations(support.page, shop, `${language} /staff`)));
      expect(found, MESSAGE).toEqual([]);
    });
  });
}
