import type { Language } from '@shop/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { PageQuery } from '../../components/data/use-paged-query';
import { api, isApiError, type ApiClient } from '../../lib/api';
import { fetchApiFile, type ApiFile } from '../../lib/api-file';
import { typedApi, type ApiAnswer, type ApiBody } from '../../lib/typed-api';
import { TICKET_STATUSES as SEARCH_STATUSES } from './search';

// The customer's /api/Support calls (apps/api/src/support/), typed from the API's OpenAPI document.

export type TicketGroup = ApiAnswer<'/api/Support/Group/GetGroups', 'get'>[number];
export type TicketList = ApiAnswer<'/api/Support/Ticket/GetTicketsByUser', 'get'>;
export type Ticket = TicketList['ticketList'][number];
export type TicketStatus = Ticket['status'];

/** The statuses a list is filtered by (search.ts's, checked against the API's). */
export const TICKET_STATUSES = SEARCH_STATUSES satisfies readonly TicketStatus[];
export type TicketGroupKey = Ticket['groupKey'];
export type Conversation = ApiAnswer<'/api/Support/Ticket/GetTicketComments', 'get'>;
export type TicketComment = Conversation['comments'][number];
export type SentComment = ApiAnswer<'/api/Support/Ticket/SendComment', 'post'>;
/** The fields of a new ticket (the schema's `files` is the multipart part, sent apart: see messageForm). */
export type NewTicket = Omit<ApiBody<'/api/Support/Ticket', 'post'>, 'files'>;
export type TicketRating = ApiBody<'/api/Support/Ticket/Rate', 'post'>;
export type TicketAttachment = TicketComment['attachments'][number];
export type AttachmentType = TicketAttachment['type'];

/** The limits of NewTicketDto and SendCommentDto. */
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 10_000;
export const RATING_COMMENT_MAX = 1000;

/** The attachment rules of apps/api/src/support/attachments/attachment-rules.ts (the server checks the bytes). */
export const MAX_ATTACHMENTS = 3;
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'application/pdf',
] as const satisfies readonly AttachmentType[];

/** How often an open conversation is asked again while its live stream (realtime.ts) is not connected. */
export const CONVERSATION_REFRESH_MS = 10_000;

export interface TicketPageQuery extends PageQuery {
  status?: TicketStatus;
}

export const supportKeys = {
  all: ['support'] as const,
  groups: (language: string) => [...supportKeys.all, 'groups', language] as const,
  tickets: () => [...supportKeys.all, 'tickets'] as const,
  ticketPage: (query: TicketPageQuery) => [...supportKeys.tickets(), query] as const,
  conversation: (ticketId: string) => [...supportKeys.all, 'conversation', ticketId] as const,
  related: (kind: RelatedKind) => [...supportKeys.all, 'related', kind] as const,
};

/** No second try for answers that will not change (another's ticket, validation). */
function retryServerTrouble(failureCount: number, error: Error): boolean {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failureCount < 1;
}

/** The groups a ticket is filed under, named in `language`. */
export function groupsQueryOptions(language: Language, client: ApiClient = api) {
  return queryOptions({
    queryKey: supportKeys.groups(language),
    queryFn: ({ signal }) => typedApi(client).get('/api/Support/Group/GetGroups', { query: { language }, signal }),
    staleTime: 60 * 60 * 1000,
    retry: retryServerTrouble,
  });
}

/** A page of my tickets, latest activity first, of one status or all. */
export function ticketPageQueryOptions(query: TicketPageQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: supportKeys.ticketPage(query),
    queryFn: ({ signal }) =>
      typedApi(client).get('/api/Support/Ticket/GetTicketsByUser', {
        query: { page: query.page, pageSize: query.pageSize, ...(query.status ? { status: query.status } : {}) },
        signal,
      }),
    retry: retryServerTrouble,
  });
}

/**
 * One of my tickets and its public messages. With `poll`, asked again every 10 s until it is closed:
 * for when its live stream is down (the conversation asks again on each of the stream's events).
 */
