// Other page elements of spec section 2 and the notices of section 4: scroll-to-top button, product
// buy bar, consent banner, maintenance notice (texts, colours, language switch) and toasts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { hueName, isBlack, isWhite } from './colour';
import { setMaintenance } from './db';
import { DESKTOP, MOBILE, eventually, heading, scrollTo, sleep, useShop } from './fixture';
import { CUSTOMER } from './session';
import { text } from './texts';

const shop = useShop();

const pathOf = (href: string | null) => new URL(href ?? 'about:blank', 'http://x').pathname;

async function visible(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).isVisible();
}

/** Waits until the test id's visibility is `expected` (up to `timeout`), returning what it saw last. */
async function becomes(page: Page, testId: string, expected: boolean, timeout = 2_000): Promise<boolean> {
  return eventually(() => visible(page, testId), (v) => v === expected, timeout);
}

async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-menu').waitFor({ state: 'visible' });
  await page.getByTestId(`language-option-${code}`).click();
}

describe('scroll to top', () => {
  for (const [name, viewport] of [
    ['wide', { width: 1280, height: 400 }],
    ['narrow', MOBILE],
  ] as const) {
    it(`${name}: appears only after scrolling more than 300 px and scrolls back to the top`, async () => {
      const { page, errors } = await shop.open({ viewport });
      await page.goto(shop.url('/'));
      await heading(page);
      await sleep(300);
      assert.equal(await visible(page, 'scroll-top'), false, 'not at the top');
      await scrollTo(page, 300);
      await sleep(300);
      assert.equal(await visible(page, 'scroll-top'), false, 'not at exactly 300 px');
      await scrollTo(page, 301);
      assert.equal(await becomes(page, 'scroll-top', true), true, 'shown at 301 px');
      assert.equal(await page.locator('button[data-testid="scroll-top"]').count(), 1, 'it is a button');
      await page.getByTestId('scroll-top').click();
      assert.equal(await eventually(() => page.evaluate(() => window.scrollY), (y) => y === 0, 3_000), 0, 'scrolled to the top');
      assert.equal(await becomes(page, 'scroll-top', false), false, 'gone again at the top');
      assert.deepEqual(errors, []);
    });
  }
});

describe('product bar', () => {
  it('/player, narrow, scrolled past 300 px: player name and Buy now to /player/active-licence', async () => {
    const { page } = await shop.open({ viewport: MOBILE });
    await page.goto(shop.url('/player'));
    await heading(page);
    await sleep(300);
    assert.equal(await visible(page, 'product-bar'), false, 'not at the top');
    await scrollTo(page, 300);
    await sleep(300);
    assert.equal(await visible(page, 'product-bar'), false, 'not at exactly 300 px');
    await scrollTo(page, 400);
    assert.equal(await becomes(page, 'product-bar', true), true);
    const bar = page.getByTestId('product-bar');
    assert.match((await bar.textContent()) ?? '', new RegExp(text('en', 'productBar.player')));
    const buy = bar.locator('a[data-testid="product-bar-buy"]');
    assert.equal((await buy.textContent())?.trim(), text('en', 'productBar.buyNow'));
    assert.equal(pathOf(await buy.getAttribute('href')), '/player/active-licence');
    const position = await bar.evaluate((el) => {
      for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return 'fixed';
      return getComputedStyle(el).position;
    });
    assert.equal(position, 'fixed', 'a fixed bar');
    const box = await bar.boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= MOBILE.height + 0.5, `bar inside the viewport: ${JSON.stringify(box)}`);
    await buy.click();
    await page.waitForURL((u) => u.pathname === '/player/active-licence');
  });

  it('/vpn and its sub-pages, narrow: VPN name and Buy now to /vpn/buy', async () => {
    const { page } = await shop.open({ viewport: MOBILE });
    for (const path of ['/vpn', '/vpn/box']) {
      await page.goto(shop.url(path));
      await heading(page);
      await scrollTo(page, 400);
      assert.equal(await becomes(page, 'product-bar', true), true, `bar on ${path}`);
      const bar = page.getByTestId('product-bar');
      assert.match((await bar.textContent()) ?? '', new RegExp(text('en', 'productBar.vpn')), `VPN name on ${path}`);
      assert.equal(pathOf(await bar.locator('a[data-testid="product-bar-buy"]').getAttribute('href')), '/vpn/buy', `link on ${path}`);
    }
  });

  it('/player sub-pages other than active-licence show it too', async () => {
    const { page } = await shop.open({ viewport: MOBILE });
    await page.goto(shop.url('/player/tech-specs'));
    await heading(page);
    await scrollTo(page, 400);
    assert.equal(await becomes(page, 'product-bar', true), true);
    assert.equal(pathOf(await page.getByTestId('product-bar-buy').getAttribute('href')), '/player/active-licence');
  });

  it('not on /player/active-licence, /vpn/buy, other pages, or wide screens', async () => {
    const narrow = await shop.open({ viewport: MOBILE });
    for (const path of ['/player/active-licence', '/vpn/buy', '/', '/support/faq']) {
      await narrow.page.goto(shop.url(path));
      await heading(narrow.page);
      await scrollTo(narrow.page, 400);
      await sleep(400);
      assert.equal(await visible(narrow.page, 'product-bar'), false, `no bar on ${path}`);
    }
    await shop.close(narrow);
    const wide = await shop.open({ viewport: { width: 769, height: 600 } });
    for (const path of ['/player', '/vpn']) {
      await wide.page.goto(shop.url(path));
      await heading(wide.page);
      await scrollTo(wide.page, 400);
      await sleep(400);
      assert.equal(await visible(wide.page, 'product-bar'), false, `no bar on ${path} at 769 px`);
    }
    await shop.close(wide);
  });
});

