// Side menu of spec section 2: items for visitors, customers and resellers, groups and the current
// page, docking and collapsing, the site version, Buy VPN Box rules (price list, shipping
// exclusion, first item's stock), coupons, logout, and the reseller sub-header.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { hueName } from './colour';
import { createUser, setBoxStock, setProductTypeActive } from './db';
import { DESKTOP, MOBILE, eventually, heading, sleep, useShop } from './fixture';
import { CUSTOMER, RESELLER, signIn } from './session';
import { text } from './texts';

const shop = useShop();

const pathOf = (href: string | null) => new URL(href ?? 'about:blank', 'http://x').pathname;
const aside = (page: Page) => page.locator('aside[data-testid="side-menu"]');
const item = (page: Page, key: string) => aside(page).locator(`[data-testid="menu-item-${key}"]`);

const GROUPS = ['player', 'vpn', 'account'] as const;

interface PricingBody {
  country: string;
  exclusions: { productType: string }[];
  pricings: { productType: string; productName: string }[];
}

/** Navigates and waits for the page's pricing answer, so "item absent" is not read before prices arrive. */
async function gotoWithPricing(page: Page, path: string): Promise<PricingBody> {
  // Registered once the new document has committed, so a pricing answer of the previous page does not count.
  await page.goto(shop.url(path), { waitUntil: 'commit' });
  const response = await page.waitForResponse((r) => r.url().includes('/api/Pricing'));
  const body = (await response.json()) as PricingBody;
  await heading(page);
  await sleep(300);
  return body;
}

/** Opens the drawer unless the menu is docked. */
async function showMenu(page: Page): Promise<void> {
  const menu = aside(page);
  await menu.waitFor({ state: 'attached' });
  if ((await menu.getAttribute('data-docked')) === 'true' || (await menu.getAttribute('data-open')) === 'true') return;
  await page.getByTestId('menu-toggle').click();
  await eventually(() => menu.getAttribute('data-open'), (v) => v === 'true');
}

async function expandGroup(page: Page, group: string, expanded = true): Promise<void> {
  const button = aside(page).locator(`button[data-testid="menu-group-${group}"]`);
  if ((await button.getAttribute('aria-expanded')) !== String(expanded)) await button.click();
  assert.equal(await eventually(() => button.getAttribute('aria-expanded'), (v) => v === String(expanded)), String(expanded));
}

/** Keys of the visible menu items in DOM order, after opening the menu and every group. */
async function visibleKeys(page: Page): Promise<string[]> {
  await showMenu(page);
  for (const group of GROUPS) {
    if ((await aside(page).locator(`button[data-testid="menu-group-${group}"]`).count()) > 0) await expandGroup(page, group);
  }
  // Let a group's opening animation finish before reading visibility.
  await sleep(150);
  const all = aside(page).locator('[data-testid^="menu-item-"]');
  const keys: string[] = [];
  for (let i = 0; i < (await all.count()); i++) {
    const el = all.nth(i);
    if (await el.isVisible()) keys.push(((await el.getAttribute('data-testid')) ?? '').replace('menu-item-', ''));
  }
  return keys;
}

/** Document order of menu items and group buttons (test ids without the `menu-` prefix). */
async function menuOrder(page: Page): Promise<string[]> {
  return aside(page)
    .locator('[data-testid^="menu-item-"], [data-testid^="menu-group-"]')
    .evaluateAll((els) => els.map((e) => (e.getAttribute('data-testid') ?? '').replace(/^menu-/, '')));
}

const LOGGED_IN_CUSTOMER = ['dashboard', 'devices', 'licences', 'passList', 'boxList', 'boxNew', 'profile', 'changePassword', 'tfa', 'coupons', 'orders', 'tickets', 'logout'];

