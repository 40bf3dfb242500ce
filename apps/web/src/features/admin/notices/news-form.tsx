import {
  LANGUAGES,
  NEWS_BODY_MAX_LENGTH,
  NEWS_SLUG_MAX_LENGTH,
  NEWS_TITLE_MAX_LENGTH,
  type Language,
} from '@shop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert, useApiErrorToast, useFormAlert } from '../../../components/data/call-failure';
import { FieldShell, type FieldLook } from '../../../components/forms/field-shell';
import { rulesResolver, type FieldProblems } from '../../../components/forms/rules-resolver';
import { toast } from '../../../components/toast/toast';
import { useAdminT } from '../use-admin-texts';
import {
  createNews,
  draftsOf,
  filledTexts,
  newsProblems,
  noticeKeys,
  updateNews,
  type NewsBody,
  type NewsEntry,
  type TextDrafts,
} from './api';
import { LanguageTexts, type FieldProblem } from './language-texts';

const LOOK: FieldLook = { field: 'notices-slug', hint: 'admin-muted', error: 'notices-problem' };

interface NewsValues {
  slug: string;
  published: boolean;
  titles: TextDrafts;
  bodies: TextDrafts;
}

/** The server's rules (newsProblems), a problem at the slug and at each refused language's title or text. */
const resolver = rulesResolver<NewsValues, NewsBody>(
  ({ slug, titles, bodies }) => {
    const problems = newsProblems(slug.trim(), titles, bodies);
    const found: FieldProblems = { slug: problems.slug };
    for (const language of LANGUAGES) {
      found[`titles.${language}`] = problems.titles[language];
      found[`bodies.${language}`] = problems.bodies[language];
    }
    return found;
  },
  ({ slug, published, titles, bodies }) => ({
    slug: slug.trim(),
    published,
    titles: filledTexts(titles) as NewsBody['titles'],
    bodies: filledTexts(bodies) as NewsBody['bodies'],
  }),
);

/** A news entry's editor: slug, published or draft, a title and a text per language. */
export function NewsForm({ entry, onDone }: { entry: NewsEntry | null; onDone: () => void }) {
  const t = useAdminT();
  const id = useId();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const alert = useFormAlert();
  const form = useForm<NewsValues, unknown, NewsBody>({
    resolver,
    defaultValues: {
      slug: entry?.slug ?? '',
      published: entry ? entry.publishedAt !== null : false,
      titles: draftsOf(entry?.titles),
      bodies: draftsOf(entry?.bodies),
    },
  });
  const { errors } = form.formState;
  const heading = useRef<HTMLHeadingElement>(null);
  // The list's buttons are gone: the editor takes the focus.
  useEffect(() => heading.current?.focus(), []);

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

  const submit = form.handleSubmit((body) => save.mutate(body));

  const slugProblem = errors.slug?.message as 'required' | 'pattern' | 'tooLong' | undefined;
  // A title and its text go together: each is refused without the other.
  const problemsOf = (texts: 'titles' | 'bodies') =>
    Object.fromEntries(
      LANGUAGES.map((language) => [language, errors[texts]?.[language]?.message as FieldProblem | undefined]),
    );
  const textControl = (texts: 'titles' | 'bodies') => (language: Language) =>
    form.register(`${texts}.${language}`, { deps: [`${texts === 'titles' ? 'bodies' : 'titles'}.${language}`] });
  return (
    <form
      className="admin-form notices-card"
      noValidate
      onSubmit={(event) => void submit(event)}
      onInput={alert.clear}
      aria-labelledby={`${id}-title`}
      data-testid="news-form"
    >
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {entry ? t('notices.news.editTitle') : t('notices.news.newTitle')}
      </h3>
      <FieldShell
        id={`${id}-slug`}
        look={LOOK}
        label={t('notices.news.slug')}
        // The hint is the rule: refused for its pattern or length, it is said as the problem.
        hint={slugProblem ? undefined : t('notices.news.slugHint')}
        error={
          slugProblem === 'required'
            ? t('notices.problems.required')
            : slugProblem
              ? t('notices.news.slugHint')
              : undefined
        }
      >
        {(control) => (
          <input
            {...control}
            className="data-input"
            maxLength={NEWS_SLUG_MAX_LENGTH}
            autoCapitalize="off"
            spellCheck={false}
            {...form.register('slug')}
          />
        )}
      </FieldShell>
      <label className="notices-check">
        <input type="checkbox" {...form.register('published')} />
        {t('notices.news.publish')}
      </label>
      <LanguageTexts
        idPrefix={`${id}-titles`}
        label={t('notices.news.titles')}
        control={textControl('titles')}
        maxLength={NEWS_TITLE_MAX_LENGTH}
        problems={problemsOf('titles')}
      />
      <LanguageTexts
        idPrefix={`${id}-bodies`}
        label={t('notices.news.bodies')}
        control={textControl('bodies')}
        maxLength={NEWS_BODY_MAX_LENGTH}
        problems={problemsOf('bodies')}
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
