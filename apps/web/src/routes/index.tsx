import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../components/use-page-title';
import { HeadlinePrices } from '../features/catalog/components/headline-prices';

export const Route = createFileRoute('/')({
  component: HomePage,
});

function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.home.title'));
  return (
    <section className="page page--home">
      <h1>{t('pages.home.title')}</h1>
      <p className="lead">{t('pages.home.intro')}</p>
      <HeadlinePrices />
      <p className="cta-row">
        <Link to="/player/active-licence" className="button">
          {t('pages.activeLicence.title')}
        </Link>
        <Link to="/vpn/buy" className="button button--secondary">
          {t('pages.vpnBuy.title')}
        </Link>
      </p>
    </section>
  );
}
