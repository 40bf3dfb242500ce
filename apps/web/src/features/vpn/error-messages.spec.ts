import { describe, expect, it } from 'vitest';
import { describeApiError } from '../../components/data/call-failure';
import { i18next } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { VPN_ERROR_CODES, vpnErrorText } from './error-messages';

const apiError = (status: number | undefined, code?: string, retryAfter?: number) =>
  new ApiError(status, code ? ({ statusCode: status ?? 0, code, message: code } as ConstructorParameters<typeof ApiError>[1]) : undefined, { retryAfter });

describe('VPN error texts', () => {
  const sut = (error: unknown) => describeApiError(error, vpnErrorText(i18next.getFixedT('en', 'vpn')), i18next.getFixedT('en')).message;

  it('has a text of its own for every VPN code', async () => {
    await i18next.loadNamespaces('vpn');
    for (const code of VPN_ERROR_CODES) expect(sut(apiError(404, code))).toBe(i18next.t(`vpn:errors.${code}`));
    expect(sut(apiError(404, 'BOX_SERIAL_UNKNOWN'))).toBe('No VPN box has this serial number. Check it on the label under the box.');
    expect(sut(apiError(409, 'BOX_ALREADY_PAIRED'))).toBe('This VPN box is already paired with an account.');
    expect(sut(apiError(409, 'PASS_ENDED'))).toBe('This VPN pass has ended: its configurations are no longer available.');
    expect(sut(apiError(404, 'OTP_INVALID'))).toBe('This device code is unknown or has expired. Open the player to see its current code.');
  });

  it('leaves the generic codes to the shared texts', async () => {
    await i18next.loadNamespaces('vpn');
    expect(sut(apiError(429, 'TOO_MANY_REQUESTS', 30))).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(sut(apiError(429, 'TOO_MANY_REQUESTS'))).toBe('Too many attempts. Please wait a moment and try again.');
    expect(sut(apiError(400, 'VALIDATION_FAILED'))).toBe('Some of the values are not valid. Check them and try again.');
    expect(sut(apiError(undefined))).toBe('The server cannot be reached. Check your connection and try again.');
    expect(sut(apiError(500, 'INTERNAL_ERROR'))).toBe('The server has a problem. Please try again later.');
    expect(sut(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
