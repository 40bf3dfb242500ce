import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { pageCount, usePageSize } from '../../components/data/pagination';
import { useSession } from '../session/session';
import { agentsQueryOptions, ticketListQueryOptions, type StaffListQuery } from './api';
import { useStaffLive } from './live';
import type { StaffSearch } from './search';

/**
 * The list the address asks for, and the agents (the signed-in one among them, whose id the mine
 * view asks by). Steps back to the last page when the last ticket of the last page leaves the view.
 */
export function useStaffList(search: StaffSearch, onSearch: (change: Partial<StaffSearch>) => void) {
  const { user } = useSession();
  const pageSize = usePageSize();
  const agents = useQuery(agentsQueryOptions());
  const me = useMemo(
    () => agents.data?.find((agent) => agent.email.toLowerCase() === user?.email.toLowerCase()),
    [agents.data, user?.email],
  );
  const { live } = useStaffLive();
  const { view = 'mine', page = 1 } = search;
  // A search is ranked by relevance unless a sort was chosen.
  const sort = search.sort ?? (search.q ? undefined : 'due');
  const query: StaffListQuery = {
    view,
    // Only mine asks by me: other views need not wait for the agents.
    me: view === 'mine' && !search.q ? me?.id : undefined,
    groupId: search.groupId,
    priority: search.priority,
    assigneeId: view === 'mine' || view === 'unassigned' ? undefined : search.assigneeId,
    q: search.q,
    sort,
    page,
    pageSize,
  };
  // The previous page stays on screen while the next one loads.
  const list = useQuery({ ...ticketListQueryOptions(query, undefined, !live), placeholderData: keepPreviousData });

  const total = list.data?.total;
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const last = pageCount(total, pageSize);
    if (page > last) onSearch({ page: last > 1 ? last : undefined });
  }, [total, page, pageSize, onSearch]);

  /** Mine cannot be asked: the agents failed to load, or I am not among them. */
  const mineUnknown = view === 'mine' && !search.q && !me && (agents.isError || agents.data !== undefined);
  const filtered = Boolean(query.groupId || query.priority || query.assigneeId || query.q);
  return { agents, me, list, query, mineUnknown, filtered };
}
