import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/player/')({
  component: PlayerPage,
});

function PlayerPage() {
  return <PlaceholderPage page="player" />;
}
