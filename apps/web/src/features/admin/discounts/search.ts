import { matching, oneOf, optionalString, positivePage } from '../../../lib/search-params';

// The discount codes section's search params (lib/search-params.ts says why they are plain
// functions). Runs in the start-up bundle (validateSearch is not code-split): it imports nothing
// of the section, hence the lists written out here as the API takes them (DiscountCodesQueryDto).

const STATES = ['live', 'scheduled', 'usedUp', 'ended', 'disabled'] as const;
const SORTS = ['code', 'createdAt', 'startsAt', 'endsAt', 'usedCount'] as const;

export type DiscountState = (typeof STATES)[number];
export type DiscountSortColumn = (typeof SORTS)[number];

export interface DiscountsSearch {
  /** Part of the code or of the description. */
  q?: string;
  state?: DiscountState;
  sort?: DiscountSortColumn;
  order?: 'asc' | 'desc';
  page?: number;
  /** The code whose uses are shown. */
  uses?: string;
}

/** /staff/discounts: filters and sort as the API takes them, the page, and the code opened. */
export function validateDiscountsSearch(search: Record<string, unknown>): DiscountsSearch {
  return {
    q: optionalString(search.q, 60)?.trim() || undefined,
    state: oneOf(search.state, STATES),
    sort: oneOf(search.sort, SORTS),
    order: oneOf(search.order, ['asc', 'desc'] as const),
    page: positivePage(search.page),
    uses: matching(search.uses, /^[\da-f-]{36}$/i),
  };
}
