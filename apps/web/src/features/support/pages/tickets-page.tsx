import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../components/data/list-states';
import { usePageTitle } from '../../../components/use-page-title';
import { Conversation } from '../components/conversation';
import { NewTicketForm } from '../components/new-ticket-form';
import { TicketList } from '../components/ticket-list';
import type { TicketSearch } from '../search';
import { useSupportTexts } from '../use-support-texts';
import '../../../components/data/data.css';
import supportStyles from '../support.css?inline';

interface TicketsPageProps {
  search: TicketSearch;
  /** Changes the address's search (the conversation, the list's page and filter live there). */
  onSearch: (next: TicketSearch) => void;
}

/** /dashboard/ticket: my tickets, a new ticket, and one conversation at ?ticketId=. */
export function TicketsPage({ search, onSearch }: TicketsPageProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('support');
  const title = t('pages.ticket.title');
  usePageTitle(title);
  const { ticketId, page = 1, status } = search;
  const [creating, setCreating] = useState(false);
  const textsReady = useSupportTexts();

  // The styles travel in this chunk's JavaScript: a stylesheet of its own would be one more file
  // name in the start-up bundle's preload list, and that bundle is at its budget.
  const styles = <style>{supportStyles}</style>;
  if (!textsReady)
    return (
      <section className="page support-page" aria-labelledby="support-title" data-testid="support-tickets">
        {styles}
        <h1 id="support-title">{title}</h1>
        <LoadingState />
      </section>
    );
  return (
    <section className="page support-page" aria-labelledby="support-title" data-testid="support-tickets">
      {styles}
      <header className="data-page__head">
        <div>
          <h1 id="support-title">{title}</h1>
          <p className="lead">{t('pages.ticket.intro')}</p>
        </div>
        {!ticketId && !creating ? (
          <div className="data-page__actions">
            <button type="button" className="data-button data-button--primary" onClick={() => setCreating(true)}>
              {ts('list.newTicket')}
            </button>
          </div>
        ) : null}
      </header>
      {ticketId ? (
        <Conversation ticketId={ticketId} onBack={() => onSearch({ page, status })} />
      ) : (
        <>
          {creating ? (
            <NewTicketForm
              onCancel={() => setCreating(false)}
              onCreated={(ticket) => {
                setCreating(false);
                onSearch({ ticketId: ticket.id });
              }}
            />
          ) : null}
          <TicketList
            page={page}
            status={status}
            onPage={(next) => onSearch({ page: next, status })}
            onStatus={(next) => onSearch({ status: next })}
            onOpen={(ticket) => onSearch({ ticketId: ticket.id, page, status })}
          />
        </>
      )}
    </section>
  );
}
