import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast';
import { useSession } from '../../session/session';
import { pairDevice, playerKeys, type DeviceFromOtp } from '../api';
import { usePlayerError } from '../hooks/use-player-error';

/**
 * Whose the device is, and for a signed-in visitor with an unpaired device, "add to my account".
 * Pairing uses the code up, so the visitor continues on the devices page with this device open.
 */
export function PairingPanel({ otp, answer }: { otp: string; answer: DeviceFromOtp }) {
  const { t } = useTranslation('player');
  const { isAuthenticated } = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const showError = usePlayerError({ otp });
  const pair = useMutation({ mutationFn: () => pairDevice(otp) });
  const deviceId = answer.device.deviceId;

  async function onPair() {
    try {
      const device = await pair.mutateAsync();
      toast.success(t('pairing.done'));
      queryClient.removeQueries({ queryKey: playerKeys.fromOtp(otp) });
      void queryClient.invalidateQueries({ queryKey: playerKeys.devices() });
      void queryClient.invalidateQueries({ queryKey: playerKeys.licences() });
      void navigate({ to: '/dashboard/player/devices', search: { device: device.deviceId, tab: 'playlists' } });
    } catch (error) {
      showError(error);
    }
  }

  if (answer.mine) {
    return (
      <div className="player-note player-note--ok" data-testid="pairing-mine">
        <p>{t('pairing.mine')}</p>
        <Link to="/dashboard/player/devices" search={{ device: deviceId }}>
          {t('pairing.openInDevices')}
        </Link>
      </div>
    );
  }
  if (answer.paired) {
    return (
      <p className="player-note" data-testid="pairing-elsewhere">
        {isAuthenticated ? t('pairing.otherAccount') : t('pairing.someAccount')}
      </p>
    );
  }
  if (!isAuthenticated) {
    return (
      <div className="player-note" data-testid="pairing-login">
        <p>{t('pairing.loginToPair')}</p>
        <Link to="/login" search={{ redirect: href }} className="data-button">
          {t('pairing.login')}
        </Link>
      </div>
    );
  }
  return (
    <div className="player-note" data-testid="pairing-available">
      <p>{t('pairing.available')}</p>
      <button
        type="button"
        className="data-button data-button--primary"
        onClick={() => void onPair()}
        disabled={pair.isPending}
        aria-busy={pair.isPending || undefined}
      >
        {pair.isPending ? t('pairing.pairing') : t('pairing.pair')}
      </button>
    </div>
  );
}
