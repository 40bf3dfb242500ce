import { useFeatureT, useFeatureTexts, type FeatureLocaleFiles, type TextKeysOf } from '../../i18n/feature-texts';
import type english from '../../locales/en/admin.json';

// The back office's texts (locales/<language>/admin.json), loaded by its own chunks, as the staff
// console loads staff.json (i18n/feature-texts.ts says why).
const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/admin.json');

/** True once the back office's texts of the page's language (and the English fallback) are there. */
export const useAdminTextsReady = (): boolean => useFeatureTexts('admin', files);

export type AdminTextKey = TextKeysOf<typeof english>;
export type AdminT = (key: AdminTextKey, values?: Record<string, string | number>) => string;

/** `t` of the admin namespace, its keys checked against the English file. */
export const useAdminT = (): AdminT => useFeatureT<AdminTextKey>('admin');
