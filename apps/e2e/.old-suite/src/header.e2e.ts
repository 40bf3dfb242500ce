// Header of spec section 2 and the language rules of sections 4 and 9: links, user label, variants,
// the solid-background rule, the language picker and its effect on texts and pricing, the
// first-visit locale mapping and keyboard access.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, MOBILE, eventually, heading, scrollTo, sleep, useShop } from './fixture';
import { CUSTOMER, headerName } from './session';
import { SHELL_LANGUAGES, text } from './texts';

const shop = useShop();

const pathOf = (href: string | null) => new URL(href ?? 'about:blank', 'http://x').pathname;

const header = (page: Page) => page.locator('header[data-testid="app-header"]');

async function solidAttr(page: Page): Promise<string | null> {
  return header(page).getAttribute('data-solid');
}

/** Waits for the page's h1, then for `data-solid` to settle on `expected` (returns what it saw). */
async function solidAfterLoad(page: Page, expected: 'true' | 'false'): Promise<string | null> {
  await heading(page);
  await header(page).waitFor();
  return eventually(() => solidAttr(page), (v) => v === expected, 2_000);
}

async function chooseLanguage(page: Page, code: string): Promise<void> {
  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-menu').waitFor({ state: 'visible' });
  await page.getByTestId(`language-option-${code}`).click();
}

/** Spec 4: the chosen language is the pricing country (libs/contracts LANGUAGE_COUNTRY). */
const COUNTRY_OF: Record<string, string> = { it: 'IT', en: 'GB', es: 'ES', de: 'DE', fr: 'FR', ru: 'RU' };

interface PricingBody {
  country: string;
  pricings: { productName: string; price: number }[];
}

describe('header: links and user', () => {
  it('shows Home, Player, VPN and FAQ links in the header nav on wide screens', async () => {
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/'));
    const nav = page.locator('nav[data-testid="header-nav"]');
    await nav.waitFor({ state: 'visible' });
    assert.equal(await nav.evaluate((el) => el.closest('header')?.getAttribute('data-testid')), 'app-header', 'the nav is inside the header');
    const links = nav.locator('a');
    const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).map(pathOf);
    assert.deepEqual(hrefs, ['/', '/player', '/vpn', '/support/faq']);
    const labels = (await links.allTextContents()).map((t) => t.trim());
    assert.deepEqual(labels, [text('en', 'nav.home'), text('en', 'nav.player'), text('en', 'nav.vpn'), text('en', 'nav.faq')]);
    assert.deepEqual(errors, []);
  });

  it('hides the header nav below 769 px but keeps the menu button and language picker', async () => {
    const { page } = await shop.open({ viewport: { width: 768, height: 800 } });
    await page.goto(shop.url('/'));
    await heading(page);
    assert.equal(await page.locator('nav[data-testid="header-nav"]').isVisible(), false, 'header nav hidden at 768 px');
    assert.equal(await page.getByTestId('menu-toggle').isVisible(), true, 'menu button visible');
    assert.equal(await page.getByTestId('language-picker').isVisible(), true, 'language picker visible');
    await page.setViewportSize({ width: 769, height: 800 });
    await page.locator('nav[data-testid="header-nav"]').waitFor({ state: 'visible', timeout: 2_000 });
  });

  it('logged out: a login link to /login and no user label', async () => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    const login = page.locator('header a[data-testid="login-link"]');
    await login.waitFor({ state: 'visible' });
    assert.equal(pathOf(await login.getAttribute('href')), '/login');
    assert.equal((await login.textContent())?.trim(), text('en', 'nav.login'));
    assert.equal(await page.getByTestId('header-user').count(), 0);
    await login.click();
    await page.waitForURL((u) => u.pathname === '/login');
  });

  it('logged in: first name and surname initial linking to /dashboard, no login link', async () => {
    const { page, session, errors } = await shop.open({ signInAs: CUSTOMER });
    assert.ok(session);
    await page.goto(shop.url('/'));
    const user = page.locator('header a[data-testid="header-user"]');
    await user.waitFor({ state: 'visible' });
    assert.equal((await user.textContent())?.trim(), headerName(session.user));
    assert.equal((await user.textContent())?.trim(), 'Maria R.');
    assert.equal(pathOf(await user.getAttribute('href')), '/dashboard');
    assert.equal(await page.getByTestId('login-link').count(), 0);
    await user.click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    assert.deepEqual(errors, []);
  });

  it('is restyled on dashboard pages (variant dashboard) and public elsewhere', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/'));
    await heading(page);
    assert.equal(await header(page).getAttribute('data-variant'), 'public');
    await page.goto(shop.url('/dashboard/orders'));
    await heading(page);
    assert.equal(await eventually(() => header(page).getAttribute('data-variant'), (v) => v === 'dashboard', 2_000), 'dashboard');
    // Client-side navigation back to a public page through the header's VPN link.
    await page.locator('nav[data-testid="header-nav"] a[href="/vpn"]').click();
    await page.waitForURL((u) => u.pathname === '/vpn');
    assert.equal(await eventually(() => header(page).getAttribute('data-variant'), (v) => v === 'public', 3_000), 'public');
  });
});

