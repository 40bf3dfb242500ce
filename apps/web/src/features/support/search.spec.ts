import { describe, expect, it } from 'vitest';
import { validateTicketSearch } from './search';

const TICKET_ID = '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';

describe('validateTicketSearch', () => {
  it('keeps a ticket id, a page and a status', () => {
    expect(validateTicketSearch({ ticketId: TICKET_ID, page: 3, status: 'pending' })).toEqual({
      ticketId: TICKET_ID,
      page: 3,
      status: 'pending',
    });
  });

  it('drops what cannot be a ticket id, a page or a status', () => {
    expect(validateTicketSearch({ ticketId: '1042', page: 0, status: 'deleted' })).toEqual({
      ticketId: undefined,
      page: undefined,
      status: undefined,
    });
    expect(validateTicketSearch({ ticketId: `${TICKET_ID}x`, page: '2' })).toEqual({
      ticketId: undefined,
      page: 2,
      status: undefined,
    });
  });

  it('reads nothing from an empty address', () => {
    expect(validateTicketSearch({})).toEqual({ ticketId: undefined, page: undefined, status: undefined });
  });
});
