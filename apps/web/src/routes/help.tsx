import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/help')({
  component: HelpPage,
});

function HelpPage() {
  return <PlaceholderPage page="help" />;
}
