import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/payment/pages';
import { loadNamespace } from '../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/orders')({
  loader: () => loadNamespace('payment'),
  component: OrdersPage,
});
