import type { PlaylistFields } from './api';

// The playlist and licence code rules of the server (apps/api/src/player/player.dto.ts), checked before sending so
// a mistake is shown at once next to its field; the server checks them again and has the last word.

export const PLAYLIST_NAME_MAX_LENGTH = 80;
export const PLAYLIST_URL_MAX_LENGTH = 2048;
/** At most this many playlists on one device. */
export const MAX_PLAYLISTS_PER_DEVICE = 20;

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const PLAYLIST_FILE = /\.m3u8?($|[?#])/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export type PlaylistField = 'name' | 'url' | 'epgUrl';
/** Each names a text under `playlists.errors` of the player namespace. */
export type PlaylistProblem =
  'nameRequired' | 'nameTooLong' | 'urlRequired' | 'urlTooLong' | 'urlScheme' | 'urlInvalid' | 'urlNotPlaylist';

export interface PlaylistDraft {
  name: string;
  url: string;
  epgUrl: string;
}

export type PlaylistCheck =
  { ok: true; fields: PlaylistFields } | { ok: false; problems: Partial<Record<PlaylistField, PlaylistProblem>> };

/** What is wrong with an address, or undefined: http(s) only, so no javascript:, file: or data: reaches a player. */
function addressProblem(
  value: string,
): Exclude<PlaylistProblem, 'nameRequired' | 'nameTooLong' | 'urlRequired' | 'urlNotPlaylist'> | undefined {
  if (value.length > PLAYLIST_URL_MAX_LENGTH) return 'urlTooLong';
  if (!HTTP_URL.test(value)) return ANY_SCHEME.test(value) && !/^https?:/i.test(value) ? 'urlScheme' : 'urlInvalid';
  try {
    new URL(value);
  } catch {
    return 'urlInvalid';
  }
  return undefined;
}

/** Checks a playlist form; answers the trimmed fields to send (an empty guide address as null). */
export function checkPlaylist(draft: PlaylistDraft): PlaylistCheck {
  const name = draft.name.trim();
  const url = draft.url.trim();
  const epgUrl = draft.epgUrl.trim();
  const problems: Partial<Record<PlaylistField, PlaylistProblem>> = {};

  if (!name) problems.name = 'nameRequired';
  else if (name.length > PLAYLIST_NAME_MAX_LENGTH) problems.name = 'nameTooLong';

  const urlProblem = !url
    ? 'urlRequired'
    : (addressProblem(url) ?? (PLAYLIST_FILE.test(url) ? undefined : 'urlNotPlaylist'));
  if (urlProblem) problems.url = urlProblem;

  if (epgUrl) {
    const problem = addressProblem(epgUrl);
    if (problem) problems.epgUrl = problem;
  }

  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, fields: { name, url, epgUrl: epgUrl || null } };
}

/** A licence code as the server takes it: 4 to 64 characters, spaces around it dropped. */
export function normalizeLicenceCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isLicenceCodeShape(code: string): boolean {
  return code.length >= 4 && code.length <= 64;
}

/** The placeholders of the player's error texts ("at most #max# playlists"). */
export const PLAYER_ERROR_VALUES = { max: MAX_PLAYLISTS_PER_DEVICE };
