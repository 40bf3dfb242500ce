import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useApiErrorToast, useErrorText, useFormAlert } from '../../../components/data/call-failure';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { toast } from '../../../components/toast/toast';
import {
  closeTicket,
  conversationQueryOptions,
  MESSAGE_MAX,
  sendComment,
  supportKeys,
  type Conversation as ConversationAnswer,
  type Ticket,
  type TicketComment,
} from '../api';
import { ticketEventsPath, useSupportStream } from '../realtime';
import { AttachmentList } from './attachment-list';
import { AttachmentPicker } from './attachment-picker';
import { TicketRatingForm } from './ticket-rating-form';
import { TicketStatusBadge } from './ticket-status-badge';
import { useDateTime } from './use-support-format';

/** One of my tickets: its messages (always as text), a reply box, Close, and the rating once closed. */
export function Conversation({ ticketId, onBack }: { ticketId: string; onBack: () => void }) {
  const { t } = useTranslation('support');
  const { messageOf } = useErrorText();
  const queryClient = useQueryClient();
  // A reply, a status change or a rating of support's shows within a second: the server's stream
  // says the ticket changed (never what), and the conversation is asked again. While the stream is
  // down, it is asked every 10 s instead; once it is back, at once, for what happened meanwhile.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(ticketId) });
  const { live } = useSupportStream(ticketEventsPath(ticketId), refresh);
  useEffect(() => {
    if (live) void queryClient.invalidateQueries({ queryKey: supportKeys.conversation(ticketId) });
  }, [live, queryClient, ticketId]);
  const query = useQuery(conversationQueryOptions(ticketId, undefined, !live));

  // A changed ticket: the conversation shows it now, the list when next shown.
  const showTicket = (ticket: Ticket, comment?: TicketComment) => {
    queryClient.setQueryData<ConversationAnswer>(supportKeys.conversation(ticketId), (current) =>
      current ? { ticket, comments: comment ? [...current.comments, comment] : current.comments } : current,
    );
    void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
  };

  const back = (
    <p>
      <button type="button" className="data-button" onClick={onBack}>
        <span aria-hidden="true">‹ </span>
        {t('conversation.back')}
      </button>
    </p>
  );
  if (query.isPending)
    return (
      <>
        {back}
        <LoadingState label={t('conversation.loading')} />
      </>
    );
  if (query.isError && !query.data)
    return (
      <>
        {back}
        <ErrorState
          message={`${t('conversation.loadFailed')} ${messageOf(query.error)}`}
          onRetry={() => void query.refetch()}
        />
      </>
    );

  const { ticket, comments } = query.data;
  return (
    <section className="support-page" aria-labelledby="support-conversation-title" data-testid="conversation">
      {back}
      <header className="support-card support-ticket">
        <div className="support-ticket__head">
          <span className="support-muted">#{ticket.number}</span>
          <TicketStatusBadge status={ticket.status} />
          <span className="support-muted">{t(`groups.${ticket.groupKey}`)}</span>
        </div>
        <h2 id="support-conversation-title" className="support-ticket__subject">
          {ticket.subject}
        </h2>
      </header>
      <ol className="support-messages" aria-label={t('conversation.messages')}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <Message comment={comment} />
          </li>
        ))}
      </ol>
      {ticket.status === 'closed' ? (
        <>
          <p className="support-muted">{t('conversation.closedNote')}</p>
          <TicketRatingForm ticket={ticket} onRated={(rated) => showTicket(rated)} />
        </>
      ) : null}
      <ReplyForm ticketId={ticketId} onSent={(answer) => showTicket(answer.ticket, answer.comment)} />
      {ticket.status !== 'closed' ? (
        <CloseButton ticketId={ticketId} onClosed={(closed) => showTicket(closed)} />
      ) : null}
    </section>
  );
}

function Message({ comment }: { comment: TicketComment }) {
  const { t } = useTranslation('support');
  const dateTime = useDateTime();
  const mine = comment.authorRole === 'customer';
  return (
    <article className={`support-message support-message--${comment.authorRole}`} data-testid="message">
      <p className="support-muted">
        <strong>{mine ? t('conversation.you') : comment.authorName}</strong>
        {mine ? null : ` (${t('conversation.support')})`} ·{' '}
        <time dateTime={comment.createdAt}>{dateTime(comment.createdAt)}</time>
      </p>
      {/* As written: React renders it as text, never as HTML. */}
      <p className="support-message__text">{comment.message}</p>
      <AttachmentList attachments={comment.attachments} />
    </article>
  );
}

function ReplyForm({
  ticketId,
  onSent,
}: {
  ticketId: string;
  onSent: (answer: Awaited<ReturnType<typeof sendComment>>) => void;
}) {
  const { t } = useTranslation('support');
  const id = useId();
  const [message, setMessage] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const reply = useMutation({
    mutationFn: (text: string) => sendComment(ticketId, text, files),
    onSuccess: (answer) => {
      alert.succeed();
      setMessage('');
      setFiles([]);
      toast.success(t('conversation.sent'));
      onSent(answer);
    },
    onError: (error) => {
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) return setInvalid(t('form.errors.message'));
    if (message.length > MESSAGE_MAX) return setInvalid(t('form.errors.messageTooLong', { max: MESSAGE_MAX }));
    setInvalid(null);
    reply.mutate(message);
  }

  return (
    <form
      className="support-form support-card"
      noValidate
      onSubmit={submit}
      onInput={alert.clear}
      aria-busy={reply.isPending}
    >
      <label>
        {t('conversation.reply')}
        <textarea
          rows={4}
          value={message}
          maxLength={MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
        />
        {invalid ? (
          <span id={`${id}-error`} className="support-field-error">
            {invalid}
          </span>
        ) : null}
      </label>
      <AttachmentPicker files={files} onChange={setFiles} disabled={reply.isPending} />
      <FormAlert alert={alert} />
      <p className="data-links">
        <button type="submit" className="data-button data-button--primary" disabled={reply.isPending}>
          {reply.isPending
            ? t(files.length > 0 ? 'attachments.uploading' : 'conversation.sending')
            : t('conversation.send')}
        </button>
      </p>
    </form>
  );
}

function CloseButton({ ticketId, onClosed }: { ticketId: string; onClosed: (ticket: Ticket) => void }) {
  const { t } = useTranslation('support');
  const showError = useApiErrorToast();
  const close = useMutation({
    mutationFn: () => closeTicket(ticketId),
    onSuccess: (ticket) => {
      toast.success(t('conversation.closed'));
      onClosed(ticket);
    },
    onError: (error) => void showError(error),
  });
  return (
    <p className="data-links">
      <button type="button" className="data-button" disabled={close.isPending} onClick={() => close.mutate()}>
        {close.isPending ? t('conversation.closing') : t('conversation.close')}
      </button>
    </p>
  );
}
