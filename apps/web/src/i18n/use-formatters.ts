import { isLanguage } from '@shop/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from './locale';
import { useLanguage } from './use-language';
import { planLabelKey } from './plan-duration';

/** Dates of passes and boxes in the user's language ("23 Nov 2026", "23 нояб. 2026 г."). */
export function useDateFormatter(): (iso: string) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
    [locale],
  );
}

/** "12 months" from the plan labels of common.json. */
export function useDurationLabel(): (months: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (months: number) => {
      const key = planLabelKey(months);
      return key ? t(`plans.${key}`) : String(months);
    },
    [t],
  );
}

/** Country names in the user's language, from ISO 3166 codes. */
export function useCountryName(): (code: string) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (code: string) => {
      try {
        return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
    [locale],
  );
}

/** A language's name in the user's language ("German", "Arabic" for the `sa` texts). */
export function useLanguageName(): (language: string) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (language: string) =>
      isLanguage(language)
        ? (new Intl.DisplayNames([locale], { type: 'language' }).of(intlLocale(language)) ?? language)
        : language,
    [locale],
  );
}
