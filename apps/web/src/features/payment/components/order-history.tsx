import { useTranslation } from 'react-i18next';
import type { Dispute, Order, OrderEvent } from '../api';
import { useDateFormatter, useMoney } from '../hooks/use-payment-format';
import { TextWithId } from './text-with-id';

/** Steps the history keeps for the staff only (a discount code used more often than it allowed). */
const INTERNAL_EVENTS = ['discount-over-used'] as const satisfies readonly OrderEvent['kind'][];
type BuyerEvent = OrderEvent & { kind: Exclude<OrderEvent['kind'], (typeof INTERNAL_EVENTS)[number]> };

const isBuyerEvent = (event: OrderEvent): event is BuyerEvent =>
  !(INTERNAL_EVENTS as readonly string[]).includes(event.kind);

/** What happened to the order after it was placed, oldest first: date, what, the amount and the credit note. */
export function OrderHistory({ order }: { order: Pick<Order, 'history' | 'currency'> }) {
  const { t } = useTranslation('payment');
  const date = useDateFormatter();
  const money = useMoney();
  const events = order.history.filter(isBuyerEvent);
  if (events.length === 0) return null;
  return (
    <section className="pay-history" aria-label={t('orders.history.title')} data-testid="order-history">
      <h3 className="pay-card__subtitle">{t('orders.history.title')}</h3>
      <ol className="pay-history__list">
        {events.map((event, index) => (
          <li key={`${event.at}-${event.kind}-${index}`} className="pay-history__step">
            <time dateTime={event.at} className="pay-history__date">
              {date(event.at)}
            </time>{' '}
            <span>{t(`orders.history.kinds.${event.kind}`)}</span>
            {event.amount !== null ? (
              <>
                {' '}
                <span className="pay-history__amount">{money(event.amount, order.currency)}</span>
              </>
            ) : null}
            {event.creditNoteNumber ? (
              <>
                {' '}
                <span className="pay-muted">
                  <TextWithId
                    id={event.creditNoteNumber}
                    text={(number) => t('orders.history.creditNote', { number })}
                  />
                </span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The chargebacks and PayPal disputes of the payment, as a field of the order's facts. */
export function OrderDisputes({ disputes, currency }: { disputes: Dispute[]; currency: string }) {
  const { t } = useTranslation('payment');
  const date = useDateFormatter();
  const money = useMoney();
  if (disputes.length === 0) return null;
  return (
    <div className="data-field data-field--wide" data-testid="order-disputes">
      <dt>{t('orders.disputes.label')}</dt>
      {disputes.map((dispute, index) => (
        <dd key={`${dispute.openedAt}-${index}`} data-status={dispute.status}>
          {t('orders.disputes.entry', {
            amount: money(dispute.amount, currency),
            date: date(dispute.openedAt),
            state: t(`orders.disputes.states.${dispute.status}`),
          })}
        </dd>
      ))}
    </div>
  );
}
