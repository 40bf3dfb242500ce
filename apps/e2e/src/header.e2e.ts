// Header of spec section 2 and the language rules of sections 4 and 9: links, user label, variants,
// the solid-background rule, the language picker and its effect on texts and pricing, the
// first-visit locale mapping and keyboard access.
import { DESKTOP, MOBILE, expect, heading, pathOf, scrollTo, settled, test } from './fixtures';
import { CUSTOMER, headerName } from './session';
import { chooseLanguage, header, headerNav, loginLink } from './header-page';
import { SHELL_LANGUAGES, text } from './texts';

/** Spec 4: the chosen language is the pricing country (libs/contracts LANGUAGE_COUNTRY). */
const COUNTRY_OF: Record<string, string> = { it: 'IT', en: 'GB', es: 'ES', de: 'DE', fr: 'FR', ru: 'RU' };

interface PricingBody {
  country: string;
  pricings: { productName: string; price: number }[];
}

const isPricing = (url: string, language?: string) =>
  url.includes('/api/Pricing') &&
  (language === undefined || new URL(url).searchParams.get('country')?.toLowerCase() === language);

test.describe('header: links and user', () => {
  test('shows Home, Player, VPN and FAQ links in the header nav on wide screens', async ({ shop }) => {
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/'));
    // The nav is inside the header.
    const nav = header(page).locator('nav[data-testid="header-nav"]');
    await expect(nav).toBeVisible();
    const links = nav.locator('a');
    await expect(links).toHaveText([
      text('en', 'nav.home'),
      text('en', 'nav.player'),
      text('en', 'nav.vpn'),
      text('en', 'nav.faq'),
    ]);
    const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).map(pathOf);
    expect(hrefs).toEqual(['/', '/player', '/vpn', '/support/faq']);
    expect(errors).toEqual([]);
  });

  test('hides the header nav below 769 px but keeps the menu button and language picker', async ({ shop }) => {
    const { page } = await shop.open({ viewport: { width: 768, height: 800 } });
    await page.goto(shop.url('/'));
    await heading(page);
    await settled(page);
    await expect(headerNav(page), 'header nav hidden at 768 px').toBeHidden();
    await expect(page.getByTestId('menu-toggle')).toBeVisible();
    await expect(page.getByTestId('language-picker')).toBeVisible();
    await page.setViewportSize({ width: 769, height: 800 });
    await expect(headerNav(page)).toBeVisible();
  });

  test('logged out: a login link to /login and no user label', async ({ shop }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    const login = loginLink(page);
    await expect(login).toBeVisible();
    await expect(login).toHaveText(text('en', 'nav.login'));
    expect(pathOf(await login.getAttribute('href'))).toBe('/login');
    // The login link shows the logged-out header, which has no user label.
    await expect(page.getByTestId('header-user')).toHaveCount(0);
    await login.click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
  });

  test('logged in: first name and surname initial linking to /dashboard, no login link', async ({ shop }) => {
    const { page, session, errors } = await shop.open({ signInAs: CUSTOMER });
    if (!session) throw new Error('signInAs gives a session');
    await page.goto(shop.url('/'));
    const user = page.locator('header a[data-testid="header-user"]');
    await expect(user).toBeVisible();
    await expect(user).toHaveText(headerName(session.user));
    await expect(user).toHaveText('Maria R.');
    expect(pathOf(await user.getAttribute('href'))).toBe('/dashboard');
    await expect(page.getByTestId('login-link')).toHaveCount(0);
    await user.click();
    await expect(page).toHaveURL((u) => u.pathname === '/dashboard');
    expect(errors).toEqual([]);
  });

  test('is restyled on dashboard pages (variant dashboard) and public elsewhere', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/'));
    await heading(page);
    await expect(header(page)).toHaveAttribute('data-variant', 'public');
    await page.goto(shop.url('/dashboard/orders'));
    await heading(page);
    await expect(header(page)).toHaveAttribute('data-variant', 'dashboard');
    // Client-side navigation back to a public page through the header's VPN link.
    await headerNav(page).locator('a[href="/vpn"]').click();
    await expect(page).toHaveURL((u) => u.pathname === '/vpn');
    await expect(header(page)).toHaveAttribute('data-variant', 'public');
  });
});

