import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../i18n/locale';
import { useLanguage } from '../../../i18n/use-language';
import type { Platform } from '../api';

/** Dates in the user's language ("23 Nov 2026"); with `withTime`, also the hour. */
export function useDateFormatter(): (iso: string, withTime?: boolean) => string {
  const locale = intlLocale(useLanguage());
  return useCallback(
    (iso: string, withTime = false) =>
      new Intl.DateTimeFormat(
        locale,
        withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
      ).format(new Date(iso)),
    [locale],
  );
}

/** "Android", "iOS", "Web" (the platform names of the player namespace). */
export function usePlatformName(): (platform: string) => string {
  const { t } = useTranslation('player');
  return useCallback((platform: string) => (isPlatform(platform) ? t(`platforms.${platform}`) : platform), [t]);
}

const isPlatform = (value: string): value is Platform => value === 'web' || value === 'android' || value === 'ios';
