import { createFileRoute } from '@tanstack/react-router';
import { OrdersPage } from '../../../features/payment/pages';
import { loadPaymentTexts } from '../../../features/payment/load-texts';

export const Route = createFileRoute('/_auth/dashboard/orders')({
  loader: loadPaymentTexts,
  component: OrdersPage,
});
