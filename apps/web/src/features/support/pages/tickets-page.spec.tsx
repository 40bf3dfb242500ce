import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { newOrder } from '../../payment/testing';
import { conversation, GROUPS, newComment, newTicket, TICKET_ID, ticketList } from '../testing';

/** A signed-in customer on the help desk whose start-up refresh gets no answer. */
function openTickets(path = '/dashboard/ticket', routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Support/Ticket/GetTicketsByUser': () => jsonResponse(ticketList([newTicket()])),
    'GET /api/Support/Group/GetGroups': () => jsonResponse(GROUPS),
    'GET /api/Support/Ticket/GetTicketComments': () => jsonResponse(conversation()),
    ...routes,
  });
  return { api, ...renderApp(path) };
}

const NEW_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

describe('/dashboard/ticket', () => {
  it('lists my tickets with number, subject, group, status and last activity, 10 a page', async () => {
    const { api, router } = openTickets(undefined, {
      'GET /api/Support/Ticket/GetTicketsByUser': (request) =>
        jsonResponse(
          ticketList(
            request.query.get('page') === '2'
              ? [newTicket({ id: NEW_ID, number: 1001, subject: 'Older one', status: 'closed', groupKey: 'payments' })]
              : [newTicket(), newTicket({ id: NEW_ID, number: 1043, status: 'pending', subject: 'Refund' })],
            12,
          ),
        ),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Support tickets' })).toBeTruthy();
    const rows = await screen.findAllByTestId('ticket');
    expect(rows[0].textContent).toContain('#1042');
    expect(rows[0].textContent).toContain('The player does not load my playlist');
    expect(rows[0].textContent).toContain('Player');
    expect(within(rows[0]).getByTestId('ticket-status').textContent).toBe('Waiting for support');
    expect(within(rows[1]).getByTestId('ticket-status').textContent).toBe('Waiting for you');
    expect(rows[0].textContent).toContain('Last activity Nov 25, 2026');
    expect(Object.fromEntries(api.callsTo('GET', '/api/Support/Ticket/GetTicketsByUser')[0].query)).toEqual({
      page: '1',
      pageSize: '10',
    });

    const pager = screen.getByRole('navigation', { name: 'Ticket pages' });
    expect(pager.textContent).toContain('1');
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Older one')).toBeTruthy();
    expect(within(screen.getByTestId('ticket')).getByTestId('ticket-status').textContent).toBe('Closed');
    expect(router.state.location.search).toEqual({ page: 2 });
  });

  it('says when I have no ticket, and filters by status', async () => {
    const { api } = openTickets(undefined, {
      'GET /api/Support/Ticket/GetTicketsByUser': () => jsonResponse(ticketList([])),
    });
    expect((await screen.findByTestId('data-empty')).textContent).toContain('You have no tickets yet.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'pending' } });
    await waitFor(() => expect(screen.getByTestId('data-empty').textContent).toContain('No ticket has this status.'));
    expect(api.callsTo('GET', '/api/Support/Ticket/GetTicketsByUser').at(-1)?.query.get('status')).toBe('pending');
  });

  it('says when my tickets could not be loaded, and tries again', async () => {
    let calls = 0;
    openTickets(undefined, {
      'GET /api/Support/Ticket/GetTicketsByUser': () =>
        ++calls <= 2 ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse(ticketList([newTicket()])),
    });
    const alert = await screen.findByTestId('data-error');
    expect(alert.textContent).toContain('Your tickets could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'The player does not load my playlist' })).toBeTruthy();
  });

  it('opens a new ticket: checks the fields, sends them, then shows the new conversation', async () => {
    const created = newTicket({
      id: NEW_ID,
      number: 1050,
      subject: 'Payment failed',
      groupId: 3,
      groupKey: 'payments',
    });
    const { api, router } = openTickets(undefined, {
      'POST /api/Support/Ticket': () => jsonResponse(created, 201),
      'GET /api/Support/Ticket/GetTicketComments': () =>
        jsonResponse(conversation(created, [newComment({ message: 'My card was charged twice.' })])),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New ticket' }));
    const form = await screen.findByRole('region', { name: 'New ticket' });
    fireEvent.click(within(form).getByRole('button', { name: 'Open ticket' }));
    expect(within(form).getByText('Choose a topic.')).toBeTruthy();
    expect(within(form).getByText('Write a subject.')).toBeTruthy();
    expect(within(form).getByText('Write a message.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Support/Ticket')).toHaveLength(0);

    await within(form).findByRole('option', { name: 'Payments' });
    fireEvent.change(within(form).getByRole('combobox', { name: /Topic/ }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Subject/ }), { target: { value: ' Payment failed ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'My card was charged twice.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Open ticket' }));

    // The textarea holds the same words: look among the messages.
    expect(
      await within(await screen.findByRole('list', { name: 'Messages' })).findByText('My card was charged twice.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/Support/Ticket')[0].body).toEqual({
      groupId: 3,
      subject: 'Payment failed',
      message: 'My card was charged twice.',
    });
    expect(router.state.location.search).toEqual({ ticketId: NEW_ID });
    expect(screen.getByRole('heading', { level: 2, name: 'Payment failed' })).toBeTruthy();
  });

  it('names one of my orders when the ticket is about it', async () => {
    const { api } = openTickets(undefined, {
      'POST /api/Support/Ticket': () => jsonResponse(newTicket({ id: NEW_ID }), 201),
      'GET /api/Payment/Orders': () =>
        jsonResponse({ items: [newOrder({ purchaseId: 'P-order0000000042' })], total: 1 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New ticket' }));
    const form = await screen.findByRole('region', { name: 'New ticket' });
    await within(form).findByRole('option', { name: 'Payments' });
    fireEvent.change(within(form).getByRole('combobox', { name: /Topic/ }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Subject/ }), { target: { value: 'Invoice' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Message/ }), { target: { value: 'Please resend.' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'About (optional)' }), { target: { value: 'order' } });
    const order = await within(form).findByRole('option', { name: /P-order0000000042/ });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Which order' }), {
      target: { value: order.getAttribute('value') },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Open ticket' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Ticket')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/Support/Ticket')[0].body).toEqual({
      groupId: 3,
      subject: 'Invoice',
      message: 'Please resend.',
      orderId: 'P-order0000000042',
    });
    expect(Object.fromEntries(api.callsTo('GET', '/api/Payment/Orders')[0].query)).toEqual({
      page: '1',
      pageSize: '100',
    });
  });

  it('opens a conversation from the list: messages with author, role and time; a reply is sent and shown', async () => {
    const reply = newComment({ id: NEW_ID, message: 'Here is more detail.', createdAt: '2026-11-25T12:00:00.000Z' });
    const { api, router } = openTickets(undefined, {
      'GET /api/Support/Ticket/GetTicketComments': () =>
        jsonResponse(
          conversation(newTicket({ status: 'pending' }), [
            newComment(),
            newComment({
              id: '1d2e3f40-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
              authorName: 'Anna',
              authorRole: 'staff',
              message: 'Which playlist?',
              createdAt: '2026-11-25T11:00:00.000Z',
            }),
          ]),
        ),
      'POST /api/Support/Ticket/SendComment': () => jsonResponse({ comment: reply, ticket: newTicket() }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'The player does not load my playlist' }));
    const messages = await screen.findAllByTestId('message');
    expect(router.state.location.search).toEqual({ ticketId: TICKET_ID });
    expect(api.callsTo('GET', '/api/Support/Ticket/GetTicketComments')[0].query.get('ticketId')).toBe(TICKET_ID);
    expect(messages[0].textContent).toContain('You');
    expect(messages[1].textContent).toContain('Anna (Support)');
    expect(messages[1].textContent).toContain('Which playlist?');
    expect(messages[1].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T11:00:00.000Z');
    expect(screen.getByTestId('ticket-status').textContent).toBe('Waiting for you');

    fireEvent.change(screen.getByRole('textbox', { name: 'Your reply' }), {
      target: { value: 'Here is more detail.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await within(screen.getByRole('list', { name: 'Messages' })).findByText('Here is more detail.'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/Support/Ticket/SendComment')[0].body).toEqual({
      ticketId: TICKET_ID,
      message: 'Here is more detail.',
    });
    expect(screen.getByTestId('ticket-status').textContent).toBe('Waiting for support');
    expect((screen.getByRole('textbox', { name: 'Your reply' }) as HTMLTextAreaElement).value).toBe('');
  });

  it('closes the ticket, then rates it and changes the rating', async () => {
    const closed = newTicket({ status: 'closed', closedAt: '2026-11-25T13:00:00.000Z' });
    const rated = (rating: 'good' | 'bad', comment: string | null) =>
      newTicket({
        ...closed,
        rating: {
          rating,
          comment,
          ratedAt: '2026-11-25T14:00:00.000Z',
          changeableUntil: '2026-12-02T14:00:00.000Z',
        },
      });
    const { api } = openTickets(`/dashboard/ticket?ticketId=${TICKET_ID}`, {
      'POST /api/Support/Ticket/Close': () => jsonResponse(closed),
      'POST /api/Support/Ticket/Rate': (request) => {
        const body = request.body as { rating: 'good' | 'bad'; comment?: string };
        return jsonResponse(rated(body.rating, body.comment ?? null));
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(screen.getByTestId('ticket-status').textContent).toBe('Closed'));
    expect(api.callsTo('POST', '/api/Support/Ticket/Close')[0].body).toEqual({ ticketId: TICKET_ID });
    expect(screen.queryByRole('button', { name: 'Close ticket' })).toBeNull();

    const rating = screen.getByRole('form', { name: 'How did we do?' });
    fireEvent.click(within(rating).getByRole('radio', { name: 'Good' }));
    fireEvent.change(within(rating).getByRole('textbox', { name: /Comment/ }), { target: { value: 'Quick answer' } });
    fireEvent.click(within(rating).getByRole('button', { name: 'Send rating' }));
    expect((await screen.findByTestId('current-rating')).textContent).toContain('Your rating: Good');
    expect(api.callsTo('POST', '/api/Support/Ticket/Rate')[0].body).toEqual({
      ticketId: TICKET_ID,
      rating: 'good',
      comment: 'Quick answer',
    });

    fireEvent.click(within(rating).getByRole('radio', { name: 'Bad' }));
    fireEvent.click(within(rating).getByRole('button', { name: 'Change rating' }));
    await waitFor(() => expect(screen.getByTestId('current-rating').textContent).toContain('Your rating: Bad'));
    expect(api.callsTo('POST', '/api/Support/Ticket/Rate')[1].body).toMatchObject({ rating: 'bad' });
  });

  it('shows a <script> subject and message as text', async () => {
    const script = '<script>window.hacked = true</script>';
    openTickets(undefined, {
      'GET /api/Support/Ticket/GetTicketsByUser': () => jsonResponse(ticketList([newTicket({ subject: script })])),
      'GET /api/Support/Ticket/GetTicketComments': () =>
        jsonResponse(conversation(newTicket({ subject: script }), [newComment({ message: `<b>${script}</b>` })])),
    });
    fireEvent.click(await screen.findByRole('button', { name: script }));
    expect(await screen.findByRole('heading', { level: 2, name: script })).toBeTruthy();
    expect(screen.getByText(`<b>${script}</b>`)).toBeTruthy();
    expect(document.querySelector('main script, [data-testid="conversation"] b')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it("says an error code's text: another customer's ticket is not found", async () => {
    openTickets(`/dashboard/ticket?ticketId=${TICKET_ID}`, {
      'GET /api/Support/Ticket/GetTicketComments': () => errorResponse(404, 'TICKET_NOT_FOUND'),
    });
    const alert = await screen.findByTestId('data-error');
    expect(alert.textContent).toContain('The conversation could not be loaded.');
    expect(alert.textContent).toContain('We cannot find this ticket.');
  });

  it('shows a reply of support as soon as the live stream says the ticket changed', async () => {
    const encoder = new TextEncoder();
    let push: (frame: string) => void = () => undefined;
    let answered = false;
    const { api } = openTickets(`/dashboard/ticket?ticketId=${TICKET_ID}`, {
      'GET /api/Support/Ticket/Events': () =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              push = (frame) => controller.enqueue(encoder.encode(frame));
              push(': connected\n\n');
            },
          }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        ),
      'GET /api/Support/Ticket/GetTicketComments': () =>
        jsonResponse(
          conversation(newTicket({ status: answered ? 'pending' : 'open' }), [
            newComment(),
            ...(answered
              ? [newComment({ id: NEW_ID, authorRole: 'staff', authorName: 'Anna', message: 'Please restart it.' })]
              : []),
          ]),
        ),
    });
    expect(await screen.findByText('It stays on the loading screen.')).toBeTruthy();
    // The stream is asked with the session's token, for this ticket.
    await waitFor(() => expect(api.callsTo('GET', '/api/Support/Ticket/Events')).toHaveLength(1));
    const [stream] = api.callsTo('GET', '/api/Support/Ticket/Events');
    expect(stream.query.get('ticketId')).toBe(TICKET_ID);
    expect(stream.headers.get('Authorization')).toMatch(/^Bearer /);
    const asked = api.callsTo('GET', '/api/Support/Ticket/GetTicketComments').length;

    answered = true;
    push(`data: ${JSON.stringify({ type: 'ticket', ticketId: TICKET_ID, kind: 'message' })}\n\n`);
    expect(await screen.findByText('Please restart it.')).toBeTruthy();
    expect(screen.getByTestId('ticket-status').textContent).toBe('Waiting for you');
    expect(api.callsTo('GET', '/api/Support/Ticket/GetTicketComments').length).toBeGreaterThan(asked);
  });
});
