import {
  MAINTENANCE_VERSIONS,
  NOTICE_MESSAGE_MAX_LENGTH,
  type Language,
  type MaintenanceVersion,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert, useApiErrorToast, useErrorText, useFormAlert } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { toast } from '../../../components/toast/toast';
import { catalogKeys } from '../../catalog/api';
import { noticeColours } from '../../catalog/changelog';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminT } from '../use-admin-texts';
import {
  draftsOf,
  filledTexts,
  maintenanceQueryOptions,
  noticeKeys,
  removeMaintenance,
  setMaintenance,
  textProblems,
  type MaintenanceNotice,
  type TextDrafts,
} from './api';
import { LanguageTexts } from './language-texts';

/** The colour each version stands for (spec 4), the select's words. */
const COLOUR_OF: Record<MaintenanceVersion, 'red' | 'green' | 'yellow' | 'blue'> = {
  '0.0.1': 'red',
  '0.0.2': 'green',
  '0.0.3': 'yellow',
  '0.0.4': 'blue',
};

const isVersion = (value: string | null): value is MaintenanceVersion =>
  (MAINTENANCE_VERSIONS as readonly (string | null)[]).includes(value);

/** The maintenance notice: shown or not, its colour and a message per language; shown and removed from here. */
export function MaintenanceSection() {
  const t = useAdminT();
  const notice = useQuery(maintenanceQueryOptions());
  const { messageOf } = useErrorText();
  return (
    <section className="notices-card" aria-labelledby="maintenance-title" data-testid="maintenance-section">
      <h2 id="maintenance-title">{t('notices.maintenance.title')}</h2>
      {notice.isPending ? (
        <LoadingState />
      ) : notice.isError ? (
        <ErrorState message={messageOf(notice.error)} onRetry={() => void notice.refetch()} />
      ) : (
        // Keyed by the last change: a saved or removed notice starts the form again from the server's.
        <MaintenanceForm key={notice.data.updatedAt ?? 'none'} notice={notice.data} />
      )}
    </section>
  );
}

function MaintenanceForm({ notice }: { notice: MaintenanceNotice }) {
  const t = useAdminT();
  const id = useId();
  const pageLanguage = useLanguage();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const [version, setVersion] = useState<MaintenanceVersion>(isVersion(notice.version) ? notice.version : '0.0.1');
  const [drafts, setDrafts] = useState<TextDrafts>(() => draftsOf(notice.messages));
  const [sent, setSent] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const problems = textProblems(drafts, NOTICE_MESSAGE_MAX_LENGTH);

  const done = (message: string) => (answer: MaintenanceNotice) => {
    alert.succeed();
    toast.success(message);
    queryClient.setQueryData(noticeKeys.maintenance(), answer);
    // The admin's own pages show the banner (or stop) at once, as every visitor's next load does.
    void queryClient.invalidateQueries({ queryKey: catalogKeys.news() });
  };
  const failed = (error: unknown) => {
    const shown = showError(error);
    alert.show({ text: shown.message, toastId: shown.toastId });
  };
  const save = useMutation({
    mutationFn: () => setMaintenance({ version, messages: filledTexts(drafts) as { en: string } }),
    onSuccess: done(t('notices.maintenance.saved')),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: () => removeMaintenance(),
    onSuccess: (answer) => {
      setConfirmRemove(false);
      done(t('notices.maintenance.removed'))(answer);
    },
    onError: (error) => {
      setConfirmRemove(false);
      failed(error);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(true);
    if (Object.keys(problems).length === 0) save.mutate();
  }

  const colours = noticeColours(version);
  const preview = drafts[pageLanguage].trim() || drafts.en.trim() || t('notices.maintenance.previewEmpty');
  return (
    <>
      <p className="admin-muted" data-testid="maintenance-state">
        {notice.shown ? t('notices.maintenance.shown') : t('notices.maintenance.hidden')}
      </p>
      <form
        className="admin-form"
        noValidate
        onSubmit={submit}
        onInput={alert.clear}
        aria-labelledby="maintenance-title"
      >
        <label htmlFor={`${id}-version`} className="notices-field">
          {t('notices.maintenance.version')}
          <select
            id={`${id}-version`}
            className="data-input"
            value={version}
            onChange={(event) => isVersion(event.target.value) && setVersion(event.target.value)}
          >
            {MAINTENANCE_VERSIONS.map((v) => (
              <option key={v} value={v}>
                {t(`notices.colours.${COLOUR_OF[v]}`)} ({v})
              </option>
            ))}
          </select>
        </label>
        <div className="notices-preview-wrap">
          <span className="admin-muted">{t('notices.maintenance.preview')}</span>
          <div
            className="notices-preview"
            data-testid="maintenance-preview"
            style={{ background: colours.background, color: colours.color }}
            dir="auto"
          >
            {preview}
          </div>
        </div>
        <LanguageTexts
          idPrefix={`${id}-message`}
          label={t('notices.maintenance.messages')}
          drafts={drafts}
          maxLength={NOTICE_MESSAGE_MAX_LENGTH}
          problems={problems}
          showProblems={sent}
          onChange={(language: Language, value) => setDrafts((current) => ({ ...current, [language]: value }))}
        />
        <FormAlert alert={alert} />
        <div className="data-page__actions">
          <button type="submit" className="data-button data-button--primary" disabled={save.isPending}>
            {save.isPending
              ? t('notices.saving')
              : notice.shown
                ? t('notices.maintenance.update')
                : t('notices.maintenance.show')}
          </button>
          {notice.shown ? (
            <button
              type="button"
              className="data-button data-button--danger"
              onClick={() => setConfirmRemove(true)}
              disabled={remove.isPending}
            >
              {t('notices.maintenance.remove')}
            </button>
          ) : null}
        </div>
      </form>
      <ConfirmDialog
        open={confirmRemove}
        title={t('notices.maintenance.removeTitle')}
        confirmLabel={t('notices.maintenance.remove')}
        danger
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmRemove(false)}
      >
        <p>{t('notices.maintenance.removeText')}</p>
      </ConfirmDialog>
    </>
  );
}
