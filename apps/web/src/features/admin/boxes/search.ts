import { oneOf, optionalString, positivePage } from '../../../lib/search-params';

// The boxes section's search params (lib/search-params.ts says why they are plain functions). Runs
// in the start-up bundle (validateSearch is not code-split): it imports nothing of the section.

export interface BoxesSearch {
  /** Part of a serial or of the owner's e-mail. */
  q?: string;
  status?: 'inStock' | 'sold' | 'paired';
  page?: number;
}

/** /staff/boxes: filters as the API takes them (AdminBoxQueryDto), and the page. */
export function validateBoxesSearch(search: Record<string, unknown>): BoxesSearch {
  return {
    q: optionalString(search.q, 100)?.trim() || undefined,
    status: oneOf(search.status, ['inStock', 'sold', 'paired'] as const),
    page: positivePage(search.page),
  };
}
