import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';

export const Route = createFileRoute('/_auth/dashboard/orders')({
  component: OrdersPage,
});

function OrdersPage() {
  return <PlaceholderPage page="orders" />;
}
