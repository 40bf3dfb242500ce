import { useFeatureT, useFeatureTexts, type FeatureLocaleFiles, type TextKeysOf } from '../../i18n/feature-texts';
import type english from '../../locales/en/staff.json';

// The console's texts (locales/<language>/staff.json), loaded by the console's own chunk.
const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/staff.json');

/** True once the staff texts of the page's language (and the English fallback) are there. */
export const useStaffTextsReady = (): boolean => useFeatureTexts('staff', files);

export type StaffTextKey = TextKeysOf<typeof english>;
export type StaffT = (key: StaffTextKey, values?: Record<string, string | number>) => string;

/** `t` of the staff namespace, its keys checked against the English file. */
export const useStaffT = (): StaffT => useFeatureT<StaffTextKey>('staff');
