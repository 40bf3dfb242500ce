import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/account-page';
import { LoginTfaForm } from '../features/account/components/login-tfa-form';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/loginTfa')({
  loader: () => loadNamespace('account'),
  component: LoginTfaPage,
});

function LoginTfaPage() {
  return (
    <AccountPage page="loginTfa">
      <LoginTfaForm />
    </AccountPage>
  );
}
