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
  it('takes the first supported language of the header', () => {
    expect(countryFromAcceptLanguage('ja-JP,fr-FR;q=0.8,en;q=0.5')).toBe('FR');
    expect(countryFromAcceptLanguage('en-US')).toBe('GB');
  });

  it('gives nothing when no language is supported or there is no header', () => {
    expect(countryFromAcceptLanguage('ja,zh;q=0.9')).toBeUndefined();
    expect(countryFromAcceptLanguage(undefined)).toBeUndefined();
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
