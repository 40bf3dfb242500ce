import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../i18n/i18n';
import { errorResponse, jsonResponse, loginAnswer, renderApp, signedIn, stubApi } from '../testing';

// What one account screen hands the next: the e-mail address (history state, never the URL), the
// purchase a buy button started (the login says why, and goes there afterwards), the error line
// next to the form, and lead texts that follow the page's state.

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const lead = () => document.querySelector('.account-page .lead, .help-page .lead')?.textContent;
const CHECKOUT = '/dashboard/pass/passNew?plan=VPN-ONE-MONTH';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the login reached from a buy button', () => {
  it('says why, keeps the plan through the registration link, and goes to it after the login', async () => {
    stubApi({ 'POST /api/User/Login': () => jsonResponse(loginAnswer()) });
    const { router } = renderApp(`/login?redirect=${encodeURIComponent(CHECKOUT)}`);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(lead()).toBe('Log in or create an account to buy the VPN pass for 1 month.');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      `/register?redirect=${encodeURIComponent(CHECKOUT)}`,
    );
    type('E-mail address', 'ada@example.com');
    type('Password', 'correct horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.href).toBe(CHECKOUT));
  });

  it('after a registration, the next login (with the 2FA step) lands on the chosen plan', async () => {
    stubApi({
      'POST /api/User/Register': () => jsonResponse({ email: 'ada@example.com' }, 201),
      'POST /api/User/Login': () => jsonResponse({ tfa: true, email: 'ada@example.com', tfaChallenge: 'challenge-1' }),
      'POST /api/User/TwoFactorLogin': () => jsonResponse(loginAnswer()),
    });
    const { router } = renderApp(`/register?redirect=${encodeURIComponent(CHECKOUT)}`);
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(lead()).toBe(
      'Confirm your account with the link in the e-mail, then log in: you can buy the VPN pass for 1 month right away.',
    );
    for (const [label, value] of [
      ['First name', 'Ada'],
      ['Surname', 'Lovelace'],
      ['E-mail address', 'ada@example.com'],
      ['Password', 'analytical engine'],
      ['Repeat the password', 'analytical engine'],
    ]) {
      type(label, value);
    }
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('purchase-after-confirm')).textContent).toContain('the VPN pass for 1 month');

    // The confirmation link's page leads to a bare /login: the plan is remembered in this browser.
    await router.navigate({ to: '/login' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(lead()).toBe('Log in or create an account to buy the VPN pass for 1 month.');
    type('E-mail address', 'ada@example.com');
    type('Password', 'analytical engine');
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.change(await screen.findByLabelText('Authenticator code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('tfa-submit'));
    await waitFor(() => expect(router.state.location.href).toBe(CHECKOUT));
    // Used once: a later login goes to the dashboard again.
    expect(localStorage.getItem('nova.purchaseReturn')).toBeNull();
  });

  it('says nothing of buying when the login guards another page', async () => {
    stubApi();
    renderApp(`/login?redirect=${encodeURIComponent('/dashboard/orders')}`);
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(lead()).toBe('Log in to manage your devices, passes and orders.');
  });
});

