import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogKeys } from '../features/catalog/api';
import type { MaintenanceNotice } from '../features/catalog/changelog';
import { useLanguage } from '../i18n/use-language';

/** Spec 4: the notice is reloaded about 200 ms after a language switch. */
export const NOTICE_RELOAD_DELAY_MS = 200;

/** The maintenance notice of spec 4, in the current language and the version's colours. */
export function MaintenanceBanner({ notice }: { notice: MaintenanceNotice | null }) {
  const { t } = useTranslation();
  useReloadOnLanguageSwitch(notice !== null);
  if (!notice) return null;
  return (
    <div
      role="status"
      aria-label={t('maintenance.label')}
      className="maintenance-banner"
      data-testid="maintenance-banner"
      style={{ background: notice.background, color: notice.color }}
    >
      {notice.message}
    </div>
  );
}

function useReloadOnLanguageSwitch(active: boolean) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const previous = useRef(language);

  useEffect(() => {
    if (previous.current === language) return;
    previous.current = language;
    if (!active) return;
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: catalogKeys.news() }),
      NOTICE_RELOAD_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [language, active, queryClient]);
}
