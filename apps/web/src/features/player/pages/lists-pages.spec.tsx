import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { fromOtp, LIFETIME, newLicence, newPlaylist } from '../testing';

function openAs(path: string, isReseller: boolean, routes: Record<string, ApiHandler> = {}) {
  signedIn({ isReseller });
  const api = stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')), ...routes });
  return { api, ...renderApp(path) };
}

describe('/dashboard/player/licences', () => {
  it('lists my licences newest first and sorts them as asked (sortLicences)', async () => {
    const { api, router } = openAs('/dashboard/player/licences', false, {
      'GET /api/Player/Licences': () =>
        jsonResponse({
          items: [
            newLicence(),
            newLicence({
              id: 'b',
              lifetime: false,
              source: 'free-trial',
              endsAt: '2026-03-09T09:00:00.000Z',
              active: false,
            }),
          ],
          total: 2,
        }),
    });
    const list = await screen.findByTestId('licence-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('heading', { name: 'Lifetime licence (Android)' })).toBeTruthy();
    expect(within(list).getAllByText('Licence code')).toHaveLength(1);
    expect(within(list).getByText(/^Ended on /)).toBeTruthy();
    expect(Object.fromEntries(api.callsTo('GET', '/api/Player/Licences')[0].query)).toEqual({
      page: '1',
      pageSize: '10',
      sort: 'since',
      order: 'desc',
    });

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'platform' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ sort: 'platform', order: 'desc' }));
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'asc' } });
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/Player/Licences').map((call) => Object.fromEntries(call.query))).toContainEqual({
        page: '1',
        pageSize: '10',
        sort: 'platform',
        order: 'asc',
      }),
    );
  });

  it('says when no device has a licence', async () => {
    openAs('/dashboard/player/licences', false, {
      'GET /api/Player/Licences': () => jsonResponse({ items: [], total: 0 }),
    });
    const empty = await screen.findByTestId('data-empty');
    expect(empty.textContent).toContain('None of your devices has a licence yet.');
    expect(within(empty).getByRole('link', { name: 'Get a licence' }).getAttribute('href')).toBe(
      '/player/active-licence',
    );
  });
});

describe('/dashboard/player/allMyPlaylist', () => {
  it('tells a customer the page is for resellers, without asking the server', async () => {
    const { api } = openAs('/dashboard/player/allMyPlaylist', false);
    expect((await screen.findByTestId('data-empty')).textContent).toContain('This page is for resellers');
    expect(api.callsTo('GET', '/api/Player/playlists')).toHaveLength(0);
  });

  it('lists every playlist of a reseller with its device', async () => {
    const { api } = openAs('/dashboard/player/allMyPlaylist', true, {
      'GET /api/Player/playlists': () =>
        jsonResponse({
          items: [
            { ...newPlaylist(), deviceId: 'tv-livingroom-01', platform: 'android', deviceDescription: 'Shop window' },
          ],
          total: 1,
        }),
    });
    const list = await screen.findByTestId('all-playlists');
    expect(within(list).getByRole('heading', { name: 'Family channels' })).toBeTruthy();
    expect(within(list).getByRole('link', { name: 'Shop window' }).getAttribute('href')).toBe(
      '/dashboard/player/devices?device=tv-livingroom-01&tab=playlists',
    );
    expect(within(list).getByRole('button', { name: 'Copy address of “Family channels”' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/Player/playlists')).toHaveLength(1);
  });

  it('falls back to the resellers message when the server says RESELLER_ONLY', async () => {
    openAs('/dashboard/player/allMyPlaylist', true, {
      'GET /api/Player/playlists': () => errorResponse(403, 'RESELLER_ONLY'),
    });
    expect((await screen.findByTestId('data-empty')).textContent).toContain('This page is for resellers');
  });
});

describe('/player/active-licence/$otp', () => {
  it('shows the licence of the device and keeps the prices to buy one', async () => {
    stubApi({ 'POST /api/Player/PlayListFromOtp': () => jsonResponse(fromOtp({}, { licences: [LIFETIME] })) });
    renderApp('/player/active-licence/K7MX3Q');
    const device = await screen.findByTestId('activate-device');
    expect(within(device).getByTestId('licence-status').textContent).toBe('Lifetime licence');
    expect(within(device).queryByLabelText('Licence code')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Licence of “Philips 55PUS8507”' })).toBeTruthy();
    expect(within(device).getByRole('link', { name: 'Manage the playlists of this device' }).getAttribute('href')).toBe(
      '/player/manage-your-app/K7MX3Q',
    );
  });
});
