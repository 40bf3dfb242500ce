// Side menu of spec section 2: items for visitors, customers and resellers, groups and the current
// page, docking and collapsing, and the site version. The rules that follow the price lists, logout
// and the reseller sub-header are in side-menu-rules.e2e.ts.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hueName } from './colour';
import { DESKTOP, MOBILE, eventually, heading, sleep, useShop } from './fixture';
import { CUSTOMER, RESELLER } from './session';
import { LOGGED_IN_CUSTOMER, GROUPS, aside, expandGroup, item, menuOrder, pathOf, showMenu, visibleKeys } from './side-menu-page';

const shop = useShop();

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
