import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../features/shop/components/feature-grid';
import { PlanCheckoutSection } from '../../features/payment/components/plan-checkout-section';
import { validatePlanSearch } from '../../features/payment/search';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { VpnPlanGrid } from '../../features/shop/components/vpn-plan-grid';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/vpn/buy')({
  validateSearch: validatePlanSearch,
  loader: () => loadNamespace('shop'),
  component: VpnBuyPage,
});

const INCLUDED = ['servers', 'bandwidth', 'noLogs', 'support'] as const;

function VpnBuyPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const { plan } = Route.useSearch();

  return (
    <ShopPage title={tc('pages.vpnBuy.title')} intro={tc('pages.vpnBuy.intro')}>
      <ShopSection id="buy-plans" title={t('buy.plansTitle')}>
        <VpnPlanGrid withActions />
        <p className="shop-fineprint">{t('buy.loginNote')}</p>
      </ShopSection>
      <PlanCheckoutSection kind="pass" plan={plan} />
      <ShopSection id="buy-included" title={t('buy.includedTitle')}>
        <CheckList items={INCLUDED.map((key) => t(`buy.included.${key}`))} />
        <p className="shop-fineprint">{t('buy.paymentNote')}</p>
      </ShopSection>
      <p className="cta-row">
        <Link to="/vpn/box">{tc('links.discoverBox')}</Link>
        <Link to="/player/vpn-pass">{tc('links.vpnPass')}</Link>
        <Link to="/support/vpn">{tc('links.vpnHelp')}</Link>
      </p>
    </ShopPage>
  );
}