describe('header: solid background', () => {
  it('home: transparent at the top, solid only once scrolled more than 50 px', async () => {
    const { page } = await shop.open({ viewport: { width: 1280, height: 400 } });
    await page.goto(shop.url('/'));
    assert.equal(await solidAfterLoad(page, 'false'), 'false', 'not solid at scrollY 0');
    await scrollTo(page, 50);
    await sleep(150);
    assert.equal(await solidAttr(page), 'false', 'not solid at exactly 50 px');
    await scrollTo(page, 51);
    assert.equal(await eventually(() => solidAttr(page), (v) => v === 'true', 2_000), 'true', 'solid at 51 px');
    await scrollTo(page, 200);
    assert.equal(await solidAttr(page), 'true');
    await scrollTo(page, 0);
    assert.equal(await eventually(() => solidAttr(page), (v) => v === 'false', 2_000), 'false', 'transparent again at the top');
  });

  const alwaysSolid = [
    '/login',
    '/loginTfa',
    '/register',
    '/registerConfirmed',
    '/forgotTfa',
    '/forgotPassword',
    '/confirm-account',
    '/confirm-password',
    '/confirm-tfa',
    '/policy',
    '/terms',
    '/refund-policy',
    '/help',
    '/status',
    '/player/otp',
    '/player/manage-your-app/ABC123',
    '/player/active-licence/ABC123',
  ];

  it('is solid at the top of auth, legal, help, status, otp and code pages', async () => {
    const { page } = await shop.open();
    const wrong: string[] = [];
    for (const path of alwaysSolid) {
      await page.goto(shop.url(path));
      const solid = await solidAfterLoad(page, 'true');
      const y = await page.evaluate(() => window.scrollY);
      if (solid !== 'true' || y !== 0) wrong.push(`${path}: data-solid=${solid} scrollY=${y}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('is solid at the top of dashboard pages', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    const wrong: string[] = [];
    for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/settings/profile']) {
      await page.goto(shop.url(path));
      const solid = await solidAfterLoad(page, 'true');
      if (solid !== 'true') wrong.push(`${path}: data-solid=${solid}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('is not solid at the top of /, /player, /vpn, /player/manage-your-app and /player/active-licence', async () => {
    const { page } = await shop.open();
    const wrong: string[] = [];
    for (const path of ['/', '/player', '/vpn', '/player/manage-your-app', '/player/active-licence']) {
      await page.goto(shop.url(path));
      await heading(page);
      await sleep(300);
      const solid = await solidAttr(page);
      if (solid !== 'false') wrong.push(`${path}: data-solid=${solid}`);
    }
    assert.deepEqual(wrong, []);
  });

  it('follows client-side navigation: / (transparent) -> /login (solid)', async () => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    assert.equal(await solidAfterLoad(page, 'false'), 'false');
    await page.locator('header a[data-testid="login-link"]').click();
    await page.waitForURL((u) => u.pathname === '/login');
    assert.equal(await eventually(() => solidAttr(page), (v) => v === 'true', 2_000), 'true');
  });
});

describe('header: menu button', () => {
  it('opens the side menu drawer (aria-expanded); Escape closes it', async () => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    const toggle = page.getByTestId('menu-toggle');
    const menu = page.locator('aside[data-testid="side-menu"]');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    assert.equal(await menu.getAttribute('data-open'), 'false');
    await toggle.click();
    assert.equal(await eventually(() => menu.getAttribute('data-open'), (v) => v === 'true'), 'true');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    await menu.waitFor({ state: 'visible' });
    // The drawer is on screen once open.
    await sleep(400);
    const box = await menu.boundingBox();
    assert.ok(box && box.x + box.width > 0 && box.x < DESKTOP.width && box.width > 0, `drawer on screen: ${JSON.stringify(box)}`);
    // The open drawer covers the button; it closes with Escape from inside it.
    await menu.locator('[data-testid^="menu-item-"]').first().focus();
    await page.keyboard.press('Escape');
    assert.equal(await eventually(() => menu.getAttribute('data-open'), (v) => v === 'false'), 'false');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  });
});

describe('header: language picker', () => {
  it('lists it, en, es, de, fr and ru, each with a flag that has alt text', async () => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    const menu = page.getByTestId('language-menu');
    assert.equal(await menu.isVisible(), false, 'closed until the picker is used');
    await page.getByTestId('language-picker').click();
    await menu.waitFor({ state: 'visible' });
    for (const code of SHELL_LANGUAGES) {
      const option = menu.getByTestId(`language-option-${code}`);
      assert.equal(await option.count(), 1, `option ${code}`);
      assert.equal(await option.isVisible(), true, `option ${code} visible`);
      // An <img alt> or an inline SVG with role="img" and a text alternative (aria-label or <title>).
      const alts = await option.locator('img, [role="img"]').evaluateAll((imgs) =>
        imgs.map((i) =>
          i.tagName === 'IMG'
            ? (i.getAttribute('alt') ?? '')
            : (i.getAttribute('aria-label') ?? i.querySelector(':scope > title')?.textContent ?? i.getAttribute('title') ?? ''),
        ),
      );
      assert.ok(alts.length >= 1, `option ${code} has a flag image`);
      assert.ok(alts.every((a) => a.trim().length > 0), `flag of ${code} has alt text: ${JSON.stringify(alts)}`);
    }
  });

  it('switching the language changes the texts, the pricing country and the stored language, for every language', async () => {
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    const login = page.locator('header a[data-testid="login-link"]');
    for (const code of ['it', 'de', 'fr', 'es', 'ru', 'en']) {
      // Pricing follows the language: the web asks with the language, the API answers its country
      // (English prices were loaded with the page and may come from the web's cache).
      const pricing =
        code === 'en'
          ? undefined
          : page.waitForResponse((r) => r.url().includes('/api/Pricing') && new URL(r.url()).searchParams.get('country')?.toLowerCase() === code, {
              timeout: 5_000,
            });
      await chooseLanguage(page, code);
      if (pricing) {
        const answer = (await (await pricing).json()) as PricingBody & { exclusions: { productType: string }[] };
        assert.equal(answer.country, COUNTRY_OF[code], `prices of ${COUNTRY_OF[code]} for ${code}`);
        if (code === 'ru') assert.ok(answer.exclusions.some((e) => e.productType === 'SHIP'), 'RU excludes shipping');
      }
      const expected = text(code, 'nav.login');
      const shown = await eventually(async () => (await login.textContent())?.trim(), (t) => t === expected, 3_000);
      assert.equal(shown, expected, `login link in ${code}`);
      const home = page.locator('nav[data-testid="header-nav"] a').first();
      assert.equal((await home.textContent())?.trim(), text(code, 'nav.home'), `Home link in ${code}`);
      assert.equal(await page.evaluate(() => localStorage.getItem('language')), code);
    }
    assert.deepEqual(errors, []);
  });

  it('switching to Italian asks for Italian prices and shows them; the choice survives a reload', async () => {
    const { page, errors } = await shop.open();
    const first = page.waitForResponse((r) => r.url().includes('/api/Pricing'));
    await page.goto(shop.url('/'));
    const firstResponse = await first;
    assert.equal(new URL(firstResponse.url()).searchParams.get('country')?.toLowerCase(), 'en');
    const gb = (await firstResponse.json()) as PricingBody;
    assert.equal(gb.country, 'GB');
    const price = page.getByTestId('price-player');
    const gbPrice = gb.pricings.find((p) => p.productName === 'VIDEO-PLAYER-LIFETIME')?.price;
    assert.ok(gbPrice);
    const digits = async () => ((await price.textContent()) ?? '').replace(/\D/g, '');
    assert.equal(await eventually(digits, (d) => d === String(gbPrice), 10_000), String(gbPrice), 'GB price shown');

    const italian = page.waitForResponse((r) => r.url().includes('/api/Pricing') && new URL(r.url()).searchParams.get('country')?.toLowerCase() === 'it');
    await chooseLanguage(page, 'it');
    const it = (await (await italian).json()) as PricingBody;
    assert.equal(it.country, 'IT');
    const itPrice = it.pricings.find((p) => p.productName === 'VIDEO-PLAYER-LIFETIME')?.price;
    assert.ok(itPrice && itPrice !== gbPrice, 'the seed prices differ between GB and IT');
    assert.equal(await eventually(digits, (d) => d === String(itPrice), 10_000), String(itPrice), 'IT price shown after the switch');
    assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'it');

    const again = page.waitForRequest((r) => r.url().includes('/api/Pricing'));
    await page.reload();
    assert.equal(new URL((await again).url()).searchParams.get('country')?.toLowerCase(), 'it', 'stored language used after reload');
    const login = page.locator('header a[data-testid="login-link"]');
    assert.equal(await eventually(async () => (await login.textContent())?.trim(), (t) => t === text('it', 'nav.login'), 5_000), text('it', 'nav.login'));
    assert.deepEqual(errors, []);
  });
});

