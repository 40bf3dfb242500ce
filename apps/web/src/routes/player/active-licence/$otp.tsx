import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeviceCodeSummary } from '../../../features/shop/components/device-code-summary';
import { PlatformPrices } from '../../../features/shop/components/platform-prices';
import { ShopPage, ShopSection } from '../../../features/shop/components/shop-page';
import { isDeviceCode, normalizeDeviceCode } from '../../../features/shop/device-code';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/player/active-licence/$otp')({
  loader: () => loadNamespace('shop'),
  component: ActiveLicenceDevicePage,
});

const NEXT = ['choose', 'link', 'restart'] as const;

// The device lookup by code (/api/Player) does not exist yet: show the code and the way forward only.
function ActiveLicenceDevicePage() {
  const { otp } = Route.useParams();
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const valid = isDeviceCode(normalizeDeviceCode(otp));

  return (
    <ShopPage title={tc('pages.activeLicence.title')} intro={tc('pages.activeLicence.intro')}>
      <DeviceCodeSummary otp={otp} target="activate" />
      {valid ? (
        <>
          <ShopSection id="device-next" title={t('device.activateNextTitle')}>
            <ol className="shop-numbered">
              {NEXT.map((key) => (
                <li key={key}>{t(`device.activateNext.${key}`)}</li>
              ))}
            </ol>
          </ShopSection>
          <ShopSection id="device-buy" title={t('activate.buyTitle')} intro={t('activate.buyText')}>
            <PlatformPrices />
          </ShopSection>
          <ShopSection id="device-coupon" title={t('activate.couponTitle')} intro={t('activate.couponText')}>
            <p className="cta-row">
              <Link to="/dashboard/player/licences" className="button button--secondary">
                {tc('links.myLicences')}
              </Link>
              <Link to="/support/player">{tc('links.playerHelp')}</Link>
            </p>
          </ShopSection>
        </>
      ) : null}
    </ShopPage>
  );
}
