import type { PlayerSearch } from './search';

// What each player list page makes of its search params: the routes take them unchecked (search.ts),
// so every value is checked here and what does not fit is ignored.

/** A page number from 1 (1 when missing or not a whole number up to a million). */
export function pageParam(value: unknown): number {
  const page = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(page) && page > 1 && page <= 1_000_000 ? page : 1;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export const DEVICE_TABS = ['licences', 'playlists', 'pass'] as const;
export type DeviceTab = (typeof DEVICE_TABS)[number];

/**
 * /dashboard/player/devices: the page, and the spec's accordion state: which device is open (its
 * id, the accordion id) and which of its parts (the key).
 */
export interface DevicesSearch {
  page: number;
  device?: string;
  tab: DeviceTab;
}

export function devicesSearch(search: PlayerSearch): DevicesSearch {
  const device = typeof search.device === 'string' && /^[A-Za-z0-9._:-]{4,128}$/.test(search.device) ? search.device : undefined;
  return { page: pageParam(search.page), device, tab: oneOf(search.tab, DEVICE_TABS) ?? 'licences' };
}

export const LICENCE_SORTS = ['since', 'platform', 'device'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type LicenceSort = (typeof LICENCE_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** /dashboard/player/licences: the page and sortLicences (newest first unless the address says otherwise). */
export interface LicencesSearch {
  page: number;
  sort: LicenceSort;
  order: SortOrder;
}

export function licencesSearch(search: PlayerSearch): LicencesSearch {
  return { page: pageParam(search.page), sort: oneOf(search.sort, LICENCE_SORTS) ?? 'since', order: oneOf(search.order, SORT_ORDERS) ?? 'desc' };
}
