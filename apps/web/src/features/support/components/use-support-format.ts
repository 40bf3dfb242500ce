import { useCallback } from 'react';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';

/** A ticket's or a message's time in the user's language ("Nov 25, 2026, 10:00 AM"). */
export function useDateTime(): (iso: string) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
    [locale],
  );
}
