import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeviceCodeForm } from '../../../features/shop/components/device-code-form';
import { PlatformPrices } from '../../../features/shop/components/platform-prices';
import { ShopPage, ShopSection } from '../../../features/shop/components/shop-page';
import { StepList } from '../../../features/shop/components/step-list';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/player/active-licence/')({
  loader: () => loadNamespace('shop'),
  component: ActiveLicencePage,
});

const COUPON_STEPS = ['login', 'open', 'redeem'] as const;

function ActiveLicencePage() {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const couponSteps = COUPON_STEPS.map((key) => ({
    title: t(`activate.coupon.${key}.title`),
    text: t(`activate.coupon.${key}.text`),
  }));

  return (
    <ShopPage title={tc('pages.activeLicence.title')} intro={tc('pages.activeLicence.intro')}>
      <ShopSection id="licence-buy" title={t('activate.buyTitle')} intro={t('activate.buyText')}>
        <PlatformPrices />
      </ShopSection>
      <ShopSection id="licence-coupon" title={t('activate.couponTitle')} intro={t('activate.couponText')}>
        <StepList steps={couponSteps} />
        <p className="cta-row">
          <Link to="/dashboard/player/licences" className="button button--secondary">
            {tc('links.myLicences')}
          </Link>
        </p>
      </ShopSection>
      <ShopSection id="licence-device" title={t('activate.deviceTitle')} intro={t('activate.deviceText')}>
        <div className="shop-panel">
          <DeviceCodeForm target="activate" />
        </div>
        {/* The Buy buttons lead here: a visitor without the app yet gets it first, and it shows the code. */}
        <p className="cta-row">
          <Link to="/player/download">{tc('links.downloadPlayer')}</Link>
        </p>
      </ShopSection>
    </ShopPage>
  );
}
