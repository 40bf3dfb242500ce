import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { typedApi, type ApiAnswer, type ApiBody, type ApiQuery } from '../../lib/typed-api';

// The /api/Player calls of DESIGN 5 the web makes, typed from the API's OpenAPI document
// (apps/api/src/player/player.controller.ts documents each). A device is named either by the code
// it shows (no account needed) or, signed in, by its id among my devices.

export type DevicePage = ApiAnswer<'/api/Player', 'get'>;
export type PlayerDevice = DevicePage['items'][number];
export type Platform = PlayerDevice['platform'];
export type DeviceLicence = PlayerDevice['licences'][number];
export type DeviceFromOtp = ApiAnswer<'/api/Player/PlayListFromOtp', 'post'>;
export type PlaylistList = ApiAnswer<'/api/Player/PlayList', 'get'>;
export type Playlist = PlaylistList['items'][number];
export type LicencePage = ApiAnswer<'/api/Player/Licences', 'get'>;
export type Licence = LicencePage['items'][number];
export type ResellerPlaylistPage = ApiAnswer<'/api/Player/playlists', 'get'>;
export type ResellerPlaylist = ResellerPlaylistPage['items'][number];
export type PassChoices = ApiAnswer<'/api/Player/VpnPass', 'get'>;
export type PassChoice = PassChoices['items'][number];
export type PlaylistFields = Pick<ApiBody<'/api/Player/PlayList', 'post'>, 'name' | 'url' | 'epgUrl'>;

type LicenceQuery = Required<ApiQuery<'/api/Player/Licences', 'get'>>;
export type LicenceSort = LicenceQuery['sort'];
export type SortOrder = LicenceQuery['order'];
export interface PageQuery {
  page: number;
  pageSize: number;
}
/** sortLicences of the spec's player state. */
export interface LicenceSorting {
  sort: LicenceSort;
  order: SortOrder;
}

/** Which device a call is about: the one showing this code, or one of mine. */
export type DeviceTarget = { otp: string } | { deviceId: string };

/** The body or query fields that name the target. */
const targetFields = (target: DeviceTarget) => ('otp' in target ? { otp: target.otp } : { deviceId: target.deviceId });
const targetKey = (target: DeviceTarget) => ('otp' in target ? ['otp', target.otp] : ['device', target.deviceId]);

export const playerKeys = {
  all: ['player'] as const,
  fromOtp: (otp: string) => [...playerKeys.all, 'fromOtp', otp] as const,
  devices: () => [...playerKeys.all, 'devices'] as const,
  devicePage: (query: PageQuery) => [...playerKeys.devices(), query] as const,
  playlists: (target: DeviceTarget) => [...playerKeys.all, 'playlists', ...targetKey(target)] as const,
  allPlaylists: () => [...playerKeys.all, 'allPlaylists'] as const,
  allPlaylistPage: (query: PageQuery) => [...playerKeys.allPlaylists(), query] as const,
  licences: () => [...playerKeys.all, 'licences'] as const,
  licencePage: (query: PageQuery & LicenceSorting) => [...playerKeys.licences(), query] as const,
  passChoices: () => [...playerKeys.all, 'passChoices'] as const,
};

/** No second try for answers that will not change (unknown code, not a reseller, validation). */
export function retryServerTrouble(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/** PlayListFromOtp: the device showing `otp`, its playlists, and whether it is paired (and mine). */
export function deviceFromOtpQueryOptions(otp: string, client: ApiClient = api) {
  return queryOptions({
    queryKey: playerKeys.fromOtp(otp),
    // POST because the code is a credential: it stays out of URLs and logs.
    queryFn: ({ signal }) => typedApi(client).post('/api/Player/PlayListFromOtp', { otp }, { signal }),
    retry: retryServerTrouble,
  });
}

export function devicePageQueryOptions(query: PageQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: playerKeys.devicePage(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Player', { query, signal }),
    retry: retryServerTrouble,
  });
}

export function playlistsQueryOptions(target: DeviceTarget, client: ApiClient = api) {
  return queryOptions({
    queryKey: playerKeys.playlists(target),
    queryFn: ({ signal }) => typedApi(client).get('/api/Player/PlayList', { query: targetFields(target), signal }),
    retry: retryServerTrouble,
  });
}

export function allPlaylistPageQueryOptions(query: PageQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: playerKeys.allPlaylistPage(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Player/playlists', { query, signal }),
    retry: retryServerTrouble,
  });
}

export function licencePageQueryOptions(query: PageQuery & LicenceSorting, client: ApiClient = api) {
  return queryOptions({
    queryKey: playerKeys.licencePage(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Player/Licences', { query, signal }),
    retry: retryServerTrouble,
  });
}

/** The passes one can attach: the first 100 (the server's largest page) is plenty for a picker. */
export function passChoicesQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: playerKeys.passChoices(),
    queryFn: ({ signal }) => typedApi(client).get('/api/Player/VpnPass', { query: { page: 1, pageSize: 100 }, signal }),
    retry: retryServerTrouble,
  });
}

export function addPlaylist(
  target: DeviceTarget,
  fields: PlaylistFields,
  client: ApiClient = api,
): Promise<PlaylistList> {
  return typedApi(client).post('/api/Player/PlayList', { ...fields, ...targetFields(target) });
}

export function editPlaylist(
  target: DeviceTarget,
  playlistId: string,
  fields: PlaylistFields,
  client: ApiClient = api,
): Promise<PlaylistList> {
  return typedApi(client).put('/api/Player/PlayList', { ...fields, playlistId, ...targetFields(target) });
}

export function removePlaylist(
  target: DeviceTarget,
  playlistId: string,
  client: ApiClient = api,
): Promise<PlaylistList> {
  return typedApi(client).delete('/api/Player/PlayList', { query: { ...targetFields(target), playlistId } });
}

export function activateLicenceCode(
  target: DeviceTarget,
  code: string,
  client: ApiClient = api,
): Promise<PlayerDevice> {
  return typedApi(client).post('/api/Player/PlayerLicenceKey', { ...targetFields(target), code });
}

export function startFreeTrial(target: DeviceTarget, client: ApiClient = api): Promise<PlayerDevice> {
  return typedApi(client).post('/api/Player/Free', targetFields(target));
}

/** Pairing uses the code up: the device shows a new one afterwards. */
export function pairDevice(otp: string, client: ApiClient = api): Promise<PlayerDevice> {
  return typedApi(client).post('/api/Player/PairWithAccount', { otp });
}

export function unpairDevice(deviceId: string, client: ApiClient = api) {
  return typedApi(client).post('/api/Player/UnPairWithAccount', { deviceId });
}

/** An empty description removes it. */
export function describeDevice(deviceId: string, description: string, client: ApiClient = api): Promise<PlayerDevice> {
  // The OpenAPI document types `description` as an object (its @ApiProperty lacks `type: String`);
  // the server takes a string of at most 100 characters, '' or null removing the name.
  const body = { deviceId, description: description || null } as unknown as ApiBody<
    '/api/Player/PlayerDescription',
    'put'
  >;
  return typedApi(client).put('/api/Player/PlayerDescription', body);
}

/** null detaches the pass. */
export function attachPass(deviceId: string, passId: string | null, client: ApiClient = api): Promise<PlayerDevice> {
  return typedApi(client).post('/api/Player/UpdatePass', { deviceId, passId });
}
