import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/settings/profile')({
  component: ProfilePage,
});

function ProfilePage() {
  return <PlaceholderPage page="profile" />;
}