test.describe('header: solid background', () => {
  test('home: transparent at the top, solid only once scrolled more than 50 px', async ({ shop }) => {
    const { page } = await shop.open({ viewport: { width: 1280, height: 400 } });
    await page.goto(shop.url('/'));
    await heading(page);
    await settled(page);
    await expect(header(page), 'not solid at scrollY 0').toHaveAttribute('data-solid', 'false');
    // scrollTo waits for the frames that handle the scroll, so the header has had its chance to change.
    await scrollTo(page, 50);
    await expect(header(page), 'not solid at exactly 50 px').toHaveAttribute('data-solid', 'false');
    await scrollTo(page, 51);
    await expect(header(page), 'solid at 51 px').toHaveAttribute('data-solid', 'true');
    // Back at exactly 50 px it must turn transparent again: 50 px is not past the line.
    await scrollTo(page, 50);
    await expect(header(page), 'transparent again at 50 px').toHaveAttribute('data-solid', 'false');
    await scrollTo(page, 200);
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
    await scrollTo(page, 0);
    await expect(header(page), 'transparent again at the top').toHaveAttribute('data-solid', 'false');
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

  test('is solid at the top of auth, legal, help, status, otp and code pages', async ({ shop }) => {
    const { page } = await shop.open();
    for (const path of alwaysSolid) {
      await page.goto(shop.url(path));
      await heading(page);
      await expect.soft(header(page), `${path}: solid`).toHaveAttribute('data-solid', 'true');
      expect.soft(await page.evaluate(() => window.scrollY), `${path}: at the top`).toBe(0);
    }
  });

  test('is solid at the top of dashboard pages', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    for (const path of ['/dashboard', '/dashboard/orders', '/dashboard/settings/profile']) {
      await page.goto(shop.url(path));
      await heading(page);
      await expect.soft(header(page), `${path}: solid`).toHaveAttribute('data-solid', 'true');
    }
  });

  test('is not solid at the top of /, /player, /vpn, /player/manage-your-app and /player/active-licence', async ({
    shop,
  }) => {
    const { page } = await shop.open();
    for (const path of ['/', '/player', '/vpn', '/player/manage-your-app', '/player/active-licence']) {
      await page.goto(shop.url(path));
      await heading(page);
      await settled(page);
      await expect.soft(header(page), `${path}: not solid`).toHaveAttribute('data-solid', 'false');
    }
  });

  test('follows client-side navigation: / (transparent) -> /login (solid)', async ({ shop }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await loginLink(page).click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
  });
});

test.describe('header: menu button', () => {
  test('opens the side menu drawer (aria-expanded); Escape closes it', async ({ shop }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    const toggle = page.getByTestId('menu-toggle');
    const menu = page.locator('aside[data-testid="side-menu"]');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toHaveAttribute('data-open', 'false');
    await toggle.click();
    await expect(menu).toHaveAttribute('data-open', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    // The open drawer slides in until it is wholly on screen at the left edge.
    await expect(menu).toBeInViewport();
    await expect.poll(async () => (await menu.boundingBox())?.x, { message: 'drawer at the left edge' }).toBe(0);
    const box = await menu.boundingBox();
    expect(box && box.width > 0 && box.x + box.width <= DESKTOP.width, `drawer on screen: ${JSON.stringify(box)}`).toBe(
      true,
    );
    // The open drawer covers the button; it closes with Escape from inside it.
    await menu.locator('[data-testid^="menu-item-"]').first().focus();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('data-open', 'false');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('header: language picker', () => {
  test('lists it, en, es, de, fr and ru, each with its flag (decorative: the language name names the option)', async ({
    shop,
  }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    await settled(page);
    const menu = page.getByTestId('language-menu');
    await expect(menu, 'closed until the picker is used').toBeHidden();
    await page.getByTestId('language-picker').click();
    await expect(menu).toBeVisible();
    for (const code of SHELL_LANGUAGES) {
      const option = menu.getByTestId(`language-option-${code}`);
      await expect(option, `option ${code}`).toHaveCount(1);
      await expect(option, `option ${code} visible`).toBeVisible();
      const flag = option.locator('img');
      await expect(flag, `option ${code} shows a flag`).toBeVisible();
      await expect(flag, `the flag of ${code} is decorative (alt="")`).toHaveAttribute('alt', '');
    }
  });

  test('switching the language changes the texts, the pricing country and the stored language, for every language', async ({
    shop,
  }) => {
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    for (const code of ['it', 'de', 'fr', 'es', 'ru', 'en']) {
      // Pricing follows the language: the web asks with the language, the API answers its country
      // (English prices were loaded with the page and may come from the web's cache).
      const pricing = code === 'en' ? undefined : page.waitForResponse((r) => isPricing(r.url(), code));
      await chooseLanguage(page, code);
      if (pricing) {
        const answer = (await (await pricing).json()) as PricingBody & { exclusions: { productType: string }[] };
        expect(answer.country, `prices of ${COUNTRY_OF[code]} for ${code}`).toBe(COUNTRY_OF[code]);
        if (code === 'ru')
          expect(
            answer.exclusions.some((e) => e.productType === 'SHIP'),
            'RU excludes shipping',
          ).toBe(true);
      }
      await expect(loginLink(page), `login link in ${code}`).toHaveText(text(code, 'nav.login'));
      await expect(headerNav(page).locator('a').first(), `Home link in ${code}`).toHaveText(text(code, 'nav.home'));
      await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe(code);
    }
    expect(errors).toEqual([]);
  });

  test('switching to Italian asks for Italian prices and shows them; the choice survives a reload', async ({
    shop,
  }) => {
    const { page, errors } = await shop.open();
    const first = page.waitForResponse((r) => isPricing(r.url()));
    await page.goto(shop.url('/'));
    const firstResponse = await first;
    expect(new URL(firstResponse.url()).searchParams.get('country')?.toLowerCase()).toBe('en');
    const gb = (await firstResponse.json()) as PricingBody;
    expect(gb.country).toBe('GB');
    const price = page.getByTestId('price-player');
    const gbPrice = gb.pricings.find((p) => p.productName === 'VIDEO-PLAYER-LIFETIME')?.price;
    if (!gbPrice) throw new Error('the GB list has the player licence');
    const digits = async () => ((await price.textContent()) ?? '').replace(/\D/g, '');
    await expect.poll(digits, { message: 'GB price shown' }).toBe(String(gbPrice));

    const italian = page.waitForResponse((r) => isPricing(r.url(), 'it'));
    await chooseLanguage(page, 'it');
    const it = (await (await italian).json()) as PricingBody;
    expect(it.country).toBe('IT');
    const itPrice = it.pricings.find((p) => p.productName === 'VIDEO-PLAYER-LIFETIME')?.price;
    expect(itPrice !== undefined && itPrice !== gbPrice, 'the seed prices differ between GB and IT').toBe(true);
    await expect.poll(digits, { message: 'IT price shown after the switch' }).toBe(String(itPrice));
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('it');

    const again = page.waitForRequest((r) => isPricing(r.url()));
    await page.reload();
    expect(
      new URL((await again).url()).searchParams.get('country')?.toLowerCase(),
      'stored language used after reload',
    ).toBe('it');
    await expect(loginLink(page)).toHaveText(text('it', 'nav.login'));
    expect(errors).toEqual([]);
  });
});

test.describe('language: first visit follows the browser locale', () => {
  const cases: [locale: string, language: string][] = [
    ['it-IT', 'it'],
    ['de-DE', 'de'],
    ['fr-FR', 'fr'],
    ['es-ES', 'en'],
    ['en-US', 'en'],
  ];
  for (const [locale, language] of cases) {
    test(`${locale} shows ${language} texts and asks for ${language} prices`, async ({ shop }) => {
      const { page } = await shop.open({ locale });
      const pricing = page.waitForRequest((r) => isPricing(r.url()));
      await page.goto(shop.url('/'));
      expect(new URL((await pricing).url()).searchParams.get('country')?.toLowerCase()).toBe(language);
      await expect(loginLink(page)).toHaveText(text(language, 'nav.login'));
      await expect(headerNav(page).locator('a').first()).toHaveText(text(language, 'nav.home'));
    });
  }
});

test.describe('header: keyboard', () => {
  test('Tab from the page start reaches the header links and the language picker, with a visible focus outline', async ({
    shop,
  }) => {
    const { page } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    await expect(headerNav(page).locator('a').first()).toBeVisible();
    const reached = new Map<string, { outline: string; width: string }>();
    for (let i = 0; i < 40 && reached.size < 5; i++) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const inNav = Boolean(el.closest('nav[data-testid="header-nav"]'));
        const key =
          el.getAttribute('data-testid') === 'language-picker'
            ? 'language-picker'
            : inNav
              ? `nav:${el.getAttribute('href')}`
              : null;
        return key ? { key, outline: style.outlineStyle, width: style.outlineWidth } : null;
      });
      if (focused) reached.set(focused.key, { outline: focused.outline, width: focused.width });
    }
    const keys = [...reached.keys()].map((k) => (k.startsWith('nav:') ? `nav:${pathOf(k.slice(4))}` : k)).sort();
    expect(keys, 'reached by Tab').toEqual(
      ['language-picker', 'nav:/', 'nav:/player', 'nav:/support/faq', 'nav:/vpn'].sort(),
    );
    for (const [key, style] of reached) {
      expect(style.outline, `${key} shows a focus outline`).not.toBe('none');
      expect(parseFloat(style.width), `${key} focus outline has a width (${style.width})`).toBeGreaterThan(0);
    }
  });
});

test.describe('header: mobile', () => {
  test('at 375 px the header has the menu button, picker and login link; the nav is hidden', async ({ shop }) => {
    const { page } = await shop.open({ viewport: MOBILE });
    await page.goto(shop.url('/'));
    await heading(page);
    await settled(page);
    await expect(headerNav(page)).toBeHidden();
    for (const id of ['menu-toggle', 'language-picker', 'login-link']) {
      await expect(page.getByTestId(id), `${id} visible`).toBeVisible();
      const box = await page.getByTestId(id).boundingBox();
      expect(
        box && box.x >= 0 && box.x + box.width <= MOBILE.width + 0.5,
        `${id} inside the 375 px viewport: ${JSON.stringify(box)}`,
      ).toBe(true);
    }
  });
});
