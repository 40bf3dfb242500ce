import { PLAYER_ERROR_VALUES } from '../player-rules';
import { useErrorText } from '../../../components/data/call-failure';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/data/copy-button';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, pageCount, usePageSize } from '../../../components/data/pagination';
import { licencePageQueryOptions, type Licence, type LicenceSorting } from '../api';
import { PlayerDashboardPage } from '../components/dashboard-page';
import { useDateFormatter, usePlatformName } from '../hooks/use-player-format';
import { licenceSource } from '../licence-state';
import { LICENCE_SORTS, SORT_ORDERS, type LicencesSearch } from '../search';

interface LicencesPageProps {
  search: LicencesSearch;
  onSearch: (change: LicencesSearch) => void;
}

/** /dashboard/player/licences: the licences of my devices, sorted as chosen (sortLicences), a page at a time. */
export function LicencesPage({ search, onSearch }: LicencesPageProps) {
  const { t } = useTranslation('player');
  const id = useId();
  const errorText = useErrorText('player', PLAYER_ERROR_VALUES).messageOf;
  const pageSize = usePageSize();
  const { page = 1, sort = 'since', order = 'desc' } = search;
  const sorting: LicenceSorting = { sort, order };
  const query = useQuery(licencePageQueryOptions({ page, pageSize, ...sorting }));
  const total = query.data?.total;

  useEffect(() => {
    if (total !== undefined && total > 0 && page > pageCount(total, pageSize))
      onSearch({ ...sorting, page: pageCount(total, pageSize) });
  }, [total, page, pageSize, sorting.sort, sorting.order, onSearch]);

  // A new order starts again from the first page.
  const sortBy = (change: Partial<LicenceSorting>) => onSearch({ ...sorting, ...change, page: undefined });

  return (
    <PlayerDashboardPage page="licences">
      <form className="player-sort" onSubmit={(event) => event.preventDefault()} aria-label={t('licences.sortLabel')}>
        <div className="player-field">
          <label htmlFor={`${id}-sort`}>{t('licences.sortBy')}</label>
          <select
            id={`${id}-sort`}
            className="data-input"
            value={sorting.sort}
            onChange={(event) => sortBy({ sort: event.target.value as LicenceSorting['sort'] })}
          >
            {LICENCE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`licences.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="player-field">
          <label htmlFor={`${id}-order`}>{t('licences.order')}</label>
          <select
            id={`${id}-order`}
            className="data-input"
            value={sorting.order}
            onChange={(event) => sortBy({ order: event.target.value as LicenceSorting['order'] })}
          >
            {SORT_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`licences.orders.${order}`)}
              </option>
            ))}
          </select>
        </div>
      </form>

      {query.isPending ? <LoadingState label={t('licences.loading')} /> : null}
      {query.isError ? <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} /> : null}
      {query.data && query.data.total === 0 ? (
        <EmptyState message={t('licences.empty')}>
          <p className="cta-row">
            <Link to="/player/active-licence" className="data-button data-button--primary">
              {t('licences.get')}
            </Link>
            <Link to="/dashboard/player/devices" className="data-button">
              {t('licences.toDevices')}
            </Link>
          </p>
        </EmptyState>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <ul className="player-card-list" aria-busy={query.isFetching || undefined} data-testid="licence-list">
          {query.data.items.map((licence) => (
            <LicenceCard key={licence.id} licence={licence} />
          ))}
        </ul>
      ) : null}
      {total !== undefined ? (
        <Pagination
          total={total}
          page={page}
          pageSize={pageSize}
          onPageChange={(next) => onSearch({ ...sorting, page: next })}
          label={t('licences.pages')}
        />
      ) : null}
    </PlayerDashboardPage>
  );
}

function LicenceCard({ licence }: { licence: Licence }) {
  const { t } = useTranslation('player');
  const date = useDateFormatter();
  const platformName = usePlatformName();
  const device = licence.deviceDescription?.trim() || licence.deviceModel?.trim() || licence.deviceId;
  return (
    <li className="player-card player-licence-card">
      <h2 className="player-licence-card__title">
        {licence.lifetime
          ? t('licence.kindLifetime', { platform: platformName(licence.platform) })
          : t('licence.kindTrial', { platform: platformName(licence.platform) })}
      </h2>
      <dl className="player-facts">
        <div>
          <dt>{t('licences.device')}</dt>
          <dd>
            <Link to="/dashboard/player/devices" search={{ device: licence.deviceId, tab: 'licences' }}>
              {device}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('licences.since')}</dt>
          <dd>{date(licence.since)}</dd>
        </div>
        <div>
          <dt>{t('licences.validity')}</dt>
          <dd>
            {licence.lifetime
              ? t('licences.lifetime')
              : licence.endsAt
                ? t(licence.active ? 'licence.runsUntil' : 'licence.endedOn', { date: date(licence.endsAt) })
                : t('device.unknown')}
          </dd>
        </div>
        <div>
          <dt>{t('licences.sourceLabel')}</dt>
          <dd>{t(`licences.source.${licenceSource(licence)}`)}</dd>
        </div>
        <div>
          <dt>{t('device.id')}</dt>
          <dd className="player-address">
            <code dir="ltr">{licence.deviceId}</code>
            <CopyButton value={licence.deviceId} label={t('device.idCopy')} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
