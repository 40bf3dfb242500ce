import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CtaBand } from '../../features/shop/components/cta-band';
import { FeatureGrid, type Feature } from '../../features/shop/components/feature-grid';
import { HeroArt } from '../../features/shop/components/hero-art';
import { PlatformPrices } from '../../features/shop/components/platform-prices';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { StepList } from '../../features/shop/components/step-list';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/player/')({
  loader: () => loadNamespace('shop'),
  component: PlayerPage,
});

const FEATURES = [
  { key: 'playlists', icon: 'list' },
  { key: 'epg', icon: 'guide' },
  { key: 'favourites', icon: 'star' },
  { key: 'parental', icon: 'lock' },
  { key: 'tracks', icon: 'subtitles' },
  { key: 'quality', icon: 'hd' },
] as const;

const PAIRING_STEPS = ['open', 'enter', 'manage'] as const;

function PlayerPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const features: Feature[] = FEATURES.map(({ key, icon }) => ({
    icon,
    title: t(`player.features.${key}.title`),
    text: t(`player.features.${key}.text`),
  }));
  const pairing = PAIRING_STEPS.map((key) => ({
    title: t(`player.pairing.${key}.title`),
    text: t(`player.pairing.${key}.text`),
  }));

  return (
    <ShopPage
      title={tc('pages.player.title')}
      intro={tc('pages.player.intro')}
      art={<HeroArt kind="player" />}
      actions={
        <>
          <Link to="/player/active-licence" className="button">
            {tc('links.buyLicence')}
          </Link>
          <Link to="/player/download" className="button button--secondary">
            {tc('links.downloadPlayer')}
          </Link>
        </>
      }
    >
      <ShopSection id="player-features" title={t('player.featuresTitle')}>
        <FeatureGrid features={features} />
      </ShopSection>
      <ShopSection id="player-platforms" title={t('player.platformsTitle')} intro={t('player.platformsText')}>
        <PlatformPrices />
      </ShopSection>
      <ShopSection id="player-pairing" title={t('player.pairingTitle')} intro={t('player.pairingText')}>
        <StepList steps={pairing} />
        <p className="cta-row">
          <Link to="/player/otp" className="button button--secondary">
            {tc('links.enterCode')}
          </Link>
          <Link to="/player/tech-specs">{tc('links.techSpecs')}</Link>
          <Link to="/player/vpn-pass">{tc('links.vpnPass')}</Link>
        </p>
      </ShopSection>
      <p className="shop-fineprint">{t('player.contentNote')}</p>
      <CtaBand id="player-cta" title={t('player.ctaTitle')} text={t('player.ctaText')}>
        <Link to="/player/active-licence" className="button">
          {tc('links.buyLicence')}
        </Link>
      </CtaBand>
    </ShopPage>
  );
}
