import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/pass/passNew')({
  component: PassNewPage,
});

function PassNewPage() {
  return <PlaceholderPage page="passNew" />;
}
