import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../../../features/account/components/account-page';
import { ChangePasswordForm } from '../../../../features/account/components/change-password-form';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/settings/change-password')({
  loader: () => loadNamespace('account'),
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  return (
    <AccountPage page="changePassword">
      <div className="account-card">
        <ChangePasswordForm />
      </div>
    </AccountPage>
  );
}
