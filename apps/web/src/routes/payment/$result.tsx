import { createFileRoute } from '@tanstack/react-router';
import { PaymentResultPage } from '../../features/payment/pages';
import { loadPaymentTexts } from '../../features/payment/load-texts';
import { validatePaymentResultSearch } from '../../features/payment/search';

// Where the payment providers send the browser back: /payment/success|cancel|pending?purchaseId=.
export const Route = createFileRoute('/payment/$result')({
  validateSearch: validatePaymentResultSearch,
  loader: loadPaymentTexts,
  component: PaymentResultRoute,
});

function PaymentResultRoute() {
  const { result } = Route.useParams();
  return <PaymentResultPage result={result} search={Route.useSearch()} />;
}
