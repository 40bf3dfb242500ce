import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useSession } from '../../session/session';
import { AttachmentPicker } from '../../support/components/attachment-picker';
import {
  cannedRepliesQueryOptions,
  cannedTextFor,
  fillPlaceholders,
  MESSAGE_MAX,
  sendStaffReply,
  type Agent,
  type StaffReply,
  type StaffReplyAnswer,
  type StaffTicket,
  type TicketStatus,
} from '../api';
import { useStaffT } from '../use-staff-texts';

export type ReplyMode = 'public' | 'note';

interface ReplyBoxProps {
  ticket: StaffTicket;
  /** The customer's language: a canned reply's text in it, else in English. */
  customerLanguage: string;
  me?: Agent;
  /** Set to a function that focuses the box in a mode (the r and n keys). */
  focusRef: RefObject<((mode: ReplyMode) => void) | null>;
  onSent: (answer: StaffReplyAnswer) => void;
  /** Told whether the box holds text (the agent is replying, for the other agents' presence). */
  onDraft?: (writing: boolean) => void;
}

/**
 * Unsent messages by agent and ticket, so walking the list with j and k (or a reload) loses no
 * half-written reply; in this tab's session storage only, gone with the tab.
 */
const drafts = {
  key: (email: string, ticketId: string) => `staffDraft:${email}:${ticketId}`,
  read(key: string): string {
    try {
      return sessionStorage.getItem(key) ?? '';
    } catch {
      return ''; // Storage refused (privacy mode): no drafts, nothing else lost.
    }
  },
  write(key: string, text: string): void {
    try {
      if (text) sessionStorage.setItem(key, text);
      else sessionStorage.removeItem(key);
    } catch {
      // As above.
    }
  },
};

/** A public reply or an internal note, sent as it is or setting the status in the same step. */
export function ReplyBox({ ticket, customerLanguage, me, focusRef, onSent, onDraft }: ReplyBoxProps) {
  const t = useStaffT();
  const id = useId();
  const [mode, setMode] = useState<ReplyMode>('public');
  const draftKey = drafts.key(useSession().user?.email ?? '', ticket.id);
  const [message, setMessageState] = useState(() => drafts.read(draftKey));
  const setMessage = (next: string) => {
    setMessageState(next);
    drafts.write(draftKey, next);
  };
  const [files, setFiles] = useState<File[]>([]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const writing = message.trim().length > 0;
  useEffect(() => onDraft?.(writing), [writing, onDraft]);

  useEffect(() => {
    focusRef.current = (next) => {
      setMode(next);
      textarea.current?.focus();
    };
    return () => {
      focusRef.current = null;
    };
  }, [focusRef]);

  const { send, alert } = useSendReply((answer) => {
    setMessage('');
    setFiles([]);
    onSent(answer);
  });

  function submit(status?: TicketStatus) {
    if (!message.trim()) return setInvalid(t('reply.empty'));
    if (message.length > MESSAGE_MAX) return setInvalid(t('reply.tooLong', { max: MESSAGE_MAX }));
    setInvalid(null);
    send.mutate({
      reply: { ticketId: ticket.id, message, internal: mode === 'note', ...(status ? { status } : {}) },
      files,
    });
  }

  /** A canned reply's text, its placeholders filled, at the cursor (in place of a selection). */
  function insert(text: string) {
    const filled = fillPlaceholders(text, {
      name: ticket.customer.name,
      ticket: `#${ticket.number}`,
      agent: me?.name ?? '',
    });
    const box = textarea.current;
    const start = box?.selectionStart ?? message.length;
    setMessage((message.slice(0, start) + filled + message.slice(box?.selectionEnd ?? start)).slice(0, MESSAGE_MAX));
    setInvalid(null);
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + filled.length, start + filled.length);
    });
  }

  const note = mode === 'note';
  return (
    <form
      className={note ? 'staff-card staff-reply staff-reply--note' : 'staff-card staff-reply'}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onInput={alert.clear}
    >
      <h3 id={`${id}-title`} className="staff-side__title">
        {t('reply.title')}
      </h3>
      <ModePicker mode={mode} onMode={setMode} />
      <CannedPicker language={customerLanguage} onPick={insert} />
      <MessageField note={note} value={message} onChange={setMessage} invalid={invalid} textareaRef={textarea} />
      <AttachmentPicker files={files} onChange={setFiles} disabled={send.isPending} />
      <FormAlert alert={alert} />
      <SendButtons pending={send.isPending} onSend={submit} />
    </form>
  );
}

