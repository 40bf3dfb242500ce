import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { fakeStorage, jsonResponse } from '../../test/fakes';
import { errorResponse, loginAnswer, renderApp, settle, signedIn, stubApi } from '../account/testing';
import { createSessionStore } from './session-store';
import { refreshSession } from './session-refresh';

describe('refreshSession', () => {
  function setup(answer: () => Promise<Response> | Response, token: string | null = 'old') {
    const storage = fakeStorage(token ? { token, user: '{"name":"A","surname":"B"}' } : {});
    const fetch = vi.fn<typeof globalThis.fetch>(async () => answer());
    const client = createApiClient({ storage, fetch });
    const store = createSessionStore(storage);
    return { storage, fetch, sut: () => refreshSession({ client, store, locks: null }) };
  }

  it('posts the stored token and stores the rotated token and user', async () => {
    const { storage, fetch, sut } = setup(() => jsonResponse(loginAnswer({ token: 'new', name: '' })));
    await expect(sut()).resolves.toBe('refreshed');
    expect(fetch.mock.calls[0][1]?.body).toBe('{"token":"old"}');
    expect(storage.data.get('token')).toBe('new');
    expect(JSON.parse(storage.data.get('user') ?? '{}')).toMatchObject({ name: 'Anonymus', email: 'ada@example.com' });
  });

  it('tells a refusal (an HTTP answer) from no answer at all, and changes nothing itself', async () => {
    const refused = setup(() => errorResponse(401, 'SESSION_EXPIRED'));
    await expect(refused.sut()).resolves.toBe('rejected');
    expect(refused.storage.data.get('token')).toBe('old');
    const locked = setup(() => errorResponse(403, 'ACCOUNT_LOCKED'));
    await expect(locked.sut()).resolves.toBe('locked');
    expect(locked.storage.data.get('token')).toBe('old');
    const offline = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(offline.sut()).resolves.toBe('unreachable');
    expect(offline.storage.data.get('token')).toBe('old');
  });

  it('shares one call between concurrent callers (a rotated token must not be sent twice)', async () => {
    const { fetch, sut } = setup(() => jsonResponse(loginAnswer({ token: 'new' })));
    const outcomes = await Promise.all([sut(), sut(), sut()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed', 'refreshed']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does nothing without a token', async () => {
    const { fetch, sut } = setup(() => jsonResponse({}), null);
    await expect(sut()).resolves.toBe('none');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('401 on an authenticated call', () => {
  it('refreshes once and sends the call again with the new token', async () => {
    const storage = fakeStorage({ token: 'old', user: '{}' });
    const store = createSessionStore(storage);
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const bearer = new Headers(init?.headers).get('Authorization');
      if (String(input) === '/api/User/RefreshToken') return jsonResponse(loginAnswer({ token: 'new' }));
      return bearer === 'Bearer new' ? jsonResponse({ items: [] }) : errorResponse(401, 'UNAUTHORIZED');
    });
    const sut = createApiClient({ storage, fetch });
    sut.setUnauthorizedHandler(
      async (stale) => (await refreshSession({ client: sut, store, staleToken: stale, locks: null })) === 'refreshed',
    );

    await expect(sut.get('/api/Payment/Orders')).resolves.toEqual({ items: [] });
    expect(fetch.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/Payment/Orders',
      '/api/User/RefreshToken',
      '/api/Payment/Orders',
    ]);
  });

  it('lets the 401 through when the refresh is refused, and never retries twice', async () => {
    const storage = fakeStorage({ token: 'old' });
    const fetch = vi.fn<typeof globalThis.fetch>(async () => errorResponse(401, 'UNAUTHORIZED'));
    const sut = createApiClient({ storage, fetch });
    const handler = vi.fn(async () => true);
    sut.setUnauthorizedHandler(handler);
    await expect(sut.get('/api/Player')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not refresh for calls without a bearer or that opt out', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => errorResponse(401, 'UNAUTHORIZED'));
    const handler = vi.fn(async () => true);
    const anonymous = createApiClient({ storage: fakeStorage(), fetch });
    anonymous.setUnauthorizedHandler(handler);
    await expect(anonymous.get('/api/Player')).rejects.toMatchObject({ status: 401 });
    const signed = createApiClient({ storage: fakeStorage({ token: 't' }), fetch });
    signed.setUnauthorizedHandler(handler);
    await expect(signed.post('/api/User/Logout', undefined, { retryOnUnauthorized: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps Retry-After of a 429', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      errorResponse(429, 'TOO_MANY_REQUESTS', {}, { 'Retry-After': '30' }),
    );
    const sut = createApiClient({ storage: fakeStorage(), fetch });
    await expect(sut.post('/api/User/Login', {})).rejects.toMatchObject({ status: 429, retryAfter: 30 });
  });
});

describe('start-up session refresh in the app (spec 4)', () => {
  it('refreshes a stored token once and stores the new token and user', async () => {
    signedIn({ name: 'Old' }, 'jwt-old');
    const api = stubApi({
      'POST /api/User/RefreshToken': () => jsonResponse(loginAnswer({ token: 'jwt-rotated', name: 'Ada' })),
    });
    renderApp('/dashboard/orders');
    await waitFor(() => expect(localStorage.getItem('token')).toBe('jwt-rotated'));
    expect(await screen.findByTestId('header-user')).toHaveProperty('textContent', 'Ada L.');
    await settle();
    expect(api.callsTo('POST', '/api/User/RefreshToken').map((call) => call.body)).toEqual([{ token: 'jwt-old' }]);
  });

  it('does not call the refresh without a stored token', async () => {
    const api = stubApi();
    renderApp('/');
    await screen.findByTestId('login-link');
    await settle();
    expect(api.callsTo('POST', '/api/User/RefreshToken')).toHaveLength(0);
  });

  it('on a dashboard page, a refused refresh ends the session with the session-expired message and /login', async () => {
    signedIn();
    stubApi({ 'POST /api/User/RefreshToken': () => errorResponse(401, 'SESSION_EXPIRED') });
    const { router } = renderApp('/dashboard/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
  });

  it('a locked account is told so when its refresh is refused, and sent to /login', async () => {
    signedIn();
    stubApi({ 'POST /api/User/RefreshToken': () => errorResponse(403, 'ACCOUNT_LOCKED') });
    const { router } = renderApp('/dashboard/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('This account has been locked. Please contact support.')).toBeTruthy();
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });

  it('on a public page, a refused refresh signs out without moving or a message', async () => {
    signedIn();
    stubApi({ 'POST /api/User/RefreshToken': () => errorResponse(401, 'SESSION_EXPIRED') });
    const { router } = renderApp('/terms');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(await screen.findByTestId('login-link')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/terms');
    expect(screen.queryByText('Your session has expired. Please log in again.')).toBeNull();
  });

  it('a refresh without an answer changes nothing', async () => {
    signedIn({}, 'jwt-kept');
    const api = stubApi({ 'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('fetch failed')) });
    const { router } = renderApp('/dashboard/orders');
    await waitFor(() => expect(api.callsTo('POST', '/api/User/RefreshToken')).toHaveLength(1));
    await settle();
    expect(localStorage.getItem('token')).toBe('jwt-kept');
    expect(router.state.location.pathname).toBe('/dashboard/orders');
  });

  it('a 401 on a page call refreshes and retries it; a refused refresh then ends the session', async () => {
    signedIn({}, 'jwt-1');
    let refreshes = 0;
    const api = stubApi({
      // The start-up refresh gets no answer; the one after the 401 is refused.
      'POST /api/User/RefreshToken': () =>
        refreshes++ === 0 ? Promise.reject(new TypeError('offline')) : errorResponse(401, 'SESSION_EXPIRED'),
      'GET /api/User/Me': () => errorResponse(401, 'UNAUTHORIZED'),
    });
    const { router } = renderApp('/dashboard/settings/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST', '/api/User/RefreshToken').length).toBe(2);
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeTruthy();
  });
});

describe('logout (spec 4)', () => {
  it('calls POST Logout with the bearer, then clears token, user and lists and goes to /login, even if it fails', async () => {
    signedIn({}, 'jwt-1');
    const api = stubApi({
      'POST /api/User/RefreshToken': () => Promise.reject(new TypeError('offline')),
      'POST /api/User/Logout': () => errorResponse(500, 'INTERNAL_ERROR'),
    });
    const { router, queryClient } = renderApp('/dashboard/orders');
    queryClient.setQueryData(['player', 'devices'], [{ id: 'd1' }]);
    fireEvent.click(await screen.findByTestId('menu-item-logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [logout] = api.callsTo('POST', '/api/User/Logout');
    expect(logout.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(queryClient.getQueryData(['player', 'devices'])).toBeUndefined();
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
  });
});