describe('side menu: items', () => {
  it('logged out, wide: only Login (public links stay in the header)', async () => {
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    const keys = await visibleKeys(page);
    assert.deepEqual(keys, ['login']);
    assert.equal(pathOf(await item(page, 'login').getAttribute('href')), '/login');
    assert.deepEqual(errors, []);
  });

  it('logged out, narrow: Home, Player, VPN, FAQ and Login', async () => {
    const { page } = await shop.open({ viewport: MOBILE });
    await page.goto(shop.url('/'));
    await heading(page);
    const keys = await visibleKeys(page);
    assert.deepEqual(keys, ['home', 'player', 'vpn', 'faq', 'login']);
    const hrefs = await Promise.all(['home', 'player', 'vpn', 'faq', 'login'].map(async (k) => pathOf(await item(page, k).getAttribute('href'))));
    assert.deepEqual(hrefs, ['/', '/player', '/vpn', '/support/faq', '/login']);
  });

  it('customer, wide: Dashboard, Player/VPN/Account groups, coupons, orders, tickets, red Logout', async () => {
    const { page, errors } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const keys = await visibleKeys(page);
    assert.deepEqual([...keys].sort(), [...LOGGED_IN_CUSTOMER].sort(), `items: ${keys.join(', ')}`);
    const order = (await menuOrder(page)).filter((k) =>
      ['item-dashboard', 'group-player', 'group-vpn', 'group-account', 'item-coupons', 'item-orders', 'item-tickets', 'item-logout'].includes(k),
    );
    assert.deepEqual(order, ['item-dashboard', 'group-player', 'group-vpn', 'group-account', 'item-coupons', 'item-orders', 'item-tickets', 'item-logout']);
    const hrefs: Record<string, string> = {
      dashboard: '/dashboard',
      devices: '/dashboard/player/devices',
      licences: '/dashboard/player/licences',
      passList: '/dashboard/pass/passList',
      boxList: '/dashboard/box/boxList',
      boxNew: '/dashboard/box/boxNew',
      profile: '/dashboard/settings/profile',
      changePassword: '/dashboard/settings/change-password',
      tfa: '/dashboard/settings/tfa',
      orders: '/dashboard/orders',
      tickets: '/dashboard/ticket',
    };
    for (const [key, href] of Object.entries(hrefs)) {
      assert.equal(pathOf(await item(page, key).getAttribute('href')), href, `${key} links to ${href}`);
    }
    const coupons = pathOf(await item(page, 'coupons').getAttribute('href'));
    assert.ok(coupons.startsWith('/dashboard/coupon/'), `coupons links into /dashboard/coupon: ${coupons}`);
    // Logout is a button, and red.
    assert.equal(await item(page, 'logout').evaluate((el) => el.tagName), 'BUTTON');
    const colours = await item(page, 'logout').evaluate((el) =>
      [el, ...Array.from(el.querySelectorAll('*'))].filter((e) => (e.textContent ?? '').trim()).map((e) => getComputedStyle(e).color),
    );
    assert.ok(colours.some((c) => hueName(c) === 'red'), `logout text is red: ${colours.join(' | ')}`);
    assert.deepEqual(errors, []);
  });

  it('customer, narrow: the public links come first, then the logged-in items', async () => {
    const { page } = await shop.open({ viewport: MOBILE, signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const keys = await visibleKeys(page);
    assert.deepEqual(keys.slice(0, 4), ['home', 'player', 'vpn', 'faq']);
    assert.deepEqual([...keys.slice(4)].sort(), [...LOGGED_IN_CUSTOMER].sort());
    assert.ok(!keys.includes('login'));
  });

  it('reseller: also All my playlists (in the Player group) and coupons', async () => {
    const { page } = await shop.open({ signInAs: RESELLER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const keys = await visibleKeys(page);
    assert.deepEqual([...keys].sort(), [...LOGGED_IN_CUSTOMER, 'allMyPlaylist'].sort());
    assert.equal(pathOf(await item(page, 'allMyPlaylist').getAttribute('href')), '/dashboard/player/allMyPlaylist');
    await expandGroup(page, 'player', false);
    assert.equal(await item(page, 'allMyPlaylist').isVisible(), false, 'hidden with its group closed');
  });

  it('groups hold their items: closing a group hides exactly its items', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await visibleKeys(page);
    const members: Record<string, string[]> = {
      player: ['devices', 'licences'],
      vpn: ['passList', 'boxList', 'boxNew'],
      account: ['profile', 'changePassword', 'tfa'],
    };
    for (const group of GROUPS) {
      for (const g of GROUPS) await expandGroup(page, g, true);
      await expandGroup(page, group, false);
      await sleep(150);
      for (const [g, keys] of Object.entries(members)) {
        for (const key of keys) {
          assert.equal(await item(page, key).isVisible(), g !== group, `${key} visible with group ${group} closed: expected ${g !== group}`);
        }
      }
      for (const key of ['dashboard', 'orders', 'tickets', 'logout']) assert.equal(await item(page, key).isVisible(), true, `${key} outside the groups`);
    }
  });

  it('the group of the current page is open and its item marked aria-current=page (only that one)', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    const cases: [path: string, group: string | null, key: string][] = [
      ['/dashboard/pass/passList', 'vpn', 'passList'],
      ['/dashboard/settings/profile', 'account', 'profile'],
      ['/dashboard/player/licences', 'player', 'licences'],
      ['/dashboard/orders', null, 'orders'],
      ['/dashboard', null, 'dashboard'],
    ];
    for (const [path, group, key] of cases) {
      await page.goto(shop.url(path));
      await heading(page);
      await aside(page).waitFor();
      if (group) {
        const button = aside(page).locator(`button[data-testid="menu-group-${group}"]`);
        assert.equal(await eventually(() => button.getAttribute('aria-expanded'), (v) => v === 'true', 2_000), 'true', `${group} open on ${path}`);
        assert.equal(await item(page, key).isVisible(), true, `${key} visible on ${path}`);
      }
      const current = await aside(page)
        .locator('[aria-current="page"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')));
      assert.deepEqual(current, [`menu-item-${key}`], `current item on ${path}`);
    }
  });

  it('shows the site version from /info.json', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    const info = (await (await fetch(shop.url('/info.json'))).json()) as { version: string };
    assert.ok(info.version);
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const version = aside(page).getByTestId('side-menu-version');
    const shown = await eventually(async () => (await version.textContent()) ?? '', (t) => t.includes(info.version), 5_000);
    assert.ok(shown.includes(info.version), `version "${shown}" shows ${info.version}`);
  });

  it('the drawer also shows the version when logged out', async () => {
    const { page } = await shop.open();
    const info = (await (await fetch(shop.url('/info.json'))).json()) as { version: string };
    await page.goto(shop.url('/'));
    await heading(page);
    await showMenu(page);
    const shown = await eventually(async () => (await aside(page).getByTestId('side-menu-version').textContent()) ?? '', (t) => t.includes(info.version));
    assert.ok(shown.includes(info.version));
  });
});

