import { useApiErrorToast } from '../../../components/data/call-failure';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination } from '../../../components/data/pagination';
import { usePagedQuery } from '../../../components/data/use-paged-query';
import { toast } from '../../../components/toast/toast';
import { isApiError } from '../../../lib/api';
import {
  cancelSubscription,
  orderPageQueryOptions,
  paymentKeys,
  resumeSubscription,
  type Order,
  type OrderPage,
} from '../api';
import { OrderCard } from '../components/order-card';
import { PaymentPage } from '../components/payment-page';

/** /dashboard/orders: my orders, newest first, a page at a time; details, history, invoices and credit notes, and cancelling a subscription. */
export function OrdersPage() {
  const { t } = useTranslation('payment');
  const queryClient = useQueryClient();
  const showError = useApiErrorToast('payment');
  const { query: orders, page, pageSize, setPage } = usePagedQuery(orderPageQueryOptions);
  const [openOrder, setOpenOrder] = useState<string | null>(null);

  useEffect(() => {
    if (orders.isError) showError(orders.error);
  }, [orders.isError, orders.error, showError]);

  const cancel = (order: Order) => changeRenewal(order, cancelSubscription, t('orders.cancel.done'));
  const resume = (order: Order) => changeRenewal(order, resumeSubscription, t('renewal.resumed'));

  async function changeRenewal(order: Order, call: (purchaseId: string) => Promise<Order>, done: string) {
    let answer: Order;
    try {
      answer = await call(order.purchaseId);
    } catch (error) {
      showError(error);
      // Cancelled meanwhile, or no longer mine: the list shows how things are now.
      if (isApiError(error) && (error.status === 404 || error.status === 409))
        void queryClient.invalidateQueries({ queryKey: paymentKeys.orders() });
      throw error;
    }
    queryClient.setQueriesData<OrderPage>({ queryKey: paymentKeys.orders() }, (current) =>
      current
        ? { ...current, items: current.items.map((item) => (item.purchaseId === answer.purchaseId ? answer : item)) }
        : current,
    );
    toast.success(done);
  }

  return (
    <PaymentPage page="orders">
      {orders.isPending ? (
        <LoadingState label={t('orders.loading')} />
      ) : orders.isError && !orders.data ? (
        <ErrorState message={t('orders.loadFailed')} onRetry={() => void orders.refetch()} />
      ) : orders.data.items.length === 0 ? (
        <EmptyState message={t('orders.empty')}>
          <p className="pay-muted">{t('orders.emptyHint')}</p>
          <p className="data-links">
            <Link to="/dashboard/pass/passNew" className="data-button data-button--primary">
              {t('orders.buyPass')}
            </Link>
            <Link to="/player/active-licence" className="data-button">
              {t('orders.buyLicence')}
            </Link>
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="pay-list" aria-label={t('orders.listLabel')} aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.items.map((order) => (
              <li key={order.purchaseId}>
                <OrderCard
                  order={order}
                  expanded={openOrder === order.purchaseId}
                  onToggle={() => setOpenOrder((open) => (open === order.purchaseId ? null : order.purchaseId))}
                  onCancelSubscription={cancel}
                  onResumeSubscription={resume}
                />
              </li>
            ))}
          </ul>
          <Pagination
            total={orders.data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            label={t('orders.pages')}
          />
        </>
      )}
    </PaymentPage>
  );
}
