import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, pageCount, usePageSize } from '../../../components/data/pagination';
import { TICKET_STATUSES, ticketPageQueryOptions, type Ticket, type TicketStatus } from '../api';
import { TicketStatusBadge } from './ticket-status-badge';
import { useDateTime } from './use-support-format';

interface TicketListProps {
  page: number;
  status?: TicketStatus;
  onPage: (page: number) => void;
  onStatus: (status: TicketStatus | undefined) => void;
  onOpen: (ticket: Ticket) => void;
}

/** My tickets, latest activity first, a page at a time, of one status or all. */
export function TicketList({ page, status, onPage, onStatus, onOpen }: TicketListProps) {
  const { t } = useTranslation('support');
  const { messageOf } = useErrorText();
  const pageSize = usePageSize();
  // The previous page stays on screen while the next one loads.
  const query = useQuery({ ...ticketPageQueryOptions({ page, pageSize, status }), placeholderData: keepPreviousData });
  const total = query.data?.totalTicket;

  // The last ticket of the last page gone (closed under a status filter): step back.
  useEffect(() => {
    if (total !== undefined && total > 0 && page > pageCount(total, pageSize)) onPage(pageCount(total, pageSize));
  }, [total, page, pageSize, onPage]);

  return (
    <section className="support-page" aria-labelledby="support-list-title">
      <div className="data-page__head">
        <h2 id="support-list-title">{t('list.title')}</h2>
        <label className="data-page__actions">
          {t('list.filter')}{' '}
          <select
            value={status ?? ''}
            onChange={(event) => onStatus((event.target.value || undefined) as TicketStatus | undefined)}
          >
            <option value="">{t('list.allStatuses')}</option>
            {TICKET_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`status.${value}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? (
        <LoadingState label={t('list.loading')} />
      ) : query.isError && !query.data ? (
        <ErrorState
          message={`${t('list.loadFailed')} ${messageOf(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.ticketList.length === 0 ? (
        <EmptyState message={status ? t('list.emptyFiltered') : t('list.empty')} />
      ) : (
        <>
          <ul className="support-list" aria-label={t('list.label')} aria-busy={query.isPlaceholderData || undefined}>
            {query.data.ticketList.map((ticket) => (
              <li key={ticket.id}>
                <TicketRow ticket={ticket} onOpen={() => onOpen(ticket)} />
              </li>
            ))}
          </ul>
          <Pagination
            total={query.data.totalTicket}
            page={page}
            pageSize={pageSize}
            onPageChange={onPage}
            label={t('list.pages')}
          />
        </>
      )}
    </section>
  );
}

function TicketRow({ ticket, onOpen }: { ticket: Ticket; onOpen: () => void }) {
  const { t } = useTranslation('support');
  const dateTime = useDateTime();
  return (
    <article className="support-card support-ticket" data-testid="ticket">
      <div className="support-ticket__head">
        <span className="support-muted">#{ticket.number}</span>
        <TicketStatusBadge status={ticket.status} />
        <span className="support-muted">{t(`groups.${ticket.groupKey}`)}</span>
      </div>
      <h3 className="support-ticket__subject">
        <button type="button" className="data-button data-button--small" onClick={onOpen}>
          {ticket.subject}
        </button>
      </h3>
      <p className="support-muted">{t('list.lastActivity', { date: dateTime(ticket.lastActivityAt) })}</p>
    </article>
  );
}
