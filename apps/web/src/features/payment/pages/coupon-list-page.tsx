import { useApiErrorToast } from '../../../components/data/call-failure';
import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/data/copy-button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination } from '../../../components/data/pagination';
import { usePagedQuery } from '../../../components/data/use-paged-query';
import { couponPageQueryOptions, type CouponCode } from '../api';
import { PaymentPage } from '../components/payment-page';
import { useDateFormatter, useProductLabel } from '../hooks/use-payment-format';

/** /dashboard/coupon/list-coupon: the licence codes I bought, unused or used by which device and when. */
export function CouponListPage() {
  const { t } = useTranslation('payment');
  const showError = useApiErrorToast('payment');
  const { query: coupons, page, pageSize, setPage } = usePagedQuery(couponPageQueryOptions);

  useEffect(() => {
    if (coupons.isError) showError(coupons.error);
  }, [coupons.isError, coupons.error, showError]);

  const buy = (
    <Link to="/dashboard/coupon/buy-coupon" className="data-button data-button--primary">
      {t('coupons.list.buy')}
    </Link>
  );

  return (
    <PaymentPage page="couponList" actions={buy}>
      {coupons.isPending ? (
        <LoadingState label={t('coupons.list.loading')} />
      ) : coupons.isError && !coupons.data ? (
        <ErrorState message={t('coupons.list.loadFailed')} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.items.length === 0 ? (
        <EmptyState message={t('coupons.list.empty')}>
          <p className="pay-muted">{t('coupons.list.emptyHint')}</p>
          {buy}
        </EmptyState>
      ) : (
        <>
          <p className="pay-muted" data-testid="coupon-counts">
            {t('coupons.list.counts', { unused: coupons.data.unused, total: coupons.data.total })}
          </p>
          <ul
            className="pay-list"
            aria-label={t('coupons.list.listLabel')}
            aria-busy={coupons.isPlaceholderData || undefined}
          >
            {coupons.data.items.map((coupon) => (
              <li key={coupon.code}>
                <CouponItem coupon={coupon} />
              </li>
            ))}
          </ul>
          <Pagination
            total={coupons.data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            label={t('coupons.list.pages')}
          />
        </>
      )}
    </PaymentPage>
  );
}

function CouponItem({ coupon }: { coupon: CouponCode }) {
  const { t } = useTranslation('payment');
  const id = useId();
  const date = useDateFormatter();
  const label = useProductLabel();
  return (
    <article className="pay-card pay-coupon" aria-labelledby={`${id}-code`} data-testid="coupon">
      <div className="pay-coupon__code">
        <strong id={`${id}-code`} className="pay-code-text">
          {coupon.code}
        </strong>
        <CopyButton value={coupon.code} label={t('coupons.list.codeLabel', { code: coupon.code })} />
      </div>
      <p className="pay-coupon__product">{label(coupon.productName)}</p>
      <p className="pay-coupon__state">
        {coupon.state === 'unused' ? (
          <span className="pay-status pay-status--unused">{t('coupons.list.unused')}</span>
        ) : (
          <>
            <span className="pay-status pay-status--used">{t('coupons.list.used')}</span>{' '}
            {coupon.usedAt
              ? t('coupons.list.usedBy', { device: coupon.deviceId ?? '—', date: date(coupon.usedAt) })
              : t('coupons.list.usedByDevice', { device: coupon.deviceId ?? '—' })}
          </>
        )}
      </p>
      <p className="pay-muted">{t('coupons.list.bought', { date: date(coupon.createdAt) })}</p>
    </article>
  );
}
