import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/confirm-password')({
  component: ConfirmPasswordPage,
});

function ConfirmPasswordPage() {
  return <PlaceholderPage page="confirmPassword" />;
}
