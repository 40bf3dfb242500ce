import type { PricingEntryResponse, PricingResponseBody } from '../../lib/api-types';
import { describe, expect, it } from 'vitest';
import { selectCatalogPrices } from '../../features/catalog/pricing';
import { buyBoxState } from '../../features/catalog/pricing';
import { buildMenu, currentGroup, isCurrent, type MenuEntry, type MenuLink } from './menu-model';

const entry = (
  productType: PricingEntryResponse['productType'],
  productName: string,
  extra: Partial<PricingEntryResponse> = {},
): PricingEntryResponse => ({
  productType,
  productName,
  price: 1000,
  currency: 'EUR',
  ...extra,
});

function prices(options: { boxStock?: number[]; ship?: boolean; shipExcluded?: boolean; coupons?: boolean } = {}) {
  const response: PricingResponseBody = {
    country: 'IT',
    pricings: [
      entry('VIDEO-PLAYER', 'VIDEO-PLAYER-LIFETIME'),
      ...(options.boxStock ?? [5]).map((stock, index) => entry('VPN-BOX-HW', `VPNBOX-${index}-HW`, { stock })),
      ...(options.ship === false ? [] : [entry('SHIP', 'SHIPPING')]),
      ...(options.coupons ? [entry('COUPON', 'NOVA-COUPON-VIDEO-PLAYER-LIFETIME')] : []),
    ],
    exclusions: options.shipExcluded ? [{ productType: 'SHIP' }] : [],
    shipmentCountries: [],
  };
  return selectCatalogPrices(response);
}

/** Every item key in menu order, groups flattened. */
function keys(entries: MenuEntry[]): string[] {
  return entries.flatMap((item) =>
    item.kind === 'group' ? [item.key, ...item.items.map((child) => child.key)] : [item.key],
  );
}

function find(entries: MenuEntry[], key: string): MenuLink | undefined {
  return entries
    .flatMap((item) => (item.kind === 'group' ? item.items : item.kind === 'link' ? [item] : []))
    .find((item) => item.key === key);
}

describe('buildMenu', () => {
  it('offers only Login to visitors on wide screens, plus the public links when narrow', () => {
    expect(keys(buildMenu({ isAuthenticated: false, isReseller: false, narrow: false, prices: prices() }))).toEqual([
      'login',
    ]);
    expect(keys(buildMenu({ isAuthenticated: false, isReseller: false, narrow: true, prices: prices() }))).toEqual([
      'home',
      'player',
      'vpn',
      'faq',
      'login',
    ]);
  });

  it('gives a customer the dashboard, the three groups, orders, tickets and logout', () => {
    expect(keys(buildMenu({ isAuthenticated: true, isReseller: false, narrow: false, prices: prices() }))).toEqual([
      'dashboard',
      'player',
      'devices',
      'licences',
      'vpn',
      'passList',
      'boxList',
      'boxNew',
      'account',
      'profile',
      'changePassword',
      'tfa',
      'orders',
      'tickets',
      'logout',
    ]);
  });

  it('adds playlists and coupons for resellers', () => {
    const menu = keys(buildMenu({ isAuthenticated: true, isReseller: true, narrow: false, prices: prices() }));
    expect(menu).toContain('allMyPlaylist');
    expect(menu.indexOf('coupons')).toBe(menu.indexOf('orders') - 1);
  });

  it('shows coupons to customers only when coupon products exist', () => {
    expect(
      keys(buildMenu({ isAuthenticated: true, isReseller: false, narrow: false, prices: prices({ coupons: true }) })),
    ).toContain('coupons');
    expect(
      keys(buildMenu({ isAuthenticated: true, isReseller: false, narrow: false, prices: undefined })),
    ).not.toContain('coupons');
  });

  it('keeps the public links first on narrow screens when logged in', () => {
    expect(
      keys(buildMenu({ isAuthenticated: true, isReseller: false, narrow: true, prices: prices() })).slice(0, 5),
    ).toEqual(['home', 'player', 'vpn', 'faq', 'dashboard']);
  });
});

describe('Buy VPN Box rule', () => {
  it('is hidden without hardware, when shipping is excluded, or before prices load', () => {
    expect(buyBoxState(prices({ boxStock: [] }))).toBe('hidden');
    expect(buyBoxState(prices({ shipExcluded: true }))).toBe('hidden');
    expect(buyBoxState(undefined)).toBe('hidden');
    expect(
      find(
        buildMenu({ isAuthenticated: true, isReseller: false, narrow: false, prices: prices({ shipExcluded: true }) }),
        'boxNew',
      ),
    ).toBeUndefined();
  });

  it('checks only the first hardware item stock', () => {
    expect(buyBoxState(prices({ boxStock: [0, 9] }))).toBe('outOfStock');
    expect(buyBoxState(prices({ boxStock: [3, 0] }))).toBe('available');
    const item = find(
      buildMenu({ isAuthenticated: true, isReseller: false, narrow: false, prices: prices({ boxStock: [0] }) }),
      'boxNew',
    );
    expect(item?.outOfStock).toBe(true);
  });
});

describe('current item and group', () => {
  const menu = buildMenu({ isAuthenticated: true, isReseller: true, narrow: false, prices: prices() });

  it('opens the group holding the current page', () => {
    expect(currentGroup(menu, '/dashboard/player/licences')).toBe('player');
    expect(currentGroup(menu, '/dashboard/pass/passNew')).toBe('vpn');
    expect(currentGroup(menu, '/dashboard/settings/tfa')).toBe('account');
    expect(currentGroup(menu, '/dashboard')).toBeNull();
  });

  it('highlights the item of the current page only', () => {
    const dashboard = find(menu, 'dashboard');
    const passes = find(menu, 'passList');
    if (!dashboard || !passes) throw new Error('menu items missing');
    expect(isCurrent(dashboard, '/dashboard')).toBe(true);
    expect(isCurrent(dashboard, '/dashboard/orders')).toBe(false);
    expect(isCurrent(passes, '/dashboard/pass/passNew')).toBe(true);
  });
});
