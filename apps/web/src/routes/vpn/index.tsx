import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckList, FeatureGrid, type Feature } from '../../features/shop/components/feature-grid';
import { HeroArt } from '../../features/shop/components/hero-art';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { VpnBoxTeaser, VpnLocations, VpnPlansTeaser } from '../../features/shop/components/vpn-teasers';
import { VPN_COUNTRY_COUNT } from '../../features/shop/vpn-locations';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/vpn/')({
  loader: () => loadNamespace('shop'),
  component: VpnPage,
});

const FEATURES = [
  { key: 'encryption', icon: 'lock' },
  { key: 'noLogs', icon: 'eyeOff' },
  { key: 'killSwitch', icon: 'power' },
  { key: 'speed', icon: 'bolt' },
  { key: 'wifi', icon: 'wifi' },
  { key: 'oneClick', icon: 'shield' },
] as const;

const DEVICES = ['windows', 'macos', 'android', 'ios', 'tv', 'player', 'router'] as const;

function VpnPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const features: Feature[] = FEATURES.map(({ key, icon }) => ({
    icon,
    title: t(`vpn.features.${key}.title`),
    text: t(`vpn.features.${key}.text`),
  }));

  return (
    <ShopPage
      title={tc('pages.vpn.title')}
      intro={tc('pages.vpn.intro')}
      art={<HeroArt kind="vpn" />}
      actions={
        <Link to="/vpn/buy" className="button">
          {t('vpn.ctaPlans')}
        </Link>
      }
    >
      <ShopSection id="vpn-features" title={t('vpn.featuresTitle')}>
        <FeatureGrid features={features} />
      </ShopSection>
      <ShopSection
        id="vpn-locations"
        title={t('vpn.locationsTitle')}
        intro={t('vpn.locationsText', { total: VPN_COUNTRY_COUNT })}
      >
        <VpnLocations />
      </ShopSection>
      <ShopSection id="vpn-devices" title={t('vpn.devicesTitle')}>
        <CheckList items={DEVICES.map((key) => t(`vpn.devices.${key}`))} />
      </ShopSection>
      <ShopSection id="vpn-plans" title={t('vpn.plansTitle')} intro={t('vpn.plansText')}>
        <VpnPlansTeaser />
      </ShopSection>
      <ShopSection id="vpn-box" title={t('vpn.boxTitle')}>
        <VpnBoxTeaser />
      </ShopSection>
    </ShopPage>
  );
}
