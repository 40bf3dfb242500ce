import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi } from '../../account/testing';
import { fromOtp, LIFETIME, newDevice, newPlaylist } from '../testing';

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('/player/manage-your-app/$otp', () => {
  it('shows the device, its licence state and its playlists for the code', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      'POST /api/Player/PlayListFromOtp': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/player/manage-your-app/k7mx3q');
    expect((await screen.findByRole('status')).textContent).toBe('Looking for your device…');
    answer(jsonResponse(fromOtp({ playlists: [newPlaylist()] })));
    expect(await screen.findByRole('heading', { level: 2, name: 'Philips 55PUS8507' })).toBeTruthy();
    expect(screen.getByTestId('device-code').textContent).toBe('K7MX3Q');
    expect(api.callsTo('POST', '/api/Player/PlayListFromOtp')[0].body).toEqual({ otp: 'K7MX3Q' });
    expect(screen.getByTestId('licence-status').textContent).toBe('No licence');
    expect(screen.getByRole('heading', { name: 'Family channels' })).toBeTruthy();
    expect(screen.getByText('1 of at most 20')).toBeTruthy();
    // Not signed in: the way to pair is to log in first.
    expect(
      within(screen.getByTestId('pairing-login')).getByRole('link', { name: 'Log in' }).getAttribute('href'),
    ).toContain('/login?redirect=');
    // The playlists came with the device: no second request.
    expect(api.callsTo('GET', '/api/Player/PlayList')).toHaveLength(0);
  });

  it('says an unknown or expired code plainly, with the way back to the code form', async () => {
    stubApi({ 'POST /api/Player/PlayListFromOtp': () => errorResponse(404, 'OTP_INVALID') });
    renderApp('/player/manage-your-app/K7MX3Q');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This code is unknown or has expired.');
    expect(within(alert).getByRole('link', { name: 'Enter the code again' }).getAttribute('href')).toBe('/player/otp');
  });

  it('does not ask the server about a code no device can show', async () => {
    const api = stubApi();
    renderApp('/player/manage-your-app/ABC-1');
    expect(await screen.findByTestId('device-code-invalid')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Player/PlayListFromOtp')).toHaveLength(0);
  });

  it('offers a retry when the server fails', async () => {
    let calls = 0;
    stubApi({
      'POST /api/Player/PlayListFromOtp': () =>
        ++calls <= 2 ? errorResponse(503, 'SERVICE_UNAVAILABLE') : jsonResponse(fromOtp()),
    });
    renderApp('/player/manage-your-app/K7MX3Q');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The server has a problem.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Philips 55PUS8507' })).toBeTruthy();
  });

  it('checks a playlist before sending it, then adds it by code and focuses it', async () => {
    const created = newPlaylist({
      id: '9a4b2c1d-0000-4000-8000-000000000001',
      name: 'Sport',
      url: 'https://tv.example.com/sport.m3u',
    });
    const api = stubApi({
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp()),
      'POST /api/Player/PlayList': () => jsonResponse({ items: [created], limit: 20 }, 201),
    });
    renderApp('/player/manage-your-app/K7MX3Q');
    expect(await screen.findByText('No playlist yet. Add the address of your M3U or M3U8 list.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a playlist' }));
    type('Name', 'Sport');
    type('Playlist address (M3U or M3U8)', 'javascript:alert(1)//.m3u');
    fireEvent.click(screen.getByRole('button', { name: 'Add playlist' }));
    const url = screen.getByLabelText('Playlist address (M3U or M3U8)');
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Only http and https addresses are allowed.')).toBeTruthy();
    expect(document.activeElement).toBe(url);
    expect(api.callsTo('POST', '/api/Player/PlayList')).toHaveLength(0);

    type('Playlist address (M3U or M3U8)', ' https://tv.example.com/sport.m3u ');
    fireEvent.click(screen.getByRole('button', { name: 'Add playlist' }));
    expect(await screen.findByText('Playlist “Sport” added.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Player/PlayList')[0].body).toEqual({
      otp: 'K7MX3Q',
      name: 'Sport',
      url: 'https://tv.example.com/sport.m3u',
      epgUrl: null,
    });
    const heading = screen.getByRole('heading', { name: 'Sport' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the server refusing a playlist (limit reached) as a toast', async () => {
    stubApi({
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp()),
      'POST /api/Player/PlayList': () => errorResponse(400, 'PLAYLIST_LIMIT_REACHED'),
    });
    renderApp('/player/manage-your-app/K7MX3Q');
    fireEvent.click(await screen.findByRole('button', { name: 'Add a playlist' }));
    type('Name', 'Sport');
    type('Playlist address (M3U or M3U8)', 'https://tv.example.com/sport.m3u');
    fireEvent.click(screen.getByRole('button', { name: 'Add playlist' }));
    expect(await screen.findByText('A device can keep at most 20 playlists. Remove one to add another.')).toBeTruthy();
    expect(screen.getByTestId('playlist-form')).toBeTruthy();
  });

  it('removes a playlist after a confirmation', async () => {
    const api = stubApi({
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp({ playlists: [newPlaylist()] })),
      'DELETE /api/Player/PlayList': () => jsonResponse({ items: [], limit: 20 }),
    });
    renderApp('/player/manage-your-app/K7MX3Q');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove playlist “Family channels”' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the playlist “Family channels”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Playlist “Family channels” removed.')).toBeTruthy();
    const [call] = api.callsTo('DELETE', '/api/Player/PlayList');
    expect(Object.fromEntries(call.query)).toEqual({
      otp: 'K7MX3Q',
      playlistId: '5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('activates a licence code and starts the trial by code, with translated refusals', async () => {
    const api = stubApi({
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp()),
      'POST /api/Player/PlayerLicenceKey': (request) =>
        (request.body as { code: string }).code === 'USED-CODE'
          ? errorResponse(404, 'COUPON_INVALID')
          : jsonResponse(newDevice({ licences: [LIFETIME] })),
    });
    renderApp('/player/manage-your-app/K7MX3Q');
    await screen.findByTestId('licence-code-form');
    type('Licence code', ' used-code ');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findAllByText('This licence code is unknown or has already been used.')).toHaveLength(2);
    expect(screen.getByTestId('form-alert').textContent).toBe('This licence code is unknown or has already been used.');
    type('Licence code', 'nova-7kq2-m8xh-3pzd');
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('The licence is active. Restart the app on your device to use it.')).toBeTruthy();
    expect(screen.queryByTestId('form-alert')).toBeNull();
    expect(api.callsTo('POST', '/api/Player/PlayerLicenceKey')[1].body).toEqual({
      otp: 'K7MX3Q',
      code: 'NOVA-7KQ2-M8XH-3PZD',
    });
    expect(screen.getByTestId('licence-status').textContent).toBe('Lifetime licence');
    expect(screen.queryByTestId('free-trial-button')).toBeNull();
  });

  it('starts the free trial after confirming', async () => {
    const api = stubApi({
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp()),
      'POST /api/Player/Free': () =>
        jsonResponse(
          newDevice({
            freeTrialAvailable: false,
            licences: [{ ...LIFETIME, source: 'free-trial', lifetime: false, endsAt: '2099-01-08T09:00:00.000Z' }],
          }),
        ),
    });
    renderApp('/player/manage-your-app/K7MX3Q');
    fireEvent.click(await screen.findByRole('button', { name: 'Start the free 7-day trial' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start trial' }));
    expect(await screen.findByText('Your free 7-day trial has started.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Player/Free')[0].body).toEqual({ otp: 'K7MX3Q' });
    expect(screen.getByTestId('licence-status').textContent).toMatch(/^Free trial until /);
    expect(screen.getByText('This device has already had its free trial.')).toBeTruthy();
  });

  it('lets a signed-in visitor add an unpaired device, then opens it in the devices page', async () => {
    signedIn();
    const api = stubApi({
      'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp()),
      'POST /api/Player/PairWithAccount': () => jsonResponse(newDevice()),
      'GET /api/Player': () => jsonResponse({ items: [newDevice()], total: 1 }),
    });
    const { router } = renderApp('/player/manage-your-app/K7MX3Q');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/player/devices'));
    expect(router.state.location.search).toEqual({ device: 'tv-livingroom-01', tab: 'playlists' });
    expect(api.callsTo('POST', '/api/Player/PairWithAccount')[0].body).toEqual({ otp: 'K7MX3Q' });
    expect(await screen.findByText('The device is now in your account.')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Playlists', selected: true })).toBeTruthy();
  });

  it('tells a signed-in visitor when the device belongs to someone else', async () => {
    signedIn();
    stubApi({
      'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
      'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp({ paired: true })),
    });
    renderApp('/player/manage-your-app/K7MX3Q');
    expect((await screen.findByTestId('pairing-elsewhere')).textContent).toContain('belongs to another account');
    expect(screen.queryByRole('button', { name: 'Add to my account' })).toBeNull();
  });
});
