import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/registerConfirmed')({
  component: RegisterConfirmedPage,
});

function RegisterConfirmedPage() {
  return <PlaceholderPage page="registerConfirmed" />;
}
