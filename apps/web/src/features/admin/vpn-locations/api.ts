import {
  isEndpointHost,
  isWireGuardKey,
  parseVpnDns,
  parseVpnSubnet,
  VPN_LOCATION_CODE_PATTERN,
  type SubnetProblem,
} from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiBody } from '../../../lib/typed-api';

// /api/Admin/VpnLocations (apps/api/src/admin/vpn-locations/), typed from the API's OpenAPI document.

export type VpnLocation = ApiAnswer<'/api/Admin/VpnLocations', 'get'>[number];
export type NewVpnLocation = ApiBody<'/api/Admin/VpnLocations', 'post'>;
export type VpnLocationChange = ApiBody<'/api/Admin/VpnLocations', 'put'>;

export const vpnLocationKeys = { all: ['admin', 'vpnLocations'] as const };

export function vpnLocationsQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: vpnLocationKeys.all,
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/VpnLocations', { signal }),
  });
}

export const createVpnLocation = (body: NewVpnLocation, client: ApiClient = api) =>
  typedApi(client).post('/api/Admin/VpnLocations', body);
export const updateVpnLocation = (body: VpnLocationChange, client: ApiClient = api) =>
  typedApi(client).put('/api/Admin/VpnLocations', body);

/** What a location's form holds: every field as typed. */
export interface LocationDraft {
  code: string;
  country: string;
  city: string;
  host: string;
  port: string;
  publicKey: string;
  subnet: string;
  dns: string;
  active: boolean;
  sortOrder: string;
}

export type LocationField = Exclude<keyof LocationDraft, 'active'>;

/** Why a field is refused: a key of admin.json `vpnLocations.problems`. */
export type LocationProblem =
  'required' | 'code' | 'country' | 'host' | 'port' | 'publicKey' | `subnet.${SubnetProblem}` | 'dns' | 'sortOrder';

export const draftOf = (location: VpnLocation | null): LocationDraft =>
  location
    ? {
        code: location.code,
        country: location.country,
        city: location.city,
        host: location.host,
        port: String(location.port),
        publicKey: location.publicKey,
        subnet: location.subnet,
        dns: location.dns,
        active: location.active,
        sortOrder: String(location.sortOrder),
      }
    : {
        code: '',
        country: '',
        city: '',
        host: '',
        port: '51820',
        publicKey: '',
        subnet: '',
        dns: '1.1.1.1',
        active: true,
        sortOrder: '0',
      };

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

/**
 * The server's rules (libs/contracts/src/vpn.ts and the DTO's), field by field. `countries` are the
 * ISO codes the country select offers. Overlaps and peers are the server's to say.
 */
export function locationProblems(
  draft: LocationDraft,
  countries: ReadonlySet<string>,
): Partial<Record<LocationField, LocationProblem>> {
  const problems: Partial<Record<LocationField, LocationProblem>> = {};
  const text = (field: LocationField) => draft[field].trim();
  for (const field of ['code', 'country', 'city', 'host', 'port', 'publicKey', 'subnet', 'dns', 'sortOrder'] as const)
    if (!text(field)) problems[field] = 'required';
  if (text('code') && !VPN_LOCATION_CODE_PATTERN.test(text('code').toLowerCase())) problems.code = 'code';
  if (text('country') && !countries.has(text('country').toUpperCase())) problems.country = 'country';
  if (text('host') && !isEndpointHost(text('host').toLowerCase())) problems.host = 'host';
  if (text('port') && !wholeIn(text('port'), 1, 65535)) problems.port = 'port';
  if (text('publicKey') && !isWireGuardKey(text('publicKey'))) problems.publicKey = 'publicKey';
  const subnet = text('subnet') ? parseVpnSubnet(text('subnet')) : null;
  if (typeof subnet === 'string') problems.subnet = `subnet.${subnet}`;
  if (text('dns') && parseVpnDns(text('dns')) === null) problems.dns = 'dns';
  if (text('sortOrder') && !wholeIn(text('sortOrder'), 0, 9999)) problems.sortOrder = 'sortOrder';
  return problems;
}

/** The body of PUT (and, with the code, of POST) from a draft that has no problems. */
export function bodyOf(draft: LocationDraft): Omit<NewVpnLocation, 'code'> {
  return {
    country: draft.country.trim().toUpperCase(),
    city: draft.city.trim(),
    host: draft.host.trim().toLowerCase(),
    port: Number(draft.port),
    publicKey: draft.publicKey.trim(),
    subnet: draft.subnet.trim(),
    dns: draft.dns.trim(),
    active: draft.active,
    sortOrder: Number(draft.sortOrder),
  };
}
