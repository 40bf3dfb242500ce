import { isLanguage, knownLocaleLanguage, LANGUAGE_COUNTRY, mapLocale } from '@shop/contracts';

/** The price list used for countries that have none of their own. */
export const DEFAULT_COUNTRY = 'DEFAULT';

/**
 * A `?country=` value is an ISO country code or, as the web sends it, the visitor's language
 * ("en" means GB, "it" means IT). Returns an upper-case code.
 */
export function countryFromParam(value: string): string {
  const lower = value.toLowerCase();
  return isLanguage(lower) ? LANGUAGE_COUNTRY[lower] : value.toUpperCase();
}

/**
 * An Accept-Language header as a country code: the first locale spec 9 names, else (spec 9: any
 * other locale is English) the country of English.
 */
export function countryFromAcceptLanguage(header: string | undefined): string | undefined {
  const tags = (header ?? '')
    .split(',')
    .map((part) => part.split(';')[0].trim())
    .filter(Boolean);
  if (tags.length === 0) return undefined;
  const language = tags.map(knownLocaleLanguage).find((known) => known !== undefined) ?? mapLocale(tags[0]);
  return LANGUAGE_COUNTRY[language];
}

/**
 * Whose price list applies. Spec 4: the language the visitor chose is used as the user's country
 * for pricing, so an explicit ?country= (the web sends the language) wins; then the signed-in
 * user's profile country, then the browser language's, then DEFAULT.
 */
export function resolvePricingCountry(
  userCountry: string | undefined,
  countryParam: string | undefined,
  acceptLanguage: string | undefined,
): string {
  return (
    (countryParam ? countryFromParam(countryParam) : undefined) ??
    userCountry ??
    countryFromAcceptLanguage(acceptLanguage) ??
    DEFAULT_COUNTRY
  );
}