export function conversationQueryOptions(ticketId: string, client: ApiClient = api, poll = true) {
  return queryOptions({
    queryKey: supportKeys.conversation(ticketId),
    queryFn: ({ signal }) =>
      typedApi(client).get('/api/Support/Ticket/GetTicketComments', { query: { ticketId }, signal }),
    retry: retryServerTrouble,
    refetchInterval: (query) =>
      !poll || query.state.data?.ticket.status === 'closed' || query.state.error ? false : CONVERSATION_REFRESH_MS,
  });
}

/** What a ticket may be about: one of my devices, passes, boxes or orders (NewTicketDto's fields). */
export const RELATED_KINDS = ['device', 'pass', 'box', 'order'] as const;
export type RelatedKind = (typeof RELATED_KINDS)[number];
export const RELATED_FIELD = {
  device: 'deviceId',
  pass: 'passId',
  box: 'boxId',
  order: 'orderId',
} as const satisfies Record<RelatedKind, keyof NewTicket>;

/** One of my things to pick: the id the ticket names and what the picker shows. */
export interface RelatedItem {
  id: string;
  label: string;
  /** A date to show beside the label (the order's, the pass's end), ISO. */
  date: string | null;
}

/** The first 100 of my devices, passes, boxes or orders, from the endpoints of their own pages. */
async function fetchRelated(kind: RelatedKind, signal: AbortSignal, client: ApiClient): Promise<RelatedItem[]> {
  const call = typedApi(client);
  const query = { page: 1, pageSize: 100 };
  switch (kind) {
    case 'device':
      return (await call.get('/api/Player', { query, signal })).items.map((device) => ({
        id: device.deviceId,
        label: [device.description ?? device.model, device.deviceId].filter(Boolean).join(' · '),
        date: null,
      }));
    case 'pass':
      return (await call.get('/api/VpnPeer/GetPass', { query, signal })).items.map((pass) => ({
        id: pass.id,
        label: pass.description ? `${pass.description} · ${pass.code}` : pass.code,
        date: pass.endsAt,
      }));
    case 'box':
      return (await call.get('/api/VpnBox', { query, signal })).items.map((box) => ({
        id: box.serial,
        label: box.serial,
        date: null,
      }));
    case 'order':
      return (await call.get('/api/Payment/Orders', { query, signal })).items.map((order) => ({
        id: order.purchaseId,
        label: order.purchaseId,
        date: order.purchaseDate,
      }));
  }
}

export function relatedItemsQueryOptions(kind: RelatedKind, client: ApiClient = api) {
  return queryOptions({
    queryKey: supportKeys.related(kind),
    queryFn: ({ signal }) => fetchRelated(kind, signal, client),
    retry: retryServerTrouble,
  });
}

/**
 * A message with files as multipart/form-data: the JSON fields as form fields, the files under
 * `files` (the server's MultipartMessageInterceptor). The browser sets the Content-Type and its boundary.
 */
export function messageForm(fields: Record<string, string | number | undefined>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** Opens a ticket; with files, as multipart (the typed client knows the JSON body only). */
export function createTicket(ticket: NewTicket, files: readonly File[] = [], client: ApiClient = api): Promise<Ticket> {
  if (files.length === 0) return typedApi(client).post('/api/Support/Ticket', ticket);
  return client.post<ApiAnswer<'/api/Support/Ticket', 'post'>>(
    '/api/Support/Ticket',
    messageForm({ ...ticket }, files),
  );
}

export function sendComment(
  ticketId: string,
  message: string,
  files: readonly File[] = [],
  client: ApiClient = api,
): Promise<SentComment> {
  if (files.length === 0) return typedApi(client).post('/api/Support/Ticket/SendComment', { ticketId, message });
  return client.post<SentComment>('/api/Support/Ticket/SendComment', messageForm({ ticketId, message }, files));
}

/** A message's file, fetched with the bearer token (a plain link would go without it). */
export function fetchAttachment(attachment: TicketAttachment, client: ApiClient = api): Promise<ApiFile> {
  return fetchApiFile(
    '/api/Support/Attachment',
    { attachmentId: attachment.id },
    { client, fallbackName: attachment.name },
  );
}

export function closeTicket(ticketId: string, client: ApiClient = api): Promise<Ticket> {
  return typedApi(client).post('/api/Support/Ticket/Close', { ticketId });
}

export function rateTicket(rating: TicketRating, client: ApiClient = api): Promise<Ticket> {
  return typedApi(client).post('/api/Support/Ticket/Rate', rating);
}
