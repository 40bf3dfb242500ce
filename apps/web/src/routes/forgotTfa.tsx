import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/forgotTfa')({
  component: ForgotTfaPage,
});

function ForgotTfaPage() {
  return <PlaceholderPage page="forgotTfa" />;
}
