import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, usePageSize } from '../../../components/data/pagination';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { AdminPage } from '../components/admin-page';
import type { BoxesSearch } from './search';
import { useAdminT } from '../use-admin-texts';
import { BOX_STATES, boxesQueryOptions, type AdminBox } from './api';
import { BoxImportForm } from './box-import-form';
import vpnAdminStyles from '../vpn-admin.css?inline';

interface BoxesPageProps {
  search: BoxesSearch;
  /** Replaces the address's search (filters start again at page 1). */
  onSearch: (search: BoxesSearch) => void;
}

/** /staff/boxes: every registered VPN box by serial, where it is, and the import of new serials. */
export function BoxesPage(props: BoxesPageProps) {
  return (
    <AdminPage section="boxes">
      <Boxes {...props} />
    </AdminPage>
  );
}

function Boxes({ search, onSearch }: BoxesPageProps) {
  const t = useAdminT();
  const pageSize = usePageSize();
  const page = search.page ?? 1;
  const list = useQuery(boxesQueryOptions({ ...search, page, pageSize }));
  const { messageOf } = useErrorText();
  return (
    <>
      <style>{vpnAdminStyles}</style>
      <p className="lead">{t('boxes.intro')}</p>
      <BoxImportForm />
      <h2>{t('boxes.listTitle')}</h2>
      <BoxFilters search={search} onSearch={onSearch} />
      {list.data ? <p data-testid="boxes-in-stock">{t('boxes.inStockCount', { count: list.data.inStock })}</p> : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t('boxes.empty')} />
      ) : (
        <>
          <BoxTable boxes={list.data.items} />
          <Pagination
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            label={t('boxes.pages')}
            onPageChange={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </>
  );
}

function BoxFilters({ search, onSearch }: BoxesPageProps) {
  const t = useAdminT();
  const id = useId();
  const [q, setQ] = useState(search.q ?? '');
  const [status, setStatus] = useState(search.status ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim() || undefined, status: BOX_STATES.find((s) => s === status) });
  };
  return (
    <form className="admin-toolbar" role="search" aria-label={t('boxes.filters')} onSubmit={submit}>
      <label htmlFor={`${id}-q`}>
        {t('boxes.search')}
        <input
          id={`${id}-q`}
          className="data-input"
          type="search"
          value={q}
          maxLength={100}
          placeholder="NOVA-BOX-0001"
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-status`}>
        {t('boxes.state')}
        <select
          id={`${id}-status`}
          className="data-input"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">{t('boxes.anyState')}</option>
          {BOX_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`boxes.states.${state}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="data-button data-button--primary">
        {t('boxes.filter')}
      </button>
      {search.q || search.status ? (
        <button
          type="button"
          className="data-button"
          onClick={() => {
            setQ('');
            setStatus('');
            onSearch({});
          }}
        >
          {t('boxes.clear')}
        </button>
      ) : null}
    </form>
  );
}

function BoxTable({ boxes }: { boxes: AdminBox[] }) {
  const t = useAdminT();
  const date = useDateFormatter();
  const when = (value: string | null) => (value ? date(value) : '–');
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="boxes-table">
        <caption className="visually-hidden">{t('boxes.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('boxes.serial')}</th>
            <th scope="col">{t('boxes.state')}</th>
            <th scope="col">{t('boxes.owner')}</th>
            <th scope="col">{t('boxes.registered')}</th>
            <th scope="col">{t('boxes.sold')}</th>
            <th scope="col">{t('boxes.paired')}</th>
            <th scope="col">{t('boxes.endsAt')}</th>
          </tr>
        </thead>
        <tbody>
          {boxes.map((box) => (
            <tr key={box.id}>
              <td>
                <code>{box.serial}</code>
              </td>
              <td>{t(`boxes.states.${box.status}`)}</td>
              <td>{box.owner?.email ?? '–'}</td>
              <td>{date(box.createdAt)}</td>
              <td>{when(box.soldAt)}</td>
              <td>{when(box.pairedAt)}</td>
              <td>{when(box.subscriptionEndsAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
