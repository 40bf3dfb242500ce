import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/data/call-failure';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { AttachmentList } from '../../support/components/attachment-list';
import { useDateTime } from '../../support/components/use-support-format';
import {
  staffKeys,
  ticketQueryOptions,
  type Agent,
  type CustomerContext,
  type StaffMessage,
  type StaffTicket,
  type StaffTicketDetail,
} from '../api';
import type { PresentAgent } from '../../support/realtime';
import { useReportPresence, useStaffLive } from '../live';
import { useStaffT } from '../use-staff-texts';
import { CustomerContextPanel } from './customer-context';
import { ReplyBox, type ReplyMode } from './reply-box';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { TicketControls } from './ticket-controls';
import { TicketHistory } from './ticket-history';

/** Puts the focus in the reply box in a mode (the r and n keys). */
export type ReplyFocus = (mode: ReplyMode) => void;

interface TicketPanelProps {
  ticketId: string;
  /** The signed-in agent (for "assign to me" and #agent#), once the agents are loaded. */
  me?: Agent;
  agents: Agent[];
  replyFocus: RefObject<ReplyFocus | null>;
  /** Set when the ticket was opened from the list: its heading takes the focus once shown (and is cleared). */
  openedByClick: RefObject<boolean>;
}

/** One ticket: the conversation and the reply box, beside it its settings, the customer and the history. */
export function TicketPanel({ ticketId, me, agents, replyFocus, openedByClick }: TicketPanelProps) {
  const t = useStaffT();
  const { messageOf } = useErrorText();
  const { live, presence } = useStaffLive();
  const query = useQuery(ticketQueryOptions(ticketId, undefined, !live));
  const queryClient = useQueryClient();
  // Other agents see that I am on this ticket, and that I am writing once the reply box has text.
  const [replying, setReplying] = useState(false);
  useReportPresence(ticketId, replying);
  const others = (presence.get(ticketId) ?? []).filter((agent) => agent.id !== me?.id);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = Boolean(query.data);
  useEffect(() => {
    if (!shown || !openedByClick.current) return;
    openedByClick.current = false;
    heading.current?.focus();
  }, [shown, openedByClick]);

  // A changed ticket: shown now; the lists, counts and the history (audit log) are asked again.
  const showChange = (ticket: StaffTicket, message?: StaffMessage) => {
    queryClient.setQueryData<StaffTicketDetail>(staffKeys.ticket(ticketId), (current) =>
      current ? { ...current, ticket, messages: message ? [...current.messages, message] : current.messages } : current,
    );
    void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: staffKeys.counts() });
    void queryClient.invalidateQueries({ queryKey: staffKeys.ticket(ticketId) });
  };

  if (query.isPending) return <LoadingState label={t('ticket.loading')} />;
  if (query.isError && !query.data)
    return (
      <ErrorState
        message={`${t('ticket.loadFailed')} ${messageOf(query.error)}`}
        onRetry={() => void query.refetch()}
      />
    );
  const { ticket, messages, customer, history } = query.data;
  return (
    <article className="staff-ticket__grid" aria-labelledby="staff-ticket-subject" data-testid="staff-conversation">
      <div className="staff-ticket__main">
        <ConversationHeader
          ticket={ticket}
          headingRef={heading}
          others={others}
          about={aboutItem(t, ticket, customer)}
        />
        <ol className="staff-messages" aria-label={t('ticket.messages')}>
          {messages.map((message) => (
            <li key={message.id}>
              <Message message={message} />
            </li>
          ))}
        </ol>
        <ReplyBox
          ticket={ticket}
          customerLanguage={customer.language}
          me={me}
          focusRef={replyFocus}
          onSent={(answer) => showChange(answer.ticket, answer.message)}
          onDraft={setReplying}
        />
      </div>
      <div className="staff-ticket__side">
        <TicketControls ticket={ticket} me={me} agents={agents} onChanged={(changed) => showChange(changed)} />
        <CustomerContextPanel customer={customer} />
        <TicketHistory history={history} agents={agents} />
      </div>
    </article>
  );
}

