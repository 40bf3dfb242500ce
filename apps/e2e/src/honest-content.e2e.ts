// Issue 12, honest content: store badges, downloads, contacts and the company come from the
// server's settings (the shared server has all of them, site-settings.ts) and are left out when a
// setting is empty; paths that are not routes answer 404 with the not-found page; /staff is for
// support agents and admins only.
import type { Page } from '@playwright/test';
import { expect, heading, test } from './fixtures';
import { createUser, withDb } from './db';
import { RESELLER } from './session';
import { SITE_SETTINGS } from './site-settings';
import { text } from './texts';

const SUPPORT_AGENT = 'support@nova.test';

/** The app's links to other sites and mailboxes, as `href`s. */
const outsideLinks = (page: Page) =>
  page
    .locator('main a[href^="http"], main a[href^="mailto:"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

test.describe('site configuration', () => {
  test('shows each configured store, download, contact and address with its configured value', async ({ shop }) => {
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/player/download'));
    const href = (platform: string) => page.getByTestId(`download-${platform}`).getByRole('link').getAttribute('href');
    await expect(page.getByTestId('download-ios')).toBeVisible();
    expect(await href('ios')).toBe(`https://apps.apple.com/app/id${SITE_SETTINGS.APP_STORE_ID}`);
    expect(await href('android')).toBe(`https://play.google.com/store/apps/details?id=${SITE_SETTINGS.GOOGLE_PLAY_ID}`);
    expect(await href('androidTv')).toBe(SITE_SETTINGS.ANDROID_TV_APK_URL);
    expect(await href('web')).toBe(SITE_SETTINGS.WEB_PLAYER_URL);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute(
      'content',
      `app-id=${SITE_SETTINGS.APP_STORE_ID}`,
    );
    await expect(page.locator('meta[name="google-play-app"]')).toHaveAttribute(
      'content',
      `app-id=${SITE_SETTINGS.GOOGLE_PLAY_ID}`,
    );

    await page.goto(shop.url('/help'));
    await expect(page.getByTestId('company-address')).toHaveText(
      /NOVA Media S\.r\.l\.\s*Via di Prova 1\s*20100 Milano\s*Italia/,
    );
    expect(await outsideLinks(page)).toEqual(
      expect.arrayContaining([`mailto:${SITE_SETTINGS.SUPPORT_EMAIL}`, `mailto:${SITE_SETTINGS.PRIVACY_EMAIL}`]),
    );
    // Within the app: the legal texts name the same company, address and mailboxes.
    await page.locator('main').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.locator('main')).toContainText(
      'The controller of your personal data is NOVA Media S.r.l., Via di Prova 1, 20100 Milano, Italia.',
    );
    expect(await outsideLinks(page)).toContain(`mailto:${SITE_SETTINGS.PRIVACY_EMAIL}`);
    expect(errors).toEqual([]);
  });

  test('leaves out what is not configured: the page as a server without those settings serves it', async ({ shop }) => {
    const { page, errors } = await shop.open();
    // The bare server's site configuration is the company alone (apps/api/test/spa.e2e-spec.ts).
    await page.route(
      (url) => url.origin === shop.baseUrl && !/^\/(api|assets)\/|\.\w+$/.test(url.pathname),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const body = (await response.text())
          .replace(/<meta name="(apple-itunes-app|google-play-app)"[^>]*>/g, '')
          .replace(
            /<meta name="site-config" content="[^"]*"/,
            '<meta name="site-config" content="{&quot;company&quot;:&quot;NOVA Media S.r.l.&quot;}"',
          );
        await route.fulfill({ response, body });
      },
    );
    await page.goto(shop.url('/player/download'));
    await expect(page.getByTestId('downloads-none')).toBeVisible();
    await expect(page.locator('[data-testid^="download-"]')).toHaveCount(0);
    await expect(page.locator('meta[name="apple-itunes-app"], meta[name="google-play-app"]')).toHaveCount(0);
    expect(await outsideLinks(page)).toEqual([]);

    await page.goto(shop.url('/help'));
    await expect(page.getByTestId('company-address')).toHaveText('NOVA Media S.r.l.');
    expect(await outsideLinks(page)).toEqual([]);
    await page.locator('main').getByRole('link', { name: 'Terms of service' }).click();
    await expect(page.locator('main')).toContainText('The services are provided by NOVA Media S.r.l. (“NOVA”, “we”).');
    await expect(page.locator('main')).not.toContainText('You can reach us at');
    expect(await outsideLinks(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('not found', () => {
  test('a path that is no route answers 404 with the not-found page; a route with a parameter 200', async ({
    shop,
  }) => {
    const { page } = await shop.open();
    const missing = await page.goto(shop.url('/no-such-page'));
    expect(missing?.status()).toBe(404);
    expect(await heading(page)).toBe(text('en', 'pages.notFound.title'));
    const real = await page.goto(shop.url('/player/manage-your-app/ABC123'));
    expect(real?.status()).toBe(200);
    expect(await heading(page)).not.toBe(text('en', 'pages.notFound.title'));
    // As the router reads paths: trailing slash and letter case do not matter, an extra segment does.
    expect((await fetch(shop.url('/Player/Download/'))).status).toBe(200);
    expect((await fetch(shop.url('/player/download/x'))).status).toBe(404);
  });
});

test.describe('/staff', () => {
  test('is the not-found page for a reseller, the staff console for a support agent and an admin', async ({ shop }) => {
    const admin = await createUser(shop.server, { country: 'IT' });
    await withDb(shop.server, (db) =>
      db.query(`UPDATE "User" SET "roles" = ARRAY['CUSTOMER', 'ADMIN']::"Role"[] WHERE "email" = $1`, [admin]),
    );
    // An admin asks for a view: a bare /staff takes them to the shipments while boxes wait to be sent
    // (admin-shipments.e2e.ts), which other tests of this server may have left.
    for (const [email, expected, search] of [
      [RESELLER, text('en', 'pages.notFound.title'), ''],
      [SUPPORT_AGENT, text('en', 'pages.staff.title'), ''],
      [admin, text('en', 'pages.staff.title'), '?view=mine'],
    ] as const) {
      const opened = await shop.open({ signInAs: email });
      await opened.page.goto(shop.url(`/staff${search}`));
      await expect(opened.page.locator('h1'), email).toHaveText(expected);
      expect(new URL(opened.page.url()).pathname).toBe('/staff');
      await shop.close(opened);
    }
  });

  test('sends a visitor to the login first, as the dashboard does', async ({ shop }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/staff'));
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/staff');
  });
});