/** Sends a reply or a note: a toast once sent, else the failure next to the form and as a toast. */
function useSendReply(onSent: (answer: StaffReplyAnswer) => void) {
  const t = useStaffT();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const send = useMutation({
    mutationFn: ({ reply, files }: { reply: StaffReply; files: readonly File[] }) => sendStaffReply(reply, files),
    onSuccess: (answer) => {
      alert.succeed();
      toast.success(answer.message.internal ? t('reply.noteSaved') : t('reply.sent'));
      onSent(answer);
    },
    onError: (error) => {
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });
  return { send, alert };
}

interface MessageFieldProps {
  note: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Why the message cannot be sent, or null. */
  invalid: string | null;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}

/** The message, labelled and explained for its kind (who will read it). */
function MessageField({ note, value, onChange, invalid, textareaRef }: MessageFieldProps) {
  const t = useStaffT();
  const id = useId();
  return (
    <>
      <label className="staff-field">
        {t(note ? 'reply.noteLabel' : 'reply.publicLabel')}
        <textarea
          ref={textareaRef}
          rows={5}
          dir="auto"
          value={value}
          maxLength={MESSAGE_MAX}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          data-testid="reply-text"
        />
      </label>
      <span id={`${id}-hint`} className="staff-muted">
        {note ? <span aria-hidden="true">🔒 </span> : null}
        {t(note ? 'reply.noteHint' : 'reply.publicHint')}
      </span>
      {invalid ? (
        <span id={`${id}-error`} className="staff-field-error">
          {invalid}
        </span>
      ) : null}
    </>
  );
}

/** Public reply or internal note (the r and n keys choose them too). */
function ModePicker({ mode, onMode }: { mode: ReplyMode; onMode: (mode: ReplyMode) => void }) {
  const t = useStaffT();
  const id = useId();
  return (
    <fieldset className="staff-modes">
      <legend className="staff-visually-hidden">{t('reply.mode')}</legend>
      {(['public', 'note'] as const).map((each) => (
        <label key={each} className="staff-mode">
          <input
            type="radio"
            name={`${id}-mode`}
            value={each}
            checked={mode === each}
            onChange={() => onMode(each)}
            aria-keyshortcuts={each === 'public' ? 'r' : 'n'}
          />
          {t(each === 'public' ? 'reply.public' : 'reply.note')}
        </label>
      ))}
    </fieldset>
  );
}

/** Send (the form's submit), or send and set the ticket pending or closed in the same step. */
function SendButtons({ pending, onSend }: { pending: boolean; onSend: (status?: TicketStatus) => void }) {
  const t = useStaffT();
  return (
    <p className="data-links">
      <button type="submit" className="data-button data-button--primary" disabled={pending}>
        {pending ? t('reply.sending') : t('reply.send')}
      </button>
      <button type="button" className="data-button" disabled={pending} onClick={() => onSend('pending')}>
        {t('reply.sendPending')}
      </button>
      <button type="button" className="data-button" disabled={pending} onClick={() => onSend('closed')}>
        {t('reply.sendClose')}
      </button>
    </p>
  );
}

/** The canned replies by title, in the customer's language (else English); picking one inserts it. */
function CannedPicker({ language, onPick }: { language: string; onPick: (text: string) => void }) {
  const t = useStaffT();
  const replies = useQuery(cannedRepliesQueryOptions());
  if (replies.isError) return <p className="staff-muted">{t('reply.cannedFailed')}</p>;
  const options = (replies.data ?? []).flatMap((reply) => {
    const text = cannedTextFor(reply, language);
    return text ? [{ id: reply.id, text }] : [];
  });
  if (replies.data && options.length === 0) return null;
  return (
    <label className="staff-field">
      {t('reply.canned')}
      <select
        value=""
        disabled={replies.isPending}
        onChange={(event) => {
          const picked = options.find((option) => option.id === event.target.value);
          if (picked) onPick(picked.text.text);
        }}
      >
        <option value="">{replies.isPending ? t('reply.cannedLoading') : t('reply.cannedPick')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.text.title}
          </option>
        ))}
      </select>
    </label>
  );
}