/** What the customer said the ticket is about (their order, device, pass or box), in words, if anything. */
function aboutItem(t: ReturnType<typeof useStaffT>, ticket: StaffTicket, customer: CustomerContext): string | null {
  const { orderId, deviceId, passId, boxId } = ticket.related;
  if (orderId) return t('ticket.related.order', { id: orderId });
  if (deviceId) return t('ticket.related.device', { id: deviceId });
  // A pass is known to people by its code.
  if (passId)
    return t('ticket.related.pass', { id: customer.passes.find((pass) => pass.id === passId)?.code ?? passId });
  if (boxId) return t('ticket.related.box', { id: boxId });
  return null;
}

/** The ticket's number, subject, status, priority, customer and item, and who else is viewing or replying to it. */
function ConversationHeader({
  ticket,
  headingRef,
  others,
  about,
}: {
  ticket: StaffTicket;
  headingRef: RefObject<HTMLHeadingElement | null>;
  others: PresentAgent[];
  about: string | null;
}) {
  const t = useStaffT();
  const { t: ts } = useTranslation('support');
  const dateTime = useDateTime();
  return (
    <header className="staff-card staff-ticket__head">
      <p className="staff-row__head">
        <span className="staff-muted">#{ticket.number}</span>
        <StatusBadge status={ticket.status} />
        <PriorityBadge priority={ticket.priority} />
        <span className="staff-muted">{ts(`groups.${ticket.groupKey}`)}</span>
      </p>
      <h2 id="staff-ticket-subject" ref={headingRef} className="staff-ticket__subject" tabIndex={-1} dir="auto">
        {ticket.subject}
      </h2>
      <p className="staff-muted">
        {ticket.customer.name} {ticket.customer.surname} · {ticket.customer.email} ·{' '}
        <time dateTime={ticket.createdAt}>{t('ticket.opened', { date: dateTime(ticket.createdAt) })}</time>
      </p>
      {about ? (
        <p className="staff-muted" data-testid="ticket-about">
          <strong>{t('ticket.about')}:</strong> <bdi>{about}</bdi>
        </p>
      ) : null}
      <Presence others={others} />
    </header>
  );
}

/** "Anna is replying": said politely to screen readers as it changes, so two agents do not answer at once. */
function Presence({ others }: { others: PresentAgent[] }) {
  const t = useStaffT();
  return (
    <ul className="staff-presence" role="status" aria-label={t('presence.label')} data-testid="presence">
      {others.map((agent) => (
        <li key={agent.id} className={`staff-presence__agent staff-presence__agent--${agent.state}`}>
          <span aria-hidden="true">{agent.state === 'replying' ? '✎ ' : '👁 '}</span>
          {t(agent.state === 'replying' ? 'presence.replying' : 'presence.viewing', { name: agent.name })}
        </li>
      ))}
    </ul>
  );
}

/** A message as written (text, never HTML); an internal note is labelled and set apart. */
function Message({ message }: { message: StaffMessage }) {
  const t = useStaffT();
  const dateTime = useDateTime();
  const kind = message.internal ? 'internal' : message.authorRole;
  const author = message.author ? `${message.author.name} ${message.author.surname}` : t('ticket.formerAccount');
  return (
    <article className={`staff-message staff-message--${kind}`} data-testid="staff-message">
      <p className="staff-message__meta">
        {message.internal ? <strong className="staff-note-label">{t('ticket.internal')}</strong> : null}
        <strong>{author}</strong>
        <span className="staff-muted">
          ({message.authorRole === 'customer' ? t('ticket.customer') : t('ticket.staff')}) ·{' '}
          <time dateTime={message.createdAt}>{dateTime(message.createdAt)}</time>
        </span>
      </p>
      <p className="staff-message__text" dir="auto">
        {message.message}
      </p>
      <AttachmentList attachments={message.attachments} />
    </article>
  );
}
