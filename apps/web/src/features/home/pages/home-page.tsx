import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/data/list-states';
import { useErrorText } from '../../../components/data/call-failure';
import { usePageTitle } from '../../../components/use-page-title';
import { overviewQueryOptions } from '../api';
import { FirstSteps } from '../components/first-steps';
import {
  CouponsCard,
  DevicesCard,
  OrdersInFlightCard,
  RecentOrdersCard,
  SubscriptionsCard,
  TicketsCard,
} from '../components/overview-cards';
import { useDashboardTexts } from '../use-dashboard-texts';
import '../../../components/data/data.css';
import homeStyles from '../home.css?inline';

/** /dashboard: the account at a glance, each card leading to its own page. */
export function HomePage() {
  const { t } = useTranslation();
  const title = t('pages.dashboard.title');
  usePageTitle(title);
  const textsReady = useDashboardTexts();
  return (
    <section className="page home-page" aria-labelledby="home-title" data-testid="home">
      {/* The styles travel in this chunk's JavaScript, not as one more file in the start-up preload list. */}
      <style>{homeStyles}</style>
      <h1 id="home-title">{title}</h1>
      <p className="lead">{t('pages.dashboard.intro')}</p>
      {textsReady ? <Overview /> : <LoadingState />}
    </section>
  );
}

function Overview() {
  const { t } = useTranslation('dashboard');
  const { messageOf } = useErrorText();
  const query = useQuery(overviewQueryOptions());
  if (query.isPending) return <LoadingState label={t('loading')} />;
  if (query.isError)
    return <ErrorState message={`${t('loadFailed')} ${messageOf(query.error)}`} onRetry={() => void query.refetch()} />;
  const overview = query.data;
  return (
    <>
      <FirstSteps steps={overview.firstSteps} />
      <div className="home-grid">
        <SubscriptionsCard subscriptions={overview.subscriptions} />
        <DevicesCard devices={overview.devices} />
        <OrdersInFlightCard orders={overview.ordersInFlight} />
        <TicketsCard tickets={overview.ticketsWaiting} />
        <RecentOrdersCard orders={overview.recentOrders} />
        {overview.coupons ? <CouponsCard coupons={overview.coupons} /> : null}
      </div>
    </>
  );
}
