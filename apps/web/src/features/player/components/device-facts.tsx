import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/data/copy-button';
import type { PlayerDevice } from '../api';
import { useDateFormatter, usePlatformName } from '../hooks/use-player-format';

/** Platform, model, app version, dates and the device id (with a copy button). */
export function DeviceFacts({ device, showId = true }: { device: PlayerDevice; showId?: boolean }) {
  const { t } = useTranslation('player');
  const date = useDateFormatter();
  const platformName = usePlatformName();
  const unknown = t('device.unknown');
  return (
    <dl className="player-facts">
      <div>
        <dt>{t('device.platform')}</dt>
        <dd>{platformName(device.platform)}</dd>
      </div>
      <div>
        <dt>{t('device.model')}</dt>
        <dd>{device.model ?? unknown}</dd>
      </div>
      <div>
        <dt>{t('device.appVersion')}</dt>
        <dd dir="ltr">{device.appVersion ?? unknown}</dd>
      </div>
      {device.pairedAt ? (
        <div>
          <dt>{t('device.pairedAt')}</dt>
          <dd>{date(device.pairedAt)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('device.lastSeenAt')}</dt>
        <dd>{device.lastSeenAt ? date(device.lastSeenAt, true) : unknown}</dd>
      </div>
      {showId ? (
        <div>
          <dt>{t('device.id')}</dt>
          <dd className="player-address">
            <code dir="ltr">{device.deviceId}</code>
            <CopyButton value={device.deviceId} label={t('device.idCopy')} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
