import type { Language } from '@shop/contracts';
import type { PricingResponseBody } from '../../lib/api-types';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../lib/api';
import { typedApi } from '../../lib/typed-api';
import { EMPTY_NEWS, splitChangelog, type SiteNews } from './changelog';
import { EMPTY_PRICING } from './pricing';

export const catalogKeys = {
  all: ['catalog'] as const,
  version: () => [...catalogKeys.all, 'version'] as const,
  pricing: (country: string) => [...catalogKeys.all, 'pricing', country] as const,
  news: () => [...catalogKeys.all, 'news'] as const,
};

/** Site version from /info.json. Not retried: a network failure starts the host recovery. */
export function versionQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: catalogKeys.version(),
    queryFn: ({ signal }) => typedApi(client).get('/info.json', { signal }),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Price list for the visitor. Spec 4: the chosen language is used as the user's country. The
 * checkout asks for the buyer's own country (a code) instead, the list its summary prices from.
 * A failure yields the empty price list (spec 8) instead of an error state.
 */
export function pricingQueryOptions(language: Language | string, client: ApiClient = api) {
  return queryOptions({
    queryKey: catalogKeys.pricing(language),
    queryFn: ({ signal }) => fetchPricingOrEmpty(client, language, signal),
    staleTime: 5 * 60_000,
  });
}

/** Changelog split into maintenance notice and news; a failure yields no news (spec 8). */
export function newsQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: catalogKeys.news(),
    queryFn: ({ signal }) => fetchNewsOrEmpty(client, signal),
    staleTime: 5 * 60_000,
  });
}

export async function fetchPricingOrEmpty(
  client: ApiClient,
  country: string,
  signal?: AbortSignal,
): Promise<PricingResponseBody> {
  try {
    return await typedApi(client).get('/api/Pricing', { query: { country }, signal });
  } catch (error) {
    // A cancelled query must not be cached as "no prices".
    if (signal?.aborted) throw error;
    return EMPTY_PRICING;
  }
}

export async function fetchNewsOrEmpty(client: ApiClient, signal?: AbortSignal): Promise<SiteNews> {
  try {
    return splitChangelog(await typedApi(client).get('/api/Changelog', { signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    return EMPTY_NEWS;
  }
}