describe('consent banner', () => {
  /** Top of the page's main heading in document coordinates. */
  const headingTop = (page: Page) => page.locator('h1').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

  for (const [choice, stored] of [
    ['accept', 'true'],
    ['decline', 'false'],
  ] as const) {
    it(`${choice}: stores policy=${stored}, hides, and is not shown again after a reload`, async () => {
      const { page, errors } = await shop.open({ consentUnanswered: true });
      await page.goto(shop.url('/'));
      const banner = page.getByTestId('consent-banner');
      await banner.waitFor({ state: 'visible', timeout: 5_000 });
      assert.equal(await page.evaluate(() => localStorage.getItem('policy')), null);
      const links = (await banner.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).map(pathOf);
      assert.ok(links.includes('/policy'), `links to /policy: ${links.join(', ')}`);
      assert.equal(await banner.locator('button[data-testid="consent-accept"]').count(), 1);
      assert.equal(await banner.locator('button[data-testid="consent-decline"]').count(), 1);
      await page.getByTestId(`consent-${choice}`).click();
      assert.equal(await becomes(page, 'consent-banner', false), false, 'hidden after the choice');
      assert.equal(await page.evaluate(() => localStorage.getItem('policy')), stored);
      await page.reload();
      await heading(page);
      await sleep(800);
      assert.equal(await visible(page, 'consent-banner'), false, 'not shown again');
      assert.equal(await page.evaluate(() => localStorage.getItem('policy')), stored);
      assert.deepEqual(errors, []);
    });
  }

  it('the policy link leads to /policy', async () => {
    const { page } = await shop.open({ consentUnanswered: true });
    await page.goto(shop.url('/'));
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor({ state: 'visible', timeout: 5_000 });
    await banner.locator('a[href$="/policy"]').first().click();
    await page.waitForURL((u) => u.pathname === '/policy');
    await heading(page);
  });

  for (const [name, viewport] of [
    ['wide', DESKTOP],
    ['narrow', MOBILE],
  ] as const) {
    it(`${name}: a fixed overlay that does not move the page's heading when it appears or goes`, async () => {
      const answered = await shop.open({ viewport });
      await answered.page.goto(shop.url('/'));
      await heading(answered.page);
      await sleep(500);
      const without = await headingTop(answered.page);
      await shop.close(answered);

      const { page } = await shop.open({ viewport, consentUnanswered: true });
      await page.goto(shop.url('/'));
      await heading(page);
      const banner = page.getByTestId('consent-banner');
      await banner.waitFor({ state: 'visible', timeout: 5_000 });
      await sleep(500);
      const withBanner = await headingTop(page);
      const position = await banner.evaluate((el) => {
        for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return 'fixed';
        return getComputedStyle(el).position;
      });
      assert.equal(position, 'fixed');
      await page.getByTestId('consent-accept').click();
      await becomes(page, 'consent-banner', false);
      await sleep(300);
      const after = await headingTop(page);
      assert.ok(Math.abs(withBanner - without) < 0.5, `heading at ${withBanner} with the banner, ${without} without`);
      assert.ok(Math.abs(after - withBanner) < 0.5, `heading at ${after} after the banner went, ${withBanner} before`);
    });
  }
});

