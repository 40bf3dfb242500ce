import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/components/account-page';
import { RegisterForm } from '../features/account/components/register-form';
import { loadNamespace } from '../i18n/i18n';

export const Route = createFileRoute('/register')({
  loader: () => loadNamespace('account'),
  component: RegisterPage,
});

function RegisterPage() {
  return (
    <AccountPage page="register">
      <RegisterForm />
    </AccountPage>
  );
}
