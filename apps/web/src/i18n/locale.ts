import { mapLocale, type Language } from '@shop/contracts';
import { STORAGE_KEYS, type KeyValueStorage } from '../lib/storage';

// The locale rules live once, in libs/contracts (the API and the mails use them too).
export { DEFAULT_LANGUAGE, isLanguage, mapLocale } from '@shop/contracts';

/** The stored choice, else the browser's locale, mapped to a language we have. */
export function initialLanguage(storage: KeyValueStorage, browserLocale: string | undefined): Language {
  const stored = storage.getItem(STORAGE_KEYS.language);
  return mapLocale(stored ?? browserLocale);
}

/** Locale for Intl formatting and the HTML lang attribute: `sa` holds the Arabic texts. */
export function intlLocale(language: Language): string {
  return language === 'sa' ? 'ar' : language;
}
