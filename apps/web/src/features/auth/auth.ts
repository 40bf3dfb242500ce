import type { SessionStore } from '../session/session-store';
import { sessionStore } from '../session/session';

/** What route guards need to know about the session. */
export interface AuthContext {
  token(): string | null;
  isAuthenticated(): boolean;
}

/** Reads the session on every call, so a login or logout is seen without re-creating the router. */
export function createAuth(store: SessionStore = sessionStore()): AuthContext {
  return {
    token: () => store.getSnapshot().token,
    isAuthenticated: () => store.getSnapshot().isAuthenticated,
  };
}

/**
 * Only this site's own paths may be a post-login target (no open redirects): one leading slash,
 * and no backslash, space or control character anywhere (browsers drop tabs and newlines, so
 * "/\t/evil.example" would become "//evil.example").
 */
export const SAFE_REDIRECT = /^\/(?!\/)[^\\\s\p{Cc}]*$/u;

export function isSafeRedirect(target: string): boolean {
  return SAFE_REDIRECT.test(target);
}
