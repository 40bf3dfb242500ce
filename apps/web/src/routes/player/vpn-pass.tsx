import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FeatureGrid, type Feature } from '../../features/shop/components/feature-grid';
import { ShopPage, ShopSection } from '../../features/shop/components/shop-page';
import { StepList } from '../../features/shop/components/step-list';
import { VpnPlanGrid } from '../../features/shop/components/vpn-plan-grid';
import { PassLookup } from '../../features/vpn/components/pass-lookup';
import { loadNamespace } from '../../i18n/i18n';

export const Route = createFileRoute('/player/vpn-pass')({
  loader: () => Promise.all([loadNamespace('shop'), loadNamespace('vpn')]),
  component: PlayerVpnPassPage,
});

const POINTS = [
  { key: 'builtIn', icon: 'tv' },
  { key: 'encrypted', icon: 'lock' },
  { key: 'locations', icon: 'globe' },
] as const;

const STEPS = ['buy', 'code', 'activate'] as const;
const PLAYER_PLAN_MONTHS = [1, 3, 6, 12] as const;

function PlayerVpnPassPage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const { t: tv } = useTranslation('vpn');
  const points: Feature[] = POINTS.map(({ key, icon }) => ({
    icon,
    title: t(`vpnPass.points.${key}.title`),
    text: t(`vpnPass.points.${key}.text`),
  }));
  const steps = STEPS.map((key) => ({ title: t(`vpnPass.steps.${key}.title`), text: t(`vpnPass.steps.${key}.text`) }));

  return (
    <ShopPage title={tc('pages.playerVpnPass.title')} intro={tc('pages.playerVpnPass.intro')}>
      <ShopSection id="pass-lookup" title={tv('lookup.title')} intro={tv('lookup.intro')}>
        <div className="shop-panel">
          <PassLookup />
        </div>
      </ShopSection>
      <ShopSection id="pass-what" title={t('vpnPass.whatTitle')} intro={t('vpnPass.whatText')}>
        <FeatureGrid features={points} />
      </ShopSection>
      <ShopSection id="pass-how" title={t('vpnPass.howTitle')}>
        <StepList steps={steps} />
      </ShopSection>
      <ShopSection id="pass-plans" title={t('vpnPass.plansTitle')} intro={t('vpnPass.plansText')}>
        <VpnPlanGrid months={PLAYER_PLAN_MONTHS} />
        <p className="cta-row">
          <Link to="/vpn/buy" className="button">
            {tc('links.seePlans')}
          </Link>
          <Link to="/support/guard-pass">{tc('links.guardPassHelp')}</Link>
        </p>
      </ShopSection>
    </ShopPage>
  );
}
