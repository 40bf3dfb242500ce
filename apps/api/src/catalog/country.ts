import { LANGUAGE_COUNTRY, LANGUAGES, type Language } from '@shop/contracts';

/** The price list used for countries that have none of their own. */
export const DEFAULT_COUNTRY = 'DEFAULT';

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * A `?country=` value is an ISO country code or, as the web sends it, the visitor's language
 * ("en" means GB, "it" means IT). Returns an upper-case code.
 */
export function countryFromParam(value: string): string {
  const lower = value.toLowerCase();
  return isLanguage(lower) ? LANGUAGE_COUNTRY[lower] : value.toUpperCase();
}

/** The first supported language of an Accept-Language header, as a country code. */
export function countryFromAcceptLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    const language = tag.split('-')[0];
    if (isLanguage(language)) return LANGUAGE_COUNTRY[language];
  }
  return undefined;
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
  return (countryParam ? countryFromParam(countryParam) : undefined) ?? userCountry ?? countryFromAcceptLanguage(acceptLanguage) ?? DEFAULT_COUNTRY;
}
