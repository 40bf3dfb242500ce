import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Keeps the tab title in step with the page heading and the language. */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  const site = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} – ${site}` : site;
  }, [title, site]);
}
