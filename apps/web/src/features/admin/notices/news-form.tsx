import { NEWS_BODY_MAX_LENGTH, NEWS_SLUG_MAX_LENGTH, NEWS_TITLE_MAX_LENGTH, type Language } from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { toast } from '../../../components/toast/toast';
import { useAdminT } from '../use-admin-texts';
import {
  createNews,
  draftsOf,
  filledTexts,
  newsIsValid,
  newsProblems,
  noticeKeys,
  updateNews,
  type NewsBody,
  type NewsEntry,
  type TextDrafts,
} from './api';
import { LanguageTexts } from './language-texts';

/** A news entry's editor: slug, published or draft, a title and a text per language. */
export function NewsForm({ entry, onDone }: { entry: NewsEntry | null; onDone: () => void }) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const [slug, setSlug] = useState(entry?.slug ?? '');
  const [published, setPublished] = useState(entry ? entry.publishedAt !== null : false);
  const [titles, setTitles] = useState<TextDrafts>(() => draftsOf(entry?.titles));
  const [bodies, setBodies] = useState<TextDrafts>(() => draftsOf(entry?.bodies));
  const [sent, setSent] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  // The list's buttons are gone: the editor takes the focus.
  useEffect(() => heading.current?.focus(), []);
  const problems = newsProblems(slug.trim(), titles, bodies);

  const save = useMutation({
    mutationFn: (body: NewsBody) => (entry ? updateNews({ ...body, newsId: entry.id }) : createNews(body)),
    onSuccess: () => {
      alert.succeed();
      toast.success(t('notices.news.saved'));
      void queryClient.invalidateQueries({ queryKey: noticeKeys.news() });
      onDone();
    },
    onError: (error) => {
      const shown = showError(error);
      alert.show({ text: shown.message, toastId: shown.toastId });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSent(true);
    if (!newsIsValid(problems)) return;
    save.mutate({
      slug: slug.trim(),
      published,
      titles: filledTexts(titles) as NewsBody['titles'],
      bodies: filledTexts(bodies) as NewsBody['bodies'],
    });
  }

  const slugProblem = sent ? problems.slug : undefined;
  const edit = (set: typeof setTitles) => (language: Language, value: string) =>
    set((current) => ({ ...current, [language]: value }));
  return (
    <form
      className="admin-form notices-card"
      noValidate
      onSubmit={submit}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
      data-testid="news-form"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {entry ? t('notices.news.editTitle') : t('notices.news.newTitle')}
      </h3>
      <label htmlFor={`${id}-slug`} className="notices-field">
        {t('notices.news.slug')}
        <input
          id={`${id}-slug`}
          className="data-input"
          value={slug}
          maxLength={NEWS_SLUG_MAX_LENGTH}
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={slugProblem ? true : undefined}
          aria-describedby={`${id}-slug-hint`}
          onChange={(event) => setSlug(event.target.value)}
        />
      </label>
      <p id={`${id}-slug-hint`} className={slugProblem ? 'notices-problem' : 'admin-muted'}>
        {slugProblem === 'required' ? t('notices.problems.required') : t('notices.news.slugHint')}
      </p>
      <label className="notices-check">
        <input type="checkbox" checked={published} onChange={(event) => setPublished(event.target.checked)} />
        {t('notices.news.publish')}
      </label>
      <LanguageTexts
        idPrefix={`${id}-titles`}
        label={t('notices.news.titles')}
        control={(language) => ({
          value: titles[language],
          onChange: (e) => edit(setTitles)(language, e.target.value),
        })}
        maxLength={NEWS_TITLE_MAX_LENGTH}
        problems={problems.titles}
        showProblems={sent}
      />
      <LanguageTexts
        idPrefix={`${id}-bodies`}
        label={t('notices.news.bodies')}
        control={(language) => ({
          value: bodies[language],
          onChange: (e) => edit(setBodies)(language, e.target.value),
        })}
        maxLength={NEWS_BODY_MAX_LENGTH}
        problems={problems.bodies}
        showProblems={sent}
        multiline
      />
      <FormAlert alert={alert} />
      <div className="data-page__actions">
        <button type="button" className="data-button" onClick={onDone} disabled={save.isPending}>
          {t('notices.cancel')}
        </button>
        <button type="submit" className="data-button data-button--primary" disabled={save.isPending}>
          {save.isPending ? t('notices.saving') : t('notices.news.save')}
        </button>
      </div>
    </form>
  );
}
