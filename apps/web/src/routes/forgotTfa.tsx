import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/account-page';
import { ForgotForm } from '../features/account/components/forgot-form';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/forgotTfa')({
  loader: () => loadNamespace('account'),
  component: ForgotTfaPage,
});

function ForgotTfaPage() {
  return (
    <AccountPage page="forgotTfa">
      <ForgotForm kind="tfa" />
    </AccountPage>
  );
}
