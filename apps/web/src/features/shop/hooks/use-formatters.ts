import type { PricingEntryResponse } from '../../../lib/api-types';
import { useCallback } from 'react';
import { formatPrice } from '../../catalog/pricing';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';

type Money = Pick<PricingEntryResponse, 'price' | 'currency'>;

/** Formats integer-cents prices in the visitor's language. */
export function usePriceFormatter(): (entry: Money) => string {
  const locale = intlLocale(useLanguage());
  return useCallback((entry: Money) => formatPrice(entry, locale), [locale]);
}

/** Formats a fraction (0.25) as a percentage in the visitor's language ("25 %" in French). */
export function usePercentFormatter(): (fraction: number) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (fraction: number) => new Intl.NumberFormat(locale, { style: 'percent' }).format(fraction),
    [locale],
  );
}

/** Country names in the visitor's language, from ISO 3166 codes. */
export function useCountryName(): (code: string) => string {
  const locale = intlLocale(useLanguage());
  return useCallback((code: string) => new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code, [locale]);
}

/** Joins names as the language does ("A, B and C", "A، B و C"). */
export function useListFormatter(): (items: readonly string[]) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (items: readonly string[]) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items),
    [locale],
  );
}
