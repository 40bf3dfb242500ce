import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_PRICING_RESPONSE, FULL_PRICING, renderShopPage, requestedPaths } from './testing/render-shop-page';

const SHOP_PAGES = [
  '/',
  '/player',
  '/player/download',
  '/player/tech-specs',
  '/player/vpn-pass',
  '/player/otp',
  '/player/manage-your-app',
  '/player/manage-your-app/ABC123',
  '/player/active-licence',
  '/player/active-licence/ABC123',
  '/vpn',
  '/vpn/buy',
  '/vpn/box',
];

// A missing translation renders its key, e.g. "vpn.features.speed.title".
const TRANSLATION_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

function untranslatedTexts(root: Element): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    if (TRANSLATION_KEY.test(text)) found.push(text);
  }
  return found;
}

describe('shop pages', () => {
  it.each(SHOP_PAGES)('%s renders one h1, its texts and calls only the known API', async (path) => {
    const { fetchMock } = renderShopPage(path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent?.trim()).not.toBe('');
    await waitFor(() => expect(screen.queryByText('Loading prices…')).toBeNull());
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(untranslatedTexts(screen.getByRole('main'))).toEqual([]);
    expect(document.title).toContain(heading.textContent);
    expect(new Set(requestedPaths(fetchMock))).toEqual(new Set(['/info.json', '/api/Pricing', '/api/Changelog']));
  });

  it('shows the VPN plans with label, price, monthly price and a link to buy', async () => {
    renderShopPage('/vpn/buy');
    const twelve = await screen.findByTestId('vpn-plan-12');
    expect(within(twelve).getByRole('heading', { level: 3 }).textContent).toBe('12 months');
    expect(within(twelve).getByTestId('vpn-plan-12-price').textContent).toBe('€39.99');
    expect(within(twelve).getByTestId('vpn-plan-12-per-month').textContent).toBe('€3.33 per month');
    // Without a session the plan's checkout opens on this page (log in, or register and pay).
    expect(within(twelve).getByRole('link', { name: 'Choose 12 months' }).getAttribute('href')).toBe(
      '/vpn/buy?plan=VPN-TWELVE-MONTHS#checkout',
    );
    for (const months of [1, 3, 6, 24, 36]) expect(screen.getByTestId(`vpn-plan-${months}`)).toBeTruthy();
    expect(within(screen.getByTestId('vpn-plan-1')).getByRole('heading').textContent).toBe('1 month');
    expect(within(screen.getByTestId('vpn-plan-36')).getByText('Best value')).toBeTruthy();
  });

  it.each(['fail', EMPTY_PRICING_RESPONSE] as const)(
    'shows "not available in your country" when pricing is %j',
    async (pricing) => {
      renderShopPage('/vpn/buy', pricing);
      expect(await screen.findByText('Not available in your country')).toBeTruthy();
      expect(screen.queryByTestId('vpn-plan-1')).toBeNull();
    },
  );

  it('shows the platform prices with buy buttons on the licence page', async () => {
    renderShopPage('/player/active-licence');
    const android = await screen.findByTestId('player-price-android');
    expect(within(android).getByText('€9.99')).toBeTruthy();
    expect(within(android).getByRole('link', { name: 'Buy for Android' }).getAttribute('href')).toBe(
      '/player/active-licence#licence-device',
    );
    expect(within(screen.getByTestId('player-price-ios')).getByText('€14.99')).toBeTruthy();
  });

  it('hides the player prices when the player is excluded in the country', async () => {
    renderShopPage('/player', { ...FULL_PRICING, exclusions: [{ productType: 'VIDEO-PLAYER' }] });
    expect(await screen.findByTestId('price-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('player-price-web')).toBeNull();
  });
});

describe('VPN Box page', () => {
  it('lists the bundles with stock and shipping', async () => {
    renderShopPage('/vpn/box');
    const one = await screen.findByTestId('box-plan-1');
    expect(within(one).getByText('€59.99')).toBeTruthy();
    expect(within(one).getByRole('link', { name: 'Order with 1 month of VPN' }).getAttribute('href')).toBe(
      '/vpn/box?plan=VPNBOX-ONE-MONTH-HW#checkout',
    );
    const twelve = screen.getByTestId('box-plan-12');
    expect(within(twelve).getByText('Out of stock')).toBeTruthy();
    expect(within(twelve).queryByRole('link')).toBeNull();
    expect(screen.getByTestId('box-shipping').textContent).toBe('Shipping: €9.90');
  });

  it('says the box is not shipped to the country when shipping is excluded', async () => {
    renderShopPage('/vpn/box', { ...FULL_PRICING, exclusions: [{ productType: 'SHIP' }] });
    expect(await screen.findByTestId('box-not-shipped')).toBeTruthy();
    expect(screen.getByText('Not shipped to your country')).toBeTruthy();
    expect(screen.queryByTestId('box-plan-1')).toBeNull();
  });

  it('says the box is out of stock when no bundle is left', async () => {
    const pricings = FULL_PRICING.pricings.map((entry) =>
      entry.productType === 'VPN-BOX-HW' ? { ...entry, stock: 0 } : entry,
    );
    renderShopPage('/vpn/box', { ...FULL_PRICING, pricings });
    expect(await screen.findByTestId('box-out-of-stock')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Order with/ })).toBeNull();
  });
});
