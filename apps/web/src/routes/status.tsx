import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/status')({
  component: PaymentStatusPage,
});

function PaymentStatusPage() {
  return <PlaceholderPage page="status" />;
}
