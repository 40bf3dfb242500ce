import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/pass/passList')({
  component: PassListPage,
});

function PassListPage() {
  return <PlaceholderPage page="passList" />;
}
