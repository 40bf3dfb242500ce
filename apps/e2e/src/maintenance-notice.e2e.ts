// The maintenance notice of spec section 4: shown from the changelog in the current language, coloured
// by version, reloaded about 200 ms after a language switch, and gone once switched off.
import { hueName, isBlack, isWhite } from './colour';
import { setMaintenance } from './db';
import { expect, heading, pauseClock, settled, test } from './fixtures';
import { chooseLanguage, loginLink } from './header-page';
import { text } from './texts';

// The notice shows on every page: this file gets a server of its own, and its tests run one after another.
test.use({ ownServer: true });
test.describe.configure({ mode: 'default' });

/** Spec 4 (apps/web maintenance-banner.tsx): the notice is reloaded about 200 ms after a language switch. */
const NOTICE_RELOAD_DELAY_MS = 200;

test.describe('maintenance notice', () => {
  const MESSAGES = {
    en: 'E2E maintenance: the shop pauses tonight.',
    it: 'E2E manutenzione: il negozio si ferma stanotte.',
    de: 'E2E Wartung: der Shop pausiert heute Nacht.',
    fr: 'E2E maintenance : la boutique fait une pause ce soir.',
    es: 'E2E mantenimiento: la tienda se detiene esta noche.',
    ru: 'E2E обслуживание: магазин сегодня ночью на паузе.',
    sa: 'E2E صيانة',
  };
  const isChangelog = (url: string) => url.includes('/api/Changelog');

  test('no notice while the maintenance entry is disabled', async ({ shop }) => {
    const restore = await setMaintenance(shop.server, { enabled: false, version: '0.0.1', languageLogs: MESSAGES });
    try {
      const { page } = await shop.open();
      const changelog = page.waitForResponse((r) => isChangelog(r.url()));
      await page.goto(shop.url('/'));
      await changelog;
      await heading(page);
      // The changelog has arrived and the page has rendered what it says.
      await settled(page);
      await expect(page.getByTestId('maintenance-banner')).toBeHidden();
    } finally {
      await restore();
    }
  });

  test('shows the current language message; colours by version: 0.0.1 and unknown red/white, 0.0.2 green/white, 0.0.3 yellow/black, 0.0.4 blue/white', async ({
    shop,
  }) => {
    const cases: [version: string, hue: string, textColour: 'white' | 'black'][] = [
      ['0.0.1', 'red', 'white'],
      ['0.0.2', 'green', 'white'],
      ['0.0.3', 'yellow', 'black'],
      ['0.0.4', 'blue', 'white'],
      ['9.9.9', 'red', 'white'],
    ];
    const { page, errors } = await shop.open();
    const restores: (() => Promise<void>)[] = [];
    try {
      for (const [version, hue, textColour] of cases) {
        restores.push(await setMaintenance(shop.server, { enabled: true, version, languageLogs: MESSAGES }));
        await page.goto(shop.url('/'));
        const banner = page.getByTestId('maintenance-banner');
        await expect(banner).toBeVisible();
        await expect(banner, `message of ${version}`).toHaveText(MESSAGES.en);
        const style = await banner.evaluate((el) => ({
          background: getComputedStyle(el).backgroundColor,
          color: getComputedStyle(el).color,
        }));
        const gotText = isWhite(style.color) ? 'white' : isBlack(style.color) ? 'black' : style.color;
        expect.soft(hueName(style.background), `${version}: background ${style.background}`).toBe(hue);
        expect.soft(gotText, `${version}: text ${style.color}`).toBe(textColour);
      }
      expect(errors).toEqual([]);
    } finally {
      for (const restore of restores.reverse()) await restore();
    }
  });

  test('Italian visitors read the Italian message; a language switch reloads it 200 ms later and replaces it', async ({
    shop,
  }) => {
    const restore = await setMaintenance(shop.server, { enabled: true, version: '0.0.2', languageLogs: MESSAGES });
    try {
      const { page, errors } = await shop.open({ locale: 'it-IT' });
      await page.clock.install();
      await page.goto(shop.url('/'));
      const banner = page.getByTestId('maintenance-banner');
      await expect(banner).toHaveText(MESSAGES.it);
      await settled(page);
      const reloads: string[] = [];
      page.on('request', (r) => {
        if (isChangelog(r.url())) reloads.push(r.url());
      });
      for (const code of ['de', 'fr', 'en'] as const) {
        await pauseClock(page);
        const before = reloads.length;
        await chooseLanguage(page, code);
        // The switch has rendered (so the banner has seen it) while the page's time stood still.
        await expect(loginLink(page)).toHaveText(text(code, 'nav.login'));
        await page.clock.runFor(NOTICE_RELOAD_DELAY_MS - 1);
        await settled(page, { clockPaused: true });
        expect(reloads.length, `no reload within ${NOTICE_RELOAD_DELAY_MS - 1} ms of switching to ${code}`).toBe(
          before,
        );
        // The delay counts from the render's effects, which run at the next frame (at most 16 ms on).
        const reload = page.waitForRequest((r) => isChangelog(r.url()));
        await page.clock.runFor(20);
        await reload;
        await page.clock.resume();
        await expect(banner, `message after switching to ${code}`).toHaveText(MESSAGES[code]);
      }
      expect(errors).toEqual([]);
    } finally {
      await restore();
    }
  });

  test('without an active notice a language switch does not reload the changelog', async ({ shop }) => {
    const { page } = await shop.open();
    await page.clock.install();
    const first = page.waitForResponse((r) => isChangelog(r.url()));
    await page.goto(shop.url('/'));
    await first;
    await heading(page);
    await settled(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (isChangelog(r.url())) requests.push(r.url());
    });
    await pauseClock(page);
    await chooseLanguage(page, 'it');
    await expect(loginLink(page)).toHaveText(text('it', 'nav.login'));
    // Well past the reload delay: a reload would have been asked for by now.
    await page.clock.runFor(5 * NOTICE_RELOAD_DELAY_MS);
    await page.clock.resume();
    await settled(page);
    expect(requests).toEqual([]);
    await expect(page.getByTestId('maintenance-banner')).toBeHidden();
  });

  test('a notice switched on is picked up by the next page load, and leaves with it', async ({ shop }) => {
    const { page } = await shop.open();
    const banner = page.getByTestId('maintenance-banner');
    const changelog = () => page.waitForResponse((r) => isChangelog(r.url()));
    let loaded = changelog();
    await page.goto(shop.url('/vpn'));
    await loaded;
    await heading(page);
    await settled(page);
    await expect(banner, 'the seed has no active notice').toBeHidden();
    const restore = await setMaintenance(shop.server, { enabled: true, version: '0.0.4', languageLogs: MESSAGES });
    try {
      await page.reload();
      await expect(banner).toBeVisible();
    } finally {
      await restore();
    }
    loaded = changelog();
    await page.reload();
    await loaded;
    await heading(page);
    await settled(page);
    await expect(banner, 'gone once disabled').toBeHidden();
  });
});
