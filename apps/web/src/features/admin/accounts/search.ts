import { matching, oneOf, optionalString, positivePage } from '../../../lib/search-params';

// The accounts section's search params (lib/search-params.ts says why they are plain functions).
// Runs in the start-up bundle (validateSearch is not code-split): it imports nothing of the section.

export const ACCOUNT_FILTERS = ['staff', 'resellers', 'locked', 'unconfirmed'] as const;
export const ACCOUNT_SORTS = ['newest', 'oldest', 'email', 'lastLogin'] as const;

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

export interface AccountsSearch {
  /** Part of an e-mail address or a name. */
  q?: string;
  filter?: (typeof ACCOUNT_FILTERS)[number];
  sort?: (typeof ACCOUNT_SORTS)[number];
  page?: number;
  /** One account's page instead of the list. */
  userId?: string;
}

/** /staff/accounts: the list's search as the API takes it (AccountSearchQueryDto), or one account. */
export function validateAccountsSearch(search: Record<string, unknown>): AccountsSearch {
  const q = optionalString(search.q, 100)?.trim();
  return {
    q: q || undefined,
    filter: oneOf(search.filter, ACCOUNT_FILTERS),
    sort: oneOf(search.sort, ACCOUNT_SORTS),
    page: positivePage(search.page),
    userId: matching(search.userId, UUID),
  };
}