describe('side menu: docking and collapsing', () => {
  it('docked at 250 px beside the content on dashboard pages (wide, logged in); collapses to 80 px with a 300 ms width transition', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const menu = aside(page);
    assert.equal(await eventually(() => menu.getAttribute('data-docked'), (v) => v === 'true', 2_000), 'true');
    assert.equal(await menu.getAttribute('data-collapsed'), 'false');
    await sleep(350);
    const box = await menu.boundingBox();
    assert.ok(box && Math.abs(box.width - 250) <= 1, `docked width 250: ${box?.width}`);
    const main = await page.locator('main').first().boundingBox();
    assert.ok(main && main.x >= box.x + box.width - 1, `content beside the menu: main.x=${main?.x}, menu right=${box.x + box.width}`);

    const transition = await menu.evaluate((el) => {
      const s = getComputedStyle(el);
      return { property: s.transitionProperty, duration: s.transitionDuration };
    });
    const properties = transition.property.split(',').map((p) => p.trim());
    const durations = transition.duration.split(',').map((d) => d.trim());
    const index = properties.findIndex((p) => p === 'width' || p === 'all');
    assert.ok(index >= 0, `width is transitioned: ${transition.property}`);
    assert.equal(durations[index % durations.length], '0.3s', `transition duration: ${transition.duration}`);

    await page.getByTestId('side-menu-collapse').click();
    assert.equal(await eventually(() => menu.getAttribute('data-collapsed'), (v) => v === 'true'), 'true');
    await sleep(450);
    const collapsed = await menu.boundingBox();
    assert.ok(collapsed && Math.abs(collapsed.width - 80) <= 1, `collapsed width 80: ${collapsed?.width}`);
  });

  it('a collapsed menu expands back to 250 px with the same button', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const menu = aside(page);
    const button = page.getByTestId('side-menu-collapse');
    await button.click();
    assert.equal(await eventually(() => menu.getAttribute('data-collapsed'), (v) => v === 'true'), 'true');
    await sleep(450);
    // A pointer click in the middle of the button, as a visitor makes it.
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return at && (at === el || el.contains(at)) ? 'button' : (at?.outerHTML.slice(0, 60) ?? 'nothing');
    });
    assert.equal(hit, 'button', 'the middle of the expand button is not covered by another element');
    await button.click();
    assert.equal(await eventually(() => menu.getAttribute('data-collapsed'), (v) => v === 'false'), 'false');
    await sleep(450);
    const expanded = await menu.boundingBox();
    assert.ok(expanded && Math.abs(expanded.width - 250) <= 1, `expanded again: ${expanded?.width}`);
  });

  it('docked from 769 px up, a drawer at 768 px', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER, viewport: { width: 769, height: 800 } });
    await page.goto(shop.url('/dashboard/orders'));
    await heading(page);
    const menu = aside(page);
    assert.equal(await eventually(() => menu.getAttribute('data-docked'), (v) => v === 'true', 2_000), 'true', 'docked at 769');
    await page.setViewportSize({ width: 768, height: 800 });
    assert.equal(await eventually(() => menu.getAttribute('data-docked'), (v) => v === 'false', 2_000), 'false', 'not docked at 768');
    assert.equal(await menu.getAttribute('data-open'), 'false', 'the drawer starts closed');
  });

  it('narrow dashboard: a closed drawer the menu button opens', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER, viewport: MOBILE });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const menu = aside(page);
    assert.equal(await menu.getAttribute('data-docked'), 'false');
    assert.equal(await menu.getAttribute('data-open'), 'false');
    await page.getByTestId('menu-toggle').click();
    assert.equal(await eventually(() => menu.getAttribute('data-open'), (v) => v === 'true'), 'true');
    await item(page, 'dashboard').waitFor({ state: 'visible' });
  });

  it('not docked on public pages, even logged in on a wide screen', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER, viewport: DESKTOP });
    await page.goto(shop.url('/vpn'));
    await heading(page);
    await sleep(200);
    assert.equal(await aside(page).getAttribute('data-docked'), 'false');
    assert.equal(await aside(page).getAttribute('data-open'), 'false');
  });
});

