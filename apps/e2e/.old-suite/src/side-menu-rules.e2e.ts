// Side menu rules of spec section 2 that follow the price lists (Buy VPN Box: hardware list,
// shipping exclusion, first item's stock; coupons), logout, and the reseller sub-header.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { createUser, setBoxStock, setProductTypeActive } from './db';
import { MOBILE, eventually, heading, sleep, useShop } from './fixture';
import { CUSTOMER, RESELLER, signIn } from './session';
import { escape, expandGroup, gotoWithPricing, item, openBuyBoxItem, pathOf, showMenu, visibleKeys } from './side-menu-page';
import { text } from './texts';

const shop = useShop();

describe('side menu: Buy VPN Box and coupons follow the price lists', () => {
  it('Buy VPN Box in stock: a link that navigates to /dashboard/box/boxNew, without a ban icon', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    const buy = await openBuyBoxItem(page, shop.url('/dashboard'));
    assert.notEqual(await buy.getAttribute('aria-disabled'), 'true');
    assert.equal(await buy.getByTestId('menu-ban-icon').count(), 0);
    await buy.click();
    await page.waitForURL((u) => u.pathname === '/dashboard/box/boxNew');
  });

  it('first hardware item out of stock: ban icon, aria-disabled, and a click only gives an info toast', async () => {
    const restore = await setBoxStock(shop.server, (name) => (name === 'VPNBOX-ONE-MONTH-HW' ? 0 : 20));
    try {
      const { page } = await shop.open({ signInAs: CUSTOMER });
      const buy = await openBuyBoxItem(page, shop.url('/dashboard'));
      assert.equal(await eventually(() => buy.getAttribute('aria-disabled'), (v) => v === 'true', 5_000), 'true');
      assert.equal(await buy.getByTestId('menu-ban-icon').count(), 1, 'ban icon');
      const box = await buy.boundingBox();
      assert.ok(box);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      const toast = page.locator('.Toastify__toast--info');
      await toast.first().waitFor({ state: 'visible', timeout: 3_000 });
      assert.match((await toast.first().textContent()) ?? '', new RegExp(escape(text('en', 'menu.boxOutOfStock').slice(0, 20))));
      await sleep(500);
      assert.equal(new URL(page.url()).pathname, '/dashboard', 'no navigation');
    } finally {
      await restore();
    }
  });

  it('only the first hardware item counts: others out of stock keep Buy VPN Box enabled', async () => {
    const restore = await setBoxStock(shop.server, (name) => (name === 'VPNBOX-ONE-MONTH-HW' ? 20 : 0));
    try {
      const { page } = await shop.open({ signInAs: CUSTOMER });
      const buy = await openBuyBoxItem(page, shop.url('/dashboard'));
      await sleep(300);
      assert.notEqual(await buy.getAttribute('aria-disabled'), 'true');
      assert.equal(await buy.getByTestId('menu-ban-icon').count(), 0);
    } finally {
      await restore();
    }
  });

  it('no Buy VPN Box when the hardware price list is empty', async () => {
    const restore = await setProductTypeActive(shop.server, 'VPN_BOX_HW', false);
    try {
      const { page } = await shop.open({ signInAs: CUSTOMER });
      const body = await gotoWithPricing(page, shop.url('/dashboard/box/boxList'));
      assert.equal(body.pricings.filter((p) => p.productType === 'VPN-BOX-HW').length, 0, 'the API lists no hardware');
      await showMenu(page);
      await expandGroup(page, 'vpn');
      await item(page, 'boxList').waitFor({ state: 'visible' });
      await sleep(500);
      assert.equal(await item(page, 'boxNew').isVisible(), false, 'no Buy VPN Box');
    } finally {
      await restore();
    }
  });

  it('no Buy VPN Box where shipping is excluded (RU user, Russian)', async () => {
    const email = await createUser(shop.server, { country: 'RU', language: 'ru', name: 'Ivan', surname: 'Petrov' });
    const { page } = await shop.open({ signInAs: email, locale: 'ru-RU', storage: { policy: 'true', language: 'ru' } });
    const body = await gotoWithPricing(page, shop.url('/dashboard/box/boxList'));
    assert.equal(body.country, 'RU');
    assert.ok(body.exclusions.some((e) => e.productType === 'SHIP'), 'RU excludes SHIP');
    await showMenu(page);
    await expandGroup(page, 'vpn');
    await item(page, 'boxList').waitFor({ state: 'visible' });
    await sleep(500);
    assert.equal(await item(page, 'passList').isVisible(), true);
    assert.equal(await item(page, 'boxNew').isVisible(), false, 'no Buy VPN Box');
  });

  it('coupons: hidden for a customer when the coupon price list is empty, still shown for a reseller', async () => {
    const restore = await setProductTypeActive(shop.server, 'COUPON', false);
    try {
      const customer = await shop.open({ signInAs: CUSTOMER });
      const body = await gotoWithPricing(customer.page, shop.url('/dashboard'));
      assert.equal(body.pricings.filter((p) => p.productType === 'COUPON').length, 0, 'the API lists no coupons');
      const customerKeys = await visibleKeys(customer.page);
      assert.ok(customerKeys.includes('orders'));
      assert.ok(!customerKeys.includes('coupons'), `customer items: ${customerKeys.join(', ')}`);
      await shop.close(customer);

      const reseller = await shop.open({ signInAs: RESELLER });
      await gotoWithPricing(reseller.page, shop.url('/dashboard'));
      const resellerKeys = await visibleKeys(reseller.page);
      assert.ok(resellerKeys.includes('coupons'), `reseller items: ${resellerKeys.join(', ')}`);
      await shop.close(reseller);
    } finally {
      await restore();
    }
  });
});

