// Side menu of spec section 2: items for visitors, customers and resellers, groups and the current
// page, docking and collapsing, and the site version. The rules that follow the price lists are in
// side-menu-prices.e2e.ts; logout and the reseller sub-header in side-menu-rules.e2e.ts.
import { hueName } from './colour';
import { DESKTOP, MOBILE, expect, expectWidth, heading, settled, test } from './fixtures';
import { CUSTOMER, RESELLER } from './session';
import {
  LOGGED_IN_CUSTOMER,
  GROUPS,
  aside,
  expandGroup,
  item,
  menuOrder,
  pathOf,
  showMenu,
  visibleKeys,
} from './side-menu-page';

const sorted = (keys: string[]) => [...keys].sort();

async function siteVersion(url: string): Promise<string> {
  const info = (await (await fetch(url)).json()) as { version: string };
  expect(info.version, '/info.json has a version').toBeTruthy();
  return info.version;
}

test.describe('side menu: items', () => {
  test('logged out, wide: only Login (public links stay in the header)', async ({ shop }) => {
    const { page, errors } = await shop.open();
    await page.goto(shop.url('/'));
    await heading(page);
    expect(await visibleKeys(page)).toEqual(['login']);
    expect(pathOf(await item(page, 'login').getAttribute('href'))).toBe('/login');
    expect(errors).toEqual([]);
  });

  test('logged out, narrow: Home, Player, VPN, FAQ and Login', async ({ shop }) => {
    const { page } = await shop.open({ viewport: MOBILE });
    await page.goto(shop.url('/'));
    await heading(page);
    expect(await visibleKeys(page)).toEqual(['home', 'player', 'vpn', 'faq', 'login']);
    const hrefs = await Promise.all(
      ['home', 'player', 'vpn', 'faq', 'login'].map(async (k) => pathOf(await item(page, k).getAttribute('href'))),
    );
    expect(hrefs).toEqual(['/', '/player', '/vpn', '/support/faq', '/login']);
  });

  test('customer, wide: Dashboard, Player/VPN/Account groups, coupons, orders, tickets, red Logout', async ({
    shop,
  }) => {
    const { page, errors } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const keys = await visibleKeys(page);
    expect(sorted(keys), `items: ${keys.join(', ')}`).toEqual(sorted(LOGGED_IN_CUSTOMER));
    const topLevel = [
      'item-dashboard',
      'group-player',
      'group-vpn',
      'group-account',
      'item-coupons',
      'item-orders',
      'item-tickets',
      'item-logout',
    ];
    expect((await menuOrder(page)).filter((k) => topLevel.includes(k))).toEqual(topLevel);
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
      expect.soft(pathOf(await item(page, key).getAttribute('href')), `${key} links to ${href}`).toBe(href);
    }
    const coupons = pathOf(await item(page, 'coupons').getAttribute('href'));
    expect(coupons.startsWith('/dashboard/coupon/'), `coupons links into /dashboard/coupon: ${coupons}`).toBe(true);
    // Logout is a button, and red.
    expect(await item(page, 'logout').evaluate((el) => el.tagName)).toBe('BUTTON');
    const colours = await item(page, 'logout').evaluate((el) =>
      [el, ...Array.from(el.querySelectorAll('*'))]
        .filter((e) => (e.textContent ?? '').trim())
        .map((e) => getComputedStyle(e).color),
    );
    expect(
      colours.some((c) => hueName(c) === 'red'),
      `logout text is red: ${colours.join(' | ')}`,
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('customer, narrow: the public links come first, then the logged-in items', async ({ shop }) => {
    const { page } = await shop.open({ viewport: MOBILE, signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const keys = await visibleKeys(page);
    expect(keys.slice(0, 4)).toEqual(['home', 'player', 'vpn', 'faq']);
    expect(sorted(keys.slice(4))).toEqual(sorted(LOGGED_IN_CUSTOMER));
    expect(keys).not.toContain('login');
  });

  test('reseller: also All my playlists (in the Player group) and coupons', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: RESELLER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    expect(sorted(await visibleKeys(page))).toEqual(sorted([...LOGGED_IN_CUSTOMER, 'allMyPlaylist']));
    expect(pathOf(await item(page, 'allMyPlaylist').getAttribute('href'))).toBe('/dashboard/player/allMyPlaylist');
    await expandGroup(page, 'player', false);
    await expect(item(page, 'allMyPlaylist'), 'hidden with its group closed').toBeHidden();
  });

  test('groups hold their items: closing a group hides exactly its items', async ({ shop }) => {
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
      for (const [g, keys] of Object.entries(members)) {
        for (const key of keys) {
          if (g === group) await expect(item(page, key), `${key} hidden with group ${group} closed`).toBeHidden();
          else await expect(item(page, key), `${key} visible with group ${group} closed`).toBeVisible();
        }
      }
      for (const key of ['dashboard', 'orders', 'tickets', 'logout'])
        await expect(item(page, key), `${key} outside the groups`).toBeVisible();
    }
  });

  test('the group of the current page is open and its item marked aria-current=page (only that one)', async ({
    shop,
  }) => {
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
      if (group) {
        await expect(
          aside(page).locator(`button[data-testid="menu-group-${group}"]`),
          `${group} open on ${path}`,
        ).toHaveAttribute('aria-expanded', 'true');
        await expect(item(page, key), `${key} visible on ${path}`).toBeVisible();
      }
      const current = aside(page).locator('[aria-current="page"]');
      await expect(current, `current item on ${path}`).toHaveCount(1);
      await expect(current, `current item on ${path}`).toHaveAttribute('data-testid', `menu-item-${key}`);
    }
  });

  test('shows the site version from /info.json', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    const version = await siteVersion(shop.url('/info.json'));
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await expect(aside(page).getByTestId('side-menu-version')).toContainText(version);
  });

  test('the drawer also shows the version when logged out', async ({ shop }) => {
    const { page } = await shop.open();
    const version = await siteVersion(shop.url('/info.json'));
    await page.goto(shop.url('/'));
    await heading(page);
    await showMenu(page);
    await expect(aside(page).getByTestId('side-menu-version')).toContainText(version);
  });
});

