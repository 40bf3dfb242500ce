import {
  LANGUAGES,
  MAINTENANCE_VERSIONS,
  NOTICE_MESSAGE_MAX_LENGTH,
  type Language,
  type MaintenanceVersion,
} from '@shop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, useApiErrorToast, useErrorText, useFormAlert } from '../../../components/data/call-failure';
import { rulesResolver } from '../../../components/forms/rules-resolver';
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
  type TextProblem,
} from './api';
import { LanguageTexts } from './language-texts';

/** The colour each version stands for (spec 4), the select's words. */
const COLOUR_OF: Record<MaintenanceVersion, 'red' | 'green' | 'yellow' | 'blue'> = {
  '0.0.1': 'red',
  '0.0.2': 'green',
  '0.0.3': 'yellow',
  '0.0.4': 'blue',
};

interface MaintenanceValues {
  version: MaintenanceVersion;
  messages: TextDrafts;
}

/** The server's rules of the messages, a problem at each refused language's field. */
const resolver = rulesResolver<MaintenanceValues, { version: MaintenanceVersion; messages: { en: string } }>(
  ({ messages }) =>
    Object.fromEntries(
      Object.entries(textProblems(messages, NOTICE_MESSAGE_MAX_LENGTH)).map(([language, problem]) => [
        `messages.${language}`,
        problem,
      ]),
    ),
  ({ version, messages }) => ({ version, messages: filledTexts(messages) as { en: string } }),
);

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
  const form = useForm<MaintenanceValues, unknown, { version: MaintenanceVersion; messages: { en: string } }>({
    resolver,
    defaultValues: {
      version: isVersion(notice.version) ? notice.version : '0.0.1',
      messages: draftsOf(notice.messages),
    },
  });
  const [confirmRemove, setConfirmRemove] = useState(false);
  const version = form.watch('version');
  const drafts = form.watch('messages');
  const problems = form.formState.errors.messages ?? {};

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
    mutationFn: (body: { version: MaintenanceVersion; messages: { en: string } }) => setMaintenance(body),
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

  const submit = form.handleSubmit((body) => save.mutate(body));

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
        onSubmit={(event) => void submit(event)}
        onInput={alert.clear}
        aria-labelledby="maintenance-title"
      >
        <label htmlFor={`${id}-version`} className="notices-field">
          {t('notices.maintenance.version')}
          <select id={`${id}-version`} className="data-input" {...form.register('version')}>
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
          control={(language: Language) => form.register(`messages.${language}`)}
          maxLength={NOTICE_MESSAGE_MAX_LENGTH}
          problems={Object.fromEntries(
            LANGUAGES.map((language) => [language, problems[language]?.message as TextProblem | undefined]),
          )}
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
