import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, usePageSize } from '../../../components/data/pagination';
import { intlLocale } from '../../../i18n/locale';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { useLanguage } from '../../../i18n/use-language';
import { useAdminT } from '../use-admin-texts';
import { discountCodeQueryOptions } from './api';

/** Who used a code: each order holding one of its uses, newest first. */
export function DiscountUses({ discountCodeId, onClose }: { discountCodeId: string; onClose: () => void }) {
  const t = useAdminT();
  const pageSize = usePageSize();
  const [page, setPage] = useState(1);
  const detail = useQuery(discountCodeQueryOptions(discountCodeId, page, pageSize));
  const { messageOf } = useErrorText();
  const date = useDateFormatter();
  const locale = intlLocale(useLanguage());
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
  const code = detail.data?.discountCode.code ?? '';
  return (
    <section aria-labelledby="discount-uses-title" className="discounts-uses" data-testid="discount-uses">
      <div className="discounts-uses__head">
        <h2 id="discount-uses-title">{t('discounts.usesTitle', { code })}</h2>
        <button type="button" className="data-button" onClick={onClose}>
          {t('discounts.close')}
        </button>
      </div>
      {detail.isPending ? (
        <LoadingState />
      ) : detail.isError ? (
        <ErrorState message={messageOf(detail.error)} onRetry={() => void detail.refetch()} />
      ) : detail.data.uses.length === 0 ? (
        <EmptyState message={t('discounts.noUses')} />
      ) : (
        <>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{t('discounts.usesTitle', { code })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('discounts.order')}</th>
                  <th scope="col">{t('discounts.customer')}</th>
                  <th scope="col">{t('discounts.usedAt')}</th>
                  <th scope="col">{t('discounts.orderStatus')}</th>
                  <th scope="col">{t('discounts.discount')}</th>
                </tr>
              </thead>
              <tbody>
                {detail.data.uses.map((use) => (
                  <tr key={use.purchaseId}>
                    <td>
                      <code>{use.purchaseId}</code>
                    </td>
                    <td>
                      {use.customer
                        ? `${use.customer.name} (${use.customer.email})`
                        : (use.email ?? t('discounts.noAccount'))}
                    </td>
                    <td>{date(use.at)}</td>
                    <td>{use.orderStatus}</td>
                    <td>{money(use.discountCents, use.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination
            total={detail.data.usesTotal}
            page={page}
            pageSize={pageSize}
            label={t('discounts.usesPages')}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}
