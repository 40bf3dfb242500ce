// Side menu rules of spec section 2: logout, and the reseller sub-header. The rules that follow the
// price lists are in side-menu-prices.e2e.ts.
import type { Page } from '@playwright/test';
import { MOBILE, expect, heading, settled, test } from './fixtures';
import { CUSTOMER, RESELLER, signIn } from './session';
import { item, pathOf, showMenu } from './side-menu-page';

test.describe('side menu: logout', () => {
  test('clears token and user, goes to /login with a success toast, header shows the login link', async ({ shop }) => {
    const { page, errors } = await shop.open();
    // Signed in on the open page, the way session.ts documents it.
    await signIn(page, shop.baseUrl, shop.server, CUSTOMER);
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await showMenu(page);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    await item(page, 'logout').click();
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    await expect(page.locator('.Toastify__toast--success').first()).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
      null,
      null,
    ]);
    await expect(page.locator('header a[data-testid="login-link"]')).toBeVisible();
    await expect(page.getByTestId('header-user')).toHaveCount(0);
    // The dashboard is now closed to this browser.
    await page.goto(shop.url('/dashboard'));
    await expect(page).toHaveURL((u) => u.pathname === '/login');
    expect(errors.filter((e) => !/401|Unauthorized/i.test(e))).toEqual([]);
  });
});

test.describe('reseller sub-header', () => {
  const expected = [
    '/dashboard/player/devices',
    '/dashboard/player/allMyPlaylist',
    '/dashboard/player/licences',
    '/dashboard/pass/passList',
    '/dashboard/box/boxList',
    '/dashboard/orders',
    '/dashboard/coupon/list-coupon',
    '/dashboard/ticket',
  ];
  const subheader = (page: Page) => page.locator('nav[data-testid="reseller-subheader"]');

  test('reseller, narrow, dashboard sub-page: eight links to the reseller pages', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: RESELLER, viewport: MOBILE });
    await page.goto(shop.url('/dashboard/orders'));
    await heading(page);
    await expect(subheader(page)).toBeVisible();
    const hrefs = (
      await subheader(page)
        .locator('a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    ).map(pathOf);
    expect(hrefs).toHaveLength(8);
    expect([...hrefs].sort()).toEqual([...expected].sort());
    await subheader(page).locator('a[href="/dashboard/ticket"]').click();
    await expect(page).toHaveURL((u) => u.pathname === '/dashboard/ticket');
    await expect(subheader(page)).toBeVisible();
  });

  test('absent on /dashboard itself, on wide screens, for customers and on public pages', async ({ shop }) => {
    const reseller = await shop.open({ signInAs: RESELLER, viewport: MOBILE });
    await reseller.page.goto(shop.url('/dashboard'));
    await heading(reseller.page);
    await settled(reseller.page);
    await expect(subheader(reseller.page), 'not on /dashboard').toBeHidden();
    await reseller.page.goto(shop.url('/vpn'));
    await heading(reseller.page);
    await settled(reseller.page);
    await expect(subheader(reseller.page), 'not on /vpn').toBeHidden();
    await reseller.page.goto(shop.url('/dashboard/orders'));
    await heading(reseller.page);
    await expect(subheader(reseller.page)).toBeVisible();
    await reseller.page.setViewportSize({ width: 769, height: 800 });
    await expect(subheader(reseller.page), 'not at 769 px').toBeHidden();
    await shop.close(reseller);

    const customer = await shop.open({ signInAs: CUSTOMER, viewport: MOBILE });
    await customer.page.goto(shop.url('/dashboard/orders'));
    await heading(customer.page);
    await settled(customer.page);
    await expect(subheader(customer.page), 'not for customers').toBeHidden();
    await shop.close(customer);
  });
});
