import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BoxOffers } from '../../features/shop/components/box-offers';
import { CheckList } from '../../features/shop/components/feature-grid';
import { HeroArt } from '../../features/shop/components/hero-art';
import { PlanCheckoutSection } from '../../features/payment/components/plan-checkout-section';
import { validatePlanSearch } from '../../features/payment/search';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { SpecList } from '../../features/shop/components/spec-list';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/vpn/box')({
  validateSearch: validatePlanSearch,
  loader: () => loadNamespace('shop'),
  component: VpnBoxPage,
});

const SPECS = ['processor', 'memory', 'wifi', 'ports', 'speed', 'devices', 'size'] as const;
const IN_BOX = ['box', 'power', 'cable', 'guide'] as const;

function VpnBoxPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const { plan } = Route.useSearch();
  const specs = SPECS.map((key) => ({ term: t(`box.specs.${key}.term`), detail: t(`box.specs.${key}.detail`) }));

  return (
    <ShopPage title={tc('pages.vpnBox.title')} intro={tc('pages.vpnBox.intro')} art={<HeroArt kind="box" />}>
      <ShopSection id="box-what" title={t('box.whatTitle')} intro={t('box.whatText')} />
      <ShopSection id="box-prices" title={t('box.pricesTitle')} intro={t('box.pricesText')}>
        <BoxOffers />
      </ShopSection>
      <PlanCheckoutSection kind="box" plan={plan} />
      <ShopSection id="box-specs" title={t('box.specsTitle')}>
        <SpecList rows={specs} />
      </ShopSection>
      <ShopSection id="box-in-box" title={t('box.inBoxTitle')}>
        <CheckList items={IN_BOX.map((key) => t(`box.inBox.${key}`))} />
      </ShopSection>
      <p className="cta-row">
        <Link to="/vpn">{tc('links.discoverVpn')}</Link>
        <Link to="/support/vpn">{tc('links.vpnHelp')}</Link>
      </p>
    </ShopPage>
  );
}
