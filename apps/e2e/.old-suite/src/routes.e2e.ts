// Every route of apps/web/src/routes-table.ts renders a heading without console errors, in English
// and Italian; dashboard routes as the reseller (who may open every one of them); unknown paths
// render the 404 page; the dashboard needs a login; the test sessions are real API sessions; and the
// smoke test (home prices from the API).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jwt from 'jsonwebtoken';
import { eventually, heading, sleep, useShop, type Opened } from './fixture';
import { RESELLER, createSession } from './session';
import { routesTable, text } from './texts';

const shop = useShop();

const OTP = 'ABC123';
const PUBLIC = routesTable('PUBLIC_ROUTES').map((r) => r.replace('$otp', OTP));
const DASHBOARD = routesTable('DASHBOARD_ROUTES');

/** Loads `path` and returns its h1 text and the errors logged while it rendered. */
async function render(opened: Opened, path: string): Promise<{ h1: string; errors: string[]; lang: string | null; pathname: string }> {
  opened.errors.length = 0;
  await opened.page.goto(`${shop.baseUrl}${path}`);
  const h1 = await heading(opened.page);
  // Late effects (queries, lazy texts, the session refresh) log their errors shortly after the
  // first paint; leaving during a token refresh would also lose the rotated token.
  await opened.apiIdle();
  await sleep(100);
  return {
    h1,
    errors: [...opened.errors],
    lang: await opened.page.evaluate(() => document.documentElement.lang),
    pathname: new URL(opened.page.url()).pathname,
  };
}

/** A heading that is a translation key or an interpolation left over means missing texts. */
function looksUntranslated(h1: string): boolean {
  return /^[a-z]+(\.[a-zA-Z0-9]+)+$/.test(h1) || /#\w+#/.test(h1);
}

for (const language of ['en', 'it'] as const) {
  describe(`public routes in ${language}`, () => {
    let opened: Opened | undefined;
    const page = async (): Promise<Opened> => (opened ??= await shop.open({ storage: { policy: 'true', language } }));

    for (const path of PUBLIC) {
      it(`${path} renders an h1 without console errors`, async () => {
        const result = await render(await page(), path);
        // A step page opened out of its flow (e.g. /loginTfa without a pending login) may send the
        // visitor on to another public page, which must render just as well.
        assert.ok(PUBLIC.includes(result.pathname), `ends on a public route: ${result.pathname}`);
        assert.ok(result.h1.length > 0, 'non-empty h1');
        assert.ok(!looksUntranslated(result.h1), `translated h1: ${result.h1}`);
        assert.deepEqual(result.errors, []);
        assert.equal(result.lang, language, 'document language');
      });
    }
  });

  describe(`dashboard routes in ${language} (reseller)`, () => {
    let opened: Opened | undefined;
    const page = async (): Promise<Opened> => (opened ??= await shop.open({ storage: { policy: 'true', language }, signInAs: RESELLER }));

    for (const path of DASHBOARD) {
      it(`${path} renders an h1 without console errors`, async () => {
        const result = await render(await page(), path);
        assert.equal(result.pathname, path, 'not redirected (the session is valid)');
        assert.ok(result.h1.length > 0, 'non-empty h1');
        assert.ok(!looksUntranslated(result.h1), `translated h1: ${result.h1}`);
        assert.deepEqual(result.errors, []);
        assert.equal(result.lang, language, 'document language');
      });
    }
  });
}

describe('smoke: the built shop in Chromium', () => {
  it('home shows prices from the API in the visitor country', async () => {
    const { page, errors } = await shop.open({ locale: 'it-IT' });
    const pricing = page.waitForResponse((r) => r.url().includes('/api/Pricing'));
    await page.goto(shop.url('/'));
    const response = await pricing;
    assert.equal(response.status(), 200);
    const body = (await response.json()) as { country: string; pricings: { productName: string; price: number }[] };
    assert.equal(body.country, 'IT');
    const player = body.pricings.find((p) => p.productName === 'VIDEO-PLAYER-LIFETIME');
    assert.ok(player, 'the API lists the player licence');
    const price = page.getByTestId('price-player');
    await price.waitFor({ timeout: 10_000 });
    const digits = async () => ((await price.textContent()) ?? '').replace(/\D/g, '');
    const shown = await eventually(digits, (d) => d === String(player.price), 10_000);
    assert.equal(shown, String(player.price), `the page shows the API's price (${player.price} cents)`);
    assert.ok(await page.title().then((t) => t.length > 0), 'a page title');
    assert.deepEqual(errors, []);
  });
});

describe('unknown paths and guards', () => {
  it('an unknown path renders the 404 page', async () => {
    const opened = await shop.open();
    const notFound = await render(opened, '/404');
    for (const path of ['/no-such-page', '/player/no/such/thing', '/dashboardx']) {
      const result = await render(opened, path);
      assert.equal(result.h1, notFound.h1, `${path} shows the 404 heading`);
      assert.equal(result.h1, text('en', 'pages.notFound.title'));
      assert.deepEqual(result.errors.filter((e) => !/404/.test(e)), [], `${path} logs no errors`);
    }
  });

  it('dashboard pages send visitors without a session to /login', async () => {
    const { page } = await shop.open();
    await page.goto(shop.url('/dashboard/orders'));
    await page.waitForURL((u) => u.pathname === '/login');
    await heading(page);
  });

  it('the sessions the tests make are real: the API answers /api/User/Me with them', async () => {
    const session = await createSession(shop.server, RESELLER);
    const response = await fetch(shop.url('/api/User/Me'), { headers: { Authorization: `Bearer ${session.token}` } });
    assert.equal(response.status, 200);
    const me = (await response.json()) as { email: string; isReseller: boolean };
    assert.equal(me.email, RESELLER);
    assert.equal(me.isReseller, true);
    const claims = jwt.decode(session.token) as jwt.JwtPayload;
    const forgedToken = jwt.sign({ sub: claims.sub, sid: claims.sid, jti: claims.jti }, 'not-the-server-secret', { algorithm: 'HS256', expiresIn: 900 });
    const forged = await fetch(shop.url('/api/User/Me'), { headers: { Authorization: `Bearer ${forgedToken}` } });
    assert.equal(forged.status, 401);
  });
});

