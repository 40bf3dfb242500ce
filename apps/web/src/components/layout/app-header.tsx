import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from './language-select';

export function AppHeader({ isAuthenticated }: { isAuthenticated: boolean }) {
  const { t } = useTranslation();
  return (
    <header className="app-header">
      <Link to="/" className="brand">
        {t('app.name')}
      </Link>
      <nav aria-label={t('nav.main')} className="main-nav">
        <Link to="/" activeOptions={{ exact: true }}>
          {t('nav.home')}
        </Link>
        <Link to="/player">{t('nav.player')}</Link>
        <Link to="/vpn">{t('nav.vpn')}</Link>
        <Link to="/support/faq">{t('nav.faq')}</Link>
      </nav>
      <div className="header-tools">
        <LanguageSelect />
        {isAuthenticated ? (
          <Link to="/dashboard" className="button button--small">
            {t('nav.dashboard')}
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
