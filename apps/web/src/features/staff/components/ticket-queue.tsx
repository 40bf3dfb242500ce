import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination } from '../../../components/data/pagination';
import { useDateTime } from '../../support/components/use-support-format';
import type { StaffTicketList, StaffTicketSummary } from '../api';
import { useStaffT } from '../use-staff-texts';
import { PriorityBadge, StatusBadge } from './ticket-badges';

interface TicketQueueProps {
  list: UseQueryResult<StaffTicketList>;
  filtered: boolean;
  selectedId?: string;
  page: number;
  pageSize: number;
  onSelect: (ticket: StaffTicketSummary) => void;
  onPage: (page: number) => void;
}

/** A page of the view's tickets, the open one marked. */
export function TicketQueue({ list, filtered, selectedId, page, pageSize, onSelect, onPage }: TicketQueueProps) {
  const t = useStaffT();
  const { messageOf } = useErrorText();
  const rows = useRef<HTMLUListElement>(null);
  // j and k move the selection: its row stays in sight.
  useEffect(() => {
    const row = rows.current?.querySelector('[aria-current="true"]');
    if (row && 'scrollIntoView' in row) row.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  if (list.isPending) return <LoadingState label={t('list.loading')} />;
  if (list.isError && !list.data)
    return (
      <ErrorState message={`${t('list.loadFailed')} ${messageOf(list.error)}`} onRetry={() => void list.refetch()} />
    );
  if (list.data.items.length === 0)
    return <EmptyState message={filtered ? t('list.emptyFiltered') : t('list.empty')} />;
  return (
    <>
      <ul
        ref={rows}
        className="staff-queue__list"
        aria-label={t('list.title')}
        aria-busy={list.isPlaceholderData || undefined}
      >
        {list.data.items.map((ticket) => (
          <li key={ticket.id}>
            <TicketRow ticket={ticket} selected={ticket.id === selectedId} onSelect={() => onSelect(ticket)} />
          </li>
        ))}
      </ul>
      <Pagination
        total={list.data.total}
        page={page}
        pageSize={pageSize}
        onPageChange={onPage}
        label={t('list.pages')}
      />
    </>
  );
}

function TicketRow({
  ticket,
  selected,
  onSelect,
}: {
  ticket: StaffTicketSummary;
  selected: boolean;
  onSelect: () => void;
}) {
  const t = useStaffT();
  const { t: ts } = useTranslation('support');
  const dateTime = useDateTime();
  const { customer, assignee } = ticket;
  return (
    <button
      type="button"
      className="staff-row"
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      data-testid="staff-ticket"
      data-ticket-id={ticket.id}
    >
      <span className="staff-row__head">
        <span className="staff-muted">#{ticket.number}</span>
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <span className="staff-muted">{ts(`groups.${ticket.groupKey}`)}</span>
      </span>
      <span className="staff-row__subject" dir="auto">
        {ticket.subject}
      </span>
      <span className="staff-muted">
        {customer.name} {customer.surname} · {customer.email}
      </span>
      <span className="staff-muted">
        {assignee ? `${assignee.name} ${assignee.surname}` : t('list.unassigned')}
        {ticket.waitingSince ? (
          <>
            {' · '}
            <time dateTime={ticket.waitingSince}>
              {t('list.waitingSince', { date: dateTime(ticket.waitingSince) })}
            </time>
          </>
        ) : null}
      </span>
      <DueLine ticket={ticket} />
    </button>
  );
}

/** First-response due time, "Overdue" in words (and a mark) once breached. */
function DueLine({ ticket }: { ticket: StaffTicketSummary }) {
  const t = useStaffT();
  const dateTime = useDateTime();
  if (ticket.firstRespondedAt && !ticket.firstResponseBreached)
    return <span className="staff-muted">{t('list.answered')}</span>;
  return (
    <span className={ticket.firstResponseBreached ? 'staff-due staff-due--breached' : 'staff-due'} data-testid="due">
      {ticket.firstResponseBreached ? (
        <strong className="staff-breach">
          <span aria-hidden="true">⚠ </span>
          {t('list.breached')}
        </strong>
      ) : null}{' '}
      <time dateTime={ticket.firstResponseDueAt}>{t('list.due', { date: dateTime(ticket.firstResponseDueAt) })}</time>
    </span>
  );
}
