import { matching, oneOf, optionalString, positivePage } from '../../lib/search-params';

// The search params of /staff (built from lib/search-params.ts, which says why). This module runs in
// the start-up bundle (validateSearch is not code-split): it imports nothing of the console.

/** The console's views, each with its count in the left column. */
export const STAFF_VIEWS = ['mine', 'unassigned', 'open', 'pending', 'closed'] as const;
export type StaffView = (typeof STAFF_VIEWS)[number];

export const STAFF_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type StaffPriority = (typeof STAFF_PRIORITIES)[number];

/** due: first-response due time, breached first (the default); activity: latest activity first. */
export const STAFF_SORTS = ['due', 'activity'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];

/** The API's search term limit (StaffTicketListQueryDto). */
export const STAFF_QUERY_MAX = 200;

// Loose on purpose: a pattern weighs on start-up, the API checks the rest.
const UUID = /^[\da-f-]{36}$/i;
/** The help desk's groups (the API's TICKET_GROUP_IDS). */
const GROUP_IDS = [1, 2, 3, 4, 5] as const;
export type StaffGroupId = (typeof GROUP_IDS)[number];

/** A group id given as a number or a numeric string, else undefined. */
export function staffGroupId(value: unknown): StaffGroupId | undefined {
  const id = positivePage(value);
  return GROUP_IDS.find((known) => known === id);
}

export interface StaffSearch {
  /** The ticket open beside the list. */
  ticketId?: string;
  /** Default: mine. */
  view?: StaffView;
  groupId?: StaffGroupId;
  priority?: StaffPriority;
  /** An agent whose tickets the open, pending and closed views show. */
  assigneeId?: string;
  q?: string;
  /** Default: due. */
  sort?: StaffSort;
  page?: number;
}

/** /staff: the open ticket, the view, its filters, search, sort and page. */
export function validateStaffSearch(search: Record<string, unknown>): StaffSearch {
  return {
    ticketId: matching(search.ticketId, UUID),
    view: oneOf(search.view, STAFF_VIEWS),
    groupId: staffGroupId(search.groupId),
    priority: oneOf(search.priority, STAFF_PRIORITIES),
    assigneeId: matching(search.assigneeId, UUID),
    q: optionalString(search.q, STAFF_QUERY_MAX) || undefined,
    sort: oneOf(search.sort, STAFF_SORTS),
    page: positivePage(search.page),
  };
}
