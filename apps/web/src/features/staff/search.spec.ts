import { describe, expect, it } from 'vitest';
import { validateStaffSearch } from './search';

const TICKET_ID = '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c';
const AGENT_ID = '0c6f3a52-2b7d-4e1a-9f8e-3d2c1b0a9e8f';
const NOTHING = {
  ticketId: undefined,
  view: undefined,
  groupId: undefined,
  priority: undefined,
  assigneeId: undefined,
  q: undefined,
  sort: undefined,
  page: undefined,
};

describe('validateStaffSearch', () => {
  it('keeps the ticket, view, filters, search, sort and page', () => {
    expect(
      validateStaffSearch({
        ticketId: TICKET_ID,
        view: 'pending',
        groupId: 3,
        priority: 'urgent',
        assigneeId: AGENT_ID,
        q: 'playlist',
        sort: 'activity',
        page: '2',
      }),
    ).toEqual({
      ticketId: TICKET_ID,
      view: 'pending',
      groupId: 3,
      priority: 'urgent',
      assigneeId: AGENT_ID,
      q: 'playlist',
      sort: 'activity',
      page: 2,
    });
  });

  it('drops what the console cannot use', () => {
    expect(
      validateStaffSearch({
        ticketId: '1042',
        view: 'deleted',
        groupId: 9,
        priority: 'asap',
        assigneeId: 'me',
        q: 'x'.repeat(201),
        sort: 'relevance',
        page: 0,
      }),
    ).toEqual(NOTHING);
    expect(validateStaffSearch({ q: '', groupId: '0' })).toEqual(NOTHING);
  });

  it('reads nothing from an empty address', () => {
    expect(validateStaffSearch({})).toEqual(NOTHING);
  });
});
