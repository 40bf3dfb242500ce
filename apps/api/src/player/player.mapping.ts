import type { Licence, Playlist } from '../generated/prisma/client';
import type { LicenceStateResponse, PlaylistResponse } from './player.responses';

export const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

export function toPlaylist(p: Pick<Playlist, 'id' | 'name' | 'url' | 'epgUrl' | 'createdAt' | 'updatedAt'>): PlaylistResponse {
  return { id: p.id, name: p.name, url: p.url, epgUrl: p.epgUrl, createdAt: p.createdAt.toISOString(), updatedAt: p.updatedAt.toISOString() };
}

type LicenceRow = Pick<Licence, 'platform' | 'source' | 'since' | 'lifetime' | 'endsAt'>;

export function toLicenceState(l: LicenceRow, now = new Date()): LicenceStateResponse {
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
export function licenceInForce(licences: LicenceRow[], platform: string, now = new Date()): LicenceStateResponse | null {
  const own = licences.filter((l) => l.platform.toLowerCase() === platform).map((l) => toLicenceState(l, now));
  return own.find((l) => l.lifetime) ?? own.find((l) => l.active) ?? null;
}

/** Licence rows read for a device: the columns the mapping needs. */
export const LICENCE_STATE_SELECT = { platform: true, source: true, since: true, lifetime: true, endsAt: true } as const;
export const PLAYLIST_SELECT = { id: true, name: true, url: true, epgUrl: true, createdAt: true, updatedAt: true } as const;