describe('side menu: Buy VPN Box and coupons follow the price lists', () => {
  it('Buy VPN Box in stock: a link that navigates to /dashboard/box/boxNew, without a ban icon', async () => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await showMenu(page);
    await expandGroup(page, 'vpn');
    const buy = item(page, 'boxNew');
    await buy.waitFor({ state: 'visible' });
    assert.notEqual(await buy.getAttribute('aria-disabled'), 'true');
    assert.equal(await buy.getByTestId('menu-ban-icon').count(), 0);
    await buy.click();
    await page.waitForURL((u) => u.pathname === '/dashboard/box/boxNew');
  });

  it('first hardware item out of stock: ban icon, aria-disabled, and a click only gives an info toast', async () => {
    const restore = await setBoxStock(shop.server, (name) => (name === 'VPNBOX-ONE-MONTH-HW' ? 0 : 20));
    try {
      const { page } = await shop.open({ signInAs: CUSTOMER });
      await page.goto(shop.url('/dashboard'));
      await heading(page);
      await showMenu(page);
      await expandGroup(page, 'vpn');
      const buy = item(page, 'boxNew');
      await buy.waitFor({ state: 'visible' });
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
      await page.goto(shop.url('/dashboard'));
      await heading(page);
      await showMenu(page);
      await expandGroup(page, 'vpn');
      const buy = item(page, 'boxNew');
      await buy.waitFor({ state: 'visible' });
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
      const body = await gotoWithPricing(page, '/dashboard/box/boxList');
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
    const body = await gotoWithPricing(page, '/dashboard/box/boxList');
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
      const body = await gotoWithPricing(customer.page, '/dashboard');
      assert.equal(body.pricings.filter((p) => p.productType === 'COUPON').length, 0, 'the API lists no coupons');
      const customerKeys = await visibleKeys(customer.page);
      assert.ok(customerKeys.includes('orders'));
      assert.ok(!customerKeys.includes('coupons'), `customer items: ${customerKeys.join(', ')}`);
      await shop.close(customer);

      const reseller = await shop.open({ signInAs: RESELLER });
      await gotoWithPricing(reseller.page, '/dashboard');
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

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
