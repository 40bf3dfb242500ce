import { createFileRoute } from '@tanstack/react-router';
import { PassNewPage } from '../../../../features/payment/pages';
import { keepPlanSearch, loadPaymentTexts } from '../../../../features/payment/route-search';

export const Route = createFileRoute('/_auth/dashboard/pass/passNew')({
  validateSearch: keepPlanSearch,
  loader: loadPaymentTexts,
  component: PassNewRoute,
});

function PassNewRoute() {
  return <PassNewPage search={Route.useSearch()} />;
}
