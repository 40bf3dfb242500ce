import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/placeholder-page';

export const Route = createFileRoute('/refund-policy')({
  component: RefundPolicyPage,
});

function RefundPolicyPage() {
  return <PlaceholderPage page="refundPolicy" />;
}
