import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n';
import { DEFAULT_LANGUAGE } from './locale';
import { useLanguage } from './use-language';

// A feature's own namespace (support.json, staff.json, dashboard.json) is loaded by the feature's
// chunk, not by i18n.ts's loaders: each locale file those list costs the start-up bundle an entry,
// and that bundle is at its budget (140 KB gzip, scripts/bench/page-weight.ts). The feature passes
// its files from its own import.meta.glob (Vite takes literal patterns only).

/** A feature's locale files by path ("../../locales/de/staff.json"), as import.meta.glob lists them. */
export type FeatureLocaleFiles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;

const loaded = new Map<string, Promise<void>>();

/** Adds `language`'s texts of `namespace` to i18next, once. */
function loadFeatureTexts(namespace: string, files: FeatureLocaleFiles, language: string): Promise<void> {
  const key = `${namespace}:${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    const path = Object.keys(files).find((file) => file.endsWith(`/${language}/${namespace}.json`));
    loading = path
      ? files[path]().then((module) => void i18next.addResourceBundle(language, namespace, module.default, true, true))
      : Promise.resolve();
    // A failed load is tried again on the next render that asks.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** True once `namespace`'s texts of the page's language (and the English fallback) are there. */
export function useFeatureTexts(namespace: string, files: FeatureLocaleFiles): boolean {
  const language = useLanguage();
  const [ready, setReady] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const done = () => live && setReady(language);
    void Promise.all([
      loadFeatureTexts(namespace, files, language),
      loadFeatureTexts(namespace, files, DEFAULT_LANGUAGE),
    ]).then(done, done);
    return () => {
      live = false;
    };
  }, [namespace, files, language]);
  return ready === language;
}

/** Every key of a feature's English locale file ("reply.send"), for its `t`. */
export type TextKeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : TextKeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/**
 * `t` of a feature's namespace, its keys checked against the English file. (i18next.d.ts types the
 * namespaces the app loads at start-up; a feature's own are typed here.)
 */
export function useFeatureT<Key extends string>(
  namespace: string,
): (key: Key, values?: Record<string, string | number>) => string {
  const { i18n } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    // getFixedT's own types only know the namespaces of i18next.d.ts.
    const fixed = i18n.getFixedT(language, namespace as never) as unknown as (key: string, values?: object) => string;
    return (key, values) => fixed(key, values);
  }, [i18n, language, namespace]);
}
