import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useLanguage } from '../../../i18n/use-language';
import { groupsQueryOptions } from '../../support/api';
import { countsQueryOptions, type Agent } from '../api';
import { useStaffLive } from '../live';
import {
  staffGroupId,
  STAFF_PRIORITIES,
  STAFF_QUERY_MAX,
  STAFF_SORTS,
  STAFF_VIEWS,
  type StaffSearch,
  type StaffView,
} from '../search';
import { useStaffT } from '../use-staff-texts';

/** The views with their counts (GET Staff/Counts), the current one marked (none while searching: a search spans them all). */
export function ViewNav({
  view,
  searching,
  onView,
}: {
  view: StaffView;
  searching: boolean;
  onView: (view: StaffView) => void;
}) {
  const t = useStaffT();
  const id = useId();
  const counts = useQuery(countsQueryOptions(undefined, !useStaffLive().live));
  return (
    <nav className="staff-views" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="staff-side__title">
        {t('views.title')}
      </h2>
      <ul>
        {STAFF_VIEWS.map((each) => {
          const count = counts.data?.[each];
          return (
            <li key={each}>
              <button
                type="button"
                className="staff-view"
                aria-current={each === view && !searching ? 'true' : undefined}
                onClick={() => onView(each)}
                data-testid={`view-${each}`}
              >
                <span>{t(`views.${each}`)}</span>
                {count === undefined ? null : (
                  <span className="staff-count" aria-label={t('views.countLabel', { count })}>
                    {count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      {counts.data && counts.data.breached > 0 ? (
        <p className="staff-due staff-due--breached" data-testid="breached-count">
          <strong className="staff-breach">
            <span aria-hidden="true">⚠ </span>
            {t('views.breached', { count: counts.data.breached })}
          </strong>
        </p>
      ) : null}
    </nav>
  );
}

interface FiltersProps {
  search: StaffSearch;
  view: StaffView;
  agents: Agent[];
  onFilters: (change: Partial<StaffSearch>) => void;
}

/** Group, priority and assignee filters, the sort and the search box. */
export function Filters({ search, view, agents, onFilters }: FiltersProps) {
  const t = useStaffT();
  const id = useId();
  const language = useLanguage();
  const groups = useQuery(groupsQueryOptions(language));
  const [q, setQ] = useState(search.q ?? '');
  // The address changed (back button, a cleared filter): the box follows.
  useEffect(() => setQ(search.q ?? ''), [search.q]);
  const assigneeApplies = Boolean(search.q) || (view !== 'mine' && view !== 'unassigned');

  function submit(event: FormEvent) {
    event.preventDefault();
    onFilters({ q: q.trim() || undefined });
  }

  return (
    <section className="staff-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="staff-side__title">
        {t('filters.title')}
      </h2>
      <form role="search" className="staff-search" onSubmit={submit}>
        <label htmlFor={`${id}-q`}>{t('filters.search')}</label>
        <div className="staff-search__row">
          <input
            id={`${id}-q`}
            type="search"
            className="data-input"
            value={q}
            maxLength={STAFF_QUERY_MAX}
            onChange={(event) => setQ(event.target.value)}
            aria-describedby={`${id}-q-hint`}
          />
          <button type="submit" className="data-button">
            {t('filters.searchButton')}
          </button>
        </div>
        <span id={`${id}-q-hint`} className="staff-muted">
          {t('filters.searchHint')}
        </span>
      </form>
      <label className="staff-field">
        {t('filters.group')}
        <select
          value={search.groupId ?? ''}
          onChange={(event) => onFilters({ groupId: staffGroupId(event.target.value) })}
        >
          <option value="">{t('filters.any')}</option>
          {(groups.data ?? []).map((group) => (
            <option key={group.id} value={group.id}>
              {group.name}
            </option>
          ))}
        </select>
      </label>
      <label className="staff-field">
        {t('filters.priority')}
        <select
          value={search.priority ?? ''}
          onChange={(event) =>
            onFilters({ priority: STAFF_PRIORITIES.find((priority) => priority === event.target.value) })
          }
        >
          <option value="">{t('filters.any')}</option>
          {STAFF_PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`priority.${priority}`)}
            </option>
          ))}
        </select>
      </label>
      {assigneeApplies ? (
        <label className="staff-field">
          {t('filters.assignee')}
          <select
            value={search.assigneeId ?? ''}
            onChange={(event) => onFilters({ assigneeId: event.target.value || undefined })}
          >
            <option value="">{t('filters.any')}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>
                {agent.name} {agent.surname}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="staff-field">
        {t('filters.sort')}
        <select
          value={search.sort ?? (search.q ? '' : 'due')}
          onChange={(event) => onFilters({ sort: STAFF_SORTS.find((sort) => sort === event.target.value) })}
        >
          {search.q ? <option value="">{t('filters.sortRelevance')}</option> : null}
          {STAFF_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(sort === 'due' ? 'filters.sortDue' : 'filters.sortActivity')}
            </option>
          ))}
        </select>
      </label>
      {search.groupId || search.priority || search.assigneeId || search.q ? (
        <button
          type="button"
          className="data-button data-button--small"
          onClick={() => onFilters({ groupId: undefined, priority: undefined, assigneeId: undefined, q: undefined })}
        >
          {t('filters.clear')}
        </button>
      ) : null}
    </section>
  );
}
