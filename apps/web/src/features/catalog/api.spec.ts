import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { fakeStorage, jsonResponse } from '../../test/fakes';
import { fetchNewsOrEmpty, fetchPricingOrEmpty, pricingQueryOptions } from './api';
import { EMPTY_NEWS } from './changelog';
import { EMPTY_PRICING } from './pricing';

function clientAnswering(response: Response | Error) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  return { client: createApiClient({ storage: fakeStorage(), fetch }), fetch };
}

describe('pricing query', () => {
  it('asks for the prices of the chosen language as country', async () => {
    const pricing = { pricings: [], exclusions: [], country: 'IT', shipmentCountries: [] };
    const { client, fetch } = clientAnswering(jsonResponse(pricing));
    await expect(fetchPricingOrEmpty(client, 'it')).resolves.toEqual(pricing);
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/Pricing?country=it');
    expect(pricingQueryOptions('it', client).queryKey).toEqual(['catalog', 'pricing', 'it']);
  });

  it('yields the empty price list on failure', async () => {
    const { client } = clientAnswering(jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' }, 500));
    await expect(fetchPricingOrEmpty(client, 'en')).resolves.toBe(EMPTY_PRICING);
  });
});

describe('news query', () => {
  it('splits the changelog', async () => {
    const entry = { version: '0.0.2', date: '2025-01-01', languageLogs: { en: 'Maintenance tonight' } };
    const { client } = clientAnswering(jsonResponse({ maintenance: [entry] }));
    await expect(fetchNewsOrEmpty(client)).resolves.toEqual({ maintenance: entry, news: [] });
  });

  it('yields no news on failure', async () => {
    const { client } = clientAnswering(new TypeError('offline'));
    await expect(fetchNewsOrEmpty(client)).resolves.toBe(EMPTY_NEWS);
  });
});
