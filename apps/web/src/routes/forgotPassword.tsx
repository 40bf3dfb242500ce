import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/forgotPassword')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return <PlaceholderPage page="forgotPassword" />;
}
