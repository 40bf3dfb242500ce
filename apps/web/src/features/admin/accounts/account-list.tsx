import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, usePageSize } from '../../../components/data/pagination';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { useAdminT } from '../use-admin-texts';
import { accountName, accountsQueryOptions, type AccountSummary } from './api';
import { ACCOUNT_FILTERS, ACCOUNT_SORTS, type AccountsSearch } from './search';

interface AccountListProps {
  search: AccountsSearch;
  onSearch: (search: AccountsSearch) => void;
}

/** Accounts by e-mail or name, filtered and sorted, a page at a time; each opens its own page. */
export function AccountList({ search, onSearch }: AccountListProps) {
  const t = useAdminT();
  const pageSize = usePageSize();
  const page = search.page ?? 1;
  const list = useQuery(
    accountsQueryOptions({ q: search.q, filter: search.filter, sort: search.sort, page, pageSize }),
  );
  const { messageOf } = useErrorText();
  return (
    <>
      <AccountFilters search={search} onSearch={onSearch} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t('accounts.empty')} />
      ) : (
        <>
          <AccountTable accounts={list.data.items} />
          <Pagination
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            label={t('accounts.pages')}
            onPageChange={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </>
  );
}

function AccountFilters({ search, onSearch }: AccountListProps) {
  const t = useAdminT();
  const id = useId();
  const [q, setQ] = useState(search.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, q: q.trim() || undefined, page: undefined });
  };
  return (
    <form className="admin-toolbar" role="search" aria-label={t('accounts.searchLabel')} onSubmit={submit}>
      <label htmlFor={`${id}-q`}>
        {t('accounts.search')}
        <input
          id={`${id}-q`}
          type="search"
          className="data-input"
          value={q}
          maxLength={100}
          placeholder={t('accounts.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-filter`}>
        {t('accounts.show')}
        <select
          id={`${id}-filter`}
          className="data-input"
          value={search.filter ?? ''}
          onChange={(event) => {
            const filter = ACCOUNT_FILTERS.find((f) => f === event.target.value);
            onSearch({ ...search, filter, page: undefined });
          }}
        >
          <option value="">{t('accounts.filters.all')}</option>
          {ACCOUNT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {t(`accounts.filters.${filter}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-sort`}>
        {t('accounts.sortBy')}
        <select
          id={`${id}-sort`}
          className="data-input"
          value={search.sort ?? 'newest'}
          onChange={(event) => {
            const sort = ACCOUNT_SORTS.find((s) => s === event.target.value);
            onSearch({ ...search, sort: sort === 'newest' ? undefined : sort, page: undefined });
          }}
        >
          {ACCOUNT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`accounts.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="data-button data-button--primary">
        {t('accounts.searchButton')}
      </button>
    </form>
  );
}

/** The account's states in words (a badge's colour never says it alone). */
export function useAccountStates(): (account: AccountSummary) => string[] {
  const t = useAdminT();
  return (account) =>
    [
      account.deleted && t('accounts.states.deleted'),
      account.locked && t('accounts.states.locked'),
      !account.confirmed && t('accounts.states.unconfirmed'),
      account.isReseller && t('accounts.states.reseller'),
    ].filter((state): state is string => Boolean(state));
}

function AccountTable({ accounts }: { accounts: AccountSummary[] }) {
  const t = useAdminT();
  const date = useDateFormatter();
  const statesOf = useAccountStates();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="accounts-table">
        <caption className="visually-hidden">{t('accounts.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('accounts.name')}</th>
            <th scope="col">{t('accounts.email')}</th>
            <th scope="col">{t('accounts.roles')}</th>
            <th scope="col">{t('accounts.state')}</th>
            <th scope="col">{t('accounts.created')}</th>
            <th scope="col">{t('accounts.lastLogin')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => (
            <tr key={account.id}>
              <td>
                <Link to="/staff/accounts" search={{ userId: account.id }}>
                  {accountName(account)}
                </Link>
              </td>
              <td>{account.email}</td>
              <td>{account.roles.map((role) => t(`accounts.roleNames.${role}`)).join(', ')}</td>
              <td>{statesOf(account).join(', ') || t('accounts.states.active')}</td>
              <td>{date(account.createdAt)}</td>
              <td>{account.lastLoginAt ? date(account.lastLoginAt) : t('accounts.never')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
