import { queryOptions } from '@tanstack/react-query';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { typedApi, type ApiAnswer, type ApiBody, type ApiQuery } from '../../lib/typed-api';
import { messageForm } from '../support/api';
import type { StaffSort, StaffView } from './search';

// The console's /api/Support/Staff calls (apps/api/src/support/staff/), typed from the API's OpenAPI
// document, and every query key of the console: a realtime stream invalidates these keys.

export type StaffTicketList = ApiAnswer<'/api/Support/Staff/Tickets', 'get'>;
export type StaffTicketSummary = StaffTicketList['items'][number];
export type StaffTicketDetail = ApiAnswer<'/api/Support/Staff/Ticket', 'get'>;
export type StaffTicket = StaffTicketDetail['ticket'];
export type StaffMessage = StaffTicketDetail['messages'][number];
export type TicketEvent = StaffTicketDetail['history'][number];
export type CustomerContext = StaffTicketDetail['customer'];
export type StaffPerson = StaffTicket['customer'];
export type Agent = ApiAnswer<'/api/Support/Staff/Agents', 'get'>[number];
export type CannedReply = ApiAnswer<'/api/Support/Staff/CannedReply', 'get'>[number];
export type CannedReplyText = CannedReply['texts'][number];
export type CannedReplyLanguage = CannedReplyText['language'];
export type NewCannedReply = ApiBody<'/api/Support/Staff/CannedReply', 'post'>;
export type CannedReplyChange = ApiBody<'/api/Support/Staff/CannedReply', 'put'>;
/** A reply's fields (the schema's `files` is the multipart part, sent apart: see sendStaffReply). */
export type StaffReply = Omit<ApiBody<'/api/Support/Staff/Reply', 'post'>, 'files'>;
export type StaffReplyAnswer = ApiAnswer<'/api/Support/Staff/Reply', 'post'>;
export type StaffTicketChange = ApiBody<'/api/Support/Staff/Ticket', 'put'>;
export type TicketStatus = StaffTicket['status'];
export type TicketPriority = StaffTicket['priority'];

/** How many tickets each view holds (mine and unassigned: the open or pending ones). */
export type StaffCounts = ApiAnswer<'/api/Support/Staff/Counts', 'get'>;
type StaffListParams = ApiQuery<'/api/Support/Staff/Tickets', 'get'>;

export const TICKET_STATUSES = ['open', 'pending', 'closed'] as const satisfies readonly TicketStatus[];
/** The limit of StaffReplyDto.message. */
export const MESSAGE_MAX = 10_000;
/** How often the list, the counts and the open ticket are asked again while the console's live stream is down (live.tsx). */
export const STAFF_REFRESH_MS = 15_000;

/** What the list shows: a view, its filters, search, sort and page. */
export interface StaffListQuery {
  view: StaffView;
  /** The signed-in agent's id, for the mine view. */
  me?: string;
  groupId?: StaffListParams['groupId'];
  priority?: TicketPriority;
  assigneeId?: string;
  q?: string;
  /** None: due, or with a search term the API's relevance. */
  sort?: StaffSort;
  page: number;
  pageSize: number;
}

export const staffKeys = {
  all: ['staff'] as const,
  counts: () => [...staffKeys.all, 'counts'] as const,
  lists: () => [...staffKeys.all, 'tickets'] as const,
  list: (query: StaffListQuery) => [...staffKeys.lists(), query] as const,
  tickets: () => [...staffKeys.all, 'ticket'] as const,
  ticket: (ticketId: string) => [...staffKeys.tickets(), ticketId] as const,
  agents: () => [...staffKeys.all, 'agents'] as const,
  cannedReplies: () => [...staffKeys.all, 'canned-replies'] as const,
};

