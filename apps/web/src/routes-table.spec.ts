import type { AnyRoute } from '@tanstack/react-router';
import { createMemoryHistory } from '@tanstack/react-router';
import { isSpaRoute } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { createAuth } from './features/auth/auth';
import { createAppRouter, createQueryClient } from './router';
import { routeTree } from './routeTree.gen';
import { selectCatalogPrices } from './features/catalog/pricing';
import { buildMenu, isCurrent, type MenuEntry, type MenuLink } from './layout/side-menu/menu-model';
import { ALL_ROUTES, DASHBOARD_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES } from './routes-table';

/** Full paths of every route in the generated tree, without trailing slashes. */
function fullPaths(route: AnyRoute): string[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  const list = Array.isArray(children) ? children : Object.values(children);
  const own = route.fullPath.replace(/(.)\/$/, '$1');
  return [own, ...list.flatMap(fullPaths)];
}

/** Leaf routes of the tree (pages, not layouts), as full paths without trailing slashes. */
function pagePaths(route: AnyRoute): string[] {
  const children = (route.children ?? []) as AnyRoute[] | Record<string, AnyRoute>;
  const list = Array.isArray(children) ? children : Object.values(children);
  return list.length === 0 ? [route.fullPath.replace(/(.)\/$/, '$1')] : list.flatMap(pagePaths);
}

/** A path of the table with its parameter filled in. */
const concrete = (path: string) => path.replace('$otp', 'ABC123').replace('$result', 'success');

const newRouter = () =>
  createAppRouter({ auth: createAuth(), queryClient: createQueryClient(), history: createMemoryHistory() });

describe('route table', () => {
  // Creating a router computes every route's fullPath.
  newRouter();
  const treePaths = new Set(fullPaths(routeTree as unknown as AnyRoute));

  it.each(ALL_ROUTES)('%s exists in the generated route tree', (path) => {
    expect(treePaths.has(path)).toBe(true);
  });

  it('lists each route once', () => {
    expect(new Set(ALL_ROUTES).size).toBe(ALL_ROUTES.length);
  });

  it('lists every page of the tree (the server answers 404 for any path it does not list)', () => {
    const listed = new Set<string>(ALL_ROUTES);
    expect(pagePaths(routeTree as unknown as AnyRoute).filter((path) => !listed.has(path))).toEqual([]);
  });

  // Spellings the router reads as a page or as not found; the server's isSpaRoute must agree.
  const SAMPLES = [
    '/',
    '//',
    '/login',
    '/LOGIN',
    '/login/',
    '/login//',
    '//login',
    '/log%69n',
    '/loginx',
    '/no-such-page',
    '/player/manage-your-app/ABC123',
    '/Player/Manage-Your-App/abc/',
    '/player/manage-your-app/%20',
    '/player/manage-your-app//x',
    '/player/manage-your-app/x/y',
    '/player/otp/x',
    '/player//otp',
    '/payment/success',
    '/payment/',
    '/payment/x/y',
    '/dashboard',
    '/DASHBOARD/',
    '/dashboard/orders/',
    '/dashboard/x',
    '/dashboardx',
    '/staff',
    '/staff/x',
    '/404',
    ...ALL_ROUTES.map(concrete),
  ];

  it.each(SAMPLES)('%s: the server and the router agree whether it is a page', (path) => {
    const [, rawParams, found] = newRouter().getMatchedRoutes(path);
    // As the router decides (router-core matchRoutesInternal): a route, and no unmatched rest.
    const routerHasPage = found !== undefined && (found.path === '/' || rawParams['**'] === undefined);
    expect(isSpaRoute(path)).toBe(routerHasPage);
  });

  it.each(PROTECTED_ROUTES)('%s sits under the _auth layout', (path) => {
    const sut = newRouter();
    const matches = sut.matchRoutes(concrete(path), {});
    expect(matches.map((match) => match.routeId)).toContain('/_auth');
  });

  it.each(PUBLIC_ROUTES)('%s is public', (path) => {
    const sut = newRouter();
    const matches = sut.matchRoutes(concrete(path), {});
    expect(matches.map((match) => match.routeId)).not.toContain('/_auth');
    expect(matches.at(-1)?.routeId).not.toBe('__root__');
  });
});

/** Every link the side menu can show: signed in or not, narrow or wide, reseller or not, with and without boxes and coupons on sale. */
function everyMenuLink(): MenuLink[] {
  const prices = selectCatalogPrices({
    country: 'IT',
    pricings: [
      { productType: 'VPN-BOX-HW', productName: 'VPNBOX-12-HW', price: 1000, currency: 'EUR', stock: 5 },
      { productType: 'SHIP', productName: 'SHIPPING', price: 500, currency: 'EUR' },
      { productType: 'COUPON', productName: 'NOVA-COUPON-VIDEO-PLAYER-LIFETIME', price: 1000, currency: 'EUR' },
    ],
    exclusions: [],
    shipmentCountries: [],
  });
  const entries: MenuEntry[] = [];
  for (const isAuthenticated of [false, true])
    for (const isReseller of [false, true])
      for (const narrow of [false, true]) entries.push(...buildMenu({ isAuthenticated, isReseller, narrow, prices }));
  return entries.flatMap((entry) => (entry.kind === 'group' ? entry.items : entry.kind === 'link' ? [entry] : []));
}

describe('side menu and route table', () => {
  const links = everyMenuLink();

  it.each(links.map((link) => [link.key, link.to] as const))('%s links to a page of the route table (%s)', (_, to) => {
    expect(ALL_ROUTES).toContain(to);
  });

  // A new dashboard page needs its menu item (or a place under one, as /dashboard/pass/passNew under My VPN passes).
  it.each(DASHBOARD_ROUTES)('%s has its item in the side menu', (path) => {
    expect(links.some((link) => isCurrent(link, path))).toBe(true);
  });
});
