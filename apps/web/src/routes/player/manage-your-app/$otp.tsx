import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { DeviceCodeSummary } from '../../../features/shop/components/device-code-summary';
import { ShopPage, ShopSection } from '../../../features/shop/components/shop-page';
import { isDeviceCode, normalizeDeviceCode } from '../../../features/shop/device-code';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/player/manage-your-app/$otp')({
  loader: () => loadNamespace('shop'),
  component: ManageYourAppDevicePage,
});

const NEXT = ['lookup', 'playlists', 'sync'] as const;

// The device lookup by code (/api/Player) does not exist yet, so this page only explains the next step.
function ManageYourAppDevicePage() {
  const { otp } = Route.useParams();
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  const valid = isDeviceCode(normalizeDeviceCode(otp));

  return (
    <ShopPage title={tc('pages.manageYourApp.title')} intro={tc('pages.manageYourApp.intro')}>
      <DeviceCodeSummary otp={otp} target="manage" />
      {valid ? (
        <>
          <ShopSection id="device-next" title={t('device.manageNextTitle')}>
            <ol className="shop-numbered">
              {NEXT.map((key) => (
                <li key={key}>{t(`device.manageNext.${key}`)}</li>
              ))}
            </ol>
          </ShopSection>
          <div className="shop-notice shop-notice--info" role="note">
            <p className="shop-notice__title">{t('device.pendingTitle')}</p>
            <p>{t('device.pendingText')}</p>
          </div>
          <p className="cta-row">
            <Link to="/dashboard/player/devices" className="button">
              {tc('links.myDevices')}
            </Link>
            <Link to="/player/active-licence/$otp" params={{ otp: normalizeDeviceCode(otp) }} className="button button--secondary">
              {tc('pages.activeLicence.title')}
            </Link>
            <Link to="/support/player">{tc('links.playerHelp')}</Link>
          </p>
        </>
      ) : null}
    </ShopPage>
  );
}
