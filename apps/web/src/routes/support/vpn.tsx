import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/vpn')({
  component: SupportVpnPage,
});

function SupportVpnPage() {
  return <PlaceholderPage page="supportVpn" />;
}