describe('language: first visit follows the browser locale', () => {
  const cases: [locale: string, language: string][] = [
    ['it-IT', 'it'],
    ['de-DE', 'de'],
    ['fr-FR', 'fr'],
    ['es-ES', 'en'],
    ['en-US', 'en'],
  ];
  for (const [locale, language] of cases) {
    it(`${locale} shows ${language} texts and asks for ${language} prices`, async () => {
      const opened = await shop.open({ locale });
      const { page } = opened;
      const pricing = page.waitForRequest((r) => r.url().includes('/api/Pricing'));
      await page.goto(shop.url('/'));
      assert.equal(new URL((await pricing).url()).searchParams.get('country')?.toLowerCase(), language);
      const login = page.locator('header a[data-testid="login-link"]');
      await login.waitFor();
      const expected = text(language, 'nav.login');
      assert.equal(await eventually(async () => (await login.textContent())?.trim(), (t) => t === expected, 3_000), expected);
      assert.equal(
        (await page.locator('nav[data-testid="header-nav"] a').first().textContent())?.trim(),
        text(language, 'nav.home'),
      );
      await shop.close(opened);
    });
  }
});

describe('header: keyboard', () => {
  it('Tab from the page start reaches the header links and the language picker, with a visible focus outline', async () => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    await page.locator('nav[data-testid="header-nav"] a').first().waitFor();
    const reached = new Map<string, { outline: string; width: string }>();
    for (let i = 0; i < 40 && reached.size < 5; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const inNav = Boolean(el.closest('nav[data-testid="header-nav"]'));
        const key = el.getAttribute('data-testid') === 'language-picker' ? 'language-picker' : inNav ? `nav:${el.getAttribute('href')}` : null;
        return key ? { key, outline: style.outlineStyle, width: style.outlineWidth } : null;
      });
      if (focused) reached.set(focused.key, { outline: focused.outline, width: focused.width });
    }
    const keys = [...reached.keys()].map((k) => (k.startsWith('nav:') ? `nav:${pathOf(k.slice(4))}` : k)).sort();
    assert.deepEqual(keys, ['language-picker', 'nav:/', 'nav:/player', 'nav:/support/faq', 'nav:/vpn'].sort(), 'reached by Tab');
    for (const [key, style] of reached) {
      assert.notEqual(style.outline, 'none', `${key} shows a focus outline`);
      assert.ok(parseFloat(style.width) > 0, `${key} focus outline has a width (${style.width})`);
    }
  });
});

describe('header: mobile', () => {
  it('at 375 px the header has the menu button, picker and login link; the nav is hidden', async () => {
    const { page } = await shop.open({ viewport: MOBILE });
    await page.goto(shop.url('/'));
    await heading(page);
    assert.equal(await page.locator('nav[data-testid="header-nav"]').isVisible(), false);
    for (const id of ['menu-toggle', 'language-picker', 'login-link']) {
      assert.equal(await page.getByTestId(id).isVisible(), true, `${id} visible`);
      const box = await page.getByTestId(id).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= MOBILE.width + 0.5, `${id} inside the 375 px viewport: ${JSON.stringify(box)}`);
    }
  });
});
