import type { AddressResponse, UserProfileResponse } from '../../../lib/api-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorResponse,
  jsonResponse,
  loginAnswer,
  renderApp,
  settle,
  signedIn,
  stubApi,
  type ApiHandler,
} from '../testing';

const type = (label: string, value: string, scope: ReturnType<typeof within> | typeof screen = screen) =>
  fireEvent.change(scope.getByLabelText(label), { target: { value } });

function address(change: Partial<AddressResponse> = {}): AddressResponse {
  return {
    id: 'a1',
    isShipping: false,
    isFavorite: false,
    name: 'Ada',
    surname: 'Lovelace',
    company: null,
    vatNumber: null,
    street: '12 St James Square',
    city: 'London',
    zip: 'SW1Y 4JH',
    province: null,
    country: 'GB',
    phone: null,
    ...change,
  };
}

function me(change: Partial<UserProfileResponse> = {}): UserProfileResponse {
  const { token: _token, ...profile } = loginAnswer();
  return { ...profile, ...change };
}

/** A signed-in user on a settings page whose start-up refresh gets no answer (so it changes nothing). */
function openSettings(path: string, routes: Record<string, ApiHandler> = {}) {
  signedIn();
  const api = stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')), ...routes });
  return { api, ...renderApp(path) };
}

afterEach(() => vi.useRealTimers());

