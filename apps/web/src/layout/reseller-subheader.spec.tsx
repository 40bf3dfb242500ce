import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, signedIn, stubApi } from '../features/account/testing';
import { NARROW_MEDIA_QUERY } from '../lib/layout-rules';

// The resellers' sub-header as the app shows it on a narrow screen (spec 2, Header).

beforeEach(() => {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === NARROW_MEDIA_QUERY,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) satisfies MediaQueryList,
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function openAsReseller(path: string) {
  signedIn({ isReseller: true });
  stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Payment/Orders': () => jsonResponse({ items: [], total: 0 }),
  });
  renderApp(path);
}

describe('ResellerSubheader', () => {
  it('links to devices, playlists, licences, VPN passes, VPN boxes, orders, coupons and tickets, in that order', async () => {
    openAsReseller('/dashboard/orders');
    const nav = await screen.findByTestId('reseller-subheader');
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/dashboard/player/devices',
      '/dashboard/player/allMyPlaylist',
      '/dashboard/player/licences',
      '/dashboard/pass/passList',
      '/dashboard/box/boxList',
      '/dashboard/orders',
      '/dashboard/coupon/list-coupon',
      '/dashboard/ticket',
    ]);
    expect(within(nav).getByRole('link', { name: 'Support tickets' }).getAttribute('href')).toBe('/dashboard/ticket');
  });

  it('is not shown on /dashboard itself', async () => {
    openAsReseller('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByTestId('reseller-subheader')).toBeNull();
  });
});