describe('the e-mail address handed on', () => {
  it('"Lost your authenticator app?" opens /forgotTfa with the first step\'s address, not in the URL', async () => {
    stubApi({
      'POST /api/User/Login': () => jsonResponse({ tfa: true, email: 'ada@example.com', tfaChallenge: 'challenge-1' }),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    type('E-mail address', 'ada@example.com');
    type('Password', 'correct horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    fireEvent.click(await screen.findByRole('link', { name: 'Lost your authenticator app?' }));
    await screen.findByRole('heading', { level: 1, name: 'Lost your authenticator?' });
    expect(field('E-mail address').value).toBe('ada@example.com');
    expect(router.state.location.href).toBe('/forgotTfa');
  });

  it('a password reset leads to /login with the address filled in', async () => {
    stubApi({
      'POST /api/User/VerifyForgotPasswordToken': () => jsonResponse({ valid: true, email: 'ada@example.com' }),
      'POST /api/User/ResetPassword': () => jsonResponse({ ok: true }),
    });
    const { router } = renderApp('/confirm-password?token=reset-1');
    await screen.findByText('New password for ada@example.com.');
    expect(lead()).toBe('Enter a new password of at least 8 characters.');
    type('New password', 'a much better one');
    type('Repeat the new password', 'a much better one');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(field('E-mail address').value).toBe('ada@example.com'));
    expect(router.state.location.href).toBe('/login');
  });

  it('a password change leads to /login with the address filled in', async () => {
    signedIn({ email: 'ada@example.com' });
    // The start-up refresh gets no answer, so it changes nothing.
    stubApi({
      'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
      'POST /api/User/ChangePassword': () => jsonResponse({ ok: true }),
    });
    const { router } = renderApp('/dashboard/settings/change-password');
    await screen.findByLabelText('Current password');
    type('Current password', 'old one is here');
    type('New password', 'a much better one');
    type('Repeat the new password', 'a much better one');
    fireEvent.click(screen.getByTestId('change-password-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 4000 });
    await waitFor(() => expect(field('E-mail address').value).toBe('ada@example.com'));
  });
});

describe('the error line next to a form', () => {
  it('says a failed login without the tag, goes when the user types, and a later success leaves no error', async () => {
    let wrong = true;
    stubApi({
      'POST /api/User/Login': () => (wrong ? errorResponse(404, 'WRONG_CREDENTIALS') : jsonResponse(loginAnswer())),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    type('E-mail address', 'ada@example.com');
    type('Password', 'wrong horse');
    fireEvent.click(screen.getByTestId('login-submit'));
    const line = await screen.findByTestId('form-alert');
    expect(line.getAttribute('role')).toBe('alert');
    expect(line.textContent).toBe('Wrong e-mail or password. Check both and try again.');
    fireEvent.input(field('Password'), { target: { value: 'correct horse' } });
    expect(screen.queryByTestId('form-alert')).toBeNull();
    wrong = false;
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});

describe('lead texts that follow the page', () => {
  it('/confirm-account says it is confirming, then that it is confirmed', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubApi({ 'POST /api/User/Activate': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/confirm-account?token=confirm-1');
    await screen.findByRole('heading', { level: 1, name: 'Confirm your account' });
    expect(lead()).toBe('We are confirming your e-mail address.');
    answer(jsonResponse({ ok: true }));
    await screen.findByTestId('account-confirmed');
    expect(lead()).toBe('Your e-mail address is confirmed.');
  });

  it.each([
    ['/confirm-account?token=dead', 'POST /api/User/Activate', 'We could not confirm your e-mail address.'],
    ['/confirm-tfa?token=dead', 'POST /api/User/VerifyTFARecoverCode', 'We could not use your recovery link.'],
    ['/confirm-password?token=dead', 'POST /api/User/VerifyForgotPasswordToken', 'We could not use your link.'],
  ])('%s with a dead link says so in the lead', async (path, call, text) => {
    stubApi({ [call]: () => errorResponse(400, 'TOKEN_INVALID') });
    renderApp(path);
    await screen.findByTestId('link-problem');
    expect(lead()).toBe(text);
  });

  it('/confirm-tfa says 2FA is off once the link worked', async () => {
    stubApi({ 'POST /api/User/VerifyTFARecoverCode': () => jsonResponse({ ok: true }) });
    renderApp('/confirm-tfa?token=tfa-1');
    await screen.findByTestId('tfa-recovered');
    expect(lead()).toBe('Two-factor authentication is off.');
  });

  it('/confirm-tfa still says 2FA is off after the session it ended goes: the used link is not posted again', async () => {
    signedIn();
    let refused: (response: Response) => void = () => undefined;
    let checks = 0;
    const { callsTo } = stubApi({
      // Single-use: a second check of the same link is refused.
      'POST /api/User/VerifyTFARecoverCode': () =>
        ++checks === 1 ? jsonResponse({ ok: true }) : errorResponse(400, 'TOKEN_INVALID'),
      // The link signs every device out: this browser's refresh is refused after it.
      'POST /api/User/RefreshToken': () => new Promise<Response>((resolve) => (refused = resolve)),
    });
    renderApp('/confirm-tfa?token=tfa-2');
    await screen.findByTestId('tfa-recovered');
    // The session's end drops the account queries (session/end-session.ts); a language switch renders the page anew.
    refused(errorResponse(401, 'UNAUTHORIZED'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    try {
      await act(() => changeLanguage('de'));
      await waitFor(() => expect(lead()).toBe('Die Zwei-Faktor-Authentifizierung ist ausgeschaltet.'));
      expect(screen.getByTestId('tfa-recovered')).toBeTruthy();
      expect(callsTo('POST', '/api/User/VerifyTFARecoverCode')).toHaveLength(1);
    } finally {
      await act(() => changeLanguage('en'));
    }
  });

  it('/unsubscribe says what has happened once it has', async () => {
    stubApi({ 'POST /api/Newsletter/Unsubscribe': () => jsonResponse({ ok: true }) });
    renderApp('/unsubscribe?email=ada%40example.com');
    await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
    expect(lead()).toContain('Enter your e-mail address');
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await screen.findByTestId('unsubscribe-done');
    expect(lead()).toBe(
      'You will not get our newsletters and offers any more. E-mails about your orders, licences, passes and account security still arrive.',
    );
  });
});
