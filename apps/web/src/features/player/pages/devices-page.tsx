import { PLAYER_ERROR_VALUES } from '../player-rules';
import { useErrorText } from '../../../components/data/call-failure';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, pageCount, usePageSize } from '../../../components/data/pagination';
import { devicePageQueryOptions } from '../api';
import { PlayerDashboardPage } from '../components/dashboard-page';
import { DeviceItem } from '../components/device-item';
import { PairDeviceForm } from '../components/pair-device-form';
import type { DevicesSearch, DeviceTab } from '../search';

interface DevicesPageProps {
  search: DevicesSearch;
  /** Changes the address's search (the page and the accordion state live there). */
  onSearch: (change: DevicesSearch) => void;
}

/** /dashboard/player/devices: pair a device by its code; my devices as an accordion, a page at a time. */
export function DevicesPage({ search, onSearch }: DevicesPageProps) {
  const { t } = useTranslation('player');
  const errorText = useErrorText('player', PLAYER_ERROR_VALUES).messageOf;
  const pageSize = usePageSize();
  const { page = 1, device: openDevice, tab = 'licences' } = search;
  const query = useQuery(devicePageQueryOptions({ page, pageSize }));
  const listHeading = useRef<HTMLHeadingElement>(null);
  const [focusDevice, setFocusDevice] = useState<string | null>(null);
  const total = query.data?.total;

  // The last device of the last page gone (unpaired): step back to the page that now is last.
  useEffect(() => {
    if (total !== undefined && total > 0 && page > pageCount(total, pageSize))
      onSearch({ page: pageCount(total, pageSize) });
  }, [total, page, pageSize, onSearch]);

  const toggle = (deviceId: string) => onSearch(openDevice === deviceId ? { page } : { page, device: deviceId, tab });
  const selectTab = (deviceId: string, next: DeviceTab) => onSearch({ page, device: deviceId, tab: next });

  return (
    <PlayerDashboardPage page="devices">
      <section className="player-card" aria-labelledby="pair-device-title">
        <h2 id="pair-device-title">{t('pairing.title')}</h2>
        <p className="player-muted">{t('pairing.intro')}</p>
        <PairDeviceForm
          onPaired={(device) => {
            setFocusDevice(device.deviceId);
            onSearch({ device: device.deviceId, tab: 'playlists' });
          }}
        />
      </section>

      <section className="player-section" aria-labelledby="my-devices-title">
        <h2 id="my-devices-title" ref={listHeading} tabIndex={-1}>
          {t('devices.title')}
          {total !== undefined ? <span className="player-count"> ({total})</span> : null}
        </h2>
        {query.isPending ? <LoadingState label={t('devices.loading')} /> : null}
        {query.isError ? <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} /> : null}
        {query.data && query.data.items.length === 0 && query.data.total === 0 ? (
          <EmptyState message={t('devices.empty')} />
        ) : null}
        {query.data && query.data.items.length > 0 ? (
          <ul className="player-device-list" aria-busy={query.isFetching || undefined}>
            {query.data.items.map((device) => (
              <DeviceItem
                key={device.deviceId}
                device={device}
                open={openDevice === device.deviceId}
                tab={tab}
                focus={focusDevice === device.deviceId}
                onToggle={() => toggle(device.deviceId)}
                onTab={(next) => selectTab(device.deviceId, next)}
                onUnpaired={() => {
                  onSearch({ page });
                  listHeading.current?.focus();
                }}
              />
            ))}
          </ul>
        ) : null}
        {total !== undefined ? (
          <Pagination
            total={total}
            page={page}
            pageSize={pageSize}
            onPageChange={(next) => onSearch({ page: next })}
            label={t('devices.pages')}
          />
        ) : null}
      </section>
    </PlayerDashboardPage>
  );
}
