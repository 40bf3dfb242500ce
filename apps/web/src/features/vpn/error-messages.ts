import type { ErrorCode } from '@shop/contracts';
import type { TFunction } from 'i18next';
import type { ErrorTextOf } from '../../components/data/call-failure';
import { isApiError, type CallErrorCode } from '../../lib/api';

// The VPN screens' own words for the API codes of passes, boxes and device codes. Every other code
// (network, 429, validation, 5xx) gets the shared generic text of components/data.

/** Codes with a text in vpn.json `errors`. */
export const VPN_ERROR_CODES = [
  'PASS_NOT_FOUND',
  'PASS_ENDED',
  'LOCATION_NOT_FOUND',
  'BOX_SERIAL_UNKNOWN',
  'BOX_ALREADY_PAIRED',
  'BOX_NOT_FOUND',
  'OTP_INVALID',
] as const satisfies readonly ErrorCode[];
export type VpnErrorCode = (typeof VPN_ERROR_CODES)[number];

export function isVpnErrorCode(code: string): code is VpnErrorCode {
  return (VPN_ERROR_CODES as readonly string[]).includes(code);
}

/** The VPN text of a code, or undefined for the generic one. `t` is bound to the `vpn` namespace. */
export function vpnErrorText(t: TFunction<'vpn'>): ErrorTextOf {
  return (code) => (isVpnErrorCode(code) ? t(`errors.${code}`) : undefined);
}

/** The API's code of a failed call, when it answered with one. */
export function errorCodeOf(error: unknown): CallErrorCode | undefined {
  return isApiError(error) ? error.code : undefined;
}
