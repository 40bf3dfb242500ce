import { useTranslation } from 'react-i18next';
import type en from '../locales/en/common.json';
import { usePageTitle } from './use-page-title';

export type PageKey = keyof (typeof en)['pages'];

/** Heading and one line for a screen whose content comes later. */
export function PlaceholderPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}.title`);
  usePageTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="lead">{t(`pages.${page}.intro`)}</p>
    </section>
  );
}
