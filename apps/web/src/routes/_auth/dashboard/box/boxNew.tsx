import { createFileRoute } from '@tanstack/react-router';
import { loadPaymentTexts } from '../../../../features/payment/load-texts';
import { validatePlanSearch } from '../../../../features/payment/search';
import { BoxNewPage } from '../../../../features/vpn/pages/box-new-page';
import { loadNamespace } from '../../../../i18n/i18n';

export const Route = createFileRoute('/_auth/dashboard/box/boxNew')({
  validateSearch: validatePlanSearch,
  loader: () => Promise.all([loadNamespace('vpn'), loadPaymentTexts()]),
  component: BoxNewRoute,
});

function BoxNewRoute() {
  return <BoxNewPage search={Route.useSearch()} />;
}
