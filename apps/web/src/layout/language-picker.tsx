import type { Language } from '@shop/contracts';
import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n';
import { useLanguage } from '../i18n/use-language';
import { LanguageFlag } from './language-flag';
import type { LanguageMenuProps } from './language-menu';
import { ChevronDownIcon } from './shell-icons';

type Menu = ComponentType<LanguageMenuProps>;
const loadMenu = () => import('./language-menu').then((module): Menu => module.default);

/** Header language picker with flags (spec 2); its menu loads when first wanted (language-menu.tsx). */
export function LanguagePicker() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  // The menu's component once its chunk is there. Not React.lazy: Suspense reveals its content on a
  // timer, which a page whose clock is stopped (the browser tests' page.clock) would never run.
  const [LanguageMenu, setLanguageMenu] = useState<Menu | null>(null);
  const fetchMenu = useCallback(() => {
    if (!LanguageMenu) void loadMenu().then((menu) => setLanguageMenu(() => menu));
  }, [LanguageMenu]);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const shownCode = language.toUpperCase();

  const close = useCallback(
    (chosen?: Language, refocus = true) => {
      setOpen(false);
      if (refocus) button.current?.focus();
      if (chosen && chosen !== language) void changeLanguage(chosen);
    },
    [language],
  );

  return (
    <div className="language-picker">
      <button
        ref={button}
        type="button"
        className="language-picker__button"
        data-testid="language-picker"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // Named by what it shows (the code) first, then what the code means (WCAG 2.5.3, label in name).
        aria-label={`${shownCode}, ${t('nav.language')}: ${t(`languages.${language}`)}`}
        // The menu's chunk is fetched before the click that opens it.
        onPointerEnter={fetchMenu}
        onFocus={fetchMenu}
        onClick={() => {
          fetchMenu();
          setOpen((value) => !value);
        }}
      >
        <LanguageFlag language={language} />
        <span className="language-picker__code">{shownCode}</span>
        <ChevronDownIcon aria-hidden="true" width={16} height={16} />
      </button>
      {open && LanguageMenu ? <LanguageMenu id={menuId} language={language} onClose={close} /> : null}
    </div>
  );
}
