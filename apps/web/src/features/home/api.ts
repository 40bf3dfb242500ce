import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { typedApi, type ApiAnswer } from '../../lib/typed-api';

// The account home's one call, GET /api/User/Overview (apps/api/src/overview/), typed from the API's OpenAPI document.

export type Overview = ApiAnswer<'/api/User/Overview', 'get'>;
export type OverviewSubscription = Overview['subscriptions'][number];
export type OverviewOrder = Overview['recentOrders'][number];
export type OrderInFlight = Overview['ordersInFlight'][number];

export const homeKeys = {
  all: ['home'] as const,
  overview: () => [...homeKeys.all, 'overview'] as const,
};

/** No second try for an answer that will not change (a refused session is the session's business). */
function retryServerTrouble(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/** Everything the home shows, in one request. */
export function overviewQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: homeKeys.overview(),
    queryFn: ({ signal }) => typedApi(client).get('/api/User/Overview', { signal }),
    retry: retryServerTrouble,
  });
}
