import { ERROR_CODES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { describeApiError } from '../../components/data/call-failure';
import { i18next } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { PAYMENT_ERROR_CODES, paymentErrorText } from './error-messages';

const apiError = (status: number | undefined, code?: string) =>
  new ApiError(status, code ? ({ statusCode: status ?? 0, code, message: code } as ConstructorParameters<typeof ApiError>[1]) : undefined);

/** The codes of the contract's "checkout and payments" section a buyer can meet (the webhook's is for providers). */
const CHECKOUT_SECTION = ERROR_CODES.slice(ERROR_CODES.indexOf('PRODUCT_UNKNOWN'), ERROR_CODES.indexOf('WEBHOOK_SIGNATURE_INVALID'));

describe('payment error texts', () => {
  const sut = (error: unknown, language = 'en') => describeApiError(error, paymentErrorText(i18next.getFixedT(language, 'payment')), i18next.getFixedT(language)).message;

  it('has a text for every code of the checkout section of the contract', () => {
    expect(CHECKOUT_SECTION.length).toBeGreaterThan(15);
    expect(CHECKOUT_SECTION.filter((code) => !(PAYMENT_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it.each(['en', 'de', 'es', 'fr', 'it', 'ru', 'sa'])('says every payment code in its own words (%s)', async (language) => {
    await i18next.loadLanguages(language);
    await i18next.loadNamespaces(['common', 'payment']);
    const generic = sut(apiError(409, 'CONFLICT'), language);
    for (const code of PAYMENT_ERROR_CODES) {
      const text = sut(apiError(409, code), language);
      expect(text, code).toBe(i18next.getFixedT(language, 'payment')(`errors.${code}`));
      expect(text, code).not.toBe(generic);
      expect(text, code).not.toMatch(/^errors\./);
    }
  });

  it('words the refusals a buyer meets', async () => {
    await i18next.loadNamespaces('payment');
    expect(sut(apiError(409, 'DISCOUNT_EXPIRED'))).toBe('This discount code has expired.');
    expect(sut(apiError(409, 'OUT_OF_STOCK'))).toBe('This product is out of stock at the moment.');
    expect(sut(apiError(503, 'PROVIDER_UNAVAILABLE'))).toBe('This payment method is not available. Choose another one.');
    expect(sut(apiError(502, 'PROVIDER_ERROR'))).toBe('The payment provider did not answer. Nothing was charged: please try again.');
    expect(sut(apiError(409, 'USER_EXISTS'))).toBe('An account with this e-mail address already exists. Log in to buy with it.');
  });

  it('leaves the generic codes to the shared texts', async () => {
    await i18next.loadNamespaces('payment');
    expect(sut(apiError(400, 'VALIDATION_FAILED'))).toBe('Some of the values are not valid. Check them and try again.');
    expect(sut(apiError(undefined))).toBe('The server cannot be reached. Check your connection and try again.');
    expect(sut(apiError(501, 'UNKNOWN_ERROR'))).toBe('The server has a problem. Please try again later.');
  });
});
