import { LANGUAGES, NOTICE_FALLBACK_LANGUAGE, type Language } from '@shop/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldShell, type FieldLook } from '../../../components/forms/field-shell';
import { useLanguageName } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminT } from '../use-admin-texts';

const LOOK: FieldLook = { field: 'notices-language', error: 'notices-problem' };

/** Why a language's text is refused, in the form's words. */
export type FieldProblem = 'required' | 'tooLong' | 'unpaired';

interface LanguageTextsProps {
  /** Ids of the fields start with it (`<idPrefix>-<language>`). */
  idPrefix: string;
  label: string;
  /** A language's field's registration (`form.register(\`messages.${language}\`)`). */
  control: (language: Language) => UseFormRegisterReturn;
  maxLength: number;
  /** The form's errors, there once it was sent (react-hook-form): none is said while the user first types. */
  problems: Partial<Record<Language, FieldProblem | undefined>>;
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
        const problem = props.problems[language];
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
