import type { SessionListResponse, SessionResponse, UserProfileResponse } from '../../../lib/api-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, loginAnswer, renderApp, signedIn, stubApi, type ApiHandler } from '../testing';

function session(change: Partial<SessionResponse> = {}): SessionResponse {
  return {
    id: 's-this',
    browser: 'Firefox 126',
    os: 'Windows 10',
    deviceType: 'desktop',
    device: null,
    ip: '203.0.113.10',
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    current: true,
    ...change,
  };
}

const THIS = session();
const PHONE = session({
  id: 's-phone',
  browser: 'Safari 17',
  os: 'iOS 17.4',
  deviceType: 'mobile',
  device: 'Apple iPhone',
  ip: '198.51.100.20',
  lastUsedAt: new Date(Date.now() - 2 * 3600_000).toISOString(),
  current: false,
});
const TABLET = session({
  id: 's-tablet',
  browser: null,
  os: null,
  deviceType: 'tablet',
  ip: null,
  lastUsedAt: new Date(Date.now() - 26 * 3600_000).toISOString(),
  current: false,
});

const list = (...items: SessionResponse[]): SessionListResponse => ({ items, total: items.length });

function me(): UserProfileResponse {
  const { token: _token, ...profile } = loginAnswer();
  return profile;
}

function openProfile(routes: Record<string, ApiHandler>) {
  signedIn();
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/User/Me': () => jsonResponse(me()),
    ...routes,
  });
  return { api, ...renderApp('/dashboard/settings/profile') };
}

const sessionItems = async () => {
  const section = within(await screen.findByTestId('session-list'));
  return section.findAllByTestId('session');
};

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:shop.test/1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("where you're logged in (issue 21)", () => {
  it('lists the sessions with browser, device, address and last use, this one marked and not endable', async () => {
    openProfile({ 'GET /api/User/Sessions': () => jsonResponse(list(THIS, PHONE, TABLET)) });
    const items = await sessionItems();
    expect(items).toHaveLength(3);
    const [mine, phone, tablet] = items.map((item) => within(item));

    expect(mine.getByText('Firefox 126 on Windows 10')).toBeTruthy();
    expect(mine.getByTestId('session-current').textContent).toBe('This device');
    expect(mine.getByText('Computer')).toBeTruthy();
    expect(mine.getByText('203.0.113.10')).toBeTruthy();
    expect(mine.getByText('5 minutes ago')).toBeTruthy();
    expect(mine.queryByRole('button', { name: /End/ })).toBeNull();

    expect(phone.getByText('Safari 17 on iOS 17.4')).toBeTruthy();
    expect(phone.getByText('Apple iPhone')).toBeTruthy();
    expect(phone.getByText('2 hours ago')).toBeTruthy();
    expect(phone.queryByTestId('session-current')).toBeNull();

    expect(tablet.getByText('Unknown browser')).toBeTruthy();
    expect(tablet.getByText('Tablet')).toBeTruthy();
    expect(tablet.getByText('Unknown')).toBeTruthy();
    expect(tablet.getByText('yesterday')).toBeTruthy();
  });

  it('ends one session after a confirmation with DELETE Sessions and shows the sessions left', async () => {
    const { api } = openProfile({
      'GET /api/User/Sessions': () => jsonResponse(list(THIS, PHONE, TABLET)),
      'DELETE /api/User/Sessions': () => jsonResponse(list(THIS, TABLET)),
    });
    const [, phone] = await sessionItems();
    fireEvent.click(
      within(phone).getByRole('button', { name: 'End the session of Safari 17 on iOS 17.4 (Apple iPhone)' }),
    );

    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('End this session?')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/User/Sessions')).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'End' }));

    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2));
    const [call] = api.callsTo('DELETE', '/api/User/Sessions');
    expect(call.query.get('sessionId')).toBe('s-phone');
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(screen.queryByText('Safari 17 on iOS 17.4')).toBeNull();
    expect(await screen.findByText('The session is ended.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancelling the confirmation ends nothing', async () => {
    const { api } = openProfile({ 'GET /api/User/Sessions': () => jsonResponse(list(THIS, PHONE)) });
    const [, phone] = await sessionItems();
    fireEvent.click(within(phone).getByTestId('session-end'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', '/api/User/Sessions')).toHaveLength(0);
    expect(screen.getAllByTestId('session')).toHaveLength(2);
  });

  it('logs out everywhere else with DELETE Sessions/Others', async () => {
    const { api } = openProfile({
      'GET /api/User/Sessions': () => jsonResponse(list(THIS, PHONE, TABLET)),
      'DELETE /api/User/Sessions/Others': () => jsonResponse(list(THIS)),
    });
    await sessionItems();
    fireEvent.click(screen.getByTestId('sessions-end-others'));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Every other device and browser (2) will be logged out at once. This one stays logged in.'),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Log out everywhere else' }));

    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(api.callsTo('DELETE', '/api/User/Sessions/Others')).toHaveLength(1);
    expect(await screen.findByText('You are logged out everywhere else.')).toBeTruthy();
    expect(screen.getByText('Only this device is logged in.')).toBeTruthy();
    expect(screen.queryByTestId('sessions-end-others')).toBeNull();
  });

  it('says why a session could not be ended and reloads the list when it was gone already', async () => {
    let lists = 0;
    const { api } = openProfile({
      'GET /api/User/Sessions': () => jsonResponse(++lists === 1 ? list(THIS, PHONE) : list(THIS)),
      'DELETE /api/User/Sessions': () => errorResponse(404, 'SESSION_NOT_FOUND'),
    });
    const [, phone] = await sessionItems();
    fireEvent.click(within(phone).getByTestId('session-end'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'End' }));
    expect(await screen.findByText('This session has already ended or is not one of yours.')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(1));
    expect(api.callsTo('GET', '/api/User/Sessions')).toHaveLength(2);
  });

  it('shows loading, then an error with a retry that loads the list', async () => {
    let answer: () => Response = () => errorResponse(500, 'INTERNAL_ERROR');
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    openProfile({ 'GET /api/User/Sessions': async () => (await first, answer()) });
    expect(await screen.findByText("Loading where you're logged in…")).toBeTruthy();
    release();
    const error = within(await screen.findByTestId('data-error'));
    answer = () => jsonResponse(list(THIS));
    fireEvent.click(error.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Only this device is logged in.')).toBeTruthy();
    expect(screen.getAllByTestId('session')).toHaveLength(1);
  });

  it('shows the empty state when no session is listed', async () => {
    openProfile({ 'GET /api/User/Sessions': () => jsonResponse(list()) });
    expect(await screen.findByText('No device is logged in.')).toBeTruthy();
  });
});

