import { isNetworkError } from '../../lib/api';
import { STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';

export interface ApiHostRecoveryDeps {
  /** Remote environment file whose body is the API base address (VITE_API_ENV_URL). */
  envUrl: string | undefined;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  storage: KeyValueStorage;
  reload: () => void;
  now: () => number;
}

export type ApiHostRecoveryOutcome =
  /** The version call got an HTTP answer: the host is reachable, nothing to do. */
  | 'not-a-network-error'
  /** A new host was stored and the page is reloading to use it. */
  | 'reloading'
  /** A new host was stored, but the page already reloaded once for this. */
  | 'stored-without-reload'
  /** The environment file could not be read: both flags were cleared. */
  | 'cleared';

/**
 * Spec 4: when the version request fails without an HTTP status, the API host is probably
 * blocked. Fetch the current host from the environment file, store it as `isBanned` (the API
 * client's base) and reload once, guarded by `hasReloaded`. If that fails, clear both flags.
 * Loaded only when the version call fails (use-startup-load.ts), so it is not in the start-up bundle.
 */
export async function recoverApiHost(
  versionError: unknown,
  deps: ApiHostRecoveryDeps,
): Promise<ApiHostRecoveryOutcome> {
  if (!isNetworkError(versionError)) return 'not-a-network-error';
  const { storage } = deps;

  const host = await fetchApiHost(deps);
  if (!host) {
    storage.removeItem(STORAGE_KEYS.isBanned);
    storage.removeItem(STORAGE_KEYS.hasReloaded);
    return 'cleared';
  }

  storage.setItem(STORAGE_KEYS.isBanned, host);
  if (storage.getItem(STORAGE_KEYS.hasReloaded)) return 'stored-without-reload';
  storage.setItem(STORAGE_KEYS.hasReloaded, 'true');
  deps.reload();
  return 'reloading';
}

async function fetchApiHost(deps: ApiHostRecoveryDeps): Promise<string | null> {
  if (!deps.envUrl) return null;
  try {
    const url = new URL(deps.envUrl, globalThis.location?.href);
    url.searchParams.set('t', String(deps.now()));
    const response = await deps.fetch(url.toString(), { cache: 'no-store' });
    if (!response.ok) return null;
    return parseApiHost(await response.text());
  } catch {
    return null;
  }
}

/** The file's body must be an http(s) address; anything else is treated as a failed fetch. */
export function parseApiHost(body: string): string | null {
  const candidate = body.trim();
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return candidate.replace(/\/+$/, '');
  } catch {
    return null;
  }
}
