import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, signedIn, stubApi, type ApiHandler } from '../../account/testing';
import { boxPage, newBox } from '../testing';

function openPairing(routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')), ...routes });
  return { api, ...renderApp('/dashboard/box/boxNew') };
}

async function checkSerial(serial: string) {
  fireEvent.change(await screen.findByLabelText('Serial number'), { target: { value: serial } });
  fireEvent.click(screen.getByRole('button', { name: 'Check serial' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('pairing a box (/dashboard/box/boxNew)', () => {
  it('checks an available serial, pairs it and goes to the box list', async () => {
    const { api, router } = openPairing({
      'POST /api/VpnBox/CheckSerial': () => jsonResponse({ serial: 'NOVA-BOX-0007', available: true }),
      'POST /api/VpnBox/PairWithAccount': () => jsonResponse(newBox({ serial: 'NOVA-BOX-0007' })),
      'GET /api/VpnBox': () => jsonResponse(boxPage([newBox({ serial: 'NOVA-BOX-0007' })])),
    });
    await checkSerial(' nova-box-0007 ');
    expect(await screen.findByText('Box NOVA-BOX-0007 is ready to be paired with your account.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/VpnBox/CheckSerial')[0].body).toEqual({ serial: 'NOVA-BOX-0007' });

    fireEvent.click(screen.getByRole('button', { name: 'Pair with my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/box/boxList'));
    expect(api.callsTo('POST', '/api/VpnBox/PairWithAccount')[0].body).toEqual({ serial: 'NOVA-BOX-0007' });
    expect(await screen.findByText('Box NOVA-BOX-0007 is paired with your account.')).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'VPN Box NOVA-BOX-0007' })).toBeTruthy();
  });

  it('says when no box has the serial (404 BOX_SERIAL_UNKNOWN)', async () => {
    openPairing({ 'POST /api/VpnBox/CheckSerial': () => errorResponse(404, 'BOX_SERIAL_UNKNOWN') });
    await checkSerial('NOVA-BOX-9999');
    expect(
      await screen.findByText('No VPN box has this serial number. Check it on the label under the box.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Serial number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Pair with my account' })).toBeNull();
  });

  it('says when the box is paired already (409 BOX_ALREADY_PAIRED), with a link to my boxes', async () => {
    openPairing({ 'POST /api/VpnBox/CheckSerial': () => errorResponse(409, 'BOX_ALREADY_PAIRED') });
    await checkSerial('NOVA-BOX-0001');
    expect(await screen.findByText('This VPN box is already paired with an account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My VPN boxes' }).getAttribute('href')).toBe('/dashboard/box/boxList');
    expect(screen.queryByRole('button', { name: 'Pair with my account' })).toBeNull();
  });

  it('forgets the answer when the serial changes', async () => {
    openPairing({ 'POST /api/VpnBox/CheckSerial': () => errorResponse(404, 'BOX_SERIAL_UNKNOWN') });
    await checkSerial('NOVA-BOX-9999');
    await screen.findByText(/No VPN box has this serial number/);
    fireEvent.change(screen.getByLabelText('Serial number'), { target: { value: 'NOVA-BOX-999' } });
    expect(screen.queryByText(/No VPN box has this serial number/)).toBeNull();
  });

  it('checks the shape first, without a call', async () => {
    const { api } = openPairing();
    await checkSerial('no/such box');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('A serial number has 3 to 64 letters, digits and dashes.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/VpnBox/CheckSerial')).toHaveLength(0);
  });

  it('toasts other failures (429 with Retry-After)', async () => {
    openPairing({
      'POST /api/VpnBox/CheckSerial': () => errorResponse(429, 'TOO_MANY_REQUESTS', {}, { 'Retry-After': '30' }),
    });
    await checkSerial('NOVA-BOX-0001');
    // Said in the toast and next to the form.
    expect(await screen.findAllByText('Too many attempts. Please try again in 30 seconds.')).toHaveLength(2);
    expect(screen.getByTestId('form-alert').textContent).toBe('Too many attempts. Please try again in 30 seconds.');
  });

  it('shows the answer when the box was taken between the check and the pairing', async () => {
    openPairing({
      'POST /api/VpnBox/CheckSerial': () => jsonResponse({ serial: 'NOVA-BOX-0007', available: true }),
      'POST /api/VpnBox/PairWithAccount': () => errorResponse(409, 'BOX_ALREADY_PAIRED'),
    });
    await checkSerial('NOVA-BOX-0007');
    fireEvent.click(await screen.findByRole('button', { name: 'Pair with my account' }));
    expect(await screen.findByText('This VPN box is already paired with an account.')).toBeTruthy();
  });
});
