import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/')({
  component: DashboardPage,
});

function DashboardPage() {
  return <PlaceholderPage page="dashboard" />;
}
