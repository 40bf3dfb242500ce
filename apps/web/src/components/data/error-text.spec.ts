import { ERROR_CODES } from '@shop/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { codeText, describeApiError, errorTextOf, type ErrorScope } from './call-failure';

const LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'ru', 'sa'];

const apiError = (status: number | undefined, code?: string, extra: object = {}, retryAfter?: number) =>
  new ApiError(
    status,
    code
      ? ({ statusCode: status ?? 0, code, message: code, ...extra } as ConstructorParameters<typeof ApiError>[1])
      : undefined,
    { retryAfter },
  );

/** What a screen of `scope` says for a failed call. */
const sut = (scope: ErrorScope, error: unknown, language = 'en', values?: Record<string, number>) =>
  describeApiError(
    error,
    errorTextOf(i18next.getFixedT(language, 'errors'), scope, values),
    i18next.getFixedT(language, 'common'),
    language,
  ).message;

/** The codes of the contract's "checkout and payments" section a buyer can meet (the webhook's is for providers). */
const CHECKOUT_SECTION = ERROR_CODES.slice(
  ERROR_CODES.indexOf('PRODUCT_UNKNOWN'),
  ERROR_CODES.indexOf('WEBHOOK_SIGNATURE_INVALID'),
);

describe('error texts (errors.json, one reader for every screen)', () => {
  beforeAll(async () => {
    await i18next.loadLanguages(LANGUAGES);
    await i18next.loadNamespaces(['common', 'errors']);
  });

  it('has a text for every code of the checkout section of the contract', () => {
    const t = i18next.getFixedT('en', 'errors');
    expect(CHECKOUT_SECTION.length).toBeGreaterThan(15);
    expect(CHECKOUT_SECTION.filter((code) => !codeText(t, 'payment', code))).toEqual([]);
  });

  it.each(LANGUAGES)('says every code in its own words, never a key (%s)', (language) => {
    const t = i18next.getFixedT(language, 'errors');
    const generic = sut('payment', apiError(409, 'CONFLICT'), language);
    for (const code of ERROR_CODES) {
      const own = codeText(t, 'payment', code);
      if (!own) continue;
      expect(sut('payment', apiError(409, code), language), code).toBe(own);
      expect(own, code).not.toBe(generic);
      expect(own, code).not.toMatch(/^(codes|payment|player|vpn|account)\./);
    }
  });

  it.each([
    ['payment', 409, 'DISCOUNT_EXPIRED', 'This discount code has expired.'],
    ['payment', 409, 'OUT_OF_STOCK', 'This product is out of stock at the moment.'],
    ['payment', 503, 'PROVIDER_UNAVAILABLE', 'This payment method is not available. Choose another one.'],
    ['payment', 502, 'PROVIDER_ERROR', 'The payment provider did not answer. Nothing was charged: please try again.'],
    ['payment', 409, 'USER_EXISTS', 'An account with this e-mail address already exists. Log in to buy with it.'],
    ['payment', 404, 'CREDIT_NOTE_NOT_FOUND', 'This order has no credit note with this number.'],
    [
      'payment',
      409,
      'LICENCE_EXISTS',
      'This device already has a lifetime licence: there is nothing more to buy for it.',
    ],
    [
      'payment',
      404,
      'OTP_INVALID',
      'This device code is unknown or has expired. Open the player to see its current code.',
    ],
    [
      'player',
      404,
      'OTP_INVALID',
      'This code is unknown or has expired. Open the app on your device to see its current code.',
    ],
    [
      'player',
      409,
      'DEVICE_PAIRED_ELSEWHERE',
      'This device belongs to another account. That account has to remove it first.',
    ],
    ['player', 404, 'COUPON_INVALID', 'This licence code is unknown or has already been used.'],
    ['player', 409, 'COUPON_WRONG_PLATFORM', 'This licence code is for another kind of device (web, Android or iOS).'],
    ['player', 409, 'TRIAL_USED', 'This device has already had its free trial.'],
    ['player', 409, 'LICENCE_EXISTS', 'This device already has a lifetime licence.'],
    [
      'player',
      409,
      'LICENCE_PAYMENT_PENDING',
      "A payment for this device's licence is already under way. Finish it on the payment page, or try again in an hour.",
    ],
    ['player', 403, 'RESELLER_ONLY', 'This list is for resellers only.'],
    ['player', 404, 'PASS_NOT_FOUND', 'This VPN pass was not found in your account.'],
    ['vpn', 404, 'PASS_NOT_FOUND', 'This VPN pass does not exist, or it is not yours.'],
    ['vpn', 409, 'PASS_ENDED', 'This VPN pass has ended: its configurations are no longer available.'],
    ['vpn', 404, 'BOX_SERIAL_UNKNOWN', 'No VPN box has this serial number. Check it on the label under the box.'],
    ['vpn', 409, 'BOX_ALREADY_PAIRED', 'This VPN box is already paired with an account.'],
    ['vpn', 404, 'OTP_INVALID', 'This device code is unknown or has expired. Open the player to see its current code.'],
  ] as const)('%s says %s %s in its own words', (scope, status, code, text) => {
    expect(sut(scope, apiError(status, code))).toBe(text);
  });

  it("fills the player's placeholders", () => {
    expect(sut('player', apiError(400, 'PLAYLIST_LIMIT_REACHED'), 'en', { max: 20 })).toBe(
      'A device can keep at most 20 playlists. Remove one to add another.',
    );
  });

  it("names the player's refused field of a validation failure", () => {
    expect(
      sut('player', apiError(400, 'VALIDATION_FAILED', { fields: { url: ['url must be an http or https address'] } })),
    ).toBe('The playlist address is not valid: use an http or https address of an .m3u or .m3u8 list.');
    expect(sut('player', apiError(400, 'VALIDATION_FAILED', { fields: { other: ['bad'] } }))).toBe(
      'Some of the values are not valid. Check them and try again.',
    );
  });

  it('has the player texts in every language', () => {
    for (const language of LANGUAGES.filter((code) => code !== 'en')) {
      for (const code of ['TRIAL_USED', 'LICENCE_PAYMENT_PENDING']) {
        const text = sut('player', apiError(409, code), language);
        expect(text, `${language} ${code}`).not.toBe(sut('player', apiError(409, code)));
        expect(text, `${language} ${code}`).not.toBe(sut('player', apiError(409, 'CONFLICT'), language));
      }
    }
  });

  it.each(['payment', 'player', 'vpn'] as const)('%s leaves the generic codes to the shared texts', (scope) => {
    expect(sut(scope, apiError(429, 'TOO_MANY_REQUESTS', {}, 30))).toBe(
      'Too many attempts. Please try again in 30 seconds.',
    );
    expect(sut(scope, apiError(429, 'TOO_MANY_REQUESTS'))).toBe(
      'Too many attempts. Please wait a moment and try again.',
    );
    expect(sut(scope, apiError(400, 'VALIDATION_FAILED'))).toBe(
      'Some of the values are not valid. Check them and try again.',
    );
    expect(sut(scope, apiError(undefined))).toBe('The server cannot be reached. Check your connection and try again.');
    expect(sut(scope, apiError(500, 'INTERNAL_ERROR'))).toBe('The server has a problem. Please try again later.');
    expect(sut(scope, apiError(501, 'UNKNOWN_ERROR'))).toBe('The server has a problem. Please try again later.');
    expect(sut(scope, new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
