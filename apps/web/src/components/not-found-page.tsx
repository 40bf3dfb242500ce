import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title';

/** Shown at /404 and for every path no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const title = t('pages.notFound.title');
  usePageTitle(title);
  return (
    <section className="page page--not-found" data-testid="not-found">
      <h1>{title}</h1>
      <p className="lead">{t('pages.notFound.intro')}</p>
      <Link to="/" className="button">
        {t('pages.notFound.backHome')}
      </Link>
    </section>
  );
}