/** No second try for answers that will not change (a missing ticket, validation). */
function retryServerTrouble(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * The API's filters of a view: mine and unassigned are the unsolved (open or pending) ones. A search
 * term looks through every ticket, whatever the view (an agent searching for a customer's e-mail
 * wants their closed tickets too), keeping the other filters.
 */
export function listParams(query: StaffListQuery): StaffListParams {
  const byView: Record<StaffView, StaffListParams> = {
    mine: { status: 'unsolved', assigneeId: query.me },
    unassigned: { status: 'unsolved', unassigned: true },
    open: { status: 'open', assigneeId: query.assigneeId },
    pending: { status: 'pending', assigneeId: query.assigneeId },
    closed: { status: 'closed', assigneeId: query.assigneeId },
  };
  return {
    ...(query.q ? { assigneeId: query.assigneeId } : byView[query.view]),
    groupId: query.groupId,
    priority: query.priority,
    q: query.q,
    sort: query.sort,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** `poll` (below): asked again every STAFF_REFRESH_MS, for while the live stream is down. */
export function ticketListQueryOptions(query: StaffListQuery, client: ApiClient = api, poll = true) {
  return queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Staff/Tickets', { query: listParams(query), signal }),
    enabled: Boolean(query.q) || query.view !== 'mine' || Boolean(query.me),
    retry: retryServerTrouble,
    refetchInterval: poll ? STAFF_REFRESH_MS : false,
  });
}

export function countsQueryOptions(client: ApiClient = api, poll = true) {
  return queryOptions({
    queryKey: staffKeys.counts(),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Staff/Counts', { signal }),
    retry: retryServerTrouble,
    refetchInterval: poll ? STAFF_REFRESH_MS : false,
  });
}

export function ticketQueryOptions(ticketId: string, client: ApiClient = api, poll = true) {
  return queryOptions({
    queryKey: staffKeys.ticket(ticketId),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Staff/Ticket', { query: { ticketId }, signal }),
    retry: retryServerTrouble,
    refetchInterval: (query) => (!poll || query.state.error ? false : STAFF_REFRESH_MS),
  });
}

export function agentsQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: staffKeys.agents(),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Staff/Agents', { signal }),
    staleTime: 5 * 60 * 1000,
    retry: retryServerTrouble,
  });
}

/** The canned replies with their placeholders (filled in on insertion, fillPlaceholders). */
export function cannedRepliesQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: staffKeys.cannedReplies(),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Staff/CannedReply', { signal }),
    staleTime: 5 * 60 * 1000,
    retry: retryServerTrouble,
  });
}

/** A reply or a note; with files, as multipart (`internal` then a 'true'/'false' field), as the help desk sends. */
export function sendStaffReply(
  reply: StaffReply,
  files: readonly File[] = [],
  client: ApiClient = api,
): Promise<StaffReplyAnswer> {
  if (files.length === 0) return typedApi(client).post('/api/Support/Staff/Reply', reply);
  return client.post<StaffReplyAnswer>(
    '/api/Support/Staff/Reply',
    messageForm({ ...reply, internal: String(reply.internal) }, files),
  );
}

export function updateStaffTicket(change: StaffTicketChange, client: ApiClient = api): Promise<StaffTicket> {
  return typedApi(client).put('/api/Support/Staff/Ticket', change);
}

export function createCannedReply(reply: NewCannedReply, client: ApiClient = api): Promise<CannedReply> {
  return typedApi(client).post('/api/Support/Staff/CannedReply', reply);
}

export function updateCannedReply(reply: CannedReplyChange, client: ApiClient = api): Promise<CannedReply> {
  return typedApi(client).put('/api/Support/Staff/CannedReply', reply);
}

export function deleteCannedReply(cannedReplyId: string, client: ApiClient = api): Promise<CannedReply> {
  return typedApi(client).delete('/api/Support/Staff/CannedReply', { query: { cannedReplyId } });
}

/** The values of a canned reply's placeholders (the server's CannedReplyValues). */
export interface PlaceholderValues {
  /** The customer's first name. */
  name: string;
  /** "#1042". */
  ticket: string;
  /** The agent's first name. */
  agent: string;
}

/** Replaces #name#, #ticket# and #agent#, as the server does; other #words# stay as written. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/#(name|ticket|agent)#/g, (_whole, key: keyof PlaceholderValues) => values[key]);
}

/** A canned reply's text in the customer's language, else in English, else its first. */
export function cannedTextFor(reply: CannedReply, language: string): CannedReplyText | undefined {
  return (
    reply.texts.find((text) => text.language === language) ??
    reply.texts.find((text) => text.language === 'en') ??
    reply.texts[0]
  );
}
