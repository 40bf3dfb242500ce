import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../lib/api';
import { typedApi, type ApiAnswer, type ApiQuery } from '../../lib/typed-api';
import { fetchApiFile, type ApiFile } from '../../lib/api-file';

// The VpnPeer and VpnBox calls of DESIGN 5 (and Player/VpnPassFromOtp), typed from the API's
// OpenAPI document. The config file and its QR code are not JSON: lib/api-file.ts fetches those.

export type PassPage = ApiAnswer<'/api/VpnPeer/GetPass', 'get'>;
export type VpnPass = PassPage['items'][number];
export type PassPeer = VpnPass['peers'][number];
export type PassStatus = VpnPass['status'];
export type VpnLocation = ApiAnswer<'/api/VpnPeer/Locations', 'get'>[number];
export type BoxPage = ApiAnswer<'/api/VpnBox', 'get'>;
export type VpnBox = BoxPage['items'][number];
export type BoxSubscription = VpnBox['subscriptions'][number];
export type SerialCheck = ApiAnswer<'/api/VpnBox/CheckSerial', 'post'>;
export type PassOfDevice = ApiAnswer<'/api/Player/VpnPassFromOtp', 'post'>;
export type PageQuery = Required<ApiQuery<'/api/VpnPeer/GetPass', 'get'>>;

export const vpnKeys = {
  all: ['vpn'] as const,
  passes: () => [...vpnKeys.all, 'passes'] as const,
  passPage: (query: PageQuery) => [...vpnKeys.passes(), query] as const,
  locations: () => [...vpnKeys.all, 'locations'] as const,
  boxes: () => [...vpnKeys.all, 'boxes'] as const,
  boxPage: (query: PageQuery) => [...vpnKeys.boxes(), query] as const,
};

export function passPageQueryOptions(query: PageQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: vpnKeys.passPage(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/VpnPeer/GetPass', { query, signal }),
  });
}

/** availableCountriesList: changes with a deployment, not during a visit. */
export function locationsQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: vpnKeys.locations(),
    queryFn: ({ signal }) => typedApi(client).get('/api/VpnPeer/Locations', { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function boxPageQueryOptions(query: PageQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: vpnKeys.boxPage(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/VpnBox', { query, signal }),
  });
}

export function updatePassDescription(
  passId: string,
  description: string | null,
  client: ApiClient = api,
): Promise<VpnPass> {
  return typedApi(client).put('/api/VpnPeer/UpdatePassDescription', { passId, description });
}

/** New login code and keys: the old code and every downloaded config stop working. */
export function rotatePassCode(passId: string, client: ApiClient = api): Promise<VpnPass> {
  return typedApi(client).post('/api/VpnPeer/UpdatePassCode', { passId });
}

/** The pass attached to the player device showing `otp` (no account needed). */
export function passFromDeviceCode(otp: string, client: ApiClient = api): Promise<PassOfDevice> {
  return typedApi(client).post('/api/Player/VpnPassFromOtp', { otp });
}

export function checkBoxSerial(serial: string, client: ApiClient = api): Promise<SerialCheck> {
  return typedApi(client).post('/api/VpnBox/CheckSerial', { serial });
}

export function pairBox(serial: string, client: ApiClient = api): Promise<VpnBox> {
  return typedApi(client).post('/api/VpnBox/PairWithAccount', { serial });
}

export function unpairBox(serial: string, client: ApiClient = api) {
  return typedApi(client).post('/api/VpnBox/UnPair', { serial });
}

export interface PeerFileRequest {
  passId: string;
  location: string;
}

// The fallback names follow the server's; used when a cross-origin API does not expose Content-Disposition.

/** The wg-quick `.conf` of one location of my pass. */
export function fetchPassConfig(request: PeerFileRequest, client: ApiClient = api): Promise<ApiFile> {
  return fetchApiFile('/api/VpnPeer/Config', { ...request }, { client, fallbackName: `nova-${request.location}.conf` });
}

/** The same config as a PNG QR code, for the WireGuard app's "scan from QR code". */
export function fetchPassConfigQr(request: PeerFileRequest, client: ApiClient = api): Promise<ApiFile> {
  return fetchApiFile(
    '/api/VpnPeer/ConfigQr',
    { ...request },
    { client, fallbackName: `nova-${request.location}.png` },
  );
}
