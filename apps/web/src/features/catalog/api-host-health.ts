import { STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';

/**
 * After a version call succeeds the host works again, so a later outage may reload once more
 * (api-host-recovery.ts). Apart from the recovery, which is loaded only when it is needed.
 */
export function markApiHostHealthy(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.hasReloaded);
}
