import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/box/boxNew')({
  component: BoxNewPage,
});

function BoxNewPage() {
  return <PlaceholderPage page="boxNew" />;
}
