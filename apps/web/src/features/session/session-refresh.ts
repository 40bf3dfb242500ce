import { api, isApiError, type ApiClient } from '../../lib/api';
import { typedApi } from '../../lib/typed-api';
import type { SessionStore } from './session-store';
import { sessionStore } from './session';
import { storeSession } from './sign-in';

/**
 * - refreshed: a new token is stored (or another tab/call stored one meanwhile)
 * - rejected: the server answered and refused; the session is over
 * - locked: refused because an admin locked the account (ACCOUNT_LOCKED); the session is over too
 * - unreachable: no answer (network); nothing changes (spec 4)
 * - none: no token to refresh
 */
export type RefreshOutcome = 'refreshed' | 'rejected' | 'locked' | 'unreachable' | 'none';

export interface RefreshOptions {
  client?: ApiClient;
  store?: SessionStore;
  /** The token the caller saw refused; if storage already holds another one, that one is used. */
  staleToken?: string;
  locks?: Pick<LockManager, 'request'> | null;
}

let inFlight: Promise<RefreshOutcome> | null = null;

/**
 * POST /api/User/RefreshToken {token} and store the rotated token and user. One refresh at a time:
 * concurrent callers share it, and tabs take a Web Lock, because presenting a rotated token again
 * revokes the whole session (DESIGN 4).
 */
export function refreshSession(options: RefreshOptions = {}): Promise<RefreshOutcome> {
  inFlight ??= withLock(options.locks === undefined ? browserLocks() : options.locks, () =>
    runRefresh(options),
  ).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh({
  client = api,
  store = sessionStore(),
  staleToken,
}: RefreshOptions): Promise<RefreshOutcome> {
  const token = store.getSnapshot().token;
  if (!token) return 'none';
  if (staleToken && token !== staleToken) return 'refreshed';
  try {
    const answer = await typedApi(client).post('/api/User/RefreshToken', { token }, { retryOnUnauthorized: false });
    // A logout while the call was out wins over its answer.
    if (store.getSnapshot().token !== token) return store.getSnapshot().token ? 'refreshed' : 'none';
    storeSession(answer, store);
    return 'refreshed';
  } catch (error) {
    if (isApiError(error) && error.code === 'ACCOUNT_LOCKED') return 'locked';
    return isApiError(error) && error.status !== undefined ? 'rejected' : 'unreachable';
  }
}

function browserLocks(): Pick<LockManager, 'request'> | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

function withLock<T>(locks: Pick<LockManager, 'request'> | null, work: () => Promise<T>): Promise<T> {
  if (!locks) return work();
  return locks.request('nova-session-refresh', work) as Promise<T>;
}
