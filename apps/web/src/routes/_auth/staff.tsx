import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/_auth/staff')({
  component: StaffConsolePage,
});

function StaffConsolePage() {
  return <PlaceholderPage page="staff" />;
}
