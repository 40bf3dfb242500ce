import type { Language } from '@shop/contracts';
import { DE, ES, FR, GB, IT, RU } from 'country-flag-icons/react/3x2';
import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const FLAGS = { de: DE, en: GB, es: ES, fr: FR, it: IT, ru: RU } satisfies Record<Exclude<Language, 'sa'>, unknown>;

/** The flag that stands for a language (English: the United Kingdom, as its pricing country). */
export function LanguageFlag({ language }: { language: Language }) {
  const { t } = useTranslation();
  const label = t('languages.flag', { language: t(`languages.${language}`) });
  // `sa` is not in the picker (spec 2), so it gets a globe rather than a country's flag.
  if (language === 'sa') return <Globe role="img" aria-label={label} className="language-flag language-flag--globe" />;
  const Flag = FLAGS[language];
  return <Flag title={label} role="img" className="language-flag" />;
}
