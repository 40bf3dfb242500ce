/** Translation resource languages. */
export const LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ru', 'sa'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Languages offered by the header's picker, in its order. */
export const PICKER_LANGUAGES = ['it', 'en', 'es', 'de', 'fr', 'ru'] as const;

/** Country whose price list a language implies when the visitor has no country of their own. */
export const LANGUAGE_COUNTRY: Record<Language, string> = {
  de: 'DE',
  en: 'GB',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  ru: 'RU',
  sa: 'SA',
};

/** The language of anything we cannot place (spec 9: "any other to en"). */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The region-qualified locales spec 9 maps, compared case-insensitively. */
const REGION_LOCALES: Record<string, Language> = {
  'en-gb': 'en',
  'it-it': 'it',
  'es-sp': 'es',
  'de-de': 'de',
  'fr-fr': 'fr',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a locale names when spec 9 names it: one of the five mapped locales (en-GB, it-IT,
 * es-SP, de-DE, fr-FR) or a bare language code we have; undefined for anything else (de-AT too).
 */
export function knownLocaleLanguage(locale: string | null | undefined): Language | undefined {
  const normalized = (locale ?? '').trim().toLowerCase().replace('_', '-');
  return isLanguage(normalized) ? normalized : REGION_LOCALES[normalized];
}

/** Spec 9: en-GB->en, it-IT->it, es-SP->es, de-DE->de, fr-FR->fr, plain codes as they are, any other->en. */
export function mapLocale(locale: string | null | undefined): Language {
  return knownLocaleLanguage(locale) ?? DEFAULT_LANGUAGE;
}
