import { useApiErrorToast } from '../../../components/data/call-failure';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination } from '../../../components/data/pagination';
import { passPageQueryOptions } from '../api';
import { AvailableLocations } from '../components/available-locations';
import { PassCard } from '../components/pass-card';
import { VpnPage } from '../components/vpn-page';
import { usePagedQuery } from '../../../components/data/use-paged-query';

/** /dashboard/pass/passList: my VPN passes, a page at a time. */
export function PassListPage() {
  const { t } = useTranslation('vpn');
  const showError = useApiErrorToast('vpn');
  const { query: passes, page, pageSize, setPage } = usePagedQuery(passPageQueryOptions);

  useEffect(() => {
    if (passes.isError) showError(passes.error);
  }, [passes.isError, passes.error, showError]);

  return (
    <VpnPage
      page="passList"
      actions={
        <Link to="/dashboard/pass/passNew" className="data-button data-button--primary">
          {t('passList.buy')}
        </Link>
      }
    >
      {passes.isPending ? (
        <LoadingState label={t('passList.loading')} />
      ) : passes.isError && !passes.data ? (
        <ErrorState message={t('passList.loadFailed')} onRetry={() => void passes.refetch()} />
      ) : passes.data.items.length === 0 ? (
        <EmptyState message={t('passList.empty')}>
          <p className="vpn-muted">{t('passList.emptyHint')}</p>
          <Link to="/dashboard/pass/passNew" className="data-button data-button--primary">
            {t('passList.buy')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul
            className="vpn-list"
            aria-label={t('passList.listLabel')}
            aria-busy={passes.isPlaceholderData || undefined}
          >
            {passes.data.items.map((pass) => (
              <li key={pass.id}>
                <PassCard pass={pass} />
              </li>
            ))}
          </ul>
          <Pagination
            total={passes.data.total}
            page={page}
            pageSize={pageSize}
            onPageChange={setPage}
            label={t('passList.pages')}
          />
        </>
      )}
      <AvailableLocations />
    </VpnPage>
  );
}
