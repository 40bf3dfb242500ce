import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/components/account-page';
import { LinkToken, useLinkState } from '../features/account/components/link-token';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { validateTokenSearch } from '../features/account/search';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/confirm-password')({
  validateSearch: validateTokenSearch,
  loader: () => loadNamespace('account'),
  component: ConfirmPasswordPage,
});

/** The link of the reset mail: VerifyForgotPasswordToken, then the new password (ResetPassword). */
function ConfirmPasswordPage() {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { token } = Route.useSearch();
  // The lead follows the check: the new password is asked for once the link is known to work.
  const state = useLinkState('VerifyForgotPasswordToken', token);
  const intro = state === 'done' ? tc('pages.confirmPassword.intro') : t(`lead.confirmPassword.${state}`);
  return (
    <AccountPage page="confirmPassword" intro={intro}>
      <LinkToken
        kind="VerifyForgotPasswordToken"
        context="newPassword"
        token={token}
        renewal={{ to: '/forgotPassword', label: t('confirmPassword.newLink') }}
      >
        {(answer) => <ResetPasswordForm token={token ?? ''} email={answer?.email ?? ''} />}
      </LinkToken>
    </AccountPage>
  );
}
