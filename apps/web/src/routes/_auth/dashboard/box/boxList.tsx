import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/box/boxList')({
  component: BoxListPage,
});

function BoxListPage() {
  return <PlaceholderPage page="boxList" />;
}
