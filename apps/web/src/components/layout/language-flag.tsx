import type { Language } from '@shop/contracts';
import { DE, ES, FR, GB, IT, RU, SA } from 'country-flag-icons/react/3x2';
import { useTranslation } from 'react-i18next';

const FLAGS = { de: DE, en: GB, es: ES, fr: FR, it: IT, ru: RU, sa: SA } satisfies Record<Language, unknown>;

/** The flag that stands for a language (English: the United Kingdom, as its pricing country). */
export function LanguageFlag({ language }: { language: Language }) {
  const { t } = useTranslation();
  const Flag = FLAGS[language];
  return <Flag title={t('languages.flag', { language: t(`languages.${language}`) })} role="img" className="language-flag" />;
}
