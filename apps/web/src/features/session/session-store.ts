import { USER_ROLES, type UserRole } from '@shop/contracts';
import type { AddressResponse } from '../../lib/api-types';
import { STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';

/** Spec 3: empty names are shown as "Anonymus" (sic, the original's spelling). */
export const ANONYMOUS_NAME = 'Anonymus';

/** The signed-in user as kept under the `user` key (spec 3, "User (session)"). */
export interface SessionUser {
  name: string;
  surname: string;
  email: string;
  country: string;
  tfa: boolean;
  isReseller: boolean;
  /** CUSTOMER, and SUPPORT or ADMIN for staff; empty in a user stored before roles were kept. */
  roles: UserRole[];
  lastLogOn: string | null;
  addresses: AddressResponse[];
}

export interface Session {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
}

const SIGNED_OUT: Session = Object.freeze({ token: null, user: null, isAuthenticated: false });

/** The roles of a stored user that this app knows, in their stored order; anything else is dropped. */
function knownRoles(value: unknown): UserRole[] {
  const known: readonly unknown[] = USER_ROLES;
  return Array.isArray(value) ? value.filter((role): role is UserRole => known.includes(role)) : [];
}

/** Reads a stored user defensively: a hand-edited or old-format value must not break the page. */
export function parseStoredUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  return {
    name: text('name').trim() || ANONYMOUS_NAME,
    surname: text('surname').trim() || ANONYMOUS_NAME,
    email: text('email'),
    country: text('country'),
    tfa: record.tfa === true,
    isReseller: record.isReseller === true,
    roles: knownRoles(record.roles),
    lastLogOn: typeof record.lastLogOn === 'string' ? record.lastLogOn : null,
    addresses: Array.isArray(record.addresses) ? (record.addresses as AddressResponse[]) : [],
  };
}

/** "Mario R.": the first name and the surname's initial, as the header shows it (spec 2). */
export function shortDisplayName(user: Pick<SessionUser, 'name' | 'surname'>): string {
  const initial = Array.from(user.surname.trim())[0];
  return initial ? `${user.name.trim()} ${initial.toUpperCase()}.` : user.name.trim();
}

export interface SessionStore {
  getSnapshot(): Session;
  subscribe(listener: () => void): () => void;
  signIn(token: string, user: SessionUser): void;
  signOut(): void;
}

/**
 * The session kept in storage (`token`, `user`), observable by React. The snapshot only changes
 * when the stored values do, and other tabs' logins and logouts are picked up through `storage`
 * events.
 */
export function createSessionStore(
  storage: KeyValueStorage,
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = null,
): SessionStore {
  const listeners = new Set<() => void>();
  let cachedToken: string | null = null;
  let cachedUser: string | null = null;
  let snapshot: Session = SIGNED_OUT;

  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key === null || key === STORAGE_KEYS.token || key === STORAGE_KEYS.user) notify();
  };

  return {
    getSnapshot() {
      const token = storage.getItem(STORAGE_KEYS.token);
      const user = storage.getItem(STORAGE_KEYS.user);
      if (token !== cachedToken || user !== cachedUser) {
        cachedToken = token;
        cachedUser = user;
        snapshot = token ? { token, user: parseStoredUser(user), isAuthenticated: true } : SIGNED_OUT;
      }
      return snapshot;
    },
    subscribe(listener) {
      if (listeners.size === 0) events?.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    signIn(token, user) {
      storage.setItem(STORAGE_KEYS.token, token);
      storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
      notify();
    },
    signOut() {
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.user);
      notify();
    },
  };
}
