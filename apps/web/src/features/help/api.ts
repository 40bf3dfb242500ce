import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { typedApi } from '../../lib/typed-api';

/** Stops marketing mail to the address; the server answers the same whether or not it has an account. */
export function unsubscribe(email: string, client: ApiClient = api) {
  return typedApi(client).post('/api/Newsletter/Unsubscribe', { email });
}

export type ServiceState = 'up' | 'down' | 'unknown';

/** What the status page shows after one check. */
export interface ServiceHealth {
  api: ServiceState;
  database: ServiceState;
  /** The API's version, when it said. */
  version?: string;
}

export const HEALTH_REFRESH_MS = 30_000;

/**
 * One health check. A 503 is an answer (the API runs, its database does not), so it is data, not
 * an error; only an unreachable API or another failure makes the query fail.
 */
export async function fetchServiceHealth(client: ApiClient = api, signal?: AbortSignal): Promise<ServiceHealth> {
  try {
    const body = await typedApi(client).get('/api/health', { signal });
    return { api: 'up', database: body.database === 'up' ? 'up' : 'down', version: body.version };
  } catch (error) {
    if (isApiError(error) && error.status === 503) return { api: 'up', database: 'down' };
    throw error;
  }
}

export function serviceHealthQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: ['help', 'health'] as const,
    queryFn: ({ signal }) => fetchServiceHealth(client, signal),
    refetchInterval: HEALTH_REFRESH_MS,
    // A failed check is shown at once; the next one comes with the interval or the button.
    retry: false,
    staleTime: 0,
  });
}

export type OverallState = 'up' | 'degraded' | 'down';

/** The headline: everything up, the API up but something behind it down, or no API at all. */
export function overallState(health: ServiceHealth | undefined): OverallState {
  if (!health || health.api !== 'up') return 'down';
  return health.database === 'up' ? 'up' : 'degraded';
}
