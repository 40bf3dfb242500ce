import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../../features/payment/pages';
import { keepPaymentResultSearch, loadPaymentTexts } from '../../features/payment/route-search';

// Where the payment providers send the browser back: /payment/success|cancel|pending?purchaseId=.
export const Route = createFileRoute('/payment/$result')({
  validateSearch: keepPaymentResultSearch,
  loader: loadPaymentTexts,
  component: PaymentResultRoute,
});

function PaymentResultRoute() {
  const { result } = Route.useParams();
  return <PaymentResultPage result={result} search={Route.useSearch()} />;
}
