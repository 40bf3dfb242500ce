import { LANGUAGES, type Language } from '@shop/contracts';
import { STORAGE_KEYS, type KeyValueStorage } from '../lib/storage';

export const DEFAULT_LANGUAGE: Language = 'en';

/** Region-qualified locales the spec maps (section 9), compared case-insensitively. */
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

/** Spec 9: en-GB->en, it-IT->it, es-SP->es, de-DE->de, fr-FR->fr, plain codes as is, else en. */
export function mapLocale(locale: string | null | undefined): Language {
  const normalized = (locale ?? '').trim().toLowerCase().replace('_', '-');
  if (isLanguage(normalized)) return normalized;
  return REGION_LOCALES[normalized] ?? DEFAULT_LANGUAGE;
}

/** The stored choice, else the browser's locale, mapped to a language we have. */
export function initialLanguage(storage: KeyValueStorage, browserLocale: string | undefined): Language {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return mapLocale(stored ?? browserLocale);
}

/** Locale for Intl formatting and the HTML lang attribute: `sa` holds the Arabic texts. */
export function intlLocale(language: Language): string {
  return language === 'sa' ? 'ar' : language;
}
