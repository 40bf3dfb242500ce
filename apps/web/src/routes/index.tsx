import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { HeadlinePrices } from '../features/shop/components/headline-prices';
import { CtaBand } from '../features/shop/components/cta-band';
import { FeatureGrid, type Feature } from '../features/shop/components/feature-grid';
import { HeroArt } from '../features/shop/components/hero-art';
import { ShopPage, ShopSection } from '../features/shop/components/shop-page';
import { StepList } from '../features/shop/components/step-list';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/')({
  loader: () => loadNamespace('home'),
  component: HomePage,
});

const FEATURES = [
  { key: 'lifetime', icon: 'infinity' },
  { key: 'screens', icon: 'tv' },
  { key: 'playlists', icon: 'list' },
  { key: 'privacy', icon: 'shield' },
  { key: 'payments', icon: 'card' },
  { key: 'support', icon: 'chat' },
] as const;

const STEPS = ['download', 'code', 'enjoy'] as const;

function HomePage() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const features: Feature[] = FEATURES.map(({ key, icon }) => ({
    icon,
    title: t(`features.${key}.title`),
    text: t(`features.${key}.text`),
  }));
  const steps = STEPS.map((key) => ({ title: t(`steps.${key}.title`), text: t(`steps.${key}.text`) }));

  return (
    <ShopPage
      title={tc('pages.home.title')}
      intro={tc('pages.home.intro')}
      art={<HeroArt />}
      actions={
        <>
          <Link to="/player/active-licence" className="button">
            {t('ctaPlayer')}
          </Link>
          <Link to="/vpn/buy" className="button button--secondary">
            {t('ctaVpn')}
          </Link>
        </>
      }
    >
      <ShopSection id="home-products" title={t('productsTitle')}>
        <HeadlinePrices />
      </ShopSection>
      <ShopSection id="home-features" title={t('featuresTitle')}>
        <FeatureGrid features={features} />
      </ShopSection>
      <ShopSection id="home-how" title={t('howTitle')}>
        <StepList steps={steps} />
      </ShopSection>
      <CtaBand id="home-cta" title={t('ctaTitle')} text={t('ctaText')}>
        <Link to="/player/download" className="button">
          {tc('links.downloadPlayer')}
        </Link>
        <Link to="/player/otp" className="button button--secondary">
          {tc('links.enterCode')}
        </Link>
      </CtaBand>
    </ShopPage>
  );
}
