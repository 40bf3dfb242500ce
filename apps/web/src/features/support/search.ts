import { matching, oneOf, positivePage } from '../../lib/search-params';

// The search params of /dashboard/ticket (built from lib/search-params.ts, which says why). This
// module runs in the start-up bundle: it imports nothing of the feature (api.ts stays in its chunk).

/** A ticket's states (TicketResponse.status). */
export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** A ticket's id as the API answers it (a UUID's 36 characters; loose, as this pattern weighs on start-up, the API checks the rest). */
const TICKET_ID = /^[\da-f-]{36}$/i;

export interface TicketSearch {
  /** The conversation shown (the spec's route stays /dashboard/ticket). */
  ticketId?: string;
  /** The list's page from 1 (the page reads none as 1). */
  page?: number;
  /** The list's status filter (none: every ticket). */
  status?: TicketStatus;
}

/** /dashboard/ticket: the open conversation, the list's page and its status filter. */
export function validateTicketSearch(search: Record<string, unknown>): TicketSearch {
  return {
    ticketId: matching(search.ticketId, TICKET_ID),
    page: positivePage(search.page),
    status: oneOf(search.status, TICKET_STATUSES),
  };
}
