import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/vpn/')({
  component: VpnPage,
});

function VpnPage() {
  return <PlaceholderPage page="vpn" />;
}
