import { useFeatureTexts, type FeatureLocaleFiles } from '../../i18n/feature-texts';

// The account home's texts (locales/<language>/dashboard.json), loaded by the home's own chunk.
const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../locales/*/dashboard.json',
);

/** True once the dashboard texts of the page's language (and the English fallback) are there. */
export const useDashboardTexts = (): boolean => useFeatureTexts('dashboard', files);
