import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/support/faq')({
  component: FaqPage,
});

function FaqPage() {
  return <PlaceholderPage page="faq" />;
}
