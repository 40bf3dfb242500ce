import { useCallback } from 'react';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import { usePriceFormatter } from '../../shop/hooks/use-formatters';

export { useDateFormatter } from '../../../i18n/use-formatters';

/** "3 days", "3 Tage", "3 дня", "٣ أيام": the language's own plural forms, from Intl. */
export function useDaysFormatter(): (days: number) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (days: number) => new Intl.NumberFormat(locale, { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(days),
    [locale],
  );
}

/** Integer cents of a currency in the user's language ("€29.99", "29,99 €"). */
export function useMoney(): (cents: number, currency: string) => string {
  const formatPrice = usePriceFormatter();
  return useCallback((cents: number, currency: string) => formatPrice({ price: cents, currency }), [formatPrice]);
}
