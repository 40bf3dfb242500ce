import type { Language } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage } from './locale';

/** The active language; components re-render when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language && isLanguage(language) ? language : DEFAULT_LANGUAGE;
}
