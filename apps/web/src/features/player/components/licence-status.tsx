import { useTranslation } from 'react-i18next';
import type { PlayerDevice } from '../api';
import { useDateFormatter } from '../hooks/use-player-format';
import { licenceSummary } from '../licence-state';

/** The device's licence in one short line, coloured by state. */
export function LicenceStatus({ device }: { device: Pick<PlayerDevice, 'platform' | 'licences'> }) {
  const { t } = useTranslation('player');
  const date = useDateFormatter();
  const summary = licenceSummary(device);
  const text = {
    lifetime: () => t('licence.lifetime'),
    trial: () => t('licence.trialUntil', { date: summary.kind === 'trial' ? date(summary.endsAt) : '' }),
    trialEnded: () => t('licence.trialEnded', { date: summary.kind === 'trialEnded' ? date(summary.endsAt) : '' }),
    none: () => t('licence.none'),
  }[summary.kind]();
  return (
    <span className={`player-badge player-badge--${summary.kind}`} data-testid="licence-status">
      {text}
    </span>
  );
}
