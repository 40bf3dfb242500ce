import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeApiError } from '../../components/data/call-failure';
import { loadNamespace } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { playerErrorText } from './error-messages';

const answer = (status: number, code: string, extra: object = {}) => new ApiError(status, { statusCode: status, code: code as never, message: code, ...extra });

describe('player error texts', () => {
  beforeAll(() => loadNamespace('player'));
  const describe_ = (error: unknown) => describeApiError(error, playerErrorText(i18next.getFixedT('en', 'player')), i18next.getFixedT('en', 'common')).message;

  it.each([
    ['OTP_INVALID', 404, 'This code is unknown or has expired. Open the app on your device to see its current code.'],
    ['DEVICE_PAIRED_ELSEWHERE', 409, 'This device belongs to another account. That account has to remove it first.'],
    ['PLAYLIST_LIMIT_REACHED', 400, 'A device can keep at most 20 playlists. Remove one to add another.'],
    ['COUPON_INVALID', 404, 'This licence code is unknown or has already been used.'],
    ['COUPON_WRONG_PLATFORM', 409, 'This licence code is for another kind of device (web, Android or iOS).'],
    ['TRIAL_USED', 409, 'This device has already had its free trial.'],
    ['LICENCE_EXISTS', 409, 'This device already has a lifetime licence.'],
    ['RESELLER_ONLY', 403, 'This list is for resellers only.'],
  ])('%s', (code, status, text) => {
    expect(describe_(answer(status, code))).toBe(text);
  });

  it('names the refused field of a validation failure', () => {
    expect(describe_(answer(400, 'VALIDATION_FAILED', { fields: { url: ['url must be an http or https address'] } }))).toBe(
      'The playlist address is not valid: use an http or https address of an .m3u or .m3u8 list.',
    );
    expect(describe_(answer(400, 'VALIDATION_FAILED', { fields: { other: ['bad'] } }))).toBe('Some of the values are not valid. Check them and try again.');
  });

  it('leaves the others to the generic texts', () => {
    expect(describe_(new ApiError(429, { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'x' }, { retryAfter: 30 }))).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(describe_(new ApiError(undefined, undefined))).toBe('The server cannot be reached. Check your connection and try again.');
  });

  it('has a text for every player code in every language', async () => {
    for (const language of ['de', 'es', 'fr', 'it', 'ru', 'sa']) {
      await i18next.loadLanguages(language);
      await i18next.loadNamespaces('player');
      const text = describeApiError(answer(409, 'TRIAL_USED'), playerErrorText(i18next.getFixedT(language, 'player')), i18next.getFixedT(language, 'common')).message;
      expect(text, language).not.toBe('This device has already had its free trial.');
      expect(text, language).not.toMatch(/^errors\./);
    }
  });
});
