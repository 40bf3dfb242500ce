import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, renderApp, stubApi, type ApiHandler } from '../../account/testing';
import { newPass } from '../testing';

function openLookup(routes: Record<string, ApiHandler> = {}) {
  const api = stubApi(routes);
  return { api, ...renderApp('/player/vpn-pass') };
}

async function lookUp(code: string) {
  fireEvent.change(await screen.findByLabelText('Device code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Show the pass' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('VPN pass of a device (/player/vpn-pass)', () => {
  it('shows the pass attached to the device showing the code', async () => {
    const { api } = openLookup({ 'POST /api/Player/VpnPassFromOtp': () => jsonResponse({ pass: newPass() }) });
    await lookUp('k7m x3q');
    const found = await screen.findByRole('region', { name: 'The pass of this device' });
    expect(api.callsTo('POST', '/api/Player/VpnPassFromOtp')[0].body).toEqual({ otp: 'K7MX3Q' });
    expect(within(found).getByText('K7MX-3QPA-9RTD')).toBeTruthy();
    expect(within(found).getByRole('button', { name: 'Copy pass code' })).toBeTruthy();
    expect(within(found).getByText('Active')).toBeTruthy();
    expect(within(found).getByText('Jan 10, 2027')).toBeTruthy();
    expect(within(found).getByText('Milan, Italy')).toBeTruthy();
  });

  it('says when no pass is attached, with links to buy one and to my passes', async () => {
    openLookup({ 'POST /api/Player/VpnPassFromOtp': () => jsonResponse({ pass: null }) });
    await lookUp('K7MX3Q');
    expect(await screen.findByText('No VPN pass is attached to this device.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy a VPN pass' }).getAttribute('href')).toBe('/vpn/buy');
    expect(screen.getByRole('link', { name: 'My VPN passes' }).getAttribute('href')).toBe('/dashboard/pass/passList');
  });

  it('toasts an unknown or expired code (OTP_INVALID)', async () => {
    openLookup({ 'POST /api/Player/VpnPassFromOtp': () => errorResponse(404, 'OTP_INVALID') });
    await lookUp('K7MX3Q');
    // Said in the toast and next to the form.
    expect(
      await screen.findAllByText(
        'This device code is unknown or has expired. Open the player to see its current code.',
      ),
    ).toHaveLength(2);
    expect(screen.getByTestId('form-alert').textContent).toBe(
      'This device code is unknown or has expired. Open the player to see its current code.',
    );
  });

  it('refuses a code a device never shows, without a call', async () => {
    const { api } = openLookup();
    await lookUp('K7MX0Q');
    expect(
      await screen.findByText('A device code has 6 characters: letters and digits without 0, O, 1, I or L.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Device code').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/Player/VpnPassFromOtp')).toHaveLength(0);
  });

  it('says when the server cannot be reached', async () => {
    openLookup({ 'POST /api/Player/VpnPassFromOtp': () => Promise.reject(new TypeError('offline')) });
    await lookUp('K7MX3Q');
    // Said in the toast and next to the form.
    expect(
      await screen.findAllByText('The server cannot be reached. Check your connection and try again.'),
    ).toHaveLength(2);
    expect(screen.getByTestId('form-alert').textContent).toBe(
      'The server cannot be reached. Check your connection and try again.',
    );
  });
});
