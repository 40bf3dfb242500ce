import { matching, oneOf, positivePage } from '../../lib/search-params';

// The search params of the player dashboard's list pages (built from lib/search-params.ts, which
// says why). What is missing or unusable is undefined; each page reads it with its default.

/** A page of a list from 1 (a page reads undefined as 1; it writes no page 1 into the address). */
export interface PageSearch {
  page?: number;
}

/** /dashboard/player/allMyPlaylist: its page. */
export function validatePlaylistsSearch(search: Record<string, unknown>): PageSearch {
  return { page: positivePage(search.page) };
}

export const DEVICE_TABS = ['licences', 'playlists', 'pass'] as const;
export type DeviceTab = (typeof DEVICE_TABS)[number];

/** A device id as the accordion id of the address (the devices' ids from the API fit it). */
const DEVICE_ID = /^[A-Za-z0-9._:-]{4,128}$/;

/**
 * /dashboard/player/devices: the page, and the spec's accordion state: which device is open (its
 * id, the accordion id) and which of its parts (the key; the page reads none as 'licences').
 */
export interface DevicesSearch extends PageSearch {
  device?: string;
  tab?: DeviceTab;
}

export function validateDevicesSearch(search: Record<string, unknown>): DevicesSearch {
  return {
    page: positivePage(search.page),
    device: matching(search.device, DEVICE_ID),
    tab: oneOf(search.tab, DEVICE_TABS),
  };
}

export const LICENCE_SORTS = ['since', 'platform', 'device'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type LicenceSort = (typeof LICENCE_SORTS)[number];
export type SortOrder = (typeof SORT_ORDERS)[number];

/** /dashboard/player/licences: the page and sortLicences (the page reads none as newest first: since, desc). */
export interface LicencesSearch extends PageSearch {
  sort?: LicenceSort;
  order?: SortOrder;
}

export function validateLicencesSearch(search: Record<string, unknown>): LicencesSearch {
  return {
    page: positivePage(search.page),
    sort: oneOf(search.sort, LICENCE_SORTS),
    order: oneOf(search.order, SORT_ORDERS),
  };
}
