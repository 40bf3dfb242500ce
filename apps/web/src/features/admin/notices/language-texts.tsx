import { LANGUAGES, NOTICE_FALLBACK_LANGUAGE, type Language } from '@shop/contracts';
import { useLanguageName } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminT } from '../use-admin-texts';
import type { TextDrafts } from './api';

/** Why a language's text is refused, in the form's words. */
export type FieldProblem = 'required' | 'tooLong' | 'unpaired';

interface LanguageTextsProps {
  /** Ids of the fields start with it (`<idPrefix>-<language>`). */
  idPrefix: string;
  label: string;
  drafts: TextDrafts;
  maxLength: number;
  problems: Partial<Record<Language, FieldProblem>>;
  /** Only once the form was sent: a problem is not said while the user is still typing. */
  showProblems: boolean;
  multiline?: boolean;
  onChange: (language: Language, value: string) => void;
}

/** The page's language first, then English (required: the fallback), then the others. */
export function useLanguageOrder(): Language[] {
  const page = useLanguage();
  return [...new Set<Language>([page, NOTICE_FALLBACK_LANGUAGE, ...LANGUAGES])];
}

/** A text per language, each field named by its language, its problem said beside it. */
export function LanguageTexts(props: LanguageTextsProps) {
  const t = useAdminT();
  const languageName = useLanguageName();
  const order = useLanguageOrder();
  return (
    <fieldset className="notices-languages">
      <legend>{props.label}</legend>
      {order.map((language) => {
        const id = `${props.idPrefix}-${language}`;
        const problem = props.showProblems ? props.problems[language] : undefined;
        const required = language === NOTICE_FALLBACK_LANGUAGE;
        const field = {
          id,
          value: props.drafts[language],
          dir: 'auto' as const,
          lang: language === 'sa' ? 'ar' : language,
          'aria-invalid': problem ? true : undefined,
          'aria-describedby': problem ? `${id}-problem` : undefined,
          'aria-required': required || undefined,
          onChange: (event: { target: { value: string } }) => props.onChange(language, event.target.value),
        };
        return (
          <div key={language} className="notices-language">
            <label htmlFor={id}>
              {languageName(language)}
              {required ? <span className="admin-muted"> ({t('notices.required')})</span> : null}
            </label>
            {props.multiline ? <textarea rows={4} {...field} /> : <input className="data-input" {...field} />}
            {problem ? (
              <p id={`${id}-problem`} className="notices-problem">
                {t(`notices.problems.${problem}`, { max: props.maxLength })}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
