import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, renderApp, stubApi } from '../testing';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillRegistration(overrides: Record<string, string> = {}) {
  const values = {
    'First name': 'Ada',
    Surname: 'Lovelace',
    'E-mail address': 'ada@example.com',
    Password: 'analytical engine',
    'Repeat the password': 'analytical engine',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) type(label, value);
  fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'IT' } });
  fireEvent.click(screen.getByTestId('register-submit'));
}

describe('registration (spec 4, 5, 8)', () => {
  it('sends the form with the captcha token and goes to /registerConfirmed', async () => {
    const api = stubApi({ 'POST /api/User/Register': () => jsonResponse({ email: 'ada@example.com' }, 201) });
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    expect(field('Password').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();
    fillRegistration();

    await waitFor(() => expect(router.state.location.pathname).toBe('/registerConfirmed'));
    const [call] = api.callsTo('POST', '/api/User/Register');
    expect(call.body).toEqual({
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      country: 'IT',
      password: 'analytical engine',
      language: 'en',
      reCaptchaBody: 'dev-captcha-ok',
    });
    expect(call.headers.get('X-Captcha-Token')).toBe('dev-captcha-ok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your inbox' })).toBeTruthy();
  });

  it('says the user already exists on a 409', async () => {
    stubApi({ 'POST /api/User/Register': () => errorResponse(409, 'USER_EXISTS') });
    const { router } = renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    fillRegistration();
    expect(
      await screen.findByText(
        'Registration: There is already an account with this e-mail address. Log in, or ask for a new password.',
      ),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('checks the password rule and the repetition before sending', async () => {
    const api = stubApi();
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    fillRegistration({ Password: 'short', 'Repeat the password': 'other' });
    await waitFor(() => expect(field('Password').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Password'));
    expect(screen.getByText('Use at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/User/Register')).toHaveLength(0);
  });

  it("shows the server's field messages next to the inputs", async () => {
    stubApi({
      'POST /api/User/Register': () =>
        errorResponse(400, 'PASSWORD_TOO_COMMON', { fields: { password: ['PASSWORD_TOO_COMMON'] } }),
    });
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    fillRegistration({ Password: 'password1', 'Repeat the password': 'password1' });
    const password = field('Password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const errorId =
      (password.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('-error')) ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe(
      'Too common: choose a password that is harder to guess.',
    );
    expect(document.activeElement).toBe(password);
    expect(await screen.findByText('Registration: This password is too common. Choose another one.')).toBeTruthy();
  });

  it('says how long to wait after too many attempts', async () => {
    stubApi({ 'POST /api/User/Register': () => errorResponse(429, 'TOO_MANY_REQUESTS', {}, { 'Retry-After': '90' }) });
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Create an account' });
    fillRegistration();
    expect(await screen.findByText('Registration: Too many attempts. Please try again in 2 minutes.')).toBeTruthy();
  });
});

describe('forgot password and forgot 2FA', () => {
  it.each([
    ['/forgotPassword', 'Forgot your password?', 'Send me a link', '/api/User/ForgotPassword'],
    ['/forgotTfa', 'Lost your authenticator?', 'Send me a recovery link', '/api/User/ForgotTFA'],
  ])('%s sends the address with the captcha token and confirms', async (path, title, button, endpoint) => {
    const api = stubApi({ [`POST ${endpoint}`]: () => jsonResponse({ ok: true }) });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: title });
    type('E-mail address', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByTestId('forgot-sent')).toBeTruthy();
    const [call] = api.callsTo('POST', endpoint);
    expect(call.body).toEqual({ email: 'ada@example.com', reCaptchaBody: 'dev-captcha-ok' });
    expect(call.headers.get('X-Captcha-Token')).toBe('dev-captcha-ok');
    expect(await screen.findByText('We have sent you an e-mail.')).toBeTruthy();
  });

  it('password reset 400 adds the wrong-authenticator-code hint (spec 8)', async () => {
    stubApi({ 'POST /api/User/ForgotPassword': () => errorResponse(400, 'BAD_REQUEST') });
    renderApp('/forgotPassword');
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    type('E-mail address', 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(
      await screen.findByText(
        'Password reset: Some of the details are not right. Check the e-mail address and try again.',
      ),
    ).toBeTruthy();
  });
});

describe('mailed links', () => {
  it('/confirm-account posts the token to Activate once and says the account is confirmed', async () => {
    const api = stubApi({ 'POST /api/User/Activate': () => jsonResponse({ ok: true }) });
    renderApp('/confirm-account?token=abc123');
    expect(await screen.findByTestId('account-confirmed')).toBeTruthy();
    expect(api.callsTo('POST', '/api/User/Activate').map((call) => call.body)).toEqual([{ token: 'abc123' }]);
  });

  it('/confirm-account with a used token says the link is dead', async () => {
    stubApi({ 'POST /api/User/Activate': () => errorResponse(400, 'TOKEN_INVALID') });
    renderApp('/confirm-account?token=used');
    expect((await screen.findByTestId('link-problem')).textContent).toContain('This link is not valid any more.');
  });

  it('/confirm-account without a token sends nothing', async () => {
    const api = stubApi();
    renderApp('/confirm-account');
    expect((await screen.findByTestId('link-problem')).textContent).toContain(
      'This page opens from the link in our e-mail.',
    );
    expect(api.callsTo('POST', '/api/User/Activate')).toHaveLength(0);
  });

  it('/confirm-password checks the token, then saves the new password and goes to /login', async () => {
    const api = stubApi({
      'POST /api/User/VerifyForgotPasswordToken': () => jsonResponse({ valid: true, email: 'ada@example.com' }),
      'POST /api/User/ResetPassword': () => jsonResponse({ ok: true }),
    });
    const { router } = renderApp('/confirm-password?token=reset-1');
    expect(await screen.findByText('New password for ada@example.com.')).toBeTruthy();
    type('New password', 'a much better one');
    type('Repeat the new password', 'a much better one');
    fireEvent.click(screen.getByTestId('reset-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST', '/api/User/ResetPassword')[0].body).toEqual({
      token: 'reset-1',
      password: 'a much better one',
    });
    expect(await screen.findByText('Your password is changed. Please log in again.')).toBeTruthy();
  });

  it('/confirm-tfa posts the token to VerifyTFARecoverCode and says 2FA is off', async () => {
    const api = stubApi({ 'POST /api/User/VerifyTFARecoverCode': () => jsonResponse({ ok: true }) });
    renderApp('/confirm-tfa?token=tfa-1');
    expect(await screen.findByTestId('tfa-recovered')).toBeTruthy();
    expect(api.callsTo('POST', '/api/User/VerifyTFARecoverCode')[0].body).toEqual({ token: 'tfa-1' });
  });
});
