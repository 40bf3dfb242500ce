import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/account-page';
import { ForgotForm } from '../features/account/components/forgot-form';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/forgotPassword')({
  loader: () => loadNamespace('account'),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <AccountPage page="forgotPassword">
      <ForgotForm kind="password" />
    </AccountPage>
  );
}
