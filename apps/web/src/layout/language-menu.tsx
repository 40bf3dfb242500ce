import { PICKER_LANGUAGES, type Language } from '@shop/contracts';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageFlag } from './language-flag';
import { CheckIcon } from './shell-icons';

export interface LanguageMenuProps {
  id: string;
  language: Language;
  /** Closes the menu; with a language, the one chosen. Focus goes back to the picker's button unless `refocus` is false. */
  onClose: (chosen?: Language, refocus?: boolean) => void;
}

/**
 * The language picker's open menu (spec 2: it, en, es, de, fr, ru). Its own chunk, loaded when the
 * picker is first pointed at, focused or opened: the start-up bundle of / keeps only the button.
 */
export default function LanguageMenu({ id, language, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  const menu = useRef<HTMLDivElement>(null);
  // `sa` has texts but is not offered; keep it listed while it is the active language.
  const picker: readonly Language[] = PICKER_LANGUAGES;
  const options = picker.includes(language) ? picker : [...picker, language];

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    const closeOutside = (event: PointerEvent) => {
      // The picker (the menu's parent) handles its own button.
      // A click elsewhere closes it and leaves the focus to what was clicked.
      if (!menu.current?.parentElement?.contains(event.target as Node)) onClose(undefined, false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [onClose]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitemradio"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') onClose();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div
      className="language-picker__menu"
      role="menu"
      id={id}
      ref={menu}
      data-testid="language-menu"
      aria-label={t('nav.language')}
      onKeyDown={onKeyDown}
    >
      {options.map((code) => (
        <button
          key={code}
          type="button"
          role="menuitemradio"
          aria-checked={code === language}
          lang={code === 'sa' ? 'ar' : code}
          className="language-picker__option"
          data-testid={`language-option-${code}`}
          onClick={() => onClose(code)}
        >
          <LanguageFlag language={code} />
          <span>{t(`languages.${code}`)}</span>
          {code === language && <CheckIcon aria-hidden="true" width={16} height={16} />}
        </button>
      ))}
    </div>
  );
}
