import { PICKER_LANGUAGES, type Language } from '@shop/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../i18n/i18n';
import { useLanguage } from '../../i18n/use-language';
import { LanguageFlag } from './language-flag';
import { CheckIcon, ChevronDownIcon } from './shell-icons';

/** Header language picker with flags (spec 2: it, en, es, de, fr, ru). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const menuId = useId();
  // `sa` has texts but is not offered; keep it listed while it is the active language.
  const picker: readonly Language[] = PICKER_LANGUAGES;
  const options = picker.includes(language) ? picker : [...picker, language];
  const shownCode = language.toUpperCase();

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (code: Language) => {
    setOpen(false);
    root.current?.querySelector<HTMLElement>('button')?.focus();
    if (code !== language) void changeLanguage(code);
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      root.current?.querySelector<HTMLElement>('button')?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div className="language-picker" ref={root}>
      <button
        type="button"
        className="language-picker__button"
        data-testid="language-picker"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // Named by what it shows (the code) first, then what the code means (WCAG 2.5.3, label in name).
        aria-label={`${shownCode}, ${t('nav.language')}: ${t(`languages.${language}`)}`}
        onClick={() => setOpen((value) => !value)}
      >
        <LanguageFlag language={language} />
        <span className="language-picker__code">{shownCode}</span>
        <ChevronDownIcon aria-hidden="true" width={16} height={16} />
      </button>
      {open && (
        <div className="language-picker__menu" role="menu" id={menuId} data-testid="language-menu" aria-label={t('nav.language')} onKeyDown={onMenuKeyDown}>
          {options.map((code) => (
            <button
              key={code}
              type="button"
              role="menuitemradio"
              aria-checked={code === language}
              lang={code === 'sa' ? 'ar' : code}
              className="language-picker__option"
              data-testid={`language-option-${code}`}
              onClick={() => choose(code)}
            >
              <LanguageFlag language={code} />
              <span>{t(`languages.${code}`)}</span>
              {code === language && <CheckIcon aria-hidden="true" width={16} height={16} />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
