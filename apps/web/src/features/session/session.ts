import { useSyncExternalStore } from 'react';
import { browserStorage } from '../../lib/storage';
import { createSessionStore, type Session, type SessionStore } from './session-store';

let store: SessionStore | undefined;

/** The app's one session store, over localStorage. */
export function sessionStore(): SessionStore {
  store ??= createSessionStore(browserStorage(), typeof window === 'undefined' ? null : window);
  return store;
}

/** The current session; re-renders on login and logout (in this tab or another). */
export function useSession(): Session {
  const current = sessionStore();
  return useSyncExternalStore(current.subscribe, current.getSnapshot, current.getSnapshot);
}
