import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { LIFETIME, newDevice, newPlaylist } from '../testing';

/** A signed-in user on the devices page whose start-up refresh gets no answer. */
function openDevices(path = '/dashboard/player/devices', routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')), ...routes });
  return { api, ...renderApp(path) };
}

const page =
  (items: ReturnType<typeof newDevice>[], total = items.length) =>
  () =>
    jsonResponse({ items, total });

describe('/dashboard/player/devices', () => {
  it('asks for the stored page size and says when there is no device', async () => {
    localStorage.setItem('numberOfItemsToShow', '25');
    const { api } = openDevices(undefined, { 'GET /api/Player': page([]) });
    expect(await screen.findByRole('heading', { level: 1, name: 'My devices' })).toBeTruthy();
    expect((await screen.findByTestId('data-empty')).textContent).toContain('You have no device in your account yet.');
    expect(Object.fromEntries(api.callsTo('GET', '/api/Player')[0].query)).toEqual({ page: '1', pageSize: '25' });
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    openDevices(undefined, {
      'GET /api/Player': () =>
        ++calls <= 2 ? errorResponse(500, 'INTERNAL_ERROR') : jsonResponse({ items: [newDevice()], total: 1 }),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The server has a problem.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Philips 55PUS8507/ })).toBeTruthy();
  });

  it('opens a device (accordion id and key in the address) and switches its parts', async () => {
    const { router } = openDevices(undefined, {
      'GET /api/Player': page([
        newDevice({ description: 'Living room', licences: [LIFETIME] }),
        newDevice({ deviceId: 'phone-ada-02', platform: 'ios', model: 'iPhone 15' }),
      ]),
      'GET /api/Player/PlayList': () => jsonResponse({ items: [newPlaylist()], limit: 20 }),
    });
    const header = await screen.findByRole('button', { name: /Living room/ });
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(within(header).getByTestId('licence-status').textContent).toBe('Lifetime licence');
    fireEvent.click(header);
    await waitFor(() => expect(router.state.location.search).toEqual({ device: 'tv-livingroom-01', tab: 'licences' }));
    expect(header.getAttribute('aria-expanded')).toBe('true');
    const panel = screen.getByRole('region', { name: /Living room/ });
    expect(
      within(panel).getByText('This device has a lifetime licence. There is nothing more to activate.'),
    ).toBeTruthy();

    fireEvent.click(within(panel).getByRole('tab', { name: 'Playlists' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ device: 'tv-livingroom-01', tab: 'playlists' }));
    expect(await within(panel).findByRole('heading', { name: 'Family channels' })).toBeTruthy();

    // Arrow keys move between the parts.
    fireEvent.keyDown(within(panel).getByRole('tab', { name: 'Playlists' }), { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ tab: 'pass' }));
    expect(document.activeElement).toBe(within(panel).getByRole('tab', { name: 'VPN pass' }));

    fireEvent.click(header);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('region', { name: /Living room/ })).toBeNull();
  });

  it('renames a device inline', async () => {
    const { api } = openDevices('/dashboard/player/devices?device=tv-livingroom-01', {
      'GET /api/Player': page([newDevice()]),
      'PUT /api/Player/PlayerDescription': () => jsonResponse(newDevice({ description: 'Bedroom TV' })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Device name' }));
    fireEvent.change(screen.getByLabelText('Device name'), { target: { value: 'Bedroom TV' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Device name' }));
    expect(await screen.findByRole('button', { name: /^Bedroom TV/ })).toBeTruthy();
    expect(api.callsTo('PUT', '/api/Player/PlayerDescription')[0].body).toEqual({
      deviceId: 'tv-livingroom-01',
      description: 'Bedroom TV',
    });
  });

  it('unpairs a device only after a confirmation', async () => {
    let devices = [newDevice({ description: 'Living room' })];
    const { api, router } = openDevices('/dashboard/player/devices?device=tv-livingroom-01', {
      'GET /api/Player': () => jsonResponse({ items: devices, total: devices.length }),
      'POST /api/Player/UnPairWithAccount': () => {
        devices = [];
        return jsonResponse({ ok: true });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove “Living room” from your account?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', '/api/Player/UnPairWithAccount')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove from my account' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove device' }));
    expect(await screen.findByText('“Living room” has been removed from your account.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Player/UnPairWithAccount')[0].body).toEqual({ deviceId: 'tv-livingroom-01' });
    expect(await screen.findByTestId('data-empty')).toBeTruthy();
    expect(router.state.location.search).toEqual({});
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: /Devices in your account/ }));
  });

  it('pairs a new device by its code and opens it', async () => {
    let devices: ReturnType<typeof newDevice>[] = [];
    const { api, router } = openDevices(undefined, {
      'GET /api/Player': () => jsonResponse({ items: devices, total: devices.length }),
      'POST /api/Player/PairWithAccount': (request) => {
        if ((request.body as { otp: string }).otp !== 'K7MX3Q') return errorResponse(404, 'OTP_INVALID');
        devices = [newDevice()];
        return jsonResponse(devices[0]);
      },
    });
    await screen.findByTestId('data-empty');
    const input = screen.getByLabelText('Device code');
    fireEvent.change(input, { target: { value: 'k0mx3q' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(
      screen.getByText("Device codes never contain 0, O, 1, I or L. Please check the code on your device's screen."),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/Player/PairWithAccount')).toHaveLength(0);

    fireEvent.change(input, { target: { value: 'AAAAAA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    // Said in the toast and next to the form, the field marked.
    expect(
      await screen.findAllByText(
        'This code is unknown or has expired. Open the app on your device to see its current code.',
      ),
    ).toHaveLength(2);
    expect(screen.getByTestId('form-alert').textContent).toBe(
      'This code is unknown or has expired. Open the app on your device to see its current code.',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByTestId('form-alert').id);

    fireEvent.change(input, { target: { value: 'k7mx-3q' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add device' }));
    expect(await screen.findByText('The device is now in your account.')).toBeTruthy();
    // The success takes the stale error away.
    expect(screen.queryByTestId('form-alert')).toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({ device: 'tv-livingroom-01', tab: 'playlists' }));
    const header = await screen.findByRole('button', { name: /Philips 55PUS8507/ });
    await waitFor(() => expect(document.activeElement).toBe(header));
  });

  it('attaches one of my VPN passes', async () => {
    const pass = {
      id: '6f1c2a52-55c8-4b39-9a51-0f1f5e0c7d11',
      code: 'K7MX-3QPA-9RTD',
      description: 'Travel',
      durationMonths: 12,
      startsAt: '2026-01-10T09:00:00.000Z',
      endsAt: '2027-01-10T09:00:00.000Z',
      status: 'active',
      deviceId: null,
      peers: [],
    };
    const { api } = openDevices('/dashboard/player/devices?device=tv-livingroom-01&tab=pass', {
      'GET /api/Player': page([newDevice()]),
      'GET /api/Player/VpnPass': () => jsonResponse({ items: [pass], total: 1 }),
      'POST /api/Player/UpdatePass': () =>
        jsonResponse(newDevice({ pass: { passId: pass.id, description: 'Travel', endsAt: pass.endsAt } })),
    });
    expect(await screen.findByText('No VPN pass is attached to this device.')).toBeTruthy();
    const select = await screen.findByLabelText('VPN pass for this device');
    fireEvent.change(select, { target: { value: pass.id } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The VPN pass is now attached to this device.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/Player/UpdatePass')[0].body).toEqual({
      deviceId: 'tv-livingroom-01',
      passId: pass.id,
    });
    expect(await screen.findByText(/^Attached: Travel, valid until/)).toBeTruthy();
  });

  it('pages with numberOfItemsToShow', async () => {
    localStorage.setItem('numberOfItemsToShow', '2');
    const { api, router } = openDevices(undefined, {
      'GET /api/Player': (request) =>
        jsonResponse({ items: [newDevice({ deviceId: `device-${request.query.get('page')}` })], total: 5 }),
    });
    const pager = await screen.findByRole('navigation', { name: 'Pages of my devices' });
    expect(pager.textContent).toContain('Page 1 of 3');
    fireEvent.click(within(pager).getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(api.callsTo('GET', '/api/Player').map((call) => call.query.get('page'))).toContain('2'));
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
  });
});
