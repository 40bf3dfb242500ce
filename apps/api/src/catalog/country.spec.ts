import { countryFromAcceptLanguage, countryFromParam, resolvePricingCountry } from './country';

describe('countryFromParam', () => {
  it.each([
    ['en', 'GB'],
    ['it', 'IT'],
    ['DE', 'DE'],
    ['us', 'US'],
    ['sa', 'SA'],
  ])('%s -> %s', (given, expected) => expect(countryFromParam(given)).toBe(expected));
});

describe('countryFromAcceptLanguage', () => {
  it('takes the first locale of the header that spec 9 names', () => {
    expect(countryFromAcceptLanguage('ja-JP,fr-FR;q=0.8,en;q=0.5')).toBe('FR');
    expect(countryFromAcceptLanguage('de-AT,it;q=0.5')).toBe('IT');
  });

  it('takes any other locale as English (spec 9), as the web and the mails do', () => {
    expect(countryFromAcceptLanguage('en-US')).toBe('GB');
    expect(countryFromAcceptLanguage('de-AT')).toBe('GB');
    expect(countryFromAcceptLanguage('ja,zh;q=0.9')).toBe('GB');
  });

  it('gives nothing without a header', () => {
    expect(countryFromAcceptLanguage(undefined)).toBeUndefined();
    expect(countryFromAcceptLanguage('')).toBeUndefined();
  });
});

describe('resolvePricingCountry', () => {
  it('prefers the chosen language (?country=) over the profile country (spec 4)', () => {
    expect(resolvePricingCountry('IT', 'ru', 'de-DE')).toBe('RU');
  });

  it('falls back to the profile country, then the browser language, then DEFAULT', () => {
    expect(resolvePricingCountry('IT', undefined, 'de-DE')).toBe('IT');
    expect(resolvePricingCountry(undefined, undefined, 'de-DE')).toBe('DE');
    expect(resolvePricingCountry(undefined, undefined, undefined)).toBe('DEFAULT');
  });
});
