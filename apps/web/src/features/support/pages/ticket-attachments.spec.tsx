import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { conversation, GROUPS, newComment, newTicket, TICKET_ID, ticketList } from '../testing';

// Attachments on the customer's help desk: sent as multipart, listed on messages, downloaded with the token.

const NEW_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ATTACHMENT_ID = '3f2b1c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

function openTickets(path = '/dashboard/ticket', routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/Support/Ticket/GetTicketsByUser': () => jsonResponse(ticketList([newTicket()])),
    'GET /api/Support/Group/GetGroups': () => jsonResponse(GROUPS),
    'GET /api/Support/Ticket/GetTicketComments': () => jsonResponse(conversation()),
    ...routes,
  });
  /** The body a call was sent with, as the client handed it to fetch. */
  const sentBody = (method: string, path: string) =>
    api.fetchMock.mock.calls.find(
      ([input, init]) =>
        (init?.method ?? 'GET') === method && new URL(String(input), 'http://shop.test').pathname === path,
    )?.[1]?.body;
  return { api, sentBody, ...renderApp(path) };
}

function png(name = 'screen.png'): File {
  return new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
}

const choose = (scope: HTMLElement, ...files: File[]) =>
  fireEvent.change(within(scope).getByLabelText('Attachments (optional)'), { target: { files } });

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:shop.test/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/dashboard/ticket attachments', () => {
  it('opens a new ticket with a file as multipart: the fields as form fields, the file under files', async () => {
    const created = newTicket({ id: NEW_ID, number: 1050, subject: 'Payment failed', groupId: 3 });
    const { api, sentBody } = openTickets(undefined, {
      'POST /api/Support/Ticket': () => jsonResponse(created, 201),
      'GET /api/Support/Ticket/GetTicketComments': () => jsonResponse(conversation(created)),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New ticket' }));
    const form = await screen.findByRole('region', { name: 'New ticket' });
    await within(form).findByRole('option', { name: 'Payments' });
    fireEvent.change(within(form).getByRole('combobox', { name: /Topic/ }), { target: { value: '3' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Subject/ }), { target: { value: 'Payment failed' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Message/ }), {
      target: { value: 'See the screenshot.' },
    });
    const file = png();
    choose(form, file);
    expect(within(form).getByRole('list', { name: 'Chosen files' }).textContent).toContain('screen.png');
    fireEvent.click(within(form).getByRole('button', { name: 'Open ticket' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Ticket')).toHaveLength(1));
    const body = sentBody('POST', '/api/Support/Ticket');
    expect(body).toBeInstanceOf(FormData);
    const sent = body as FormData;
    expect(sent.get('groupId')).toBe('3');
    expect(sent.get('subject')).toBe('Payment failed');
    expect(sent.get('message')).toBe('See the screenshot.');
    expect(sent.getAll('files')).toHaveLength(1);
    expect((sent.get('files') as File).name).toBe('screen.png');
    // The browser sets multipart's Content-Type with its boundary; the bearer token still goes.
    const [call] = api.callsTo('POST', '/api/Support/Ticket');
    expect(call.headers.get('Content-Type')).toBeNull();
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Payment failed' })).toBeTruthy();
  });

  it('sends a reply with a file as multipart, and says the error text of a refused file', async () => {
    let calls = 0;
    const reply = newComment({ id: NEW_ID, message: 'Here it is.' });
    const { api, sentBody } = openTickets(`/dashboard/ticket?ticketId=${TICKET_ID}`, {
      'POST /api/Support/Ticket/SendComment': () =>
        ++calls === 1 ? errorResponse(415, 'ATTACHMENT_TYPE') : jsonResponse({ comment: reply, ticket: newTicket() }),
    });
    const box = (await screen.findByRole('textbox', { name: 'Your reply' })).closest('form') as HTMLFormElement;
    fireEvent.change(within(box).getByRole('textbox', { name: 'Your reply' }), { target: { value: 'Here it is.' } });
    choose(box, png('fake.png'));
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    expect(
      (await screen.findAllByText('Attach a PNG, JPEG or WebP picture or a PDF document.')).length,
    ).toBeGreaterThan(0);
    const first = sentBody('POST', '/api/Support/Ticket/SendComment') as FormData;
    expect(first.get('ticketId')).toBe(TICKET_ID);
    expect(first.get('message')).toBe('Here it is.');
    expect((first.get('files') as File).name).toBe('fake.png');

    fireEvent.click(within(box).getByRole('button', { name: 'Remove fake.png' }));
    fireEvent.click(within(box).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/Support/Ticket/SendComment')).toHaveLength(2));
    // Without files it is JSON as before.
    expect(api.callsTo('POST', '/api/Support/Ticket/SendComment')[1].body).toEqual({
      ticketId: TICKET_ID,
      message: 'Here it is.',
    });
  });

  it("lists a message's attachments and downloads one with the bearer token", async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { api } = openTickets(`/dashboard/ticket?ticketId=${TICKET_ID}`, {
      'GET /api/Support/Ticket/GetTicketComments': () =>
        jsonResponse(
          conversation(newTicket(), [
            newComment({
              attachments: [
                {
                  id: ATTACHMENT_ID,
                  name: 'screen.png',
                  type: 'image/png',
                  size: 245_760,
                  url: `/api/Support/Attachment?attachmentId=${ATTACHMENT_ID}`,
                },
              ],
            }),
          ]),
        ),
      'GET /api/Support/Attachment': () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="screen.png"' },
        }),
    });
    const attachment = await screen.findByTestId('attachment');
    expect(attachment.textContent).toContain('screen.png');
    expect(attachment.textContent).toContain('picture, 240 kB');
    fireEvent.click(within(attachment).getByRole('button', { name: 'Download screen.png' }));
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:shop.test/1', download: 'screen.png' }]));
    const [call] = api.callsTo('GET', '/api/Support/Attachment');
    expect(call.query.get('attachmentId')).toBe(ATTACHMENT_ID);
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');

    // The preview reuses the bytes and lets its object URL go when it is hidden (its button waits
    // while the download finishes: the file is handed over before the buttons are free again).
    const preview = within(attachment).getByRole('button', { name: 'Preview screen.png' }) as HTMLButtonElement;
    await waitFor(() => expect(preview.disabled).toBe(false));
    fireEvent.click(preview);
    expect((await within(attachment).findByRole('img', { name: 'screen.png' })).getAttribute('src')).toBe(
      'blob:shop.test/1',
    );
    expect(api.callsTo('GET', '/api/Support/Attachment')).toHaveLength(1);
    fireEvent.click(within(attachment).getByRole('button', { name: 'Hide the preview of screen.png' }));
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:shop.test/1'));
    expect(within(attachment).queryByRole('img')).toBeNull();
  });

  it('says why an attachment cannot be downloaded', async () => {
    openTickets(`/dashboard/ticket?ticketId=${TICKET_ID}`, {
      'GET /api/Support/Ticket/GetTicketComments': () =>
        jsonResponse(
          conversation(newTicket(), [
            newComment({
              attachments: [
                {
                  id: ATTACHMENT_ID,
                  name: 'bill.pdf',
                  type: 'application/pdf',
                  size: 2 * 1024 * 1024,
                  url: `/api/Support/Attachment?attachmentId=${ATTACHMENT_ID}`,
                },
              ],
            }),
          ]),
        ),
      'GET /api/Support/Attachment': () => errorResponse(404, 'ATTACHMENT_NOT_FOUND'),
    });
    const attachment = await screen.findByTestId('attachment');
    expect(attachment.textContent).toContain('PDF document, 2 MB');
    expect(within(attachment).queryByRole('button', { name: /Preview/ })).toBeNull();
    fireEvent.click(within(attachment).getByRole('button', { name: 'Download bill.pdf' }));
    expect(await screen.findByText('We cannot find this attachment.')).toBeTruthy();
  });
});
