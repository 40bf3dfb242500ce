import { createFileRoute } from '@tanstack/react-router';
import { PassNewPage } from '../../../../features/payment/pages';
import { loadPaymentTexts } from '../../../../features/payment/load-texts';
import { validatePlanSearch } from '../../../../features/payment/search';

export const Route = createFileRoute('/_auth/dashboard/pass/passNew')({
  validateSearch: validatePlanSearch,
  loader: loadPaymentTexts,
  component: PassNewRoute,
});

function PassNewRoute() {
  return <PassNewPage search={Route.useSearch()} />;
}
