import type { Agent, CannedReply, StaffCounts, StaffMessage, StaffTicketDetail, StaffTicketSummary } from './api';

// Fixtures for the console's screen tests, shaped like the API's answers.

export const TICKET_ID = '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';
export const OTHER_TICKET_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
export const THIRD_TICKET_ID = '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
export const ANNA_ID = '0c6f3a52-2b7d-4e1a-9f8e-3d2c1b0a9e8f';
export const BEN_ID = '1d7a4b63-3c8e-4f2b-8a9f-4e3d2c1b0a9f';

export const ANNA: Agent = {
  id: ANNA_ID,
  email: 'anna@nova.test',
  name: 'Anna',
  surname: 'Berg',
  roles: ['SUPPORT'],
};
export const BEN: Agent = { id: BEN_ID, email: 'ben@nova.test', name: 'Ben', surname: 'Cole', roles: ['ADMIN'] };

export const CUSTOMER = {
  id: '2e8b5c74-4d9f-4a3c-9b0a-5f4e3d2c1b0a',
  email: 'ada@example.com',
  name: 'Ada',
  surname: 'Lovelace',
};

export const COUNTS: StaffCounts = { mine: 3, unassigned: 7, open: 12, pending: 4, closed: 250, breached: 2 };

/** Ticket #1042 about the player, waiting for support, nobody assigned. */
export function summary(change: Partial<StaffTicketSummary> = {}): StaffTicketSummary {
  return {
    id: TICKET_ID,
    number: 1042,
    subject: 'The player does not load my playlist',
    groupId: 4,
    groupKey: 'player',
    status: 'open',
    priority: 'normal',
    customer: CUSTOMER,
    assignee: null,
    createdAt: '2026-11-25T10:00:00.000Z',
    lastActivityAt: '2026-11-25T10:00:00.000Z',
    closedAt: null,
    waitingSince: '2026-11-25T10:00:00.000Z',
    firstRespondedAt: null,
    firstResponseDueAt: '2026-11-26T10:00:00.000Z',
    firstResponseBreached: false,
    ...change,
  };
}

export function message(change: Partial<StaffMessage> = {}): StaffMessage {
  return {
    id: '0b9f4c1e-7a52-4d8e-9a43-5d1c2e6f7a80',
    author: CUSTOMER,
    authorRole: 'customer',
    internal: false,
    createdAt: '2026-11-25T10:00:00.000Z',
    message: 'It stays on the loading screen.',
    attachments: [],
    ...change,
  };
}

export function detail(ticket = summary(), messages = [message()], language = 'de'): StaffTicketDetail {
  return {
    ticket: { ...ticket, related: { boxId: null, deviceId: null, orderId: null, passId: null } },
    messages,
    history: [
      {
        id: '3f9c6d85-5e0a-4b4d-8c1b-6a5f4e3d2c1b',
        action: 'created',
        actor: CUSTOMER,
        before: null,
        after: null,
        createdAt: ticket.createdAt,
      },
    ],
    customer: {
      account: CUSTOMER,
      createdAt: '2025-01-10T09:00:00.000Z',
      country: 'DE',
      language,
      isReseller: false,
      tfa: true,
      devices: [
        {
          deviceId: 'a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
          description: 'Living room TV',
          platform: 'android',
          licences: [
            {
              platform: 'android',
              source: 'purchase',
              lifetime: true,
              since: '2025-02-01T00:00:00.000Z',
              endsAt: null,
            },
          ],
        },
      ],
      passes: [
        {
          id: '4a0d7e96-6f1b-4c5e-9d2c-7b6a5f4e3d2c',
          code: 'PASS-7',
          description: 'Travel',
          startsAt: '2026-01-01T00:00:00.000Z',
          endsAt: '2027-01-01T00:00:00.000Z',
        },
      ],
      boxes: [],
      orders: [
        {
          purchaseId: 'P-order0000000042',
          createdAt: '2026-10-01T12:00:00.000Z',
          status: 'paid',
          totalCents: 2999,
          currency: 'EUR',
        },
      ],
    },
  };
}

export function cannedReply(change: Partial<CannedReply> = {}): CannedReply {
  return {
    id: '5b1e8fa7-7a2c-4d6f-8e3d-8c7b6a5f4e3d',
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-01T00:00:00.000Z',
    texts: [
      { language: 'en', title: 'Greeting', text: 'Hello #name#, about #ticket#: #agent# here.' },
      { language: 'de', title: 'Begrüßung', text: 'Hallo #name#, zu #ticket#: hier ist #agent#.' },
    ],
    ...change,
  };
}
