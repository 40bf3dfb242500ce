import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/confirm-account')({
  component: ConfirmAccountPage,
});

function ConfirmAccountPage() {
  return <PlaceholderPage page="confirmAccount" />;
}
