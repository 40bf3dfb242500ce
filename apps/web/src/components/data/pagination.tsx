import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserStorage, DEFAULT_ITEMS_PER_PAGE, STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';
import './data.css';

/** The server answers at most this many rows per page (DESIGN 3). */
export const MAX_PAGE_SIZE = 100;

/** Rows per page: `numberOfItemsToShow` (spec 3), 10 when missing, 0 or not a number, at most 100. */
export function readPageSize(storage: KeyValueStorage = browserStorage()): number {
  const stored = Math.trunc(Number(storage.getItem(STORAGE_KEYS.numberOfItemsToShow)));
  if (!Number.isFinite(stored) || stored <= 0) return DEFAULT_ITEMS_PER_PAGE;
  return Math.min(stored, MAX_PAGE_SIZE);
}

/** Number of pages for `total` rows (at least 1, so "page 1 of 1" holds for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

/** `page` moved into 1..pageCount. */
export function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.trunc(page) || 1), pageCount(total, pageSize));
}

/** The stored page size, read once per mounted list. */
export function usePageSize(storage?: KeyValueStorage): number {
  const [pageSize] = useState(() => readPageSize(storage));
  return pageSize;
}

/**
 * Page state of a list: the page (from 1) and the stored page size. Give it the list's `total` once
 * known: when rows disappear (the last one of the last page removed) it steps back to the new last page.
 */
export function usePagination(total?: number, storage?: KeyValueStorage) {
  const pageSize = usePageSize(storage);
  const [page, setPage] = useState(1);
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total, pageSize);
    if (page > last) setPage(last);
  }, [total, page, pageSize]);
  return { page, pageSize, setPage };
}

interface PaginationProps {
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark ("Devices pages"); a generic name otherwise. */
  label?: string;
}

/** Previous / "page X of Y" / Next under a list; nothing when everything fits on one page. */
export function Pagination({ total, page, pageSize, onPageChange, label }: PaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (total <= pageSize && page <= 1) return null;
  const current = clampPage(page, total, pageSize);
  return (
    <nav className="data-pager" aria-label={label ?? t('data.pagination')}>
      <button type="button" className="data-button" onClick={() => onPageChange(current - 1)} disabled={current <= 1}>
        <span aria-hidden="true">‹ </span>
        {t('data.previous')}
      </button>
      <p className="data-pager__status" aria-live="polite">
        {t('data.pageStatus', { page: current, pages, total })}
      </p>
      <button
        type="button"
        className="data-button"
        onClick={() => onPageChange(current + 1)}
        disabled={current >= pages}
      >
        {t('data.next')}
        <span aria-hidden="true"> ›</span>
      </button>
    </nav>
  );
}
