import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/data/list-states';
import { usePageTitle } from '../../../components/use-page-title';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../session/session';
import { orderQueryOptions, type Order } from '../api';
import { BoughtLinks, TryAgainLink } from '../components/order-links';
import { OrderStatusBadge } from '../components/order-status-badge';
import { useMoney, useProductLabel } from '../hooks/use-payment-format';
import { usePaymentErrorText } from '../hooks/use-payment-error';
import { isPendingStatus, productKind } from '../products';
import { isRegisteredPurchase } from '../registered-purchase';
import type { PaymentResultSearch } from '../route-search';
import { purchaseIdParam, resultParam, type PaymentResult } from '../search';
import '../../../components/data/data.css';
import '../payment.css';

/** How often the order is asked for while the provider's answer is awaited. */
export const POLL_INTERVAL_MS = 2000;

/**
 * /payment/$result?purchaseId=: where the provider sends the browser back. The order's own state
 * decides what is shown; the path's success, cancel or pending only picks the words while it is
 * looked up. Pending and processing orders are asked for every 2 seconds until they settle.
 */
export function PaymentResultPage({ result, search }: { result: string; search: PaymentResultSearch }) {
  const { t } = useTranslation('payment');
  const title = t('result.title');
  usePageTitle(title);
  const purchaseId = purchaseIdParam(search.purchaseId);
  return (
    <section className="page pay-page pay-result" aria-labelledby="pay-result-title" data-testid="payment-result">
      <h1 id="pay-result-title">{title}</h1>
      {purchaseId ? <OrderOutcome purchaseId={purchaseId} waiting={resultParam(result)} /> : <OrderNotFound />}
    </section>
  );
}

function OrderOutcome({ purchaseId, waiting }: { purchaseId: string; waiting: PaymentResult }) {
  const errorText = usePaymentErrorText();
  const signedIn = useSession().isAuthenticated;
  const order = useQuery({
    ...orderQueryOptions(purchaseId),
    // Until the provider's answer has reached our server; then the order no longer changes here.
    refetchInterval: (query) => (query.state.data && isPendingStatus(query.state.data.status) ? POLL_INTERVAL_MS : false),
    refetchIntervalInBackground: true,
  });

  const registered = !signedIn && isRegisteredPurchase(purchaseId);
  if (order.data) return isPendingStatus(order.data.status) ? <Confirming waiting={waiting} /> : <Settled order={order.data} registered={registered} />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.code === 'ORDER_NOT_FOUND') {
      return registered ? <RegisteredOrder /> : <OrderNotFound />;
    }
    return <ErrorState message={errorText(order.error)} onRetry={() => void order.refetch()} />;
  }
  return <Confirming waiting={waiting} />;
}

function Confirming({ waiting }: { waiting: PaymentResult }) {
  const { t } = useTranslation('payment');
  return (
    <div className="pay-outcome pay-outcome--waiting" role="status" aria-live="polite" data-testid="payment-waiting">
      <p className="pay-outcome__title">
        <span className="data-spinner" aria-hidden="true" /> {t(`result.waiting.${waiting}`)}
      </p>
      <p className="pay-muted">{t('result.waitHint')}</p>
    </div>
  );
}

/** `registered`: bought while registering here, by an account not signed in (its link confirms it first). */
function Settled({ order, registered }: { order: Order; registered: boolean }) {
  const { t } = useTranslation('payment');
  const signedIn = useSession().isAuthenticated;
  const money = useMoney();
  const label = useProductLabel();
  const outcome = order.status === 'paid' || order.status === 'failed' || order.status === 'cancelled' || order.status === 'refunded' ? order.status : 'failed';
  const licence = order.items.some((item) => productKind(item.productName).kind === 'licence');

  return (
    <div className={`pay-outcome pay-outcome--${outcome}`} role="status" aria-live="polite" data-testid={`payment-${outcome}`}>
      <h2 className="pay-outcome__title">{t(`result.${outcome}.title`)}</h2>
      <p>{t(`result.${outcome}.text`)}</p>
      <div className="pay-card">
        <p className="pay-order__head">
          <span>{t('result.order', { amount: money(order.amount, order.currency) })}</span>
          <OrderStatusBadge status={order.status} />
        </p>
        <ul className="pay-order__items" aria-label={t('orders.products')}>
          {order.items.map((item, index) => (
            <li key={`${item.productName}-${index}`}>{item.quantity > 1 ? t('orders.itemTimes', { count: item.quantity, product: label(item.productName) }) : label(item.productName)}</li>
          ))}
        </ul>
        {order.invoiceNumber ? <p className="pay-muted">{t('result.invoice', { number: order.invoiceNumber })}</p> : null}
      </div>
      {outcome === 'paid' ? (
        <>
          {licence ? <p>{t('result.paid.licence')}</p> : null}
          {registered ? <RegisteredNote /> : !signedIn ? <p className="pay-muted">{t('result.paid.anonymous')}</p> : null}
          <BoughtLinks order={order} signedIn={signedIn} />
        </>
      ) : outcome === 'refunded' ? (
        signedIn ? (
          <p className="data-links">
            <Link to="/dashboard/orders" className="data-button">
              {t('result.links.orders')}
            </Link>
          </p>
        ) : null
      ) : (
        <p className="data-links">
          <TryAgainLink order={order} signedIn={signedIn} />
          {signedIn ? (
            <Link to="/dashboard/orders" className="data-button">
              {t('result.links.orders')}
            </Link>
          ) : null}
        </p>
      )}
    </div>
  );
}

/**
 * An order of the account just registered at checkout, once that account is confirmed: only its
 * owner sees it, after signing in (before, the API answers the order to this page by its id).
 */
function RegisteredOrder() {
  return (
    <div className="pay-outcome pay-outcome--registered" role="status">
      <RegisteredNote />
    </div>
  );
}

/** The account made at checkout: confirm it by the mailed link, then log in to see the order. */
function RegisteredNote() {
  const { t } = useTranslation('payment');
  const href = useLocation({ select: (location) => location.href });
  return (
    <div data-testid="payment-registered">
      <h3 className="pay-outcome__title">{t('result.registered.title')}</h3>
      <p>{t('result.registered.text')}</p>
      <p className="data-links">
        <Link to="/login" search={{ redirect: href }} className="data-button data-button--primary">
          {t('result.links.login')}
        </Link>
      </p>
    </div>
  );
}

function OrderNotFound() {
  const { t } = useTranslation('payment');
  const signedIn = useSession().isAuthenticated;
  return (
    <div className="pay-outcome pay-outcome--missing" role="status" data-testid="payment-not-found">
      <h2 className="pay-outcome__title">{t('result.notFound.title')}</h2>
      <p>{t('result.notFound.text')}</p>
      <p className="data-links">
        {signedIn ? (
          <Link to="/dashboard/orders" className="data-button data-button--primary">
            {t('result.links.orders')}
          </Link>
        ) : null}
        <Link to="/" className="data-button">
          {t('result.links.home')}
        </Link>
      </p>
    </div>
  );
}
