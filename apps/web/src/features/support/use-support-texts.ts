import { useFeatureTexts, type FeatureLocaleFiles } from '../../i18n/feature-texts';

// The help desk's texts (locales/<language>/support.json), loaded by the help desk's own chunk.
const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/support.json',
);

/** True once the support texts of the page's language (and the English fallback) are there. */
export const useSupportTexts = (): boolean => useFeatureTexts('support', files);
