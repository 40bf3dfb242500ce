import type { PricingEntryResponse, PricingResponseBody } from '../../../lib/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createAuth } from '../../auth/auth';
import { createAppRouter, createQueryClient } from '../../../router';
import { jsonResponse } from '../../../test/fakes';

const entry = (
  productType: PricingEntryResponse['productType'],
  productName: string,
  price: number,
  stock?: number,
): PricingEntryResponse => ({
  productType,
  productName,
  price,
  currency: 'EUR',
  ...(stock === undefined ? {} : { stock }),
});

/** An Italian price list with every product of the shop. */
export const FULL_PRICING: PricingResponseBody = {
  country: 'IT',
  pricings: [
    entry('VIDEO-PLAYER', 'VIDEO-PLAYER-LIFETIME', 1299),
    entry('VIDEO-PLAYER', 'VIDEO-PLAYER-ANDROID-LIFETIME', 999),
    entry('VIDEO-PLAYER', 'VIDEO-PLAYER-IOS-LIFETIME', 1499),
    entry('VPN-PASS', 'VPN-ONE-MONTH', 499),
    entry('VPN-PASS', 'VPN-THREE-MONTHS', 1299),
    entry('VPN-PASS', 'VPN-SIX-MONTHS', 2299),
    entry('VPN-PASS', 'VPN-TWELVE-MONTHS', 3999),
    entry('VPN-PASS', 'VPN-TWENTYFOUR-MONTHS', 6999),
    entry('VPN-PASS', 'VPN-THIRTYSIX-MONTHS', 8999),
    entry('VPN-BOX-HW', 'VPNBOX-ONE-MONTH-HW', 5999, 20),
    entry('VPN-BOX-HW', 'VPNBOX-TWELVE-MONTHS-HW', 10999, 0),
    entry('SHIP', 'SHIPPING', 990),
  ],
  exclusions: [],
  shipmentCountries: [
    { code: 'IT', description: 'Italy' },
    { code: 'DE', description: 'Germany' },
  ],
};

export const EMPTY_PRICING_RESPONSE: PricingResponseBody = {
  country: '',
  pricings: [],
  exclusions: [],
  shipmentCountries: [],
};

/** Renders the whole app at `path` with a fake API that answers pricing with `pricing`; returns the fetch spy and router. */
export function renderShopPage(path: string, pricing: PricingResponseBody | 'fail' = FULL_PRICING) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.startsWith('/info.json')) return jsonResponse({ version: '1.0.0' });
    if (url.startsWith('/api/Pricing')) {
      return pricing === 'fail'
        ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, 500)
        : jsonResponse(pricing);
    }
    if (url.startsWith('/api/Changelog')) return jsonResponse({});
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const queryClient = createQueryClient();
  const router = createAppRouter({
    auth: createAuth(),
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { fetchMock, router };
}

/** Paths the app requested, without query strings. */
export function requestedPaths(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input).split('?')[0]);
}
