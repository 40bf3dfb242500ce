import { useErrorText } from '../../../components/data/call-failure';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/data/list-states';
import { usePageTitle } from '../../../components/use-page-title';
import { isApiError } from '../../../lib/api';
import { useSession } from '../../session/session';
import { orderQueryOptions, type Order, type OrderStatus } from '../api';
import { BoughtLinks, TryAgainLink } from '../components/order-links';
import { OrderStatusBadge, RefundedTag } from '../components/order-status-badge';
import { TextWithId } from '../components/text-with-id';
import { useMoney, useProductLabel } from '../hooks/use-payment-format';
import { isPendingStatus, productKind, slowPaymentFailed } from '../products';
import { isRegisteredPurchase } from '../registered-purchase';
import { paymentResult, type PaymentResult } from '../result-path';
import type { PaymentResultSearch } from '../search';
import '../../../components/data/data.css';
import '../payment.css';

/** How often the order is asked for while the provider's answer is awaited. */
export const POLL_INTERVAL_MS = 2000;

/**
 * How often a processing order is asked for: the buyer paid with a slow method (a bank transfer,
 * a direct debit), whose money takes days; only while the page is in view.
 */
export const PROCESSING_POLL_INTERVAL_MS = 30_000;

function pollInterval(status: OrderStatus | undefined): number | false {
  if (status === 'processing') return PROCESSING_POLL_INTERVAL_MS;
  return status && isPendingStatus(status) ? POLL_INTERVAL_MS : false;
}

/** What the result page shows of a settled order: its status, but never the pending spinner. */
type Outcome = Exclude<OrderStatus, 'pending'>;

/**
 * /payment/$result?purchaseId=: where the provider sends the browser back. The order's own state
 * decides what is shown; the path's success, cancel or pending only picks the words while it is
 * looked up. A pending order is asked for every 2 seconds until the provider has answered; a
 * processing one (a slow payment on its way) says so, and is asked for every 30 seconds.
 */
export function PaymentResultPage({ result, search }: { result: string; search: PaymentResultSearch }) {
  const { t } = useTranslation('payment');
  const title = t('result.title');
  usePageTitle(title);
  const { purchaseId } = search;
  return (
    <section className="page pay-page pay-result" aria-labelledby="pay-result-title" data-testid="payment-result">
      <h1 id="pay-result-title">{title}</h1>
      {purchaseId ? <OrderOutcome purchaseId={purchaseId} waiting={paymentResult(result)} /> : <OrderNotFound />}
    </section>
  );
}

function OrderOutcome({ purchaseId, waiting }: { purchaseId: string; waiting: PaymentResult }) {
  const errorText = useErrorText('payment').messageOf;
  const signedIn = useSession().isAuthenticated;
  const options = orderQueryOptions(purchaseId);
  // A slow payment takes days: it is not asked for in a tab in the background, but once more when the tab is back.
  const slow = useQueryClient().getQueryData(options.queryKey)?.status === 'processing';
  const order = useQuery({
    ...options,
    // Until the provider's answer has reached our server; then the order no longer changes here.
    refetchInterval: (query) => pollInterval(query.state.data?.status),
    refetchIntervalInBackground: !slow,
    refetchOnWindowFocus: slow,
  });

  const registered = !signedIn && isRegisteredPurchase(purchaseId);
  if (order.data) {
    const { data } = order;
    return data.status === 'pending' ? (
      <Confirming waiting={waiting} />
    ) : (
      <Settled order={data} outcome={data.status} registered={registered} />
    );
  }
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

/**
 * The order as it stands. `registered`: bought while registering here, by an account not signed in
 * (its link confirms it first). A processing order looks settled too: the money is on its way,
 * there is nothing more to do.
 */
function Settled({ order, outcome, registered }: { order: Order; outcome: Outcome; registered: boolean }) {
  const { t } = useTranslation('payment');
  const signedIn = useSession().isAuthenticated;
  const money = useMoney();
  const label = useProductLabel();
  const licence = order.items.some((item) => productKind(item.productName).kind === 'licence');
  const amounts = { refunded: money(order.refunded, order.currency), amount: money(order.amount, order.currency) };
  const words = slowPaymentFailed(order) ? 'slowFailed' : outcome;

  return (
    <div
      className={`pay-outcome pay-outcome--${outcome}`}
      role="status"
      aria-live="polite"
      data-testid={`payment-${outcome}`}
    >
      <h2 className="pay-outcome__title">{t(`result.${words}.title`)}</h2>
      <p>{t(`result.${words}.text`, amounts)}</p>
      {outcome === 'processing' ? (
        <>
          <p>{t('result.processing.nothingToDo')}</p>
          <p>{t('result.processing.goods')}</p>
        </>
      ) : null}
      <div className="pay-card">
        <p className="pay-order__head">
          <span>{t('result.order', { amount: amounts.amount })}</span>
          <OrderStatusBadge status={order.status} />
        </p>
        <ul className="pay-order__items" aria-label={t('orders.products')}>
          {order.items.map((item) => (
            <li key={item.id}>
              {item.quantity > 1
                ? t('orders.itemTimes', { count: item.quantity, product: label(item.productName) })
                : label(item.productName)}
              {item.refunded ? <RefundedTag /> : null}
            </li>
          ))}
        </ul>
        {order.refunded > 0 ? (
          <p className="pay-muted" data-testid="payment-refunded">
            {t('orders.refundedOf', amounts)}
          </p>
        ) : null}
        {order.invoiceNumber ? (
          <p className="pay-muted">
            <TextWithId id={order.invoiceNumber} text={(number) => t('result.invoice', { number })} />
          </p>
        ) : null}
      </div>
      {outcome === 'paid' || outcome === 'partially_refunded' ? (
        <>
          {licence && outcome === 'paid' ? <p>{t('result.paid.licence')}</p> : null}
          {registered ? (
            <RegisteredNote />
          ) : !signedIn ? (
            <p className="pay-muted">{t('result.paid.anonymous')}</p>
          ) : null}
          <BoughtLinks order={order} signedIn={signedIn} />
        </>
      ) : outcome === 'processing' ? (
        registered ? (
          <RegisteredNote />
        ) : (
          <p className="data-links">
            {signedIn ? (
              <Link to="/dashboard/orders" className="data-button data-button--primary">
                {t('result.links.orders')}
              </Link>
            ) : (
              <Link to="/" className="data-button">
                {t('result.links.home')}
              </Link>
            )}
          </p>
        )
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
