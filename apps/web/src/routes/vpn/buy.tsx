import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/vpn/buy')({
  component: VpnBuyPage,
});

function VpnBuyPage() {
  return <PlaceholderPage page="vpnBuy" />;
}
