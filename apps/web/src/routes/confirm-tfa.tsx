import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/components/account-page';
import { LinkToken, useLinkState } from '../features/account/components/link-token';
import { validateTokenSearch } from '../features/account/search';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/confirm-tfa')({
  validateSearch: validateTokenSearch,
  loader: () => loadNamespace('account'),
  component: ConfirmTfaPage,
});

/** The link of the 2FA recovery mail: POST /api/User/VerifyTFARecoverCode {token} turns 2FA off. */
function ConfirmTfaPage() {
  const { t } = useTranslation('account');
  const { token } = Route.useSearch();
  // The lead follows the check: "We are checking…", then 2FA off or the link not usable.
  const state = useLinkState('VerifyTFARecoverCode', token);
  return (
    <AccountPage page="confirmTfa" intro={state === 'checking' ? undefined : t(`lead.confirmTfa.${state}`)}>
      <LinkToken
        kind="VerifyTFARecoverCode"
        context="tfaReset"
        token={token}
        renewal={{ to: '/forgotTfa', label: t('confirmTfa.newLink') }}
      >
        {() => (
          <div className="account-done" role="status" data-testid="tfa-recovered">
            <p>{t('confirmTfa.done')}</p>
            <Link className="account-button" to="/login">
              {t('confirmTfa.login')}
            </Link>
          </div>
        )}
      </LinkToken>
    </AccountPage>
  );
}
