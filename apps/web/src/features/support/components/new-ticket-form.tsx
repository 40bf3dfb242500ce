import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useLanguage } from '../../../i18n/use-language';
import { AttachmentPicker } from './attachment-picker';
import { RelatedPicker, type RelatedChoice } from './related-picker';
import {
  createTicket,
  groupsQueryOptions,
  MESSAGE_MAX,
  RELATED_FIELD,
  SUBJECT_MAX,
  supportKeys,
  type NewTicket,
  type Ticket,
} from '../api';

type Field = 'group' | 'subject' | 'message';
type FieldErrors = Partial<Record<Field, string>>;

interface NewTicketFormProps {
  onCreated: (ticket: Ticket) => void;
  onCancel: () => void;
}

/** A new ticket: its group, subject, first message and files; the new ticket opens once created. */
export function NewTicketForm({ onCreated, onCancel }: NewTicketFormProps) {
  const { t } = useTranslation('support');
  const id = useId();
  const queryClient = useQueryClient();
  const groups = useQuery(groupsQueryOptions(useLanguage()));
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const [groupId, setGroupId] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [related, setRelated] = useState<RelatedChoice>({ kind: '', id: '' });
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});

  const create = useMutation({
    mutationFn: (ticket: NewTicket) => createTicket(ticket, files),
    onSuccess: (ticket) => {
      alert.succeed();
      void queryClient.invalidateQueries({ queryKey: supportKeys.tickets() });
      toast.success(t('form.created', { number: `#${ticket.number}` }));
      onCreated(ticket);
    },
    onError: (error) => {
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  function check(): FieldErrors {
    const found: FieldErrors = {};
    if (!groupId) found.group = t('form.errors.group');
    if (!subject.trim()) found.subject = t('form.errors.subject');
    else if (subject.length > SUBJECT_MAX) found.subject = t('form.errors.subjectTooLong', { max: SUBJECT_MAX });
    if (!message.trim()) found.message = t('form.errors.message');
    else if (message.length > MESSAGE_MAX) found.message = t('form.errors.messageTooLong', { max: MESSAGE_MAX });
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate({
      groupId: Number(groupId) as NewTicket['groupId'],
      subject: subject.trim(),
      message,
      ...(related.kind && related.id ? { [RELATED_FIELD[related.kind]]: related.id } : {}),
    });
  }

  const fieldProps = (field: Field) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <span id={`${id}-${field}-error`} className="support-field-error">
        {errors[field]}
      </span>
    ) : null;

  return (
    <section className="support-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('form.title')}</h2>
      <form className="support-form" noValidate onSubmit={submit} onInput={alert.clear} aria-busy={create.isPending}>
        <label>
          {t('form.group')}
          <select value={groupId} onChange={(event) => setGroupId(event.target.value)} {...fieldProps('group')}>
            <option value="">{t('form.groupPlaceholder')}</option>
            {(groups.data ?? []).map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </select>
          {fieldError('group')}
          {groups.isError ? <span className="support-field-error">{t('form.groupsFailed')}</span> : null}
        </label>
        <label>
          {t('form.subject')}
          <input
            value={subject}
            maxLength={SUBJECT_MAX}
            onChange={(event) => setSubject(event.target.value)}
            {...fieldProps('subject')}
          />
          {fieldError('subject')}
        </label>
        <label>
          {t('form.message')}
          <textarea
            rows={6}
            value={message}
            maxLength={MESSAGE_MAX}
            onChange={(event) => setMessage(event.target.value)}
            {...fieldProps('message')}
          />
          <span className="support-muted">{t('form.count', { length: message.length, max: MESSAGE_MAX })}</span>
          {fieldError('message')}
        </label>
        <RelatedPicker value={related} onChange={setRelated} />
        <AttachmentPicker files={files} onChange={setFiles} disabled={create.isPending} />
        <FormAlert alert={alert} />
        <p className="data-links">
          <button type="submit" className="data-button data-button--primary" disabled={create.isPending}>
            {create.isPending ? t(files.length > 0 ? 'attachments.uploading' : 'form.sending') : t('form.send')}
          </button>
          <button type="button" className="data-button" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        </p>
      </form>
    </section>
  );
}
