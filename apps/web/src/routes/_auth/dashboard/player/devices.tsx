import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/player/devices')({
  component: DevicesPage,
});

function DevicesPage() {
  return <PlaceholderPage page="devices" />;
}
