import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';

/** What route guards need to know about the session; the session feature fills in the rest later. */
export interface AuthContext {
  token(): string | null;
  isAuthenticated(): boolean;
}

/** Reads the stored token on every call, so a login or logout is seen without re-creating the router. */
export function createAuth(storage: KeyValueStorage = browserStorage()): AuthContext {
  return {
    token: () => storage.getItem(STORAGE_KEYS.token),
    isAuthenticated: () => Boolean(storage.getItem(STORAGE_KEYS.token)),
  };
}

/** Only same-site paths may be used as a post-login target (no open redirects). */
export function isSafeRedirect(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}
