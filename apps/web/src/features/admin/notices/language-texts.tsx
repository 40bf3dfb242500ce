import { LANGUAGES, NOTICE_FALLBACK_LANGUAGE, type Language } from '@shop/contracts';
import type { ChangeEventHandler, Ref } from 'react';
import { FieldShell, type FieldLook } from '../../../components/forms/field-shell';
import { useLanguageName } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminT } from '../use-admin-texts';

const LOOK: FieldLook = { field: 'notices-language', error: 'notices-problem' };

/** What a language's field is given: a react-hook-form registration, or a value and its handler. */
export interface TextControl {
  name?: string;
  value?: string;
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
}

/** Why a language's text is refused, in the form's words. */
export type FieldProblem = 'required' | 'tooLong' | 'unpaired';

interface LanguageTextsProps {
  /** Ids of the fields start with it (`<idPrefix>-<language>`). */
  idPrefix: string;
  label: string;
  /** A language's field's value and handlers (`form.register(\`messages.${language}\`)`). */
  control: (language: Language) => TextControl;
  maxLength: number;
  problems: Partial<Record<Language, FieldProblem | undefined>>;
  /** Only once the form was sent: a problem is not said while the user is still typing. */
  showProblems: boolean;
  multiline?: boolean;
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
        const problem = props.showProblems ? props.problems[language] : undefined;
        const required = language === NOTICE_FALLBACK_LANGUAGE;
        return (
          <FieldShell
            key={language}
            id={`${props.idPrefix}-${language}`}
            look={LOOK}
            label={
              <>
                {languageName(language)}
                {required ? <span className="admin-muted"> ({t('notices.required')})</span> : null}
              </>
            }
            error={problem ? t(`notices.problems.${problem}`, { max: props.maxLength }) : undefined}
          >
            {(control) => {
              const field = {
                ...control,
                dir: 'auto' as const,
                lang: language === 'sa' ? 'ar' : language,
                'aria-required': required || undefined,
                ...props.control(language),
              };
              return props.multiline ? <textarea rows={4} {...field} /> : <input className="data-input" {...field} />;
            }}
          </FieldShell>
        );
      })}
    </fieldset>
  );
}
