import { createFileRoute } from '@tanstack/react-router';
import { PassNewPage } from '../../../../features/payment/pages';
import { keepPlanSearch } from '../../../../features/payment/route-search';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/pass/passNew')({
  validateSearch: keepPlanSearch,
  loader: () => loadNamespace('payment'),
  component: PassNewRoute,
});

function PassNewRoute() {
  return <PassNewPage search={Route.useSearch()} />;
}