describe('side menu: logout', () => {
  it('clears token and user, goes to /login with a success toast, header shows the login link', async () => {
    const { page, errors } = await shop.open();
    // Signed in on the open page, the way session.ts documents it.
    await signIn(page, shop.baseUrl, shop.server, CUSTOMER);
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await showMenu(page);
    assert.ok(await page.evaluate(() => localStorage.getItem('token')));
    await item(page, 'logout').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.locator('.Toastify__toast--success').first().waitFor({ state: 'visible', timeout: 3_000 });
    assert.deepEqual(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')]), [null, null]);
    await page.locator('header a[data-testid="login-link"]').waitFor({ state: 'visible' });
    assert.equal(await page.getByTestId('header-user').count(), 0);
    // The dashboard is now closed to this browser.
    await page.goto(shop.url('/dashboard'));
    await page.waitForURL((u) => u.pathname === '/login');
    assert.deepEqual(errors.filter((e) => !/401|Unauthorized/i.test(e)), []);
  });
});

describe('reseller sub-header', () => {
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

  it('reseller, narrow, dashboard sub-page: eight links to the reseller pages', async () => {
    const { page } = await shop.open({ signInAs: RESELLER, viewport: MOBILE });
    await page.goto(shop.url('/dashboard/orders'));
    await heading(page);
    await subheader(page).waitFor({ state: 'visible', timeout: 3_000 });
    const hrefs = (await subheader(page).locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).map(pathOf);
    assert.equal(hrefs.length, 8);
    assert.deepEqual([...hrefs].sort(), [...expected].sort());
    await subheader(page).locator('a[href="/dashboard/ticket"]').click();
    await page.waitForURL((u) => u.pathname === '/dashboard/ticket');
    await subheader(page).waitFor({ state: 'visible' });
  });

  it('absent on /dashboard itself, on wide screens, for customers and on public pages', async () => {
    const reseller = await shop.open({ signInAs: RESELLER, viewport: MOBILE });
    await reseller.page.goto(shop.url('/dashboard'));
    await heading(reseller.page);
    await sleep(300);
    assert.equal(await subheader(reseller.page).isVisible(), false, 'not on /dashboard');
    await reseller.page.goto(shop.url('/vpn'));
    await heading(reseller.page);
    await sleep(300);
    assert.equal(await subheader(reseller.page).isVisible(), false, 'not on /vpn');
    await reseller.page.goto(shop.url('/dashboard/orders'));
    await heading(reseller.page);
    await subheader(reseller.page).waitFor({ state: 'visible' });
    await reseller.page.setViewportSize({ width: 769, height: 800 });
    assert.equal(await eventually(() => subheader(reseller.page).isVisible(), (v) => !v, 2_000), false, 'not at 769 px');
    await shop.close(reseller);

    const customer = await shop.open({ signInAs: CUSTOMER, viewport: MOBILE });
    await customer.page.goto(shop.url('/dashboard/orders'));
    await heading(customer.page);
    await sleep(300);
    assert.equal(await subheader(customer.page).isVisible(), false, 'not for customers');
    await shop.close(customer);
  });
});
