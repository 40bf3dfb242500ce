import { createFileRoute } from '@tanstack/react-router';
import { keepPlanSearch, loadPaymentTexts } from '../../../../features/payment/route-search';
import { BoxNewPage } from '../../../../features/vpn/pages/box-new-page';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/box/boxNew')({
  validateSearch: keepPlanSearch,
  loader: () => Promise.all([loadNamespace('vpn'), loadPaymentTexts()]),
  component: BoxNewRoute,
});

function BoxNewRoute() {
  return <BoxNewPage search={Route.useSearch()} />;
}
