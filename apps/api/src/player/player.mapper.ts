import type { Licence, Playlist, Prisma } from '../generated/prisma/client';
import type {
  DeviceResponse,
  LicenceResponse,
  LicenceStateResponse,
  PlaylistResponse,
  ResellerPlaylistResponse,
} from './player.responses';

// Rows of the player tables (devices, playlists, licences) become answers here, and only here.

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const PLAYLIST_SELECT = {
  id: true,
  name: true,
  url: true,
  epgUrl: true,
  createdAt: true,
  updatedAt: true,
} as const;

export function toPlaylistResponse(
  p: Pick<Playlist, 'id' | 'name' | 'url' | 'epgUrl' | 'createdAt' | 'updatedAt'>,
): PlaylistResponse {
  return {
    id: p.id,
    name: p.name,
    url: p.url,
    epgUrl: p.epgUrl,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** A playlist in a reseller's list of all their devices' playlists, with the device it is on. */
export const RESELLER_PLAYLIST_SELECT = {
  ...PLAYLIST_SELECT,
  playerDevice: { select: { deviceId: true, platform: true, description: true } },
} as const satisfies Prisma.PlaylistSelect;

export function toResellerPlaylistResponse(
  p: Prisma.PlaylistGetPayload<{ select: typeof RESELLER_PLAYLIST_SELECT }>,
): ResellerPlaylistResponse {
  return {
    ...toPlaylistResponse(p),
    deviceId: p.playerDevice.deviceId,
    platform: p.playerDevice.platform,
    deviceDescription: p.playerDevice.description,
  };
}

/** Licence rows read for a device: the columns the mapping needs. */
export const LICENCE_STATE_SELECT = {
  platform: true,
  source: true,
  since: true,
  lifetime: true,
  endsAt: true,
} as const;

type LicenceRow = Pick<Licence, 'platform' | 'source' | 'since' | 'lifetime' | 'endsAt'>;

export function toLicenceStateResponse(l: LicenceRow, now = new Date()): LicenceStateResponse {
  return {
    platform: l.platform.toLowerCase(),
    source: l.source.toLowerCase().replace('_', '-'),
    since: l.since.toISOString(),
    lifetime: l.lifetime,
    endsAt: iso(l.endsAt),
    active: l.lifetime || (l.endsAt !== null && l.endsAt > now),
  };
}

/** The licence a device of `platform` runs on: a lifetime one, else a trial that has not ended. */
export function licenceInForce(
  licences: LicenceRow[],
  platform: string,
  now = new Date(),
): LicenceStateResponse | null {
  const own = licences.filter((l) => l.platform.toLowerCase() === platform).map((l) => toLicenceStateResponse(l, now));
  return own.find((l) => l.lifetime) ?? own.find((l) => l.active) ?? null;
}

/** A licence in the owner's list of their devices' licences, with the device it is on. */
export const LICENCE_SELECT = {
  id: true,
  ...LICENCE_STATE_SELECT,
  playerDevice: { select: { deviceId: true, description: true, model: true } },
} as const satisfies Prisma.LicenceSelect;

export type LicenceListRow = Prisma.LicenceGetPayload<{ select: typeof LICENCE_SELECT }>;

export function toLicenceResponse(l: LicenceListRow, now = new Date()): LicenceResponse {
  return {
    id: l.id,
    ...toLicenceStateResponse(l, now),
    deviceId: l.playerDevice.deviceId,
    deviceDescription: l.playerDevice.description,
    deviceModel: l.playerDevice.model,
  };
}

/** What every device answer is built from: the device row with its licences, playlist count and pass. */
export const DEVICE_SELECT = {
  id: true,
  deviceId: true,
  platform: true,
  model: true,
  appVersion: true,
  description: true,
  userId: true,
  pairedAt: true,
  lastSeenAt: true,
  freeTrialUsedAt: true,
  licences: { select: LICENCE_STATE_SELECT, orderBy: { since: 'asc' } },
  vpnPasses: { select: { id: true, description: true, endsAt: true }, orderBy: { endsAt: 'desc' }, take: 1 },
  _count: { select: { playlists: true } },
} as const satisfies Prisma.PlayerDeviceSelect;

export type DeviceRow = Prisma.PlayerDeviceGetPayload<{ select: typeof DEVICE_SELECT }>;

export function toDeviceResponse(d: DeviceRow, now = new Date()): DeviceResponse {
  const pass = d.vpnPasses[0];
  return {
    deviceId: d.deviceId,
    platform: d.platform,
    model: d.model,
    appVersion: d.appVersion,
    description: d.description,
    pairedAt: iso(d.pairedAt),
    lastSeenAt: iso(d.lastSeenAt),
    licences: d.licences.map((l) => toLicenceStateResponse(l, now)),
    playlistCount: d._count.playlists,
    freeTrialAvailable: d.freeTrialUsedAt === null,
    pass: pass ? { passId: pass.id, description: pass.description, endsAt: pass.endsAt.toISOString() } : null,
  };
}
