import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/settings/change-password')({
  component: ChangePasswordPage,
});

function ChangePasswordPage() {
  return <PlaceholderPage page="changePassword" />;
}
