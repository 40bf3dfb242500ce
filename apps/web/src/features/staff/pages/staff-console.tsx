import { useCallback, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { usePageTitle } from '../../../components/use-page-title';
import { StaffSections } from '../components/staff-sections';
import { useSupportTexts } from '../../support/use-support-texts';
import { CannedRepliesDialog } from '../components/canned-replies';
import { Filters, ViewNav } from '../components/queue-side';
import { ShortcutsDialog } from '../components/shortcuts-dialog';
import { TicketPanel, type ReplyFocus } from '../components/ticket-panel';
import { TicketQueue } from '../components/ticket-queue';
import { StaffLiveProvider } from '../live';
import type { StaffSearch, StaffView } from '../search';
import { useConsoleKeys } from '../use-console-keys';
import { useStaffList } from '../use-staff-list';
import { useStaffT, useStaffTextsReady } from '../use-staff-texts';
import '../../../components/data/data.css';
import staffStyles from '../staff.css?inline';

interface StaffConsoleProps {
  search: StaffSearch;
  /** Changes part of the address's search (the open ticket, the view, its filters and page live there). */
  onSearch: (change: Partial<StaffSearch>) => void;
}

/** /staff: views with counts, filters, the list, and the ticket at ?ticketId= beside it. */
export function StaffConsole({ search, onSearch }: StaffConsoleProps) {
  const { t } = useTranslation();
  const ts = useStaffT();
  const staffTexts = useStaffTextsReady();
  // Group names come from the help desk's texts.
  const supportTexts = useSupportTexts();
  const ready = staffTexts && supportTexts;
  // The common namespace's words until the console's own are there (they are in every language).
  const title = staffTexts ? ts('console.title') : t('pages.staff.title');
  const intro = staffTexts ? ts('console.intro') : t('pages.staff.intro');
  usePageTitle(title);
  // The styles travel in this chunk's JavaScript, as the help desk's do (the start-up bundle's budget).
  const styles = <style>{staffStyles}</style>;
  return (
    <section className="page staff-console" aria-labelledby="staff-title" data-testid="staff-console">
      {styles}
      <header className="data-page__head">
        <div>
          <h1 id="staff-title">{title}</h1>
          <p className="lead">{intro}</p>
        </div>
      </header>
      {staffTexts ? <StaffSections current="tickets" /> : null}
      {ready ? (
        <StaffLiveProvider>
          <ConsoleBody search={search} onSearch={onSearch} />
        </StaffLiveProvider>
      ) : (
        <LoadingState />
      )}
    </section>
  );
}

function ConsoleBody({ search, onSearch }: StaffConsoleProps) {
  const t = useStaffT();
  const { agents, me, list, query, mineUnknown, filtered } = useStaffList(search, onSearch);
  const { ticketId } = search;
  const [dialog, setDialog] = useState<'shortcuts' | 'canned' | null>(null);
  const replyFocus = useRef<ReplyFocus | null>(null);
  // A ticket opened from the list takes the focus (and the screen, where the columns stack); j and k leave it in place.
  const openedByClick = useRef(false);

  // Filters start again at page 1; the open ticket stays open.
  const onFilters = useCallback((change: Partial<StaffSearch>) => onSearch({ ...change, page: undefined }), [onSearch]);
  const select = useCallback((next: string) => onSearch({ ticketId: next }), [onSearch]);
  const ticketIds = useMemo(() => list.data?.items.map((ticket) => ticket.id), [list.data]);
  const openHelp = useCallback(() => setDialog('shortcuts'), []);
  useConsoleKeys({
    ticketIds,
    selectedId: ticketId,
    onSelect: select,
    replyFocus,
    onHelp: openHelp,
    paused: dialog !== null,
  });

  return (
    <>
      <div className="data-links staff-toolbar">
        <button type="button" className="data-button" onClick={() => setDialog('canned')}>
          {t('console.cannedButton')}
        </button>
        <button type="button" className="data-button" onClick={openHelp} aria-keyshortcuts="?">
          {t('console.shortcutsButton')}
        </button>
      </div>
      <div className="staff-layout">
        <div className="staff-side">
          <ViewNav
            view={query.view}
            searching={Boolean(search.q)}
            // A view is a place to look, the search is everywhere: choosing a view ends the search.
            onView={(view) => onSearch({ view, page: undefined, q: undefined })}
          />
          <Filters search={search} view={query.view} agents={agents.data ?? []} onFilters={onFilters} />
        </div>
        <QueueSection
          view={query.view}
          q={search.q}
          mineUnknown={mineUnknown}
          agentsError={agents.error}
          onRetry={() => void agents.refetch()}
        >
          <TicketQueue
            list={list}
            filtered={filtered}
            selectedId={ticketId}
            page={query.page}
            pageSize={query.pageSize}
            onSelect={(ticket) => {
              openedByClick.current = true;
              select(ticket.id);
            }}
            onPage={(next) => onSearch({ page: next > 1 ? next : undefined })}
          />
        </QueueSection>
        <div className="staff-ticket">
          {ticketId ? (
            <TicketPanel
              key={ticketId}
              ticketId={ticketId}
              me={me}
              agents={agents.data ?? []}
              replyFocus={replyFocus}
              openedByClick={openedByClick}
            />
          ) : (
            <p className="staff-card staff-muted">{t('ticket.none')}</p>
          )}
        </div>
      </div>
      {dialog === 'shortcuts' ? <ShortcutsDialog onClose={() => setDialog(null)} /> : null}
      {dialog === 'canned' ? <CannedRepliesDialog onClose={() => setDialog(null)} /> : null}
    </>
  );
}

interface QueueSectionProps {
  view: StaffView;
  /** A search term: the list is its results, from every view. */
  q?: string;
  /** The mine view cannot be asked (it asks by my id, which comes with the agents). */
  mineUnknown: boolean;
  /** Why, when set: the agents failed to load (else I am not among them). */
  agentsError: Error | null;
  onRetry: () => void;
  children: ReactNode;
}

/** The list under its heading, or why the mine view has none. */
function QueueSection({ view, q, mineUnknown, agentsError, onRetry, children }: QueueSectionProps) {
  const t = useStaffT();
  const id = useId();
  const { messageOf } = useErrorText();
  return (
    <section className="staff-queue" aria-labelledby={`${id}-list`}>
      <h2 id={`${id}-list`} className="staff-side__title">
        {t('list.title')} · {q ? t('list.searchResults', { q }) : t(`views.${view}`)}
      </h2>
      {!mineUnknown ? (
        children
      ) : agentsError ? (
        <ErrorState message={`${t('list.loadFailed')} ${messageOf(agentsError)}`} onRetry={onRetry} />
      ) : (
        <EmptyState message={t('list.empty')} />
      )}
    </section>
  );
}
