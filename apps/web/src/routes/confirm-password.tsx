import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/components/account-page';
import { LinkToken } from '../features/account/components/link-token';
import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { validateTokenSearch } from '../features/account/link-search';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/confirm-password')({
  validateSearch: validateTokenSearch,
  loader: () => loadNamespace('account'),
  component: ConfirmPasswordPage,
});

/** The link of the reset mail: VerifyForgotPasswordToken, then the new password (ResetPassword). */
function ConfirmPasswordPage() {
  const { t } = useTranslation('account');
  const { token } = Route.useSearch();
  return (
    <AccountPage page="confirmPassword">
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
