import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, loginAnswer, renderApp, stubApi } from '../testing';

function fillLogin(email = 'ada@example.com', password = 'correct horse') {
  fireEvent.change(screen.getByLabelText('E-mail address'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

beforeEach(() => sessionStorage.clear());

describe('login (spec 4)', () => {
  it('without 2FA stores token and user, sets numberOfItemsToShow and goes to /dashboard', async () => {
    const api = stubApi({ 'POST /api/User/Login': () => jsonResponse(loginAnswer({ name: '', surname: ' ' })) });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(screen.getByTestId('captcha-test-note').textContent).toBe('Test verification (development only)');
    fillLogin();

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(localStorage.getItem('token')).toBe('jwt-new');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      name: 'Anonymus',
      surname: 'Anonymus',
      email: 'ada@example.com',
    });
    expect(localStorage.getItem('numberOfItemsToShow')).toBe('10');
    const [call] = api.callsTo('POST', '/api/User/Login');
    expect(call.body).toEqual({ email: 'ada@example.com', password: 'correct horse', captchaCode: 'dev-captcha-ok' });
    expect(call.headers.get('X-Captcha-Token')).toBe('dev-captcha-ok');
    expect(await screen.findByText('Welcome, Anonymus!')).toBeTruthy();
  });

  it('keeps a stored numberOfItemsToShow and goes to the safe redirect', async () => {
    localStorage.setItem('numberOfItemsToShow', '25');
    stubApi({ 'POST /api/User/Login': () => jsonResponse(loginAnswer()) });
    const { router } = renderApp('/login?redirect=%22%2Fdashboard%2Forders%22');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/orders'));
    expect(localStorage.getItem('numberOfItemsToShow')).toBe('25');
  });

  it('shows the field rules before sending anything, focusing the first invalid field', async () => {
    const api = stubApi();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fillLogin('not-an-address', '');
    const email = screen.getByLabelText('E-mail address');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Enter an e-mail address like name@example.com.');
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/User/Login')).toHaveLength(0);
  });

  it('says "check the fields" on a 404', async () => {
    stubApi({ 'POST /api/User/Login': () => errorResponse(404, 'WRONG_CREDENTIALS') });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fillLogin();
    expect(await screen.findByText('Login: Wrong e-mail or password. Check both and try again.')).toBeTruthy();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('disables the button while the call runs', async () => {
    let answer!: (response: Response) => void;
    stubApi({ 'POST /api/User/Login': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fillLogin();
    const button = screen.getByTestId('login-submit');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    expect(button.textContent).toBe('Logging in…');
    answer(errorResponse(500, 'INTERNAL_ERROR'));
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });
});

describe('login with 2FA (spec 4)', () => {
  const challenge = { tfa: true, email: 'ada@example.com', tfaChallenge: 'challenge-1' };

  it('goes to /loginTfa without signing in, then signs in with the pin and the challenge', async () => {
    const api = stubApi({
      'POST /api/User/Login': () => jsonResponse(challenge),
      'POST /api/User/TwoFactorLogin': () => jsonResponse(loginAnswer({ tfa: true })),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fillLogin();

    await waitFor(() => expect(router.state.location.pathname).toBe('/loginTfa'));
    expect(localStorage.getItem('token')).toBeNull();
    expect((await screen.findByTestId('tfa-email')).textContent).toBe('Signing in as ada@example.com.');

    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByTestId('tfa-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.callsTo('POST', '/api/User/TwoFactorLogin')[0].body).toEqual({
      email: 'ada@example.com',
      pin: '123456',
      tfaChallenge: 'challenge-1',
    });
    expect(localStorage.getItem('token')).toBe('jwt-new');
    expect(localStorage.getItem('numberOfItemsToShow')).toBe('10');
  });

  it.each([
    [
      'a wrong pin',
      () => errorResponse(400, 'TFA_PIN_INVALID'),
      'Login: That code is not right. Enter the code your authenticator app shows right now.',
    ],
    [
      'a server error',
      () => errorResponse(503, 'SERVICE_UNAVAILABLE'),
      'Login: The shop is busy for a moment. Please try again shortly.',
    ],
    [
      'no answer',
      () => Promise.reject(new TypeError('fetch failed')),
      'Login: We cannot reach the shop. Check your internet connection and try again.',
    ],
  ])('after %s empties the pin field and takes the focus away', async (_case, failure, message) => {
    stubApi({ 'POST /api/User/Login': () => jsonResponse(challenge), 'POST /api/User/TwoFactorLogin': failure });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fillLogin();
    const pin = await screen.findByLabelText('Authenticator code');
    fireEvent.change(pin, { target: { value: '654321' } });
    pin.focus();
    fireEvent.submit(pin.closest('form') as HTMLFormElement);

    expect(await screen.findByText(message)).toBeTruthy();
    expect((pin as HTMLInputElement).value).toBe('');
    expect(document.activeElement).not.toBe(pin);
    expect(router.state.location.pathname).toBe('/loginTfa');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('starts over at /login when the challenge has expired on the server', async () => {
    stubApi({
      'POST /api/User/Login': () => jsonResponse(challenge),
      'POST /api/User/TwoFactorLogin': () => errorResponse(400, 'TFA_CHALLENGE_INVALID'),
    });
    const { router } = renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    fillLogin();
    fireEvent.change(await screen.findByLabelText('Authenticator code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByTestId('tfa-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.length).toBe(0);
  });

  it('sends /loginTfa without a pending login back to /login', async () => {
    stubApi();
    const { router } = renderApp('/loginTfa');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