describe('maintenance notice', () => {
  const MESSAGES = {
    en: 'E2E maintenance: the shop pauses tonight.',
    it: 'E2E manutenzione: il negozio si ferma stanotte.',
    de: 'E2E Wartung: der Shop pausiert heute Nacht.',
    fr: 'E2E maintenance : la boutique fait une pause ce soir.',
    es: 'E2E mantenimiento: la tienda se detiene esta noche.',
    ru: 'E2E обслуживание: магазин сегодня ночью на паузе.',
    sa: 'E2E صيانة',
  };

  it('no notice while the maintenance entry is disabled', async () => {
    const restore = await setMaintenance(shop.server, { enabled: false, version: '0.0.1', languageLogs: MESSAGES });
    try {
      const { page } = await shop.open();
      const changelog = page.waitForResponse((r) => r.url().includes('/api/Changelog'));
      await page.goto(shop.url('/'));
      await changelog;
      await heading(page);
      await sleep(500);
      assert.equal(await visible(page, 'maintenance-banner'), false);
    } finally {
      await restore();
    }
  });

  it('shows the current language message; colours by version: 0.0.1 and unknown red/white, 0.0.2 green/white, 0.0.3 yellow/black, 0.0.4 blue/white', async () => {
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
      const wrong: string[] = [];
      for (const [version, hue, textColour] of cases) {
        restores.push(await setMaintenance(shop.server, { enabled: true, version, languageLogs: MESSAGES }));
        await page.goto(shop.url('/'));
        const banner = page.getByTestId('maintenance-banner');
        await banner.waitFor({ state: 'visible', timeout: 5_000 });
        assert.equal((await banner.textContent())?.trim(), MESSAGES.en, `message of ${version}`);
        const style = await banner.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, color: getComputedStyle(el).color }));
        const gotHue = hueName(style.background);
        const gotText = isWhite(style.color) ? 'white' : isBlack(style.color) ? 'black' : style.color;
        if (gotHue !== hue || gotText !== textColour) {
          wrong.push(`${version}: background ${style.background} (${gotHue}), text ${style.color}; expected ${hue} with ${textColour} text`);
        }
      }
      assert.deepEqual(wrong, []);
      assert.deepEqual(errors, []);
    } finally {
      for (const restore of restores.reverse()) await restore();
    }
  });

  it('Italian visitors read the Italian message; a language switch replaces it', async () => {
    const restore = await setMaintenance(shop.server, { enabled: true, version: '0.0.2', languageLogs: MESSAGES });
    try {
      const { page, errors } = await shop.open({ locale: 'it-IT' });
      await page.goto(shop.url('/'));
      const banner = page.getByTestId('maintenance-banner');
      await banner.waitFor({ state: 'visible', timeout: 5_000 });
      assert.equal((await banner.textContent())?.trim(), MESSAGES.it);
      for (const code of ['de', 'fr', 'en'] as const) {
        // Spec 4: while a notice is active it is reloaded about 200 ms after a language switch.
        const reload = page.waitForRequest((r) => r.url().includes('/api/Changelog'), { timeout: 2_000 });
        await chooseLanguage(page, code);
        await reload;
        const shown = await eventually(async () => (await banner.textContent())?.trim(), (t) => t === MESSAGES[code], 3_000);
        assert.equal(shown, MESSAGES[code], `message after switching to ${code}`);
      }
      assert.deepEqual(errors, []);
    } finally {
      await restore();
    }
  });

  it('without an active notice a language switch does not reload the changelog', async () => {
    const { page } = await shop.open();
    const first = page.waitForResponse((r) => r.url().includes('/api/Changelog'));
    await page.goto(shop.url('/'));
    await first;
    await heading(page);
    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/Changelog')) requests.push(r.url());
    });
    await chooseLanguage(page, 'it');
    await sleep(1_000);
    assert.deepEqual(requests, []);
    assert.equal(await visible(page, 'maintenance-banner'), false);
  });

  it('a notice switched on is picked up by the next page load, and leaves with it', async () => {
    const { page } = await shop.open();
    await page.goto(shop.url('/vpn'));
    await heading(page);
    await sleep(300);
    assert.equal(await visible(page, 'maintenance-banner'), false, 'the seed has no active notice');
    const restore = await setMaintenance(shop.server, { enabled: true, version: '0.0.4', languageLogs: MESSAGES });
    try {
      await page.reload();
      await page.getByTestId('maintenance-banner').waitFor({ state: 'visible', timeout: 5_000 });
    } finally {
      await restore();
    }
    await page.reload();
    await heading(page);
    await sleep(500);
    assert.equal(await visible(page, 'maintenance-banner'), false, 'gone once disabled');
  });
});

describe('toasts', () => {
  it('last 6 seconds with a progress bar and the coloured theme', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await page.locator('aside[data-testid="side-menu"] [data-testid="menu-item-logout"]').click();
    const toast = page.locator('.Toastify__toast').first();
    await toast.waitFor({ state: 'visible', timeout: 3_000 });
    const shownAt = Date.now();
    // Keep the pointer away from the toast: hovering pauses react-toastify's timer.
    await page.mouse.move(5, DESKTOP.height - 5);
    assert.equal(await toast.locator('.Toastify__progress-bar').count(), 1, 'progress bar');
    assert.match((await toast.getAttribute('class')) ?? '', /Toastify__toast-theme--colored/, 'coloured theme');
    await sleep(5_000 - (Date.now() - shownAt));
    assert.equal(await page.locator('.Toastify__toast').first().isVisible(), true, 'still visible at 5 s');
    // The 6 s run after the entry animation; by 7 s the toast is leaving (exit animation) or gone.
    await sleep(7_000 - (Date.now() - shownAt));
    const leaving = await page.locator('.Toastify__toast').evaluateAll((els) => els.map((e) => /exit/.test(e.className)));
    assert.ok(leaving.every(Boolean), `closing or gone by 7 s (exit animation: ${JSON.stringify(leaving)})`);
    await sleep(8_000 - (Date.now() - shownAt));
    assert.equal(await page.locator('.Toastify__toast').count(), 0, 'removed by 8 s');
  });
});
