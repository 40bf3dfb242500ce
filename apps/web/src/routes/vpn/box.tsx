import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/vpn/box')({
  component: VpnBoxPage,
});

function VpnBoxPage() {
  return <PlaceholderPage page="vpnBox" />;
}
