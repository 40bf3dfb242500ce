import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/confirm-tfa')({
  component: ConfirmTfaPage,
});

function ConfirmTfaPage() {
  return <PlaceholderPage page="confirmTfa" />;
}
