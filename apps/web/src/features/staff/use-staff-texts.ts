import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeatureTexts, type FeatureLocaleFiles } from '../../i18n/feature-texts';
import { useLanguage } from '../../i18n/use-language';
import type english from '../../locales/en/staff.json';

// The console's texts (locales/<language>/staff.json), loaded by the console's own chunk.
const files: FeatureLocaleFiles = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/staff.json');

/** True once the staff texts of the page's language (and the English fallback) are there. */
export const useStaffTextsReady = (): boolean => useFeatureTexts('staff', files);

/** Every key of staff.json ("reply.send"), from the English file. */
type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type StaffTextKey = KeysOf<typeof english>;
export type StaffT = (key: StaffTextKey, values?: Record<string, string | number>) => string;

/**
 * `t` of the staff namespace, its keys checked against the English file. (i18next.d.ts types the
 * namespaces the app loads at start-up; this one is the console's own.)
 */
export function useStaffT(): StaffT {
  const { i18n } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    // getFixedT's own types only know the namespaces of i18next.d.ts.
    const fixed = i18n.getFixedT(language, 'staff' as never) as unknown as (key: string, values?: object) => string;
    return (key, values) => fixed(key, values);
  }, [i18n, language]);
}
