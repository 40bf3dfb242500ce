import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../../features/payment/pages';
import { keepPaymentResultSearch } from '../../features/payment/route-search';
import { loadNamespace } from '../../i18n/i18n';

// Where the payment providers send the browser back: /payment/success|cancel|pending?purchaseId=.
export const Route = createFileRoute('/payment/$result')({
  validateSearch: keepPaymentResultSearch,
  loader: () => loadNamespace('payment'),
  component: PaymentResultRoute,
});

function PaymentResultRoute() {
  const { result } = Route.useParams();
  return <PaymentResultPage result={result} search={Route.useSearch()} />;
}
