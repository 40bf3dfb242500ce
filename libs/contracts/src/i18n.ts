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
