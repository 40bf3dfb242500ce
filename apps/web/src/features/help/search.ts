import { optionalString } from '../../lib/search-params';

// The search params of the help routes (built from lib/search-params.ts, which says why).

export interface FaqSearch {
  /** The search text, e.g. from the help page's search box. */
  q?: string;
}

/** /support/faq?q=: anything unusable is dropped. */
export function validateFaqSearch(search: Record<string, unknown>): FaqSearch {
  return { q: optionalString(search.q, 100) };
}

export interface UnsubscribeSearch {
  /** Prefills the field (newsletter links carry the address). */
  email?: string;
}

/** /unsubscribe?email=: anything unusable is dropped. */
export function validateUnsubscribeSearch(search: Record<string, unknown>): UnsubscribeSearch {
  return { email: optionalString(search.email, 254) };
}
