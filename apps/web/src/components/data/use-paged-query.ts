import { keepPreviousData, useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePagination } from './pagination';

/** The page asked of a paginated list (DESIGN 3: `page` from 1, `pageSize` up to 100). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/**
 * One page of a paginated list, `numberOfItemsToShow` rows at a time. The previous page stays on
 * screen while the next one loads, and the page steps back when the last one empties.
 */
export function usePagedQuery<TData extends { total: number }, TKey extends QueryKey>(
  options: (query: PageQuery) => UseQueryOptions<TData, Error, TData, TKey>,
) {
  const [total, setTotal] = useState<number | undefined>(undefined);
  const { page, pageSize, setPage } = usePagination(total);
  const query = useQuery({ ...options({ page, pageSize }), placeholderData: keepPreviousData });
  const answeredTotal = query.data?.total;
  useEffect(() => {
    if (answeredTotal !== undefined) setTotal(answeredTotal);
  }, [answeredTotal]);
  return { query, page, pageSize, setPage };
}
