import type { UserProfileResponse } from '../../../lib/api-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, loginAnswer, renderApp, signedIn, stubApi, type ApiHandler } from '../testing';
import { emailConfirmed } from './account-deletion';

function me(change: Partial<UserProfileResponse> = {}): UserProfileResponse {
  const { token: _token, ...profile } = loginAnswer();
  return { ...profile, ...change };
}

function openProfile(routes: Record<string, ApiHandler>, profile = me()) {
  signedIn({ tfa: profile.tfa });
  const api = stubApi({
    'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
    'GET /api/User/Me': () => jsonResponse(profile),
    'GET /api/User/Sessions': () => jsonResponse({ items: [], total: 0 }),
    ...routes,
  });
  return { api, ...renderApp('/dashboard/settings/profile') };
}

const section = async () => within(await screen.findByTestId('account-deletion'));
const type = (input: HTMLElement, value: string) => fireEvent.input(input, { target: { value } });

describe('Delete my account', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says what goes and what is kept, and waits for the account’s e-mail typed out and the password', async () => {
    const { api } = openProfile({});
    const card = await section();
    expect(card.getByRole('heading', { name: 'Delete my account' })).toBeTruthy();
    expect(card.getByText(/invoices and the billing data on them/)).toBeTruthy();
    const submit = card.getByTestId('delete-account-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);

    type(card.getByTestId('delete-account-email'), 'ada@example.org');
    type(card.getByTestId('delete-account-password'), 'secret password');
    await waitFor(() => expect(submit.disabled).toBe(true));
    // The address as typed, in any case and with stray spaces, is the account's.
    type(card.getByTestId('delete-account-email'), ' ADA@example.com ');
    await waitFor(() => expect(submit.disabled).toBe(false));
    type(card.getByTestId('delete-account-password'), '');
    await waitFor(() => expect(submit.disabled).toBe(true));
    expect(api.callsTo('POST', '/api/User/DeleteAccount')).toHaveLength(0);
  });

  it('deletes with the password, clears the session here and goes home with a toast', async () => {
    let answer!: () => void;
    const { api, router } = openProfile({
      'POST /api/User/DeleteAccount': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(jsonResponse({ ok: true }));
        }),
    });
    const card = await section();
    type(card.getByTestId('delete-account-email'), 'ada@example.com');
    type(card.getByTestId('delete-account-password'), 'secret password');
    const submit = card.getByTestId('delete-account-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    // Busy while the server works: the button says so and cannot be pressed twice.
    await waitFor(() => expect(submit.getAttribute('aria-busy')).toBe('true'));
    expect(submit.textContent).toBe('Deleting your account…');
    expect(submit.disabled).toBe(true);
    const [call] = api.callsTo('POST', '/api/User/DeleteAccount');
    expect(call.body).toEqual({ password: 'secret password' });
    expect(call.headers.get('Authorization')).toBe('Bearer jwt-1');
    answer();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Your account has been deleted. Goodbye!')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('with 2FA asks for the code too, sends it, and says a wrong password in the page’s words', async () => {
    const { api, router } = openProfile(
      { 'POST /api/User/DeleteAccount': () => errorResponse(404, 'WRONG_PASSWORD') },
      me({ tfa: true }),
    );
    const card = await section();
    type(card.getByTestId('delete-account-email'), 'ada@example.com');
    type(card.getByTestId('delete-account-password'), 'not it');
    const submit = card.getByTestId('delete-account-submit') as HTMLButtonElement;
    // The code is part of the confirmation.
    await waitFor(() => expect(submit.disabled).toBe(true));
    type(card.getByLabelText('Authenticator code'), '123456');
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);

    expect(await card.findByText('That is not your password.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/User/DeleteAccount')[0].body).toEqual({ password: 'not it', pin: '123456' });
    expect(router.state.location.pathname).toBe('/dashboard/settings/profile');
    expect(localStorage.getItem('token')).toBe('jwt-1');
    await waitFor(() => expect(submit.disabled).toBe(false));
  });
});

describe('Delete my account while a payment is open', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('says to finish the payment first and keeps the session', async () => {
    const { router } = openProfile({
      'POST /api/User/DeleteAccount': () => errorResponse(409, 'PAYMENT_IN_PROGRESS'),
    });
    const card = await section();
    type(card.getByTestId('delete-account-email'), 'ada@example.com');
    type(card.getByTestId('delete-account-password'), 'secret password');
    const submit = card.getByTestId('delete-account-submit') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    expect(await card.findByText(/A payment of yours is still in progress/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard/settings/profile');
    expect(localStorage.getItem('token')).toBe('jwt-1');
  });
});

describe('emailConfirmed', () => {
  it('compares trimmed and in any case, nothing looser', () => {
    expect(emailConfirmed(' Ada@Example.com', 'ada@example.com')).toBe(true);
    expect(emailConfirmed('ada@example.co', 'ada@example.com')).toBe(false);
    expect(emailConfirmed('', 'ada@example.com')).toBe(false);
  });
});
