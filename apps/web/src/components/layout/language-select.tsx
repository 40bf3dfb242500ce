import { PICKER_LANGUAGES, type Language } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { isLanguage } from '../../i18n/locale';
import { useLanguage } from '../../i18n/use-language';

export function LanguageSelect() {
  const { t } = useTranslation();
  const language = useLanguage();
  // `sa` has texts but is not offered; keep it selectable while it is the active language.
  const picker: readonly Language[] = PICKER_LANGUAGES;
  const options = picker.includes(language) ? picker : [...picker, language];

  return (
    <label className="language-select">
      <span className="visually-hidden">{t('nav.language')}</span>
      <select
        value={language}
        data-testid="language-select"
        onChange={(event) => {
          const next = event.target.value;
          if (isLanguage(next)) void changeLanguage(next);
        }}
      >
        {options.map((code) => (
          <option key={code} value={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