test.describe('side menu: docking and collapsing', () => {
  test('docked at 250 px beside the content on dashboard pages (wide, logged in); collapses to 80 px with a 300 ms width transition', async ({
    shop,
  }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const menu = aside(page);
    await expect(menu).toHaveAttribute('data-docked', 'true');
    await expect(menu).toHaveAttribute('data-collapsed', 'false');
    await expectWidth(menu, 250);
    const box = await menu.boundingBox();
    const main = await page.locator('main').first().boundingBox();
    if (!box || !main) throw new Error('menu and main are laid out');
    expect(main.x, `content beside the menu: main.x=${main.x}, menu right=${box.x + box.width}`).toBeGreaterThanOrEqual(
      box.x + box.width - 1,
    );

    const transition = await menu.evaluate((el) => {
      const s = getComputedStyle(el);
      return { property: s.transitionProperty, duration: s.transitionDuration };
    });
    const properties = transition.property.split(',').map((p) => p.trim());
    const durations = transition.duration.split(',').map((d) => d.trim());
    const index = properties.findIndex((p) => p === 'width' || p === 'all');
    expect(index, `width is transitioned: ${transition.property}`).toBeGreaterThanOrEqual(0);
    expect(durations[index % durations.length], `transition duration: ${transition.duration}`).toBe('0.3s');

    await page.getByTestId('side-menu-collapse').click();
    await expect(menu).toHaveAttribute('data-collapsed', 'true');
    await expectWidth(menu, 80);
  });

  test('a collapsed menu expands back to 250 px with the same button', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    const menu = aside(page);
    const button = page.getByTestId('side-menu-collapse');
    await button.click();
    await expect(menu).toHaveAttribute('data-collapsed', 'true');
    await expectWidth(menu, 80);
    // A pointer click in the middle of the button, as a visitor makes it.
    const hit = await button.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const at = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return at && (at === el || el.contains(at)) ? 'button' : (at?.outerHTML.slice(0, 60) ?? 'nothing');
    });
    expect(hit, 'the middle of the expand button is not covered by another element').toBe('button');
    await button.click();
    await expect(menu).toHaveAttribute('data-collapsed', 'false');
    await expectWidth(menu, 250);
  });

  test('docked from 769 px up, a drawer at 768 px', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER, viewport: { width: 769, height: 800 } });
    await page.goto(shop.url('/dashboard/orders'));
    await heading(page);
    const menu = aside(page);
    await expect(menu, 'docked at 769').toHaveAttribute('data-docked', 'true');
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(menu, 'not docked at 768').toHaveAttribute('data-docked', 'false');
    await expect(menu, 'the drawer starts closed').toHaveAttribute('data-open', 'false');
  });

  test('narrow dashboard: a closed drawer the menu button opens', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER, viewport: MOBILE });
    await page.goto(shop.url('/dashboard'));
    await heading(page);
    await settled(page);
    const menu = aside(page);
    await expect(menu).toHaveAttribute('data-docked', 'false');
    await expect(menu).toHaveAttribute('data-open', 'false');
    await page.getByTestId('menu-toggle').click();
    await expect(menu).toHaveAttribute('data-open', 'true');
    await expect(item(page, 'dashboard')).toBeVisible();
  });

  test('not docked on public pages, even logged in on a wide screen', async ({ shop }) => {
    const { page } = await shop.open({ signInAs: CUSTOMER, viewport: DESKTOP });
    await page.goto(shop.url('/vpn'));
    await heading(page);
    await settled(page);
    await expect(aside(page)).toHaveAttribute('data-docked', 'false');
    await expect(aside(page)).toHaveAttribute('data-open', 'false');
  });
});
