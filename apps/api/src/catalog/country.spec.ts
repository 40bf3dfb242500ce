import { countryFromAcceptLanguage, countryFromParam } from './country';

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
