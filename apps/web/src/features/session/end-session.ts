import type { QueryClient } from '@tanstack/react-query';
import { api, type ApiClient } from '../../lib/api';
import { typedApi } from '../../lib/typed-api';
import { catalogKeys } from '../catalog/api';
import { sessionStore } from './session';

/** Logout waits at most this long for the server before signing out locally anyway. */
const LOGOUT_CALL_TIMEOUT_MS = 5000;

/** Drops every cached account list (devices, licences, orders, passes, boxes, tickets, coupons): all but the public catalogue. */
export function clearAccountData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== catalogKeys.all[0] });
}

/** POST /api/User/Logout with the current bearer so the server revokes the session; its failure is ignored. */
export async function revokeSessionOnServer(client: ApiClient = api): Promise<void> {
  if (!sessionStore().getSnapshot().token) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), LOGOUT_CALL_TIMEOUT_MS);
  try {
    await typedApi(client).post('/api/User/Logout', undefined, {
      retryOnUnauthorized: false,
      signal: controller.signal,
    });
  } catch {
    // Spec 4: logout goes on whatever the server said.
  } finally {
    clearTimeout(timer);
  }
}

/** Back to anonymous: token and user removed, account lists dropped. */
export function signOutLocally(queryClient: QueryClient): void {
  sessionStore().signOut();
  clearAccountData(queryClient);
}
