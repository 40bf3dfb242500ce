import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/player')({
  component: SupportPlayerPage,
});

function SupportPlayerPage() {
  return <PlaceholderPage page="supportPlayer" />;
}
