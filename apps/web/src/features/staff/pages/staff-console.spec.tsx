import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { GROUPS } from '../../support/testing';
import type { StaffMessage } from '../api';
import {
  ANNA,
  ANNA_ID,
  BEN,
  BEN_ID,
  cannedReply,
  COUNTS,
  detail,
  message,
  OTHER_TICKET_ID,
  summary,
  THIRD_TICKET_ID,
  TICKET_ID,
} from '../testing';

const TICKETS = [
  summary(),
  summary({
    id: OTHER_TICKET_ID,
    number: 1043,
    subject: 'Refund please',
    priority: 'urgent',
    groupId: 3,
    groupKey: 'payments',
    assignee: BEN,
    firstResponseBreached: true,
    firstResponseDueAt: '2026-11-25T11:00:00.000Z',
  }),
  summary({ id: THIRD_TICKET_ID, number: 1044, subject: 'VPN is slow', status: 'pending', waitingSince: null }),
];

/** Anna, a support agent, in the console; the start-up refresh gets no answer (the stored roles stay). */
function openConsole(path = '/staff', routes: Record<string, ApiHandler> = {}) {
  signedIn({ email: ANNA.email, name: 'Anna', surname: 'Berg', roles: ['CUSTOMER', 'SUPPORT'] });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Support/Staff/Counts': () => jsonResponse(COUNTS),
    'GET /api/Support/Staff/Agents': () => jsonResponse([ANNA, BEN]),
    'GET /api/Support/Staff/Tickets': () => jsonResponse({ items: TICKETS, total: TICKETS.length }),
    'GET /api/Support/Staff/Ticket': (request) =>
      jsonResponse(detail(TICKETS.find((ticket) => ticket.id === request.query.get('ticketId')) ?? TICKETS[0])),
    'GET /api/Support/Staff/CannedReply': () => jsonResponse([cannedReply()]),
    'GET /api/Support/Group/GetGroups': () => jsonResponse(GROUPS),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

// Reply drafts live in the tab's session storage.
afterEach(() => sessionStorage.clear());

const press = (key: string, target: Element = document.body) => fireEvent.keyDown(target, { key });

describe('/staff', () => {
  it('shows the views with their counts and my unsolved tickets with customer, assignee, waiting and due times', async () => {
    const { api } = openConsole();
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff console' })).toBeTruthy();
    const views = await screen.findByRole('navigation', { name: 'Views' });
    await waitFor(() => expect(within(views).getByTestId('view-mine').textContent).toBe('My tickets3'));
    expect(within(views).getByTestId('view-unassigned').textContent).toBe('Unassigned7');
    expect(within(views).getByTestId('view-open').textContent).toBe('All open12');
    expect(within(views).getByTestId('view-pending').textContent).toBe('Pending4');
    expect(within(views).getByTestId('view-closed').textContent).toBe('Closed250');
    expect(within(views).getByTestId('view-mine').getAttribute('aria-current')).toBe('true');
    expect(within(views).getByTestId('breached-count').textContent).toContain('2 overdue');

    const rows = await screen.findAllByTestId('staff-ticket');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('#1042');
    expect(rows[0].textContent).toContain('The player does not load my playlist');
    expect(rows[0].textContent).toContain('Ada Lovelace · ada@example.com');
    expect(rows[0].textContent).toContain('Unassigned');
    expect(rows[0].textContent).toContain('Waiting since Nov 25, 2026');
    expect(within(rows[0]).getByTestId('ticket-status').textContent).toBe('Open');
    expect(within(rows[0]).getByTestId('ticket-priority').textContent).toBe('Normal');
    expect(within(rows[0]).getByTestId('due').textContent).toContain('First response due Nov 26, 2026');
    expect(within(rows[0]).getByTestId('due').textContent).not.toContain('Overdue');
    expect(rows[1].textContent).toContain('Ben Cole');
    expect(within(rows[1]).getByTestId('due').textContent).toContain('Overdue');
    expect(within(rows[1]).getByTestId('ticket-priority').textContent).toContain('Urgent');

    // Mine: the open or pending tickets assigned to me, by due time.
    await waitFor(() => expect(api.callsTo('GET', '/api/Support/Staff/Tickets').length).toBeGreaterThan(0));
    expect(Object.fromEntries(api.callsTo('GET', '/api/Support/Staff/Tickets')[0].query)).toEqual({
      status: 'unsolved',
      assigneeId: ANNA_ID,
      sort: 'due',
      page: '1',
      pageSize: '10',
    });
  });

  it('switches views and filters through the address, and searches', async () => {
    const { api, router } = openConsole();
    fireEvent.click(await screen.findByTestId('view-unassigned'));
    await waitFor(() => expect(router.state.location.search).toEqual({ view: 'unassigned' }));
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/api/Support/Staff/Tickets').at(-1)!.query)).toMatchObject({
        status: 'unsolved',
        unassigned: 'true',
      }),
    );
    fireEvent.click(screen.getByTestId('view-pending'));
    fireEvent.change(await screen.findByRole('combobox', { name: 'Priority' }), { target: { value: 'urgent' } });
    await screen.findByRole('option', { name: 'Payments' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Group' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'activity' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: ' playlist ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        view: 'pending',
        priority: 'urgent',
        groupId: 3,
        sort: 'activity',
        q: 'playlist',
      }),
    );
    // A search looks through every ticket, whatever the view (no status), keeping the other filters.
    await waitFor(() =>
      expect(Object.fromEntries(api.callsTo('GET', '/api/Support/Staff/Tickets').at(-1)!.query)).toEqual({
        priority: 'urgent',
        groupId: '3',
        sort: 'activity',
        q: 'playlist',
        page: '1',
        pageSize: '10',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Tickets · Search results for “playlist”' })).toBeTruthy();
    expect(screen.getByTestId('view-pending').getAttribute('aria-current')).toBeNull();
    // Choosing a view ends the search.
    fireEvent.click(screen.getByTestId('view-closed'));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        view: 'closed',
        priority: 'urgent',
        groupId: 3,
        sort: 'activity',
      }),
    );
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/Support/Staff/Tickets').at(-1)!.query.get('status')).toBe('closed'),
    );
  });

  it('opens a ticket from the list: messages with internal notes set apart, the customer, the history', async () => {
    const { api, router } = openConsole('/staff', {
      'GET /api/Support/Staff/Ticket': () =>
        jsonResponse(
          detail(summary(), [
            message(),
            message({
              id: '6c2f9ab8-8b3d-4e7a-9f4e-9d8c7b6a5f4e',
              author: BEN,
              authorRole: 'staff',
              internal: true,
              message: 'Probably the M3U is too large.',
            }),
          ]),
        ),
    });
    fireEvent.click((await screen.findAllByTestId('staff-ticket'))[0]);
    const conversation = await screen.findByTestId('staff-conversation');
    expect(router.state.location.search).toEqual({ ticketId: TICKET_ID });
    expect(api.callsTo('GET', '/api/Support/Staff/Ticket')[0].query.get('ticketId')).toBe(TICKET_ID);
    // Opened from the list, the ticket takes the focus (and the screen where the columns stack).
    const heading = within(conversation).getByRole('heading', {
      level: 2,
      name: 'The player does not load my playlist',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const messages = within(conversation).getAllByTestId('staff-message');
    expect(messages[0].textContent).toContain('Ada Lovelace');
    expect(messages[0].textContent).not.toContain('Internal note');
    expect(messages[1].textContent).toContain('Internal note');
    expect(messages[1].className).toContain('staff-message--internal');
    expect(messages[1].className).not.toBe(messages[0].className);
    const context = within(conversation).getByTestId('customer-context');
    expect(context.textContent).toContain('Living room TV');
    expect(context.textContent).toContain('Travel');
    expect(context.textContent).toContain('ends Jan 1, 2027');
    expect(context.textContent).toContain('P-order0000000042');
    expect(within(conversation).getByTestId('ticket-history').textContent).toContain('opened the ticket');
    expect(screen.getAllByTestId('staff-ticket')[0].getAttribute('aria-current')).toBe('true');
  });

  /** The console on ticket #1042, whose server keeps what is sent. */
  function openWithReplies() {
    const sent: StaffMessage[] = [];
    return openConsole(`/staff?ticketId=${TICKET_ID}`, {
      'GET /api/Support/Staff/Ticket': () => jsonResponse(detail(summary(), [message(), ...sent])),
      'POST /api/Support/Staff/Reply': (request) => {
        // A multipart body (files) is not parsed by the fake: its test reads the FormData itself.
        const body = (request.body ?? { message: '', internal: true }) as {
          message: string;
          internal: boolean;
          status?: 'pending';
        };
        const reply = message({
          id: crypto.randomUUID(),
          author: ANNA,
          authorRole: 'staff',
          internal: body.internal,
          message: body.message,
        });
        sent.push(reply);
        return jsonResponse({ message: reply, ticket: { ...detail().ticket, status: body.status ?? 'open' } });
      },
    });
  }

  it('sends a public reply, then one that sets the ticket pending', async () => {
    const { api } = openWithReplies();
    const box = await screen.findByRole('textbox', { name: 'Reply to the customer' });
    fireEvent.change(box, { target: { value: 'Which playlist?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Staff/Reply')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Support/Staff/Reply')[0].body).toEqual({
      ticketId: TICKET_ID,
      message: 'Which playlist?',
      internal: false,
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    fireEvent.change(box, { target: { value: 'Please send the playlist link.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and set pending' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Staff/Reply')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/Support/Staff/Reply')[1].body).toEqual({
      ticketId: TICKET_ID,
      message: 'Please send the playlist link.',
      internal: false,
      status: 'pending',
    });
  });

  it('sends an internal note, shown as a note', async () => {
    const { api } = openWithReplies();
    fireEvent.click(await screen.findByRole('radio', { name: 'Internal note' }));
    const note = screen.getByRole('textbox', { name: 'Internal note (staff only)' });
    fireEvent.change(note, { target: { value: 'Customer is on a slow line.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Staff/Reply')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Support/Staff/Reply')[0].body).toEqual({
      ticketId: TICKET_ID,
      message: 'Customer is on a slow line.',
      internal: true,
    });
    const shown = await within(screen.getByRole('list', { name: 'Conversation' })).findByText(
      'Customer is on a slow line.',
    );
    expect(shown.closest('[data-testid="staff-message"]')?.textContent).toContain('Internal note');
  });

  it('sends a note with a file as multipart, internal as a form field', async () => {
    const { api } = openWithReplies();
    fireEvent.click(await screen.findByRole('radio', { name: 'Internal note' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Internal note (staff only)' }), {
      target: { value: 'Screenshot of the error.' },
    });
    const screenshot = new File(['png'], 'screen.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Attachments (optional)'), { target: { files: [screenshot] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Staff/Reply')).toHaveLength(1));
    const [, init] = api.fetchMock.mock.calls.find(([input]) => String(input).includes('/Staff/Reply')) ?? [];
    const form = init?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('ticketId')).toBe(TICKET_ID);
    expect(form.get('message')).toBe('Screenshot of the error.');
    expect(form.get('internal')).toBe('true');
    expect((form.get('files') as File).name).toBe('screen.png');
  });

  it('says an empty reply needs words, without a call', async () => {
    const { api } = openConsole(`/staff?ticketId=${TICKET_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Send and close' }));
    expect(await screen.findByText('Write a message.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Support/Staff/Reply')).toHaveLength(0);
  });

  it("inserts a canned reply in the customer's language with #name#, #ticket# and #agent# filled in", async () => {
    openConsole(`/staff?ticketId=${TICKET_ID}`);
    const picker = await screen.findByRole('combobox', { name: 'Canned reply' });
    const option = await within(picker).findByRole('option', { name: 'Begrüßung' });
    fireEvent.change(picker, { target: { value: option.getAttribute('value') } });
    const box = screen.getByRole('textbox', { name: 'Reply to the customer' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Hallo Ada, zu #1042: hier ist Anna.');
  });

  it("falls back to the English text when there is none in the customer's language", async () => {
    openConsole(`/staff?ticketId=${TICKET_ID}`, {
      'GET /api/Support/Staff/Ticket': () => jsonResponse(detail(summary(), [message()], 'ru')),
    });
    const picker = await screen.findByRole('combobox', { name: 'Canned reply' });
    const option = await within(picker).findByRole('option', { name: 'Greeting' });
    fireEvent.change(picker, { target: { value: option.getAttribute('value') } });
    expect((screen.getByRole('textbox', { name: 'Reply to the customer' }) as HTMLTextAreaElement).value).toBe(
      'Hello Ada, about #1042: Anna here.',
    );
  });

  it('assigns the ticket to me and changes its priority', async () => {
    const { api } = openConsole(`/staff?ticketId=${TICKET_ID}`, {
      'PUT /api/Support/Staff/Ticket': (request) => {
        const body = request.body as { assigneeId?: string; priority?: 'high' };
        return jsonResponse({
          ...detail().ticket,
          assignee: body.assigneeId ? ANNA : null,
          priority: body.priority ?? 'normal',
        });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to me' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Support/Staff/Ticket')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Support/Staff/Ticket')[0].body).toEqual({
      ticketId: TICKET_ID,
      assigneeId: ANNA_ID,
    });
    const settings = screen.getByRole('region', { name: 'Ticket settings' });
    fireEvent.change(within(settings).getByRole('combobox', { name: 'Priority' }), { target: { value: 'high' } });
    await waitFor(() => expect(api.callsTo('PUT', '/api/Support/Staff/Ticket')).toHaveLength(2));
    expect(api.callsTo('PUT', '/api/Support/Staff/Ticket')[1].body).toEqual({ ticketId: TICKET_ID, priority: 'high' });
  });

  it('walks the list with j and k, focuses the reply box with r and n, lists the keys with ?', async () => {
    const { router } = openConsole();
    await screen.findAllByTestId('staff-ticket');
    press('j');
    await waitFor(() => expect(router.state.location.search).toEqual({ ticketId: TICKET_ID }));
    press('j');
    await waitFor(() => expect(router.state.location.search).toEqual({ ticketId: OTHER_TICKET_ID }));
    press('j');
    await waitFor(() => expect(router.state.location.search).toEqual({ ticketId: THIRD_TICKET_ID }));
    press('j');
    press('k');
    await waitFor(() => expect(router.state.location.search).toEqual({ ticketId: OTHER_TICKET_ID }));

    await screen.findByRole('heading', { level: 2, name: 'Refund please' });
    press('n');
    const note = screen.getByRole('textbox', { name: 'Internal note (staff only)' });
    expect(document.activeElement).toBe(note);
    // Typed into the box, j is a letter.
    press('j', note);
    expect(router.state.location.search).toEqual({ ticketId: OTHER_TICKET_ID });
    note.blur();
    press('r');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reply to the customer' }));

    // A half-written reply waits for me while I look at another ticket.
    fireEvent.change(screen.getByRole('textbox', { name: 'Reply to the customer' }), {
      target: { value: 'Half written' },
    });
    (document.activeElement as HTMLElement).blur();
    press('j');
    await screen.findByRole('heading', { level: 2, name: 'VPN is slow' });
    expect((screen.getByRole('textbox', { name: 'Reply to the customer' }) as HTMLTextAreaElement).value).toBe('');
    press('k');
    await screen.findByRole('heading', { level: 2, name: 'Refund please' });
    expect((screen.getByRole('textbox', { name: 'Reply to the customer' }) as HTMLTextAreaElement).value).toBe(
      'Half written',
    );

    press('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Next ticket in the list');
    expect(dialog.textContent).toContain('Write an internal note');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates a canned reply in two languages', async () => {
    const { api } = openConsole('/staff', {
      'POST /api/Support/Staff/CannedReply': () => jsonResponse(cannedReply(), 201),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Canned replies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canned replies' });
    expect(await within(dialog).findByText('Greeting')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'New canned reply' }));
    const english = within(dialog).getByRole('group', { name: 'English' });
    fireEvent.change(within(english).getByRole('textbox', { name: 'Title' }), { target: { value: 'Thanks' } });
    fireEvent.change(within(english).getByRole('textbox', { name: 'Text' }), { target: { value: 'Thanks #name#!' } });
    const italian = within(dialog).getByRole('group', { name: 'Italian' });
    fireEvent.change(within(italian).getByRole('textbox', { name: 'Title' }), { target: { value: 'Grazie' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Each language needs both a title and a text, or neither.')).toBeTruthy();
    fireEvent.change(within(italian).getByRole('textbox', { name: 'Text' }), { target: { value: 'Grazie #name#!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Staff/CannedReply')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Support/Staff/CannedReply')[0].body).toEqual({
      texts: [
        { language: 'en', title: 'Thanks', text: 'Thanks #name#!' },
        { language: 'it', title: 'Grazie', text: 'Grazie #name#!' },
      ],
    });
  });

  it('edits a canned reply and deletes one after asking', async () => {
    const reply = cannedReply();
    const { api } = openConsole('/staff', {
      'PUT /api/Support/Staff/CannedReply': () => jsonResponse(reply),
      'DELETE /api/Support/Staff/CannedReply': () => jsonResponse(reply),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Canned replies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Canned replies' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Edit: Greeting' }));
    const english = within(dialog).getByRole('group', { name: 'English' });
    expect((within(english).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Greeting');
    fireEvent.change(within(english).getByRole('textbox', { name: 'Title' }), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/Support/Staff/CannedReply')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/Support/Staff/CannedReply')[0].body).toEqual({
      cannedReplyId: reply.id,
      texts: [
        { language: 'de', title: 'Begrüßung', text: 'Hallo #name#, zu #ticket#: hier ist #agent#.' },
        { language: 'en', title: 'Hello', text: 'Hello #name#, about #ticket#: #agent# here.' },
      ],
    });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete: Greeting' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this canned reply?' });
    expect(confirm.textContent).toContain('“Greeting” is deleted for every agent.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/Support/Staff/CannedReply')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/Support/Staff/CannedReply')[0].query.get('cannedReplyId')).toBe(reply.id);
  });

  it('says when the tickets could not be loaded, and when the view is empty', { timeout: 15000 }, async () => {
    let calls = 0;
    openConsole('/staff?view=closed', {
      'GET /api/Support/Staff/Tickets': () =>
        ++calls <= 2 ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse({ items: [], total: 0 }),
    });
    const alert = await screen.findByTestId('data-error');
    expect(alert.textContent).toContain('The tickets could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('data-empty')).textContent).toContain('No ticket in this view.');
  });

  it('says so when the mine view cannot be asked because the agents could not be loaded', async () => {
    const { api } = openConsole('/staff', {
      'GET /api/Support/Staff/Agents': () => errorResponse(500, 'INTERNAL_ERROR'),
    });
    const alert = await screen.findByTestId('data-error');
    expect(alert.textContent).toContain('The tickets could not be loaded.');
    expect(api.callsTo('GET', '/api/Support/Staff/Tickets')).toHaveLength(0);
  });

  it('speaks Arabic right to left, the group names too', async () => {
    await act(() => changeLanguage('sa'));
    try {
      openConsole();
      expect(await screen.findByRole('heading', { level: 1, name: 'لوحة فريق الدعم' })).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
      expect((await screen.findByTestId('view-unassigned')).textContent).toContain('غير مُسندة');
      const rows = await screen.findAllByTestId('staff-ticket');
      expect(within(rows[0]).getByTestId('ticket-status').textContent).toBe('مفتوحة');
      expect(rows[1].textContent).toContain('متأخرة');
      expect(rows[0].textContent).toContain('المشغّل');
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('is not there for a customer: no console, no staff call', async () => {
    signedIn({ roles: ['CUSTOMER'] });
    const api = stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')) });
    renderApp('/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByTestId('staff-console')).toBeNull();
    expect(api.requests.filter((request) => request.path.startsWith('/api/Support/Staff'))).toHaveLength(0);
  });

  it('follows the staff stream: a changed ticket is asked again at once, and who else is on it shows', async () => {
    const encoder = new TextEncoder();
    let push: (event: unknown) => void = () => undefined;
    let answered = false;
    const { api } = openConsole(`/staff?ticketId=${TICKET_ID}`, {
      'GET /api/Support/Staff/Events': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (event) => controller.enqueue(encoder.encode(`data: ${JSON.stringify(event)}\n\n`));
              controller.enqueue(encoder.encode(': connected\n\n'));
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
      'GET /api/Support/Staff/Ticket': () =>
        jsonResponse(
          detail(summary(), [
            message(),
            ...(answered ? [message({ id: BEN_ID, message: 'Customer wrote again.' })] : []),
          ]),
        ),
      'POST /api/Support/Staff/Presence': () => jsonResponse({ ok: true }),
    });
    const panel = await screen.findByTestId('staff-conversation');
    await waitFor(() => expect(api.callsTo('GET', '/api/Support/Staff/Events')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/Support/Staff/Events')[0].headers.get('Authorization')).toMatch(/^Bearer /);

    // I am viewing the ticket; once the reply box has text, replying.
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/Support/Staff/Presence').map((call) => call.body)).toContainEqual({
        ticketId: TICKET_ID,
        state: 'viewing',
      }),
    );
    fireEvent.change(within(panel).getByTestId('reply-text'), { target: { value: 'Hello' } });
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/Support/Staff/Presence').at(-1)?.body).toEqual({
        ticketId: TICKET_ID,
        state: 'replying',
      }),
    );

    // Ben answers on another screen: his presence shows (mine does not), and the new message arrives.
    act(() =>
      push({
        type: 'presence',
        ticketId: TICKET_ID,
        agents: [
          { id: ANNA_ID, name: 'Anna', state: 'replying' },
          { id: BEN_ID, name: 'Ben', state: 'replying' },
        ],
      }),
    );
    await waitFor(() => expect(within(panel).getByTestId('presence').textContent).toBe('✎ Ben is replying'));
    answered = true;
    act(() => push({ type: 'ticket', ticketId: TICKET_ID, kind: 'message', internal: false }));
    expect(await within(panel).findByText('Customer wrote again.')).toBeTruthy();
  });

  it("says which of the customer's items the ticket is about: a pass by its code", async () => {
    const withPass = detail();
    withPass.ticket.related = { ...withPass.ticket.related, passId: withPass.customer.passes[0].id };
    openConsole(`/staff?ticketId=${TICKET_ID}`, { 'GET /api/Support/Staff/Ticket': () => jsonResponse(withPass) });
    expect((await screen.findByTestId('ticket-about')).textContent).toBe('About: VPN pass PASS-7');
  });
});
