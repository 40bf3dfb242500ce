import { useTranslation } from 'react-i18next';
import type { ServiceState } from '../api';

const ICONS: Record<ServiceState, string> = { up: '✓', down: '✕', unknown: '?' };

/** A coloured badge that also says the state in words and with a symbol, so colour is never alone. */
export function StatusBadge({ state }: { state: ServiceState }) {
  const { t } = useTranslation('help');
  return (
    <span className={`status-badge status-badge--${state}`} data-state={state}>
      <span className="status-badge__icon" aria-hidden="true">
        {ICONS[state]}
      </span>
      {t(`status.states.${state}`)}
    </span>
  );
}
