import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../features/session/session';
import { shortDisplayName } from '../features/session/session-store';
import { LanguagePicker } from './language-picker';
import { MenuIcon } from './shell-icons';

export interface AppHeaderProps {
  solid: boolean;
  dashboard: boolean;
  menuOpen: boolean;
  onToggleMenu(): void;
  /** The visitor is about to use the menu button (the menu loads on demand). */
  onMenuIntent(): void;
}

/** Header of spec 2: public links, language picker, and the user's short name or a login link. */
export function AppHeader(props: AppHeaderProps) {
  const { t } = useTranslation();
  const { isAuthenticated, user } = useSession();

  return (
    <header
      className={`app-header${props.solid ? ' is-solid' : ''}${props.dashboard ? ' app-header--dashboard' : ''}`}
      data-testid="app-header"
      data-solid={String(props.solid)}
      data-variant={props.dashboard ? 'dashboard' : 'public'}
    >
      <button
        type="button"
        className="app-header__menu-button"
        data-testid="menu-toggle"
        aria-label={t('menu.open')}
        aria-expanded={props.menuOpen}
        aria-controls="side-menu"
        onClick={props.onToggleMenu}
        onPointerEnter={props.onMenuIntent}
        onPointerDown={props.onMenuIntent}
        onFocus={props.onMenuIntent}
      >
        <MenuIcon aria-hidden="true" />
      </button>
      <Link to="/" className="brand">
        {t('app.name')}
      </Link>
      <nav aria-label={t('nav.main')} className="main-nav" data-testid="header-nav">
        <Link to="/" activeOptions={{ exact: true }}>
          {t('nav.home')}
        </Link>
        <Link to="/player">{t('nav.player')}</Link>
        <Link to="/vpn">{t('nav.vpn')}</Link>
        <Link to="/support/faq">{t('nav.faq')}</Link>
      </nav>
      <div className="header-tools">
        <LanguagePicker />
        {isAuthenticated ? (
          <Link to="/dashboard" className="button button--small header-user" data-testid="header-user">
            {user ? shortDisplayName(user) : t('nav.dashboard')}
          </Link>
        ) : (
          <Link to="/login" className="button button--small" data-testid="login-link">
            {t('nav.login')}
          </Link>
        )}
      </div>
    </header>
  );
}
