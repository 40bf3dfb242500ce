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

/** Only same-site paths may be used as a post-login target (no open redirects). */
export function isSafeRedirect(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}
