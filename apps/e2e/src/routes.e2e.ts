// Every route of apps/web/src/routes-table.ts, loaded by its address, renders a heading without
// console errors (in English; phone-widths.e2e.ts walks every route in every language); dashboard routes as the reseller (who may open every one of them); unknown paths
// render the 404 page; the dashboard needs a login; the test sessions are real API sessions; and the
// smoke test (home prices from the API).
import jwt from 'jsonwebtoken';
import { expect, heading, settled, test, type Opened } from './fixtures';
import { RESELLER, createSession } from './session';
import { routesTable, text } from './texts';

const OTP = 'ABC123';
// The payment result without a purchaseId: its "order not found" page.
const PUBLIC = routesTable('PUBLIC_ROUTES').map((r) => r.replace('$otp', OTP).replace('$result', 'success'));
const DASHBOARD = routesTable('DASHBOARD_ROUTES');

/** Loads `path` and returns its h1 text and the errors logged while it rendered. */
async function render(
  opened: Opened,
  url: string,
): Promise<{ h1: string; errors: string[]; lang: string | null; pathname: string }> {
  opened.errors.length = 0;
  await opened.page.goto(url);
  const h1 = await heading(opened.page);
  // Late effects (queries, lazy texts, the session refresh) log their errors after the first paint;
  // leaving during a token refresh would also lose the rotated token.
  await settled(opened.page);
  return {
    h1,
    errors: [...opened.errors],
    lang: await opened.page.evaluate(() => document.documentElement.lang),
    pathname: new URL(opened.page.url()).pathname,
  };
}

/** A heading that is a translation key or an interpolation left over means missing texts. */
const UNTRANSLATED = /^[a-z]+(\.[a-zA-Z0-9]+)+$|#\w+#/;

for (const language of ['en'] as const) {
  test.describe(`public routes in ${language}`, () => {
    for (const path of PUBLIC) {
      test(`${path} renders an h1 without console errors`, async ({ shop }) => {
        const result = await render(await shop.reuse({ storage: { policy: 'true', language } }), shop.url(path));
        // A step page opened out of its flow (e.g. /loginTfa without a pending login) may send the
        // visitor on to another public page, which must render just as well.
        expect(PUBLIC, `ends on a public route: ${result.pathname}`).toContain(result.pathname);
        expect(result.h1, 'non-empty h1').not.toBe('');
        expect(result.h1, 'translated h1').not.toMatch(UNTRANSLATED);
        expect(result.errors).toEqual([]);
        expect(result.lang, 'document language').toBe(language);
      });
    }
  });

  test.describe(`dashboard routes in ${language} (reseller)`, () => {
    for (const path of DASHBOARD) {
      test(`${path} renders an h1 without console errors`, async ({ shop }) => {
        const result = await render(
          await shop.reuse({ storage: { policy: 'true', language }, signInAs: RESELLER }),
          shop.url(path),
        );
        expect(result.pathname, 'not redirected (the session is valid)').toBe(path);
        expect(result.h1, 'non-empty h1').not.toBe('');
        expect(result.h1, 'translated h1').not.toMatch(UNTRANSLATED);
        expect(result.errors).toEqual([]);
        expect(result.lang, 'document language').toBe(language);
      });
    }
  });
}

test.describe('smoke: the built shop in Chromium', () => {
  test('home shows prices from the API in the visitor country', async ({ shop }) => {
    const { page, errors } = await shop.open({ locale: 'it-IT' });
    const pricing = page.waitForResponse((r) => r.url().includes('/api/Pricing'));
    await page.goto(shop.url('/'));
    const response = await pricing;
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { country: string; pricings: { productName: string; price: number }[] };
    expect(body.country).toBe('IT');
    const player = body.pricings.find((p) => p.productName === 'VIDEO-PLAYER-LIFETIME');
    if (!player) throw new Error('the API lists the player licence');
    const price = page.getByTestId('price-player');
    await expect(price).toBeVisible();
    await expect
      .poll(async () => ((await price.textContent()) ?? '').replace(/\D/g, ''), {
        message: `the page shows the API's price (${player.price} cents)`,
      })
      .toBe(String(player.price));
    expect((await page.title()).length, 'a page title').toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

test.describe('unknown paths and guards', () => {
  test('an unknown path renders the 404 page', async ({ shop }) => {
    const opened = await shop.open();
    const notFound = await render(opened, shop.url('/404'));
    expect(notFound.h1).toBe(text('en', 'pages.notFound.title'));
    for (const path of ['/no-such-page', '/player/no/such/thing', '/dashboardx']) {
      const result = await render(opened, shop.url(path));
      expect(result.h1, `${path} shows the 404 heading`).toBe(notFound.h1);
      expect(
        result.errors.filter((e) => !/404/.test(e)),
        `${path} logs no errors`,
      ).toEqual([]);
    }
  });

  test('dashboard pages send visitors without a session to /login', async ({ shop }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/dashboard/orders'));
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    await heading(page);
  });

  test('the sessions the tests make are real: the API answers /api/User/Me with them', async ({ shop }) => {
    const session = await createSession(shop.server, RESELLER);
    const response = await fetch(shop.url('/api/User/Me'), { headers: { Authorization: `Bearer ${session.token}` } });
    expect(response.status).toBe(200);
    const me = (await response.json()) as { email: string; isReseller: boolean };
    expect(me.email).toBe(RESELLER);
    expect(me.isReseller).toBe(true);
    const claims = jwt.decode(session.token) as jwt.JwtPayload;
    const forgedToken = jwt.sign({ sub: claims.sub, sid: claims.sid, jti: claims.jti }, 'not-the-server-secret', {
      algorithm: 'HS256',
      expiresIn: 900,
    });
    const forged = await fetch(shop.url('/api/User/Me'), { headers: { Authorization: `Bearer ${forgedToken}` } });
    expect(forged.status).toBe(401);
  });
});
