// Phones and long words (issue 12), in every language: at 320 and 375 px no page scrolls sideways
// and the footer's links can be clicked at the bottom of every page (the public routes, and the
// dashboard as a reseller), with the buy bar of /player and /vpn and the scroll-to-top button
// showing; the header's Login button keeps one line and is not cut off; at 1280 px the scroll-to-top
// button leaves the footer's version free; toasts stay inside the screen in both directions, below
// the header's controls, with text at 4.5:1 or more. One page per language walks every route inside
// the app and checks both widths on each, and that its h1 is translated and nothing logs an error.
import type { Page } from '@playwright/test';
import { DESKTOP, MOBILE, expect, goInside, heading, settled, test, type Opened } from './fixtures';
import { bottomReport, contrast, headerReport, overlaps, toastReport, type Box } from './phone-widths-page';
import { RESELLER } from './session';
import { item, showMenu } from './side-menu-page';
import { routesTable } from './texts';

const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ru', 'sa'] as const;
const PHONE_WIDTHS = [375, 320];
const PUBLIC = routesTable('PUBLIC_ROUTES').map((route) =>
  route.replace('$otp', 'ABC123').replace('$result', 'success'),
);
const DASHBOARD = routesTable('DASHBOARD_ROUTES');
/** A heading that is a translation key or an interpolation left over means missing texts. */
const UNTRANSLATED = /^[a-z]+(\.[a-zA-Z0-9]+)+$|#\w+#/;
/** WCAG 1.4.3 for normal text. */
const TEXT_CONTRAST = 4.5;

/** Spec 2: the buy bar belongs to /player pages other than active-licence and /vpn pages other than buy. */
const buyBarDue = (path: string) =>
  (/^\/player(\/|$)/.test(path) && !path.startsWith('/player/active-licence')) ||
  (/^\/vpn(\/|$)/.test(path) && !path.startsWith('/vpn/buy'));

const inside = (box: Box, width: number) => box.left >= -0.5 && box.right <= width + 0.5;

/** Sets the width and lets the page lay itself out again (and its width-dependent parts render). */
async function resize(page: Page, width: number, height = MOBILE.height): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Logged out the header shows the Login button, signed in the user's name. */
type Account = 'login-link' | 'header-user';

/** The header's controls are inside the screen, apart from each other, and the login label is on one uncut line. */
async function checkHeader(page: Page, where: string, width: number, account: Account): Promise<void> {
  const report = await page.evaluate(headerReport);
  const names = Object.keys(report.controls);
  expect
    .soft(names, `${where}: the header's controls`)
    .toEqual(expect.arrayContaining(['menu-toggle', 'brand', 'language-picker', account]));
  for (const [name, box] of Object.entries(report.controls)) {
    expect.soft(inside(box, width), `${where}: ${name} inside the screen: ${JSON.stringify(box)}`).toBe(true);
    for (const other of names.filter((n) => n > name)) {
      expect.soft(overlaps(box, report.controls[other]), `${where}: ${name} and ${other} apart`).toBe(false);
    }
  }
  if (report.controls['login-link']) {
    expect.soft(report.loginLines, `${where}: the Login label on one line`).toBe(1);
    expect.soft(report.loginCut, `${where}: the Login label not cut off`).toBeLessThanOrEqual(0);
  }
}

/**
 * Goes to each path inside the app and checks it at both phone widths (starting with the width the
 * page has, so the widths alternate and each path needs one resize). Returns the paths where the
 * buy bar showed at the bottom.
 */
async function walk(opened: Opened, language: string, paths: readonly string[], account: Account): Promise<string[]> {
  const { page, errors } = opened;
  const withBuyBar: string[] = [];
  let widths = [...PHONE_WIDTHS];
  for (const [index, path] of paths.entries()) {
    if (index > 0) await goInside(page, path);
    // The report waits for the heading and its own frames; a phone width change needs no more.
    await settled(page);
    const pathname = new URL(page.url()).pathname;
    // Every route's texts in this language (routes.e2e.ts loads each route by its address, in English).
    const h1 = await heading(page);
    expect.soft(h1, `${language}, ${path}: a translated h1`).not.toMatch(UNTRANSLATED);
    expect.soft(errors.splice(0), `${language}, ${path}: no console error`).toEqual([]);
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: MOBILE.height });
      const where = `${language} at ${width} px, ${path}${pathname === path ? '' : ` (now ${pathname})`}`;
      const report = await page.evaluate(bottomReport, buyBarDue(pathname));
      expect.soft(report.problems, `${where}: nothing sideways, the footer's links clickable`).toEqual([]);
      if (report.buyBar) withBuyBar.push(pathname);
      if (index === 0) await checkHeader(page, where, width, account);
    }
    widths = widths.reverse();
  }
  return withBuyBar;
}

