import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function AppFooter({ version }: { version: string | undefined }) {
  const { t } = useTranslation();
  return (
    <footer className="app-footer">
      <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
      <nav className="footer-links">
        <Link to="/policy">{t('pages.policy.title')}</Link>
        <Link to="/terms">{t('pages.terms.title')}</Link>
        <Link to="/refund-policy">{t('pages.refundPolicy.title')}</Link>
        <Link to="/help">{t('pages.help.title')}</Link>
      </nav>
      {version && <span data-testid="site-version">{t('footer.version', { version })}</span>}
    </footer>
  );
}
