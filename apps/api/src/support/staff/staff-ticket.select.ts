import type { Prisma } from '../../generated/prisma/client';
import { TICKET_COLUMNS } from '../support.mapper';

// What the staff console reads of a ticket (Prisma selects shared by the service and the mapper).

const PERSON = { select: { id: true, name: true, surname: true, email: true } } as const;

export const STAFF_TICKET_SELECT = {
  ...TICKET_COLUMNS,
  waitingSince: true,
  firstResponseDueAt: true,
  firstRespondedAt: true,
  user: PERSON,
  assignee: PERSON,
  order: { select: { purchaseId: true } },
  playerDevice: { select: { deviceId: true } },
  passId: true,
  box: { select: { serial: true } },
} as const satisfies Prisma.TicketSelect;

export type StaffTicketRecord = Prisma.TicketGetPayload<{ select: typeof STAFF_TICKET_SELECT }>;

export const STAFF_MESSAGE_SELECT = {
  id: true,
  body: true,
  internal: true,
  isStaff: true,
  createdAt: true,
  author: PERSON,
  attachments: { select: { id: true, name: true, contentType: true, size: true }, orderBy: { createdAt: 'asc' } },
} as const satisfies Prisma.TicketMessageSelect;

export type StaffMessageRecord = Prisma.TicketMessageGetPayload<{ select: typeof STAFF_MESSAGE_SELECT }>;

export const TICKET_EVENT_SELECT = {
  id: true,
  action: true,
  before: true,
  after: true,
  createdAt: true,
  actor: PERSON,
} as const satisfies Prisma.TicketEventSelect;

export type TicketEventRecord = Prisma.TicketEventGetPayload<{ select: typeof TICKET_EVENT_SELECT }>;

/** The customer's context beside the conversation: account, devices and licences, passes, boxes, last orders. */
export const CUSTOMER_CONTEXT_SELECT = {
  id: true,
  name: true,
  surname: true,
  email: true,
  createdAt: true,
  country: true,
  language: true,
  isReseller: true,
  tfaEnabled: true,
  playerDevices: {
    select: {
      deviceId: true,
      platform: true,
      description: true,
      licences: {
        select: { platform: true, source: true, since: true, lifetime: true, endsAt: true },
        orderBy: { since: 'asc' },
      },
    },
    orderBy: { createdAt: 'asc' },
  },
  vpnPasses: {
    select: { id: true, code: true, description: true, startsAt: true, endsAt: true },
    orderBy: { endsAt: 'desc' },
  },
  vpnBoxes: {
    select: {
      serial: true,
      pairedAt: true,
      subscriptions: { select: { endsAt: true }, orderBy: { endsAt: 'desc' }, take: 1 },
    },
    orderBy: { createdAt: 'asc' },
  },
  orders: {
    select: { purchaseId: true, status: true, totalCents: true, currency: true, createdAt: true },
    orderBy: { createdAt: 'desc' },
    take: 10,
  },
} as const satisfies Prisma.UserSelect;

export type CustomerContextRecord = Prisma.UserGetPayload<{ select: typeof CUSTOMER_CONTEXT_SELECT }>;