/** Toasts at each width: inside the screen, below the header and off its controls. */
async function checkToasts(page: Page, language: string): Promise<void> {
  const toast = page.locator('.Toastify__toast').first();
  await expect(toast).toBeVisible();
  // Stays while it is measured (its lifetime is its progress bar's animation), in its place at once.
  await toast
    .locator('.Toastify__progress-bar')
    .evaluate((bar) => bar.getAnimations().forEach((animation) => animation.pause()));
  await toast.evaluate((element) => element.getAnimations().forEach((animation) => animation.finish()));
  for (const width of [...PHONE_WIDTHS, DESKTOP.width]) {
    await resize(page, width, width === DESKTOP.width ? DESKTOP.height : MOBILE.height);
    const where = `${language} at ${width} px`;
    const { container, toasts, colours } = await page.evaluate(toastReport);
    const header = await page.evaluate(headerReport);
    if (!container) throw new Error(`${where}: no toast container`);
    expect
      .soft(inside(container, width), `${where}: the toast container inside the screen: ${JSON.stringify(container)}`)
      .toBe(true);
    for (const box of toasts) {
      expect.soft(inside(box, width), `${where}: a toast inside the screen: ${JSON.stringify(box)}`).toBe(true);
      expect.soft(box.top, `${where}: a toast below the header`).toBeGreaterThanOrEqual(header.header.bottom - 0.5);
      for (const [name, control] of Object.entries(header.controls)) {
        expect.soft(overlaps(box, control), `${where}: a toast off the header's ${name}`).toBe(false);
      }
    }
    for (const { kind, color, background } of colours) {
      expect
        .soft(contrast(color, background), `${where}: ${kind} toast text ${color} on ${background}`)
        .toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  }
  // Its time is up: it leaves, its exit animation played to the end at once.
  await toast.evaluate(
    (element) =>
      new Promise<void>((done) => {
        new MutationObserver((_, observer) => {
          if (!/exit/.test(element.className)) return;
          observer.disconnect();
          element.getAnimations().forEach((animation) => animation.finish());
          done();
        }).observe(element, { attributeFilter: ['class'] });
        element
          .querySelector('.Toastify__progress-bar')
          ?.getAnimations()
          .forEach((animation) => animation.finish());
      }),
  );
  await expect(page.locator('.Toastify__toast'), 'the toast goes').toHaveCount(0);
}

test.describe('phone widths: every route in every language', () => {
  for (const language of LANGUAGES) {
    test(`${language}: nothing scrolls sideways at 320 and 375 px, footer links clickable, header and toasts in place`, async ({
      shop,
    }) => {
      const opened = await shop.open({ viewport: MOBILE, storage: { policy: 'true', language }, signInAs: RESELLER });
      const { page } = opened;

      await test.step('dashboard routes as a reseller', async () => {
        await page.goto(shop.url(DASHBOARD[0]));
        await walk(opened, language, DASHBOARD, 'header-user');
      });

      await test.step('the logout toast: in the screen, below the header, readable', async () => {
        await resize(page, MOBILE.width);
        await showMenu(page);
        await item(page, 'logout').click();
        await expect(page).toHaveURL((url) => url.pathname === '/login');
        await heading(page);
        await checkToasts(page, language);
      });

      await test.step('public routes', async () => {
        const publicFromLogin = ['/login', ...PUBLIC.filter((path) => path !== '/login')];
        opened.errors.length = 0;
        const withBuyBar = await walk(opened, language, publicFromLogin, 'login-link');
        // The long product pages show the bar at the bottom, so the check above saw it beside the footer.
        expect
          .soft(withBuyBar, `${language}: the buy bar showed at the bottom`)
          .toEqual(expect.arrayContaining(['/player', '/vpn']));
      });

      await test.step('at 1280 px the scroll-to-top button leaves the footer free', async () => {
        // Short enough that /help scrolls past 300 px in every language.
        await resize(page, DESKTOP.width, 500);
        await goInside(page, '/help');
        await settled(page);
        await heading(page);
        const report = await page.evaluate(bottomReport, false);
        expect.soft(report.scrollTop, `${language}: the scroll-to-top button shows at the bottom of /help`).toBe(true);
        expect
          .soft(report.problems, `${language} at 1280 px, /help: the footer's links and version clickable`)
          .toEqual([]);
      });
    });
  }
});
