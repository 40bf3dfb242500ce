import { useCallback, useMemo } from 'react';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';

/** A country code's name in the active language. */
export function useCountryName() {
  const language = useLanguage();
  const names = useMemo(
    () => new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'code' }),
    [language],
  );
  return useCallback((code: string) => (/^[A-Z]{2}$/.test(code) ? (names.of(code) ?? code) : code), [names]);
}