describe('change password (spec 4, 8)', () => {
  function fillChange(oldPassword = 'old password', newPassword = 'new password!') {
    type('Current password', oldPassword);
    type('New password', newPassword);
    type('Repeat the new password', newPassword);
    fireEvent.click(screen.getByTestId('change-password-submit'));
  }

  it('on success: toast, session cleared, /login after 1 s', async () => {
    const { api, router } = openSettings('/dashboard/settings/change-password', {
      'POST /api/User/ChangePassword': () => jsonResponse({ ok: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    // Only setTimeout: testing-library's waitFor is not used until real timers are back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fillChange();
    for (let round = 0; round < 20 && localStorage.getItem('token'); round += 1) await settle(1);

    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(api.callsTo('POST', '/api/User/ChangePassword')[0].body).toEqual({
      oldPassword: 'old password',
      newPassword: 'new password!',
    });
    await vi.advanceTimersByTimeAsync(999);
    await settle();
    expect(router.state.location.pathname).toBe('/dashboard/settings/change-password');
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(router.state.location.pathname).toBe('/login');
    vi.useRealTimers();
    expect(await screen.findByText('Your password is changed. Please log in again.')).toBeTruthy();
  });

  it('404 says the current password is wrong, next to its field', async () => {
    const { router } = openSettings('/dashboard/settings/change-password', {
      'POST /api/User/ChangePassword': () => errorResponse(404, 'WRONG_PASSWORD'),
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    fillChange();
    expect(await screen.findByText('Change password: That is not your current password.')).toBeTruthy();
    const old = screen.getByLabelText('Current password');
    expect(old.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(old);
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(router.state.location.pathname).toBe('/dashboard/settings/change-password');
  });

  it('403 logs out with the session-expired message', async () => {
    const { api, router } = openSettings('/dashboard/settings/change-password', {
      'POST /api/User/ChangePassword': () => errorResponse(403, 'FORBIDDEN'),
      'POST /api/User/Logout': () => jsonResponse({ ok: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    fillChange();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(api.callsTo('POST', '/api/User/Logout')).toHaveLength(1);
    expect(await screen.findByText('Change password: Your session has ended. Please log in again.')).toBeTruthy();
  });
});

describe('profile (spec 3, 7, 8)', () => {
  const addresses = [
    address({ id: 'b1' }),
    address({ id: 's1', isShipping: true, isFavorite: true, street: '1 Favourite Road' }),
    address({ id: 's2', isShipping: true, street: '2 Other Road' }),
  ];

  it('shows the details and the addresses with the derived counts', async () => {
    openSettings('/dashboard/settings/profile', {
      'GET /api/User/Me': () => jsonResponse(me({ addresses, country: 'IT' })),
    });
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(3));
    expect(screen.getByTestId('billing-count').textContent).toBe('Billing addresses: 1');
    expect(screen.getByTestId('favourite-shipping-count').textContent).toBe('Favourite shipping addresses: 1');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    const country = screen.getByLabelText('Country') as HTMLSelectElement;
    await waitFor(() => expect(country.value).toBe('IT'));
    expect(country.selectedOptions[0].textContent).toBe('Italy');
  });

  it('saves name, country and language with PUT Update and updates the header', async () => {
    const { api } = openSettings('/dashboard/settings/profile', {
      'GET /api/User/Me': () => jsonResponse(me()),
      'PUT /api/User/Update': (request) => jsonResponse(me(request.body as Partial<UserProfileResponse>)),
    });
    await waitFor(() => expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada'));
    type('First name', 'Augusta');
    fireEvent.change(screen.getByLabelText('E-mail language'), { target: { value: 'it' } });
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(await screen.findByText('Your account is updated.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/User/Update')[0].body).toEqual({
      email: 'ada@example.com',
      name: 'Augusta',
      surname: 'Lovelace',
      country: 'GB',
      language: 'it',
      tfa: false,
      isReseller: false,
    });
    await waitFor(() => expect(screen.getByTestId('header-user').textContent).toBe('Augusta L.'));
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Augusta' });
  });

  it('adds an address (PUT Address) and shows the answer', async () => {
    const { api } = openSettings('/dashboard/settings/profile', {
      'GET /api/User/Me': () => jsonResponse(me()),
      'PUT /api/User/Address': () =>
        jsonResponse({
          _id: 'ada@example.com',
          tfa: false,
          isReseller: false,
          lastlogin: null,
          addresses: [address({ id: 'n1', isShipping: true, isFavorite: true })],
        }),
    });
    fireEvent.click(await screen.findByTestId('address-add'));
    const form = within(await screen.findByTestId('address-form'));
    await waitFor(() => expect(document.activeElement).toBe(form.getByLabelText('First name')));
    fireEvent.click(form.getByLabelText('Shipping'));
    fireEvent.click(await form.findByLabelText('Favourite shipping address'));
    type('Street and number', '12 St James Square', form);
    type('Postcode', 'SW1Y 4JH', form);
    type('City', 'London', form);
    fireEvent.click(form.getByTestId('address-save'));

    expect(await screen.findByText('The address is added.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/User/Address')[0]).toMatchObject({
      query: new URLSearchParams(),
      body: {
        isShipping: true,
        isFavorite: true,
        name: 'Ada',
        surname: 'Lovelace',
        street: '12 St James Square',
        zip: 'SW1Y 4JH',
        city: 'London',
        country: 'GB',
        company: null,
        vatNumber: null,
        province: null,
        phone: null,
      },
    });
    await waitFor(() =>
      expect(screen.getByTestId('favourite-shipping-count').textContent).toBe('Favourite shipping addresses: 1'),
    );
    expect(screen.queryByTestId('address-form')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').addresses).toHaveLength(1);
  });

  it('edits an address with ?addressId=', async () => {
    const { api } = openSettings('/dashboard/settings/profile', {
      'GET /api/User/Me': () => jsonResponse(me({ addresses })),
      'PUT /api/User/Address': () =>
        jsonResponse({ _id: 'ada@example.com', tfa: false, isReseller: false, lastlogin: null, addresses }),
    });
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(3));
    fireEvent.click(
      within(screen.getAllByTestId('address-item')[2]).getByRole('button', {
        name: 'Edit the address of Ada Lovelace',
      }),
    );
    const form = within(await screen.findByTestId('address-form'));
    type('City', 'Oxford', form);
    fireEvent.click(form.getByTestId('address-save'));
    expect(await screen.findByText('The address is updated.')).toBeTruthy();
    const [call] = api.callsTo('PUT', '/api/User/Address');
    expect(call.query.get('addressId')).toBe('s2');
    expect(call.body).toMatchObject({ city: 'Oxford' });
  });

  it('add address 403: session expired and logout', async () => {
    const { router } = openSettings('/dashboard/settings/profile', {
      'GET /api/User/Me': () => jsonResponse(me()),
      'PUT /api/User/Address': () => errorResponse(403, 'FORBIDDEN'),
      'POST /api/User/Logout': () => jsonResponse({ ok: true }),
    });
    fireEvent.click(await screen.findByTestId('address-add'));
    const form = within(await screen.findByTestId('address-form'));
    type('Street and number', 'Somewhere 1', form);
    type('Postcode', '00100', form);
    type('City', 'Rome', form);
    fireEvent.click(form.getByTestId('address-save'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Add address: Your session has ended. Please log in again.')).toBeTruthy();
  });

  it('removes an address after confirming (DELETE ?addressId=)', async () => {
    const { api } = openSettings('/dashboard/settings/profile', {
      'GET /api/User/Me': () => jsonResponse(me({ addresses })),
      'DELETE /api/User/Address': () =>
        jsonResponse({
          _id: 'ada@example.com',
          tfa: false,
          isReseller: false,
          lastlogin: null,
          addresses: addresses.slice(0, 1),
        }),
    });
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(3));
    const second = within(screen.getAllByTestId('address-item')[1]);
    fireEvent.click(second.getByRole('button', { name: 'Remove the address of Ada Lovelace' }));
    fireEvent.click(second.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('The address is removed.')).toBeTruthy();
    expect(api.callsTo('DELETE', '/api/User/Address')[0].query.get('addressId')).toBe('s1');
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(1));
    expect(screen.getByTestId('favourite-shipping-count').textContent).toBe('Favourite shipping addresses: 0');
  });

  it('remove address 403: session expired without logout', async () => {
    const { router } = openSettings('/dashboard/settings/profile', {
      'GET /api/User/Me': () => jsonResponse(me({ addresses })),
      'DELETE /api/User/Address': () => errorResponse(403, 'FORBIDDEN'),
    });
    await waitFor(() => expect(screen.getAllByTestId('address-item')).toHaveLength(3));
    const first = within(screen.getAllByTestId('address-item')[0]);
    fireEvent.click(first.getByRole('button', { name: 'Remove the address of Ada Lovelace' }));
    fireEvent.click(first.getByRole('button', { name: 'Yes, remove it' }));
    expect(await screen.findByText('Remove address: Your session has ended. Please log in again.')).toBeTruthy();
    await settle();
    expect(localStorage.getItem('token')).toBe('jwt-1');
    expect(router.state.location.pathname).toBe('/dashboard/settings/profile');
  });
});

describe('two-factor settings (spec 4)', () => {
  it('turns 2FA on: key with QR code and store links, pin verified without a challenge, then Update with tfa true', async () => {
    const { api } = openSettings('/dashboard/settings/tfa', {
      'GET /api/User/Me': () => jsonResponse(me()),
      'POST /api/User/EnableTwoFactorAuthentication': () =>
        jsonResponse({ manualEntryKey: 'JBSWY3DPEHPK3PXP', qrCodeUrl: 'data:image/png;base64,AAAA' }),
      'POST /api/User/TwoFactorLogin': () => jsonResponse({ verified: true, validUntil: '2030-01-01T00:00:00Z' }),
      'PUT /api/User/Update': (request) => jsonResponse(me(request.body as Partial<UserProfileResponse>)),
    });
    expect((await screen.findByTestId('tfa-status')).textContent).toBe('Two-factor authentication is off.');
    fireEvent.click(screen.getByTestId('tfa-setup'));
    const qr = await screen.findByTestId('tfa-qr');
    expect(qr.getAttribute('alt')).toBe('QR code that adds your NOVA account ada@example.com to an authenticator app');
    expect(screen.getByTestId('tfa-key').textContent).toBe('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('link', { name: 'Google Authenticator on Google Play' }).getAttribute('href')).toContain(
      'play.google.com',
    );
    expect(screen.getByRole('link', { name: 'Google Authenticator on the App Store' }).getAttribute('href')).toContain(
      'apps.apple.com',
    );

    type('Authenticator code', '123456');
    fireEvent.click(screen.getByTestId('tfa-submit'));
    expect(await screen.findByText('Two-factor authentication is on.')).toBeTruthy();
    const [verify] = api.callsTo('POST', '/api/User/TwoFactorLogin');
    expect(verify.body).toEqual({ email: 'ada@example.com', pin: '123456' });
    expect(verify.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(api.callsTo('PUT', '/api/User/Update')[0].body).toMatchObject({ tfa: true, email: 'ada@example.com' });
    await waitFor(() => expect(screen.getByTestId('tfa-settings').dataset.tfa).toBe('true'));
    expect(screen.queryByTestId('tfa-key')).toBeNull();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ tfa: true });
  });

  it('a wrong pin says so and sends no Update', async () => {
    const { api } = openSettings('/dashboard/settings/tfa', {
      'GET /api/User/Me': () => jsonResponse(me()),
      'POST /api/User/EnableTwoFactorAuthentication': () =>
        jsonResponse({ manualEntryKey: 'K', qrCodeUrl: 'data:image/png;base64,AAAA' }),
      'POST /api/User/TwoFactorLogin': () => errorResponse(400, 'TFA_PIN_INVALID'),
    });
    fireEvent.click(await screen.findByTestId('tfa-setup'));
    type('Authenticator code', await screen.findByTestId('tfa-key').then(() => '000000'));
    fireEvent.click(screen.getByTestId('tfa-submit'));
    expect(
      await screen.findByText(
        'Two-factor enable: That code is not right. Enter the code your authenticator app shows right now.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('PUT', '/api/User/Update')).toHaveLength(0);
    expect((screen.getByLabelText('Authenticator code') as HTMLInputElement).value).toBe('');
  });

  it('turns 2FA off: pin, verify, Update with tfa false', async () => {
    const { api } = openSettings('/dashboard/settings/tfa', {
      'GET /api/User/Me': () => jsonResponse(me({ tfa: true })),
      'POST /api/User/TwoFactorLogin': () => jsonResponse({ verified: true, validUntil: '2030-01-01T00:00:00Z' }),
      'PUT /api/User/Update': (request) => jsonResponse(me(request.body as Partial<UserProfileResponse>)),
    });
    await waitFor(() => expect(screen.getByTestId('tfa-settings').dataset.tfa).toBe('true'));
    type('Authenticator code', '654321');
    fireEvent.click(screen.getByTestId('tfa-submit'));
    await waitFor(() =>
      expect(document.querySelector('.Toastify')?.textContent).toContain('Two-factor authentication is off.'),
    );
    expect(api.callsTo('PUT', '/api/User/Update')[0].body).toMatchObject({ tfa: false });
    await waitFor(() => expect(screen.getByTestId('tfa-settings').dataset.tfa).toBe('false'));
  });
});
