import type { Prisma } from '../generated/prisma/client';
import type { TicketPriority, TicketRatingValue, TicketStatus } from '../generated/prisma/enums';
import { groupKeyOf } from './support-groups';
import type { TicketPriorityName, TicketRatingName, TicketState } from './support.dto';
import type {
  TicketAttachmentResponse,
  TicketCommentResponse,
  TicketRatingResponse,
  TicketResponse,
} from './support.responses';

// Rows of the help desk's tables become answers here, and only here.

/** A rating can be changed for 7 days after it was first given. */
export const RATING_CHANGEABLE_MS = 7 * 24 * 3_600_000;

export const toTicketState = (status: TicketStatus) => status.toLowerCase() as TicketState;
export const fromTicketState = (state: TicketState) => state.toUpperCase() as TicketStatus;
export const toPriorityName = (priority: TicketPriority) => priority.toLowerCase() as TicketPriorityName;
export const toRatingName = (rating: TicketRatingValue) => rating.toLowerCase() as TicketRatingName;
export const fromRatingName = (rating: TicketRatingName) => rating.toUpperCase() as TicketRatingValue;

/** The columns every answer about a ticket shows, the customer's and the staff's. */
export const TICKET_COLUMNS = {
  id: true,
  number: true,
  subject: true,
  groupId: true,
  status: true,
  priority: true,
  createdAt: true,
  lastActivityAt: true,
  closedAt: true,
} as const satisfies Prisma.TicketSelect;

/** What a ticket's answer to its customer is built from. */
export const TICKET_SELECT = {
  ...TICKET_COLUMNS,
  order: { select: { purchaseId: true } },
  playerDevice: { select: { deviceId: true } },
  passId: true,
  box: { select: { serial: true } },
  rating: { select: { rating: true, comment: true, ratedAt: true, createdAt: true } },
} as const satisfies Prisma.TicketSelect;

export type TicketRow = Prisma.TicketGetPayload<{ select: typeof TICKET_SELECT }>;

export function toTicketResponse(t: TicketRow): TicketResponse {
  return {
    id: t.id,
    number: t.number,
    subject: t.subject,
    groupId: t.groupId,
    groupKey: groupKeyOf(t.groupId),
    status: toTicketState(t.status),
    priority: toPriorityName(t.priority),
    waitingForCustomer: t.status === 'PENDING',
    createdAt: t.createdAt.toISOString(),
    lastActivityAt: t.lastActivityAt.toISOString(),
    closedAt: t.closedAt?.toISOString() ?? null,
    related: {
      orderId: t.order?.purchaseId ?? null,
      deviceId: t.playerDevice?.deviceId ?? null,
      passId: t.passId,
      boxId: t.box?.serial ?? null,
    },
    rating: t.rating && toRatingResponse(t.rating),
  };
}

function toRatingResponse(r: NonNullable<TicketRow['rating']>): TicketRatingResponse {
  return {
    rating: toRatingName(r.rating),
    comment: r.comment,
    ratedAt: r.ratedAt.toISOString(),
    changeableUntil: new Date(r.createdAt.getTime() + RATING_CHANGEABLE_MS).toISOString(),
  };
}

/**
 * What a message's answer to the customer is built from: never the author's e-mail address, and
 * only ever applied to messages read with PUBLIC_MESSAGES (internal notes are not for customers).
 */
export const COMMENT_SELECT = {
  id: true,
  body: true,
  isStaff: true,
  createdAt: true,
  author: { select: { name: true, surname: true } },
  attachments: {
    select: { id: true, name: true, contentType: true, size: true },
    orderBy: { createdAt: 'asc' },
  },
} as const satisfies Prisma.TicketMessageSelect;

/** The messages a customer may read. */
export const PUBLIC_MESSAGES = { internal: false } as const satisfies Prisma.TicketMessageWhereInput;

export type CommentRow = Prisma.TicketMessageGetPayload<{ select: typeof COMMENT_SELECT }>;

export function toCommentResponse(m: CommentRow): TicketCommentResponse {
  return {
    id: m.id,
    message: m.body,
    // An agent by first name only, as help desks sign; a customer by full name.
    authorName: m.author ? (m.isStaff ? m.author.name : `${m.author.name} ${m.author.surname}`.trim()) : '',
    authorRole: m.isStaff ? 'staff' : 'customer',
    createdAt: m.createdAt.toISOString(),
    attachments: m.attachments.map(toAttachmentResponse),
  };
}

export function toAttachmentResponse(a: CommentRow['attachments'][number]): TicketAttachmentResponse {
  return {
    id: a.id,
    name: a.name,
    type: a.contentType,
    size: a.size,
    url: `/api/Support/Attachment?attachmentId=${a.id}`,
  };
}
