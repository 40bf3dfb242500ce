import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useApiErrorToast, useErrorText } from '../../../components/data/call-failure';
import { ConfirmDialog } from '../../../components/data/confirm-dialog';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, usePageSize } from '../../../components/data/pagination';
import { toast } from '../../../components/toast/toast';
import { AdminPage } from '../components/admin-page';
import { useAdminT } from '../use-admin-texts';
import { changeDiscountCode, discountCodesQueryOptions, discountKeys, type DiscountCode } from './api';
import { DiscountForm } from './discount-form';
import { DiscountTable } from './discount-table';
import { DiscountUses } from './discount-uses';
import discountsStyles from './discounts.css?inline';
import type { DiscountsSearch, DiscountState } from './search';

interface DiscountsPageProps {
  search: DiscountsSearch;
  /** Replaces the address's search (filters start again at page 1). */
  onSearch: (search: DiscountsSearch) => void;
}

const STATES: readonly DiscountState[] = ['live', 'scheduled', 'usedUp', 'ended', 'disabled'];

/** /staff/discounts: the discount codes with their uses, a new code, a change, an early end. */
export function DiscountsPage(props: DiscountsPageProps) {
  return (
    <AdminPage section="discounts">
      <Discounts {...props} />
    </AdminPage>
  );
}

function Discounts({ search, onSearch }: DiscountsPageProps) {
  const t = useAdminT();
  const pageSize = usePageSize();
  const page = search.page ?? 1;
  const list = useQuery(
    discountCodesQueryOptions({
      q: search.q,
      state: search.state,
      sort: search.sort,
      order: search.order,
      page,
      pageSize,
    }),
  );
  const { messageOf } = useErrorText();
  const [form, setForm] = useState<{ editing?: DiscountCode } | null>(null);
  const [ending, setEnding] = useState<DiscountCode | null>(null);
  const change = useCodeChange();
  return (
    <>
      <style>{discountsStyles}</style>
      <p className="lead">{t('discounts.intro')}</p>
      {form ? (
        <DiscountForm key={form.editing?.id ?? 'new'} editing={form.editing} onDone={() => setForm(null)} />
      ) : (
        <div>
          <button type="button" className="data-button data-button--primary" onClick={() => setForm({})}>
            {t('discounts.new')}
          </button>
        </div>
      )}
      <DiscountFilters search={search} onSearch={onSearch} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t('discounts.empty')} />
      ) : (
        <>
          <DiscountTable
            codes={list.data.items}
            sort={search.sort ?? 'createdAt'}
            order={search.order ?? 'desc'}
            onSort={(sort, order) => onSearch({ ...search, sort, order, page: undefined })}
            onEdit={(code) => setForm({ editing: code })}
            onEnd={setEnding}
            onActive={(code, active) => void change.mutate({ code, body: { active } })}
            onUses={(code) => onSearch({ ...search, uses: code.id })}
            pending={change.isPending}
          />
          <Pagination
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            label={t('discounts.pages')}
            onPageChange={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
      {search.uses ? (
        <DiscountUses discountCodeId={search.uses} onClose={() => onSearch({ ...search, uses: undefined })} />
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={t('discounts.endTitle', { code: ending?.code ?? '' })}
        confirmLabel={t('discounts.end')}
        danger
        pending={change.isPending}
        onConfirm={() =>
          ending && change.mutate({ code: ending, body: { endNow: true } }, { onSuccess: () => setEnding(null) })
        }
        onCancel={() => setEnding(null)}
      >
        {t('discounts.endText')}
      </ConfirmDialog>
    </>
  );
}

/** End now, switch off, switch on: one field of a code, then the lists again. */
function useCodeChange() {
  const t = useAdminT();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  return useMutation({
    mutationFn: ({ code, body }: { code: DiscountCode; body: { endNow?: boolean; active?: boolean } }) =>
      changeDiscountCode({ discountCodeId: code.id, ...body }),
    onSuccess: (answer) => {
      toast.success(t('discounts.changed', { code: answer.code }));
      void queryClient.invalidateQueries({ queryKey: discountKeys.all });
    },
    onError: (error) => void showError(error),
  });
}

function DiscountFilters({ search, onSearch }: DiscountsPageProps) {
  const t = useAdminT();
  const id = useId();
  const [q, setQ] = useState(search.q ?? '');
  const [state, setState] = useState<string>(search.state ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...search, q: q.trim() || undefined, state: STATES.find((s) => s === state), page: undefined });
  };
  return (
    <form className="admin-toolbar" role="search" aria-label={t('discounts.filters')} onSubmit={submit}>
      <label htmlFor={`${id}-q`}>
        {t('discounts.search')}
        <input
          id={`${id}-q`}
          className="data-input"
          type="search"
          value={q}
          maxLength={60}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-state`}>
        {t('discounts.state')}
        <select id={`${id}-state`} className="data-input" value={state} onChange={(e) => setState(e.target.value)}>
          <option value="">{t('discounts.anyState')}</option>
          {STATES.map((value) => (
            <option key={value} value={value}>
              {t(`discounts.states.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="data-button data-button--primary">
        {t('discounts.filter')}
      </button>
      {search.q || search.state ? (
        <button
          type="button"
          className="data-button"
          onClick={() => {
            setQ('');
            setState('');
            onSearch({ sort: search.sort, order: search.order });
          }}
        >
          {t('discounts.clear')}
        </button>
      ) : null}
    </form>
  );
}
