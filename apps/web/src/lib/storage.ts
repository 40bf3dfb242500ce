/** localStorage keys of spec section 3; other code never spells them itself. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  language: 'language',
  isBanned: 'isBanned',
  hasReloaded: 'hasReloaded',
  numberOfItemsToShow: 'numberOfItemsToShow',
  policy: 'policy',
} as const;
/** Spec 9: default items per page, stored at login when missing or 0. */
export const DEFAULT_ITEMS_PER_PAGE = 10;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** The part of Storage the app uses, so tests can pass a fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const memory = new Map<string, string>();
const memoryStorage: KeyValueStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
  removeItem: (key) => void memory.delete(key),
};

/**
 * localStorage, or an in-memory stand-in when the browser refuses it (private modes, disabled
 * storage throw on access): the shop still works, it just forgets on reload.
 */
let resolved: KeyValueStorage | undefined;

export function browserStorage(): KeyValueStorage {
  resolved ??= probeLocalStorage();
  return resolved;
}

function probeLocalStorage(): KeyValueStorage {
  try {
    const storage = globalThis.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage;
  }
}
