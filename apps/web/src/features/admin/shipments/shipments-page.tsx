import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, usePageSize } from '../../../components/data/pagination';
import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../use-admin-texts';
import { shipmentsQueryOptions, type AdminShipment } from './api';
import { SHIPMENT_FILTERS, type ShipmentSort, type ShipmentsSearch } from './search';
import { ShipmentRow } from './shipment-row';
import shipmentStyles from './shipments.css?inline';

interface ShipmentsPageProps {
  search: ShipmentsSearch;
  /** Replaces the address's search (filters start again at page 1). */
  onSearch: (search: ShipmentsSearch) => void;
}

/** /staff/shipments: the VPN boxes to send, oldest paid first, marked shipped, delivered or returned. */
export function ShipmentsPage(props: ShipmentsPageProps) {
  return (
    <AdminPage section="shipments">
      <Shipments {...props} />
    </AdminPage>
  );
}

function Shipments({ search, onSearch }: ShipmentsPageProps) {
  const t = useAdminT();
  const pageSize = usePageSize();
  const page = search.page ?? 1;
  const status = search.status ?? 'pending';
  const sort = search.sort ?? 'paidAt';
  const list = useQuery(shipmentsQueryOptions({ status, sort, q: search.q, page, pageSize }));
  const { messageOf } = useErrorText();
  return (
    <>
      <style>{shipmentStyles}</style>
      <p className="lead">{t('shipments.intro')}</p>
      <ShipmentFilters search={search} onSearch={onSearch} />
      {list.data ? (
        <p data-testid="shipments-count" aria-live="polite">
          {t(`shipments.count.${status}`, { count: list.data.total })}
        </p>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t(status === 'pending' && !search.q ? 'shipments.emptyPending' : 'shipments.empty')} />
      ) : (
        <>
          <ShipmentTable
            shipments={list.data.items}
            sort={sort}
            onSort={(next) => onSearch({ ...search, sort: next === 'paidAt' ? undefined : next, page: undefined })}
          />
          <Pagination
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            label={t('shipments.pages')}
            onPageChange={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </>
  );
}

function ShipmentFilters({ search, onSearch }: ShipmentsPageProps) {
  const t = useAdminT();
  const id = useId();
  const [q, setQ] = useState(search.q ?? '');
  const [status, setStatus] = useState<string>(search.status ?? 'pending');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = SHIPMENT_FILTERS.find((filter) => filter === status);
    onSearch({ q: q.trim() || undefined, status: chosen === 'pending' ? undefined : chosen, sort: search.sort });
  };
  return (
    <form className="admin-toolbar" role="search" aria-label={t('shipments.filters')} onSubmit={submit}>
      <label htmlFor={`${id}-status`}>
        {t('shipments.status')}
        <select
          id={`${id}-status`}
          className="data-input"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          {SHIPMENT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`shipments.filter.${filter}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-q`}>
        {t('shipments.search')}
        <input
          id={`${id}-q`}
          className="data-input"
          type="search"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <button type="submit" className="data-button data-button--primary">
        {t('shipments.filterButton')}
      </button>
      {search.q || search.status ? (
        <button
          type="button"
          className="data-button"
          onClick={() => {
            setQ('');
            setStatus('pending');
            onSearch({});
          }}
        >
          {t('shipments.clear')}
        </button>
      ) : null}
    </form>
  );
}

/** A column header that sorts: ascending first, a second press descending; aria-sort says which. */
function SortHeader({
  column,
  sort,
  onSort,
  children,
}: {
  column: 'paidAt' | 'shippedAt';
  sort: ShipmentSort;
  onSort: (sort: ShipmentSort) => void;
  children: string;
}) {
  const ascending = sort === column;
  const descending = sort === `-${column}`;
  return (
    <th scope="col" aria-sort={ascending ? 'ascending' : descending ? 'descending' : undefined}>
      <button type="button" onClick={() => onSort(ascending ? `-${column}` : column)}>
        {children} {ascending ? '▲' : descending ? '▼' : ''}
      </button>
    </th>
  );
}

function ShipmentTable({
  shipments,
  sort,
  onSort,
}: {
  shipments: AdminShipment[];
  sort: ShipmentSort;
  onSort: (sort: ShipmentSort) => void;
}) {
  const t = useAdminT();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table ship-table" data-testid="shipments-table">
        <caption className="visually-hidden">{t('shipments.caption')}</caption>
        <thead>
          <tr>
            <SortHeader column="paidAt" sort={sort} onSort={onSort}>
              {t('shipments.order')}
            </SortHeader>
            <th scope="col">{t('shipments.customer')}</th>
            <th scope="col">{t('shipments.address')}</th>
            <th scope="col">{t('shipments.items')}</th>
            <SortHeader column="shippedAt" sort={sort} onSort={onSort}>
              {t('shipments.state')}
            </SortHeader>
            <th scope="col">{t('shipments.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {shipments.map((shipment) => (
            <ShipmentRow key={shipment.id} shipment={shipment} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
