import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '../api';

/** Pending / processing / paid / partly refunded / failed / cancelled / refunded, as text (the colour only repeats it). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('payment');
  return (
    <span className={`pay-status pay-status--${status}`} data-status={status} data-testid="order-status">
      {t(`status.${status}`)}
    </span>
  );
}

/** After an item of an order refunded whole (what it granted has ended). */
export function RefundedTag() {
  const { t } = useTranslation('payment');
  return (
    <>
      {' '}
      <span className="pay-tag" data-testid="item-refunded">
        {t('orders.itemRefunded')}
      </span>
    </>
  );
}
