import { LANGUAGES, type Language } from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert, useApiErrorToast, useErrorText, useFormAlert } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { toast } from '../../../components/toast/toast';
import { useLanguageName } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import {
  cannedRepliesQueryOptions,
  cannedTextFor,
  createCannedReply,
  deleteCannedReply,
  MESSAGE_MAX,
  staffKeys,
  updateCannedReply,
  type CannedReply,
  type CannedReplyText,
} from '../api';
import { useStaffT } from '../use-staff-texts';
import { StaffDialog } from './staff-dialog';

const PLACEHOLDERS = ['#name#', '#ticket#', '#agent#'];
const TITLE_MAX = 200;

/** The canned replies: listed by title, created, edited and deleted (every agent shares them). */
export function CannedRepliesDialog({ onClose }: { onClose: () => void }) {
  const t = useStaffT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  // null: the list; 'new' or a reply: the editor.
  const [editing, setEditing] = useState<CannedReply | 'new' | null>(null);
  const [removing, setRemoving] = useState<CannedReply | null>(null);
  // Back from the editor, the focus goes to "New canned reply" rather than to the page.
  const newButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (!editing && wasEditing.current) newButton.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  const remove = useMutation({
    mutationFn: (reply: CannedReply) => deleteCannedReply(reply.id),
    onSuccess: () => {
      setRemoving(null);
      toast.success(t('canned.deleted'));
      void queryClient.invalidateQueries({ queryKey: staffKeys.cannedReplies() });
    },
    onError: (error) => void showError(error),
  });

  return (
    <StaffDialog title={t('canned.title')} onClose={onClose} wide>
      {editing ? (
        <CannedReplyForm reply={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <>
          <CannedReplyList onEdit={setEditing} onRemove={setRemoving} />
          <div className="data-dialog__actions">
            <button type="button" className="data-button" onClick={onClose}>
              {t('canned.close')}
            </button>
            <button
              ref={newButton}
              type="button"
              className="data-button data-button--primary"
              onClick={() => setEditing('new')}
            >
              {t('canned.new')}
            </button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('canned.deleteTitle')}
        confirmLabel={t('canned.delete')}
        danger
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('canned.deleteText', { title: removing ? (cannedTextFor(removing, language)?.title ?? '') : '' })}</p>
      </ConfirmDialog>
    </StaffDialog>
  );
}

/** The canned replies by title (in the page's language, else English), each to edit or delete. */
function CannedReplyList({
  onEdit,
  onRemove,
}: {
  onEdit: (reply: CannedReply) => void;
  onRemove: (reply: CannedReply) => void;
}) {
  const t = useStaffT();
  const language = useLanguage();
  const { messageOf } = useErrorText();
  const replies = useQuery(cannedRepliesQueryOptions());
  if (replies.isPending) return <LoadingState />;
  if (replies.isError)
    return (
      <ErrorState
        message={`${t('canned.loadFailed')} ${messageOf(replies.error)}`}
        onRetry={() => void replies.refetch()}
      />
    );
  if (replies.data.length === 0) return <EmptyState message={t('canned.empty')} />;
  return (
    <ul className="staff-canned-list">
      {replies.data.map((reply) => {
        const title = cannedTextFor(reply, language)?.title ?? '';
        return (
          <li key={reply.id} data-testid="canned-reply">
            <span>{title}</span>
            <span className="data-links">
              <button
                type="button"
                className="data-button data-button--small"
                aria-label={`${t('canned.edit')}: ${title}`}
                onClick={() => onEdit(reply)}
              >
                {t('canned.edit')}
              </button>
              <button
                type="button"
                className="data-button data-button--small data-button--danger"
                aria-label={`${t('canned.delete')}: ${title}`}
                onClick={() => onRemove(reply)}
              >
                {t('canned.delete')}
              </button>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

type Drafts = Record<Language, { title: string; text: string }>;

function draftsOf(reply: CannedReply | null): Drafts {
  const drafts = Object.fromEntries(LANGUAGES.map((language) => [language, { title: '', text: '' }])) as Drafts;
  for (const text of reply?.texts ?? []) drafts[text.language] = { title: text.title, text: text.text };
  return drafts;
}

/** A title and a text per language; languages left empty are not saved, at least one is needed. */
function CannedReplyForm({ reply, onDone }: { reply: CannedReply | null; onDone: () => void }) {
  const t = useStaffT();
  const id = useId();
  const languageName = useLanguageName();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(reply));
  const [invalid, setInvalid] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The list's buttons are gone: the editor takes the focus.
  useEffect(() => heading.current?.focus(), []);
  // The page's language first, then English, then the others.
  const pageLanguage = useLanguage();
  const languages = [...new Set<Language>([pageLanguage, 'en', ...LANGUAGES])];
  const save = useMutation({
    mutationFn: (texts: CannedReplyText[]) =>
      reply ? updateCannedReply({ cannedReplyId: reply.id, texts }) : createCannedReply({ texts }),
    onSuccess: () => {
      alert.succeed();
      toast.success(t('canned.saved'));
      void queryClient.invalidateQueries({ queryKey: staffKeys.cannedReplies() });
      onDone();
    },
    onError: (error) => {
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const filled = LANGUAGES.map((language) => ({
      language,
      title: drafts[language].title.trim(),
      text: drafts[language].text,
    })).filter((entry) => entry.title || entry.text.trim());
    if (filled.length === 0) return setInvalid(t('canned.oneLanguage'));
    if (filled.some((entry) => !entry.title || !entry.text.trim())) return setInvalid(t('canned.incomplete'));
    setInvalid(null);
    save.mutate(filled);
  }

  const edit = (language: Language, field: 'title' | 'text', value: string) =>
    setDrafts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));

  return (
    <form
      className="staff-canned-form"
      noValidate
      onSubmit={submit}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {reply ? t('canned.editTitle') : t('canned.newTitle')}
      </h3>
      <p className="staff-muted">
        {t('canned.placeholders')}{' '}
        {PLACEHOLDERS.map((placeholder) => (
          <code key={placeholder} className="staff-code">
            {placeholder}
          </code>
        ))}
      </p>
      {languages.map((language) => (
        <fieldset key={language} className="staff-canned-language">
          <legend>{languageName(language)}</legend>
          <label className="staff-field">
            {t('canned.titleField')}
            <input
              className="data-input"
              value={drafts[language].title}
              maxLength={TITLE_MAX}
              onChange={(event) => edit(language, 'title', event.target.value)}
            />
          </label>
          <label className="staff-field">
            {t('canned.textField')}
            <textarea
              rows={3}
              value={drafts[language].text}
              maxLength={MESSAGE_MAX}
              dir="auto"
              onChange={(event) => edit(language, 'text', event.target.value)}
            />
          </label>
        </fieldset>
      ))}
      {invalid ? (
        <p className="staff-field-error" role="alert">
          {invalid}
        </p>
      ) : null}
      <FormAlert alert={alert} />
      <div className="data-dialog__actions">
        <button type="button" className="data-button" onClick={onDone} disabled={save.isPending}>
          {t('canned.cancel')}
        </button>
        <button type="submit" className="data-button data-button--primary" disabled={save.isPending}>
          {save.isPending ? t('canned.saving') : t('canned.save')}
        </button>
      </div>
    </form>
  );
}
