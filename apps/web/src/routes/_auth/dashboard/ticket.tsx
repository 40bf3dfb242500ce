import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/ticket')({
  component: TicketPage,
});

function TicketPage() {
  return <PlaceholderPage page="ticket" />;
}
