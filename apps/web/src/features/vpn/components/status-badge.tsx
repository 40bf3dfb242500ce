import { useTranslation } from 'react-i18next';
import type { PassStatus } from '../api';

/** Upcoming / active / ended, as text (the colour only repeats it). */
export function StatusBadge({ status }: { status: PassStatus }) {
  const { t } = useTranslation('vpn');
  return (
    <span className={`vpn-status vpn-status--${status}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
