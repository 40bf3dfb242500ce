import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ShopPage, ShopSection } from '../../shop/components/shop-page';
import { playerKeys, type DeviceFromOtp, type PlayerDevice } from '../api';
import { DeviceFacts } from '../components/device-facts';
import { deviceName } from '../components/device-name';
import { LicenceActions } from '../components/licence-actions';
import { OtpDeviceGate } from '../components/otp-device-gate';
import { PairingPanel } from '../components/pairing-panel';
import { PlaylistManager } from '../components/playlist-manager';
import '../components/player.css';

/** /player/manage-your-app/$otp: the device showing the code, its licence, pairing and playlists, without an account. */
export function ManageDevicePage({ otp }: { otp: string }) {
  const { t: tc } = useTranslation();
  return (
    <ShopPage title={tc('pages.manageYourApp.title')} intro={tc('pages.manageYourApp.intro')}>
      <OtpDeviceGate otp={otp} target="manage">
        {(answer, code) => <ManagedDevice answer={answer} code={code} />}
      </OtpDeviceGate>
    </ShopPage>
  );
}

function ManagedDevice({ answer, code }: { answer: DeviceFromOtp; code: string }) {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();
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
    <div className="player-stack" data-testid="managed-device">
      <ShopSection id="device-about" title={deviceName(device, t)}>
        <div className="player-card">
          <DeviceFacts device={device} />
          <PairingPanel otp={code} answer={answer} />
        </div>
      </ShopSection>
      <ShopSection id="device-licence" title={t('licence.title')}>
        <div className="player-card">
          <LicenceActions target={{ otp: code }} device={device} onChanged={deviceChanged} />
          <p className="player-more">
            <Link to="/player/active-licence/$otp" params={{ otp: code }}>
              {t('licence.buyLink')}
            </Link>
          </p>
        </div>
      </ShopSection>
      <div className="player-card">
        <PlaylistManager
          target={{ otp: code }}
          initial={answer.playlists}
          onChanged={() => {
            if (!answer.mine) return;
            void queryClient.invalidateQueries({ queryKey: playerKeys.devices() });
            void queryClient.invalidateQueries({ queryKey: playerKeys.allPlaylists() });
          }}
        />
      </div>
    </div>
  );
}
