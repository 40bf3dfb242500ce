import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/unsubscribe')({
  component: UnsubscribePage,
});

function UnsubscribePage() {
  return <PlaceholderPage page="unsubscribe" />;
}
