import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useErrorText } from '../../../components/data/call-failure';
import { EmptyState, ErrorState, LoadingState } from '../../../components/data/list-states';
import { Pagination, usePageSize } from '../../../components/data/pagination';
import { useDateFormatter } from '../../../i18n/use-formatters';
import { AdminPage } from '../components/admin-page';
import type { AuditSearch } from '../search';
import { useAdminT } from '../use-admin-texts';
import { auditLogQueryOptions, changedFields, shownValue, type AuditEntry } from './api';

interface AuditLogPageProps {
  search: AuditSearch;
  /** Replaces the address's search (filters start again at page 1). */
  onSearch: (search: AuditSearch) => void;
}

/** /staff/audit: every change of the back office, newest first, by object, kind of change or person. */
export function AuditLogPage(props: AuditLogPageProps) {
  return (
    <AdminPage section="audit">
      <AuditLog {...props} />
    </AdminPage>
  );
}

function AuditLog({ search, onSearch }: AuditLogPageProps) {
  const t = useAdminT();
  const pageSize = usePageSize();
  const page = search.page ?? 1;
  const query = { ...search, page, pageSize };
  const list = useQuery(auditLogQueryOptions(query));
  const { messageOf } = useErrorText();
  return (
    <>
      <p className="lead">{t('audit.intro')}</p>
      <AuditFilters search={search} onSearch={onSearch} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={messageOf(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.items.length === 0 ? (
        <EmptyState message={t('audit.empty')} />
      ) : (
        <>
          <AuditTable entries={list.data.items} onObject={(entity, entityId) => onSearch({ entity, entityId })} />
          <Pagination
            total={list.data.total}
            page={page}
            pageSize={pageSize}
            label={t('audit.pages')}
            onPageChange={(next) => onSearch({ ...search, page: next > 1 ? next : undefined })}
          />
        </>
      )}
    </>
  );
}

function AuditFilters({ search, onSearch }: AuditLogPageProps) {
  const t = useAdminT();
  const id = useId();
  const [entity, setEntity] = useState(search.entity ?? '');
  const [action, setAction] = useState(search.action ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ entity: entity.trim() || undefined, action: action.trim() || undefined });
  };
  const filtered = Boolean(search.entity || search.action || search.actorId || search.entityId);
  return (
    <form className="admin-toolbar" role="search" aria-label={t('audit.filters')} onSubmit={submit}>
      <label htmlFor={`${id}-entity`}>
        {t('audit.entity')}
        <input
          id={`${id}-entity`}
          className="data-input"
          value={entity}
          maxLength={60}
          placeholder="Shipment"
          onChange={(event) => setEntity(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-action`}>
        {t('audit.action')}
        <input
          id={`${id}-action`}
          className="data-input"
          value={action}
          maxLength={80}
          placeholder="shipment.markShipped"
          onChange={(event) => setAction(event.target.value)}
        />
      </label>
      <button type="submit" className="data-button data-button--primary">
        {t('audit.filter')}
      </button>
      {filtered ? (
        <button
          type="button"
          className="data-button"
          onClick={() => {
            setEntity('');
            setAction('');
            onSearch({});
          }}
        >
          {t('audit.clear')}
        </button>
      ) : null}
      {search.entityId ? (
        <p className="admin-muted" data-testid="audit-object">
          {t('audit.oneObject', { entity: search.entity ?? '', id: search.entityId })}
        </p>
      ) : null}
    </form>
  );
}

function AuditTable({
  entries,
  onObject,
}: {
  entries: AuditEntry[];
  onObject: (entity: string, entityId: string) => void;
}) {
  const t = useAdminT();
  const date = useDateFormatter();
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" data-testid="audit-table">
        <caption className="visually-hidden">{t('audit.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('audit.at')}</th>
            <th scope="col">{t('audit.who')}</th>
            <th scope="col">{t('audit.action')}</th>
            <th scope="col">{t('audit.object')}</th>
            <th scope="col">{t('audit.changes')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{date(entry.at)}</td>
              <td>{entry.actor ? `${entry.actor.name} (${entry.actor.email})` : t('audit.system')}</td>
              <td>
                <code>{entry.action}</code>
              </td>
              <td>
                {entry.entityId ? (
                  <button
                    type="button"
                    className="data-button data-button--small"
                    onClick={() => onObject(entry.entity, entry.entityId as string)}
                    title={t('audit.showObject')}
                  >
                    {entry.entity} {entry.entityId.slice(0, 8)}
                  </button>
                ) : (
                  entry.entity
                )}
              </td>
              <td>
                <Changes entry={entry} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "field: before → after" for each field that changed; a creation or deletion says so. */
function Changes({ entry }: { entry: AuditEntry }) {
  const t = useAdminT();
  const changes = changedFields(entry);
  if (changes.length === 0) return <span className="admin-muted">{t('audit.noChange')}</span>;
  return (
    <dl className="admin-json">
      {changes.map((change) => (
        <div key={change.field}>
          <dt>
            <strong>{change.field}</strong>
          </dt>
          <dd>
            {entry.before === null ? null : <del>{shownValue(change.before) || t('audit.none')}</del>}
            {entry.before === null || entry.after === null ? null : ' → '}
            {entry.after === null ? null : <ins>{shownValue(change.after) || t('audit.none')}</ins>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
