import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/components/account-page';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/registerConfirmed')({
  loader: () => loadNamespace('account'),
  component: RegisterConfirmedPage,
});

function RegisterConfirmedPage() {
  const { t } = useTranslation('account');
  return (
    <AccountPage page="registerConfirmed">
      <div className="account-done" role="status">
        <p>{t('registerConfirmed.next')}</p>
        <p className="account-hint">{t('registerConfirmed.noMail')}</p>
        <Link className="account-button" to="/login">
          {t('registerConfirmed.login')}
        </Link>
      </div>
    </AccountPage>
  );
}
