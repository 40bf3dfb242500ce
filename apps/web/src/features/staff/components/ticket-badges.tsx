import type { TicketPriority, TicketStatus } from '../api';
import { useStaffT } from '../use-staff-texts';

export function StatusBadge({ status }: { status: TicketStatus }) {
  const t = useStaffT();
  return (
    <span className={`staff-badge staff-badge--${status}`} data-testid="ticket-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** The priority in words; high and urgent also carry a mark, not only a colour. */
export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  const t = useStaffT();
  return (
    <span className={`staff-badge staff-priority--${priority}`} data-testid="ticket-priority">
      {priority === 'urgent' || priority === 'high' ? <span aria-hidden="true">▲ </span> : null}
      {t(`priority.${priority}`)}
    </span>
  );
}
