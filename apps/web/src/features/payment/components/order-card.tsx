import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api';
import { useDateFormatter, useMoney, useProductLabel, useRenewalText } from '../hooks/use-payment-format';
import { OrderDetails } from './order-details';
import { OrderStatusBadge, RefundedTag } from './order-status-badge';

interface OrderCardProps {
  order: Order;
  /** Whether the details are open (one at a time, the list decides). */
  expanded: boolean;
  onToggle: () => void;
  onCancelSubscription: (order: Order) => Promise<unknown>;
  onResumeSubscription?: (order: Order) => Promise<unknown>;
}

/** One order of /dashboard/orders: date, products, amount (and what was paid back) and status; the details on demand. */
export function OrderCard({ order, expanded, onToggle, onCancelSubscription, onResumeSubscription }: OrderCardProps) {
  const { t } = useTranslation('payment');
  const id = useId();
  const date = useDateFormatter();
  const money = useMoney();
  const label = useProductLabel();
  const renewal = useRenewalText();

  return (
    <article className="pay-card pay-order" aria-labelledby={`${id}-title`} data-testid="order">
      <header className="pay-order__head">
        <h2 id={`${id}-title`} className="pay-card__title">
          {t('orders.heading', { date: date(order.purchaseDate) })}
        </h2>
        <OrderStatusBadge status={order.status} />
      </header>
      <div className="pay-order__row">
        <ul className="pay-order__items" aria-label={t('orders.products')}>
          {order.items.map((item) => (
            <li key={item.id}>
              {item.quantity > 1
                ? t('orders.itemTimes', { count: item.quantity, product: label(item.productName) })
                : label(item.productName)}
              {item.renews ? <span className="pay-order__renews">{renewal(item.renews)}</span> : null}
              {item.refunded ? <RefundedTag /> : null}
            </li>
          ))}
        </ul>
        <div className="pay-order__money">
          <p className="pay-order__amount" data-testid="order-amount">
            {money(order.amount, order.currency)}
          </p>
          {order.refunded > 0 ? (
            <p className="pay-muted" data-testid="order-refunded">
              {t('orders.refundedOf', {
                refunded: money(order.refunded, order.currency),
                amount: money(order.amount, order.currency),
              })}
            </p>
          ) : null}
        </div>
      </div>
      {order.status === 'processing' ? <p className="pay-note">{t('orders.processingNote')}</p> : null}
      <button
        type="button"
        className="data-button data-button--small pay-order__toggle"
        aria-expanded={expanded}
        aria-controls={`${id}-details`}
        onClick={onToggle}
      >
        {expanded ? t('orders.hideDetails') : t('orders.showDetails')}
      </button>
      <div id={`${id}-details`} hidden={!expanded}>
        {expanded ? (
          <OrderDetails
            order={order}
            onCancelSubscription={onCancelSubscription}
            onResumeSubscription={onResumeSubscription}
          />
        ) : null}
      </div>
    </article>
  );
}
