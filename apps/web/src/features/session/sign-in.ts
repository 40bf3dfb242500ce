import type { LoginSuccessResponse } from '../../lib/api-types';
import { browserStorage, DEFAULT_ITEMS_PER_PAGE, STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';
import { ANONYMOUS_NAME, type SessionStore, type SessionUser } from './session-store';
import { sessionStore } from './session';

/** The stored user of a login or refresh answer; empty names become "Anonymus" (spec 3). */
export function toSessionUser(dto: Omit<LoginSuccessResponse, 'token'>): SessionUser {
  return {
    name: dto.name?.trim() || ANONYMOUS_NAME,
    surname: dto.surname?.trim() || ANONYMOUS_NAME,
    email: dto.email,
    country: dto.country ?? '',
    tfa: dto.tfa === true,
    isReseller: dto.isReseller === true,
    // Checked when read back from storage (parseStoredUser).
    roles: dto.roles ?? [],
    lastLogOn: dto.lastLogOn ?? null,
    addresses: Array.isArray(dto.addresses) ? dto.addresses : [],
  };
}

/** Stores the session of a refresh answer: the new token and the user. */
export function storeSession(dto: LoginSuccessResponse, store: SessionStore = sessionStore()): void {
  store.signIn(dto.token, toSessionUser(dto));
}

/** A completed login (spec 4): token and user stored, `numberOfItemsToShow` set to 10 if missing or 0. */
export function completeLogin(
  dto: LoginSuccessResponse,
  store: SessionStore = sessionStore(),
  storage: KeyValueStorage = browserStorage(),
): void {
  storeSession(dto, store);
  const items = Number(storage.getItem(STORAGE_KEYS.numberOfItemsToShow));
  if (!Number.isFinite(items) || items <= 0)
    storage.setItem(STORAGE_KEYS.numberOfItemsToShow, String(DEFAULT_ITEMS_PER_PAGE));
}

/** Replaces the stored user (after a profile or address change), keeping the token. */
export function updateStoredUser(change: Partial<SessionUser>, store: SessionStore = sessionStore()): void {
  const { token, user } = store.getSnapshot();
  if (!token || !user) return;
  store.signIn(token, { ...user, ...change });
}