describe('download my data (issue 21)', () => {
  it('downloads the export with the bearer token and saves it under the name the server gives', async () => {
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    const { api } = openProfile({
      'GET /api/User/Sessions': () => jsonResponse(list(THIS)),
      'GET /api/User/Export': () =>
        new Response('{"format":{"name":"shop-account-export","version":1}}', {
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Content-Disposition': 'attachment; filename="account-export-2026-11-27.json"',
          },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:shop.test/1', download: 'account-export-2026-11-27.json' }]),
    );
    const [call] = api.callsTo('GET', '/api/User/Export');
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(await screen.findByText('account-export-2026-11-27.json is downloaded.')).toBeTruthy();
  });

  it('says when too many exports were asked for', async () => {
    openProfile({
      'GET /api/User/Sessions': () => jsonResponse(list(THIS)),
      'GET /api/User/Export': () => errorResponse(429, 'TOO_MANY_REQUESTS'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Too many attempts. Please wait a little and try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });
});

describe('reminder mails (issue 21)', () => {
  it('shows the setting of the server and turns it off with the profile as it is, then on again', async () => {
    const sent: unknown[] = [];
    const { api } = openProfile({
      'GET /api/User/Sessions': () => jsonResponse(list(THIS)),
      'PUT /api/User/Update': (request) => {
        sent.push(request.body);
        return jsonResponse({ ...me(), ...(request.body as object) });
      },
    });
    const box = (await screen.findByRole('checkbox', {
      name: 'Mail me before a pass or subscription ends',
    })) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    expect(await screen.findByText('Reminder mails are off.')).toBeTruthy();
    expect(box.checked).toBe(false);
    expect(sent[0]).toEqual({
      name: 'Ada',
      surname: 'Lovelace',
      country: 'GB',
      language: 'en',
      tfa: false,
      reminderMails: false,
    });
    fireEvent.click(box);
    expect(await screen.findByText('Reminder mails are on.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/User/Update')).toHaveLength(2);
    expect((sent[1] as { reminderMails: boolean }).reminderMails).toBe(true);
  });

  it('says why the setting could not be saved and keeps it as it was', async () => {
    openProfile({
      'GET /api/User/Sessions': () => jsonResponse(list(THIS)),
      'PUT /api/User/Update': () => errorResponse(503, 'SERVICE_UNAVAILABLE'),
    });
    const box = (await screen.findByTestId('reminder-mails')) as HTMLInputElement;
    await waitFor(() => expect(box.disabled).toBe(false));
    fireEvent.click(box);
    const section = within(screen.getByTestId('reminder-settings'));
    expect(await section.findByRole('alert')).toBeTruthy();
    expect(box.checked).toBe(true);
  });
});
