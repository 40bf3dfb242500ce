import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '../api';

/** open: waiting for support; pending: waiting for me; closed. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <span className={`support-badge support-badge--${status}`} data-testid="ticket-status">
      {t(`status.${status}`)}
    </span>
  );
}
