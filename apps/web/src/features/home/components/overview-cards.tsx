import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RenewalStatus } from '../../payment/components/renewal-status';
import { ShipmentTrackingFacts } from '../../payment/components/shipment-tracking';
import type { OrderInFlight, Overview, OverviewOrder, OverviewSubscription } from '../api';
import { Figures, HomeCard } from './home-card';
import { useDateFormatter, useDaysFormatter, useMoney } from './use-home-format';

export function DevicesCard({ devices }: { devices: Overview['devices'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeCard
      testId="card-devices"
      title={t('devices.title')}
      links={[{ link: { to: '/dashboard/player/devices' }, text: t('devices.link') }]}
    >
      {devices.total === 0 ? (
        <p className="home-empty">{t('devices.empty')}</p>
      ) : (
        <Figures
          figures={[
            [t('devices.total'), devices.total],
            [t('devices.licensed'), devices.licensed],
            [t('devices.trial'), devices.trial],
            [t('devices.unlicensed'), devices.unlicensed],
          ]}
        />
      )}
    </HomeCard>
  );
}

function SubscriptionItem({ item }: { item: OverviewSubscription }) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const date = useDateFormatter();
  const days = useDaysFormatter();
  const ended = item.daysLeft === 0;
  return (
    <li className={ended ? 'home-sub home-sub--ended' : 'home-sub'} data-testid="subscription">
      <div className="home-sub__what">
        <span className="home-sub__kind">{t(`subscriptions.${item.kind}`)}</span>
        <span id={`${id}-code`} className="home-code" dir="ltr">
          {item.code}
        </span>
      </div>
      <div className="home-sub__when">
        {ended ? (
          <strong>{t('subscriptions.endedOn', { date: date(item.endsAt) })}</strong>
        ) : (
          <>
            <strong>{t('subscriptions.daysLeft', { days: days(item.daysLeft) })}</strong>{' '}
            <span>{t('subscriptions.endsOn', { date: date(item.endsAt) })}</span>
          </>
        )}
        {item.renewal ? null : <span className="home-muted">{t('subscriptions.renewsByHand')}</span>}
        {item.renewal ? <RenewalStatus renewal={item.renewal} describedBy={`${id}-code`} /> : null}
      </div>
      <Link
        to="/dashboard/pass/passNew"
        search={item.kind === 'pass' ? { renewPass: item.id } : { renewBox: item.id }}
        className="data-button data-button--small data-button--primary"
        aria-label={t('subscriptions.renewLabel', { code: item.code })}
      >
        {t('subscriptions.renew')}
      </Link>
    </li>
  );
}

export function SubscriptionsCard({ subscriptions }: { subscriptions: Overview['subscriptions'] }) {
  const { t } = useTranslation('dashboard');
  const hasBox = subscriptions.some((s) => s.kind === 'box');
  return (
    <HomeCard
      testId="card-subscriptions"
      title={t('subscriptions.title')}
      links={[
        { link: { to: '/dashboard/pass/passList' }, text: t('subscriptions.passesLink') },
        ...(hasBox ? [{ link: { to: '/dashboard/box/boxList' } as const, text: t('subscriptions.boxesLink') }] : []),
      ]}
    >
      {subscriptions.length === 0 ? (
        <p className="home-empty">
          {t('subscriptions.empty')} <Link to="/dashboard/pass/passNew">{t('subscriptions.buy')}</Link>
        </p>
      ) : (
        <ul className="home-list">
          {subscriptions.map((item) => (
            <SubscriptionItem key={`${item.kind}-${item.id}`} item={item} />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

function OrderLine({ order, note, children }: { order: OverviewOrder; note?: string; children?: ReactNode }) {
  const { t } = useTranslation('payment');
  const date = useDateFormatter();
  const money = useMoney();
  return (
    <li className="home-order" data-testid="order">
      <span className="home-order__main">
        <span>{date(order.purchaseDate)}</span>
        <span className="home-order__amount">{money(order.amount, order.currency)}</span>
      </span>
      <span className="home-muted">{note ?? t(`status.${order.status}`)}</span>
      <span className="home-code home-order__id" dir="ltr">
        {order.purchaseId}
      </span>
      {children}
    </li>
  );
}

const IN_FLIGHT_NOTES = {
  'payment-processing': 'inFlight.processing',
  'awaiting-shipment': 'inFlight.awaitingShipment',
  shipped: 'inFlight.shipped',
} as const satisfies Record<OrderInFlight['stage'], string>;

export function OrdersInFlightCard({ orders }: { orders: Overview['ordersInFlight'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeCard
      testId="card-in-flight"
      title={t('inFlight.title')}
      links={[{ link: { to: '/dashboard/orders' }, text: t('inFlight.link') }]}
    >
      {orders.length === 0 ? (
        <p className="home-empty">{t('inFlight.empty')}</p>
      ) : (
        <ul className="home-list">
          {orders.map((order) => (
            <OrderLine key={order.purchaseId} order={order} note={t(IN_FLIGHT_NOTES[order.stage])}>
              {order.shipment ? <ShipmentTrackingFacts shipment={order.shipment} status={false} /> : null}
            </OrderLine>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

export function TicketsCard({ tickets }: { tickets: Overview['ticketsWaiting'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeCard
      testId="card-tickets"
      title={t('tickets.title')}
      links={[{ link: { to: '/dashboard/ticket', search: { status: 'pending' } }, text: t('tickets.link') }]}
    >
      {tickets.count === 0 ? (
        <p className="home-empty">{t('tickets.empty')}</p>
      ) : (
        <>
          <Figures figures={[[t('tickets.count'), tickets.count]]} />
          <ul className="home-list">
            {tickets.items.map((ticket) => (
              <li key={ticket.id} className="home-ticket" data-testid="waiting-ticket">
                <Link to="/dashboard/ticket" search={{ ticketId: ticket.id }}>
                  <span className="home-ticket__number" dir="ltr">
                    #{ticket.number}
                  </span>{' '}
                  <span className="home-ticket__subject">{ticket.subject}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeCard>
  );
}

export function RecentOrdersCard({ orders }: { orders: Overview['recentOrders'] }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeCard
      testId="card-orders"
      title={t('orders.title')}
      links={[{ link: { to: '/dashboard/orders' }, text: t('orders.link') }]}
    >
      {orders.length === 0 ? (
        <p className="home-empty">{t('orders.empty')}</p>
      ) : (
        <ul className="home-list">
          {orders.map((order) => (
            <OrderLine key={order.purchaseId} order={order} />
          ))}
        </ul>
      )}
    </HomeCard>
  );
}

export function CouponsCard({ coupons }: { coupons: NonNullable<Overview['coupons']> }) {
  const { t } = useTranslation('dashboard');
  return (
    <HomeCard
      testId="card-coupons"
      title={t('coupons.title')}
      links={[{ link: { to: '/dashboard/coupon/list-coupon' }, text: t('coupons.link') }]}
    >
      {coupons.count === 0 ? (
        <p className="home-empty">{t('coupons.empty')}</p>
      ) : (
        <>
          <Figures figures={[[t('coupons.count'), coupons.count]]} />
          <ul className="home-list">
            {coupons.items.map((coupon) => (
              <li key={coupon.code} className="home-code" dir="ltr" data-testid="coupon">
                {coupon.code}
              </li>
            ))}
          </ul>
        </>
      )}
    </HomeCard>
  );
}
