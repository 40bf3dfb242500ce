import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/player/vpn-pass')({
  component: PlayerVpnPassPage,
});

function PlayerVpnPassPage() {
  return <PlaceholderPage page="playerVpnPass" />;
}
