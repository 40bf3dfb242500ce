// The back office's pages (issue 23) as the demo admin, in a left-to-right language (en) and a
// right-to-left one (sa): every route of STAFF_ROUTES, reached inside the app, has a translated h1,
// no serious or critical axe violation at 1280 px, and does not scroll sideways at 375 px (its
// tables scroll inside their own box). A support agent finds the admin-only sections missing.
import type { Page } from '@playwright/test';
import { violations } from './axe-page';
import { DESKTOP, MOBILE, expect, goInside, heading, settled, test } from './fixtures';
import { routesTable } from './texts';

const ADMIN = 'admin@nova.test';
const SUPPORT = 'support@nova.test';
const STAFF = routesTable('STAFF_ROUTES');
/** A heading that is a translation key or an interpolation left over means missing texts. */
const UNTRANSLATED = /^[a-z]+(\.[a-zA-Z0-9]+)+$|#\w+#/;

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

for (const language of ['en', 'sa'] as const) {
  test(`${language}: every staff route as the admin: translated, no serious axe finding, usable at 375 px`, async ({
    shop,
  }) => {
    test.setTimeout(300_000);
    const { page } = await shop.open({ storage: { policy: 'true', language }, signInAs: ADMIN });
    await page.goto(shop.url('/staff/audit'));
    await heading(page);
    await settled(page);
    const found: string[] = [];
    const wide: string[] = [];
    for (const path of STAFF) {
      await page.setViewportSize(DESKTOP);
      await goInside(page, path);
      const title = (await page.locator('h1').first().innerText()).trim();
      expect(title, `${path}'s heading`).not.toMatch(UNTRANSLATED);
      await expect(page.getByTestId('not-found'), `${path} is a page for the admin`).toHaveCount(0);
      found.push(...(await violations(page, shop, `${language} ${path}`)));
      await page.setViewportSize(MOBILE);
      await settled(page);
      const overflow = await sideways(page);
      if (overflow > 0) wide.push(`${path}: ${overflow} px too wide at 375 px`);
    }
    expect(found, 'axe violations (route: rule (impact) help at elements)').toEqual([]);
    expect(wide).toEqual([]);
  });
}

test("a support agent has the tickets, and the admins' sections are no page for them", async ({ shop }) => {
  const { page } = await shop.open({ storage: { policy: 'true', language: 'en' }, signInAs: SUPPORT });
  await page.goto(shop.url('/staff/audit'));
  await expect(page.getByTestId('not-found')).toBeVisible();
  await page.goto(shop.url('/staff'));
  await expect(page.getByTestId('staff-console')).toBeVisible();
});
