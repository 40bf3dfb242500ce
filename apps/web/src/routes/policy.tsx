import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/policy')({
  component: PolicyPage,
});

function PolicyPage() {
  return <PlaceholderPage page="policy" />;
}
