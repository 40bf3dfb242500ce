import { useApiErrorToast } from '../../../components/data/call-failure';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination } from '../../../components/data/pagination';
import { toast } from '../../../components/toast/toast';
import { boxPageQueryOptions, unpairBox, vpnKeys } from '../api';
import { BoxCard } from '../components/box-card';
import { errorCodeOf } from '../../../lib/api';
import { VpnPage } from '../components/vpn-page';
import { usePagedQuery } from '../../../components/data/use-paged-query';

/** /dashboard/box/boxList: my VPN boxes with their subscriptions, a page at a time. */
export function BoxListPage() {
  const { t } = useTranslation('vpn');
  const queryClient = useQueryClient();
  const showError = useApiErrorToast('vpn');
  const { query: boxes, page, pageSize, setPage } = usePagedQuery(boxPageQueryOptions);
  // The accordion: the serial whose details are open (one at a time).
  const [openSerial, setOpenSerial] = useState<string | null>(null);
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (boxes.isError) showError(boxes.error);
  }, [boxes.isError, boxes.error, showError]);

  async function unpair(serial: string) {
    try {
      await unpairBox(serial);
    } catch (error) {
      showError(error);
      // Unpaired meanwhile (another tab, another session): the list shows how things are now.
      if (errorCodeOf(error) === 'BOX_NOT_FOUND') void queryClient.invalidateQueries({ queryKey: vpnKeys.boxes() });
      throw error;
    }
    toast.success(t('box.unpaired', { serial }));
    if (openSerial === serial) setOpenSerial(null);
    await queryClient.invalidateQueries({ queryKey: vpnKeys.boxes() });
    // The card and its button are gone: the focus goes to the list, not to the top of the page.
    list.current?.focus();
  }

  return (
    <VpnPage
      page="boxList"
      actions={
        <Link to="/dashboard/box/boxNew" className="data-button data-button--primary">
          {t('boxList.pair')}
        </Link>
      }
    >
      <div ref={list} tabIndex={-1} className="vpn-list-wrap">
        {boxes.isPending ? (
          <LoadingState label={t('boxList.loading')} />
        ) : boxes.isError && !boxes.data ? (
          <ErrorState message={t('boxList.loadFailed')} onRetry={() => void boxes.refetch()} />
        ) : boxes.data.items.length === 0 ? (
          <EmptyState message={t('boxList.empty')}>
            <p className="vpn-muted">{t('boxList.emptyHint')}</p>
            <Link to="/dashboard/box/boxNew" className="data-button data-button--primary">
              {t('boxList.pair')}
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul
              className="vpn-list"
              aria-label={t('boxList.listLabel')}
              aria-busy={boxes.isPlaceholderData || undefined}
            >
              {boxes.data.items.map((box) => (
                <li key={box.serial}>
                  <BoxCard
                    box={box}
                    expanded={openSerial === box.serial}
                    onToggle={() => setOpenSerial((open) => (open === box.serial ? null : box.serial))}
                    onUnpair={unpair}
                  />
                </li>
              ))}
            </ul>
            <Pagination
              total={boxes.data.total}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              label={t('boxList.pages')}
            />
          </>
        )}
      </div>
    </VpnPage>
  );
}
