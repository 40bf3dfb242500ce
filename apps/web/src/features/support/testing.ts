import type { Conversation, Ticket, TicketComment, TicketGroup, TicketList } from './api';

// Fixtures for the help-desk screen tests, shaped like the API's answers.

export const TICKET_ID = '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';

export const GROUPS: TicketGroup[] = [
  { id: 1, key: 'support', name: 'Support' },
  { id: 3, key: 'payments', name: 'Payments' },
  { id: 4, key: 'player', name: 'Player' },
];

/** Ticket #1042 about the player, waiting for support. */
export function newTicket(change: Partial<Ticket> = {}): Ticket {
  return {
    id: TICKET_ID,
    number: 1042,
    subject: 'The player does not load my playlist',
    groupId: 4,
    groupKey: 'player',
    status: 'open',
    priority: 'normal',
    waitingForCustomer: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    lastActivityAt: '2026-11-25T10:00:00.000Z',
    closedAt: null,
    rating: null,
    related: { boxId: null, deviceId: null, orderId: null, passId: null },
    ...change,
  };
}

export function ticketList(tickets: Ticket[], total = tickets.length): TicketList {
  return { ticketList: tickets, totalTicket: total };
}

export function newComment(change: Partial<TicketComment> = {}): TicketComment {
  return {
    id: '0b9f4c1e-7a52-4d8e-9a43-5d1c2e6f7a80',
    authorName: 'Ada',
    authorRole: 'customer',
    createdAt: '2026-11-25T10:00:00.000Z',
    message: 'It stays on the loading screen.',
    attachments: [],
    ...change,
  };
}

export function conversation(ticket = newTicket(), comments = [newComment()]): Conversation {
  return { ticket, comments };
}
