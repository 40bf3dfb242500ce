import type { TFunction } from 'i18next';
import type { ErrorTextOf } from '../../components/data/call-failure';
import type { CallErrorCode } from '../../lib/api';
import { MAX_PLAYLISTS_PER_DEVICE } from './player-rules';

// The player's error codes (libs/contracts errors.ts) in the player namespace's words. Codes not
// listed (network, 429, validation without a known field, 5xx) get the shared generic texts.

const PLAYER_CODES = [
  'DEVICE_SECRET_INVALID',
  'OTP_INVALID',
  'DEVICE_NOT_FOUND',
  'DEVICE_PAIRED_ELSEWHERE',
  'PLAYLIST_NOT_FOUND',
  'PLAYLIST_LIMIT_REACHED',
  'RESELLER_ONLY',
  'LICENCE_EXISTS',
  'COUPON_INVALID',
  'COUPON_WRONG_PLATFORM',
  'TRIAL_USED',
  'PASS_NOT_FOUND',
  'PASS_ENDED',
] as const satisfies readonly CallErrorCode[];
type PlayerCode = (typeof PLAYER_CODES)[number];

/** Fields of the player's forms whose invalid value has a text of its own. */
const FIELD_TEXTS = ['url', 'epgUrl', 'name', 'code', 'description', 'otp'] as const;
type KnownField = (typeof FIELD_TEXTS)[number];

const isPlayerCode = (code: string): code is PlayerCode => (PLAYER_CODES as readonly string[]).includes(code);
const isKnownField = (field: string): field is KnownField => (FIELD_TEXTS as readonly string[]).includes(field);

/** The player's texts for failed calls; `t` is bound to the player namespace. */
export function playerErrorText(t: TFunction<'player'>): ErrorTextOf {
  return (code, error) => {
    if (isPlayerCode(code)) return t(`errors.${code}`, { max: MAX_PLAYLISTS_PER_DEVICE });
    if (code === 'VALIDATION_FAILED') {
      const field = Object.keys(error.body?.fields ?? {})
        .map((name) => name.split('.').at(-1) ?? name)
        .find(isKnownField);
      return field ? t(`errors.fields.${field}`) : undefined;
    }
    return undefined;
  };
}
