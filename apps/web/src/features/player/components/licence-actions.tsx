import { useTranslation } from 'react-i18next';
import type { DeviceTarget, PlayerDevice } from '../api';
import { canActivate, canStartTrial } from '../licence-state';
import { FreeTrialButton } from './free-trial-button';
import { LicenceCodeForm } from './licence-code-form';
import { LicenceStatus } from './licence-status';

interface LicenceActionsProps {
  target: DeviceTarget;
  device: PlayerDevice;
  /** The device as the server answers it after an activation or the trial. */
  onChanged: (device: PlayerDevice) => void;
}

/** The device's licence state and what can still be done: a licence code, the free trial. */
export function LicenceActions({ target, device, onChanged }: LicenceActionsProps) {
  const { t } = useTranslation('player');
  return (
    <div className="player-licence-actions">
      <p className="player-licence-line">
        <span>{t('licence.state')}</span> <LicenceStatus device={device} />
      </p>
      {canActivate(device) ? (
        <>
          <LicenceCodeForm target={target} onActivated={onChanged} />
          {canStartTrial(device) ? (
            <div className="player-trial">
              <p className="player-hint">{t('trial.text')}</p>
              <FreeTrialButton target={target} onStarted={onChanged} />
            </div>
          ) : (
            <p className="player-hint">{t('trial.used')}</p>
          )}
        </>
      ) : (
        <p className="player-note player-note--ok">{t('licence.nothingToDo')}</p>
      )}
    </div>
  );
}
