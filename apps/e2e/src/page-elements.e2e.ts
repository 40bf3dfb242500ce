// Other page elements of spec section 2 and the toasts of section 4: scroll-to-top button, product
// buy bar, consent banner and toasts. The maintenance notice is in maintenance-notice.e2e.ts.
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, heading, pathOf, scrollTo, settled, test } from './fixtures';
import { CUSTOMER } from './session';
import { text } from './texts';

/** Spec 4 (apps/web toast-host.tsx): a toast stays 6 s. */
const TOAST_LIFETIME_MS = 6_000;

/** Position of the element's nearest fixed ancestor-or-self, else its own position. */
const fixedPosition = (el: Element) => {
  for (let e: Element | null = el; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return 'fixed';
  return getComputedStyle(el).position;
};

test.describe('scroll to top', () => {
  for (const [name, viewport] of [
    ['wide', { width: 1280, height: 400 }],
    ['narrow', MOBILE],
  ] as const) {
    test(`${name}: appears only after scrolling more than 300 px and scrolls back to the top`, async ({ shop }) => {
      const { page, errors } = await shop.open({ viewport });
      const button = page.getByTestId('scroll-top');
      await page.goto(shop.url('/'));
      await heading(page);
      await settled(page);
      await expect(button, 'not at the top').toBeHidden();
      // scrollTo waits for the frames that handle the scroll, so the button has had its chance to show.
      await scrollTo(page, 300);
      await expect(button, 'not at exactly 300 px').toBeHidden();
      await scrollTo(page, 301);
      await expect(button, 'shown at 301 px').toBeVisible();
      // Back at exactly 300 px it must go again: 300 px is not past the line.
      await scrollTo(page, 300);
      await expect(button, 'gone again at 300 px').toBeHidden();
      await scrollTo(page, 301);
      await expect(page.locator('button[data-testid="scroll-top"]'), 'it is a button').toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' }).toBe(0);
      await expect(button, 'gone again at the top').toBeHidden();
      expect(errors).toEqual([]);
    });
  }
});

test.describe('product bar', () => {
  test('/player, narrow, scrolled past 300 px: player name and Buy now to /player/active-licence', async ({ shop }) => {
    const { page } = await shop.open({ viewport: MOBILE });
    const bar = page.getByTestId('product-bar');
    await page.goto(shop.url('/player'));
    await heading(page);
    await settled(page);
    await expect(bar, 'not at the top').toBeHidden();
    await scrollTo(page, 300);
    await expect(bar, 'not at exactly 300 px').toBeHidden();
    await scrollTo(page, 400);
    await expect(bar).toBeVisible();
    // Back at exactly 300 px it must go again.
    await scrollTo(page, 300);
    await expect(bar, 'gone again at 300 px').toBeHidden();
    await scrollTo(page, 400);
    await expect(bar).toContainText(text('en', 'productBar.player'));
    const buy = bar.locator('a[data-testid="product-bar-buy"]');
    await expect(buy).toHaveText(text('en', 'productBar.buyNow'));
    expect(pathOf(await buy.getAttribute('href'))).toBe('/player/active-licence');
    expect(await bar.evaluate(fixedPosition), 'a fixed bar').toBe('fixed');
    const box = await bar.boundingBox();
    expect(
      box && box.y >= 0 && box.y + box.height <= MOBILE.height + 0.5,
      `bar inside the viewport: ${JSON.stringify(box)}`,
    ).toBe(true);
    await buy.click();
    await expect(page).toHaveURL((u) => u.pathname === '/player/active-licence');
  });

  test('/vpn and its sub-pages, narrow: VPN name and Buy now to /vpn/buy', async ({ shop }) => {
    const { page } = await shop.open({ viewport: MOBILE });
    const bar = page.getByTestId('product-bar');
    for (const path of ['/vpn', '/vpn/box']) {
      await page.goto(shop.url(path));
      await heading(page);
      await scrollTo(page, 400);
      await expect(bar, `bar on ${path}`).toBeVisible();
      await expect(bar, `VPN name on ${path}`).toContainText(text('en', 'productBar.vpn'));
      expect(
        pathOf(await bar.locator('a[data-testid="product-bar-buy"]').getAttribute('href')),
        `link on ${path}`,
      ).toBe('/vpn/buy');
    }
  });

  test('/player sub-pages other than active-licence show it too', async ({ shop }) => {
    const { page } = await shop.open({ viewport: MOBILE });
    await page.goto(shop.url('/player/tech-specs'));
    await heading(page);
    await scrollTo(page, 400);
    await expect(page.getByTestId('product-bar')).toBeVisible();
    expect(pathOf(await page.getByTestId('product-bar-buy').getAttribute('href'))).toBe('/player/active-licence');
  });

  test('not on /player/active-licence, /vpn/buy, other pages, or wide screens', async ({ shop }) => {
    const expectNoBar = async (page: Page, path: string, where: string) => {
      await page.goto(shop.url(path));
      await heading(page);
      await scrollTo(page, 400);
      await settled(page);
      // The scroll-to-top button follows the same 300 px line: its showing proves the scroll was handled.
      await expect(page.getByTestId('scroll-top'), `scroll handled on ${path}`).toBeVisible();
      await expect.soft(page.getByTestId('product-bar'), `no bar on ${path}${where}`).toBeHidden();
    };
    const narrow = await shop.open({ viewport: MOBILE });
    for (const path of ['/player/active-licence', '/vpn/buy', '/', '/support/faq'])
      await expectNoBar(narrow.page, path, '');
    await shop.close(narrow);
    const wide = await shop.open({ viewport: { width: 769, height: 600 } });
    for (const path of ['/player', '/vpn']) await expectNoBar(wide.page, path, ' at 769 px');
    await shop.close(wide);
  });
});

test.describe('consent banner', () => {
  /** Top of the page's main heading in document coordinates. */
  const headingTop = (page: Page) =>
    page
      .locator('h1')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const policy = (page: Page) => page.evaluate(() => localStorage.getItem('policy'));

  for (const [choice, stored] of [
    ['accept', 'true'],
    ['decline', 'false'],
  ] as const) {
    test(`${choice}: stores policy=${stored}, hides, and is not shown again after a reload`, async ({ shop }) => {
      const { page, errors } = await shop.open({ consentUnanswered: true });
      await page.goto(shop.url('/'));
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      expect(await policy(page)).toBeNull();
      const links = (await banner.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).map(pathOf);
      expect(links, 'links to /policy').toContain('/policy');
      await expect(banner.locator('button[data-testid="consent-accept"]')).toHaveCount(1);
      await expect(banner.locator('button[data-testid="consent-decline"]')).toHaveCount(1);
      await page.getByTestId(`consent-${choice}`).click();
      await expect(banner, 'hidden after the choice').toBeHidden();
      expect(await policy(page)).toBe(stored);
      await page.reload();
      // The banner renders with the shell, so once the page has its heading and has settled it would show.
      await heading(page);
      await settled(page);
      await expect(banner, 'not shown again').toBeHidden();
      expect(await policy(page)).toBe(stored);
      expect(errors).toEqual([]);
    });
  }

  test('the policy link leads to /policy', async ({ shop }) => {
    const { page } = await shop.open({ consentUnanswered: true });
    await page.goto(shop.url('/'));
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await banner.locator('a[href$="/policy"]').first().click();
    await expect(page).toHaveURL((u) => u.pathname === '/policy');
    await heading(page);
  });

  for (const [name, viewport] of [
    ['wide', DESKTOP],
    ['narrow', MOBILE],
  ] as const) {
    test(`${name}: a fixed overlay that does not move the page's heading when it appears or goes`, async ({ shop }) => {
      const answered = await shop.open({ viewport });
      await answered.page.goto(shop.url('/'));
      await heading(answered.page);
      await settled(answered.page);
      const without = await headingTop(answered.page);
      await shop.close(answered);

      const { page } = await shop.open({ viewport, consentUnanswered: true });
      await page.goto(shop.url('/'));
      await heading(page);
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await settled(page);
      const withBanner = await headingTop(page);
      expect(await banner.evaluate(fixedPosition)).toBe('fixed');
      expect(
        Math.abs(withBanner - without),
        `heading at ${withBanner} with the banner, ${without} without`,
      ).toBeLessThan(0.5);
      await page.getByTestId('consent-accept').click();
      await expect(banner).toBeHidden();
      await settled(page);
      const after = await headingTop(page);
      expect(
        Math.abs(after - withBanner),
        `heading at ${after} after the banner went, ${withBanner} before`,
      ).toBeLessThan(0.5);
    });
  }
});

test.describe('toasts', () => {
  test('last 6 seconds with a progress bar and the coloured theme', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await page.locator('aside[data-testid="side-menu"] [data-testid="menu-item-logout"]').click();
    const toasts = page.locator('.Toastify__toast');
    const toast = toasts.first();
    await expect(toast).toBeVisible();
    const progress = toast.locator('.Toastify__progress-bar');
    await expect(progress, 'progress bar').toHaveCount(1);
    await expect(toast, 'coloured theme').toHaveClass(/Toastify__toast-theme--colored/);

    // react-toastify times a toast with its progress bar's CSS animation (animationend closes it), a
    // clock page.clock does not drive; the test moves that animation's own time instead.
    const lifetime = await progress.evaluate((bar, at) => {
      const [animation] = bar.getAnimations();
      if (!animation) throw new Error('the progress bar is not animated');
      animation.pause();
      animation.currentTime = at;
      return Number(animation.effect?.getComputedTiming().duration);
    }, TOAST_LIFETIME_MS - 1_000);
    expect(lifetime, 'the lifetime').toBe(TOAST_LIFETIME_MS);
    await settled(page);
    await expect(toast, 'still shown at 5 s').toBeVisible();
    await expect(toast, 'not leaving at 5 s').not.toHaveClass(/exit/);

    // At 6 s it leaves: resolves with the length of its exit animation once that has begun.
    const exitMs = await progress.evaluate(
      (bar) =>
        new Promise<number>((done) => {
          const element = bar.closest('.Toastify__toast');
          if (!element) throw new Error('no toast around the progress bar');
          new MutationObserver((_, observer) => {
            if (!/exit/.test(element.className)) return;
            observer.disconnect();
            done(Math.max(0, ...element.getAnimations().map((a) => Number(a.effect?.getComputedTiming().endTime))));
          }).observe(element, { attributeFilter: ['class'] });
          bar.getAnimations()[0]?.finish();
        }),
    );
    // The exit animation is short: the toast is on its way out well before 7 s, and then goes.
    expect(exitMs, 'an exit animation').toBeGreaterThan(0);
    expect(exitMs, 'exit animation length (ms)').toBeLessThanOrEqual(1_000);
    await expect(toasts, 'removed after its exit').toHaveCount(0);
  });
});
