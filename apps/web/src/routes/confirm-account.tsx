import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/components/account-page';
import { LinkToken, useLinkState } from '../features/account/components/link-token';
import { loadNamespace } from '../i18n/i18n';
import { validateTokenSearch } from '../features/account/search';

export const Route = createFileRoute('/confirm-account')({
  validateSearch: validateTokenSearch,
  loader: () => loadNamespace('account'),
  component: ConfirmAccountPage,
});

/** The link of the confirmation mail: POST /api/User/Activate {token}. */
function ConfirmAccountPage() {
  const { t } = useTranslation('account');
  const { token } = Route.useSearch();
  // The lead follows the check: "We are confirming…", then confirmed or not.
  const state = useLinkState('Activate', token);
  return (
    <AccountPage page="confirmAccount" intro={state === 'checking' ? undefined : t(`lead.confirmAccount.${state}`)}>
      <LinkToken kind="Activate" context="confirmAccount" token={token}>
        {() => (
          <div className="account-done" role="status" data-testid="account-confirmed">
            <p>{t('confirmAccount.done')}</p>
            <Link className="account-button" to="/login">
              {t('confirmAccount.login')}
            </Link>
          </div>
        )}
      </LinkToken>
    </AccountPage>
  );
}
