import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/data/list-states';
import { loadNamespace } from '../../../i18n/i18n';
import { ShopPage, ShopSection } from '../../shop/components/shop-page';
import { playerKeys, type DeviceFromOtp, type PlayerDevice } from '../api';
import { deviceName } from '../components/device-name';
import { LicenceActions } from '../components/licence-actions';
import { OtpDeviceGate } from '../components/otp-device-gate';
import { useDateFormatter, usePlatformName } from '../hooks/use-player-format';
import '../components/player.css';

// Buying comes with the checkout's code and texts, downloaded once the device is known.
const LicencePurchase = lazy(() =>
  Promise.all([import('../../payment/pages'), loadNamespace('payment')]).then(([module]) => ({
    default: module.LicencePurchase,
  })),
);

/** /player/active-licence/$otp: the licence of the device showing the code: a licence code, the trial, or buying one. */
export function ActivateDevicePage({ otp }: { otp: string }) {
  const { t } = useTranslation('shop');
  const { t: tc } = useTranslation();
  return (
    <ShopPage title={tc('pages.activeLicence.title')} intro={tc('pages.activeLicence.intro')}>
      <OtpDeviceGate otp={otp} target="activate">
        {(answer, code) => (
          <>
            <DeviceLicence answer={answer} code={code} />
            <ShopSection id="device-buy" title={t('activate.buyTitle')} intro={t('activate.buyText')}>
              <Suspense fallback={<LoadingState />}>
                <LicencePurchase code={code} />
              </Suspense>
            </ShopSection>
          </>
        )}
      </OtpDeviceGate>
    </ShopPage>
  );
}

function DeviceLicence({ answer, code }: { answer: DeviceFromOtp; code: string }) {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();
  const platformName = usePlatformName();
  const date = useDateFormatter();
  const { device } = answer;

  function deviceChanged(next: PlayerDevice) {
    queryClient.setQueryData<DeviceFromOtp>(playerKeys.fromOtp(code), (current) =>
      current ? { ...current, device: next } : current,
    );
    if (answer.mine) {
      void queryClient.invalidateQueries({ queryKey: playerKeys.devices() });
      void queryClient.invalidateQueries({ queryKey: playerKeys.licences() });
    }
  }

  return (
    <ShopSection id="device-licence" title={t('licence.titleFor', { name: deviceName(device, t) })}>
      <div className="player-card" data-testid="activate-device">
        <p className="player-muted">
          {t('device.summary', {
            platform: platformName(device.platform),
            seen: device.lastSeenAt ? date(device.lastSeenAt) : t('device.unknown'),
          })}
        </p>
        <LicenceActions target={{ otp: code }} device={device} onChanged={deviceChanged} />
        <p className="player-more">
          <Link to="/player/manage-your-app/$otp" params={{ otp: code }}>
            {t('licence.managePlaylists')}
          </Link>
        </p>
      </div>
    </ShopSection>
  );
}
