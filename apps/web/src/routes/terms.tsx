import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/terms')({
  component: TermsPage,
});

function TermsPage() {
  return <PlaceholderPage page="terms" />;
}
