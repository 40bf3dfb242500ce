import { describe, expect, it, vi } from 'vitest';
import { fakeStorage, jsonResponse } from '../test/fakes';
import { ApiError, createApiClient, isNetworkError, resolveApiBase } from './api';

function setup(options: { storage?: Record<string, string>; envBase?: string; response?: Response | Error } = {}) {
  const storage = fakeStorage(options.storage);
  const fetch = vi.fn<typeof globalThis.fetch>(async () => {
    if (options.response instanceof Error) throw options.response;
    return options.response ?? jsonResponse({ ok: true });
  });
  const sut = createApiClient({ storage, fetch, envBase: options.envBase });
  const lastCall = () => {
    const [url, init] = fetch.mock.calls.at(-1) ?? [];
    return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
  };
  return { sut, storage, fetch, lastCall };
}

describe('resolveApiBase', () => {
  it('prefers VITE_API_BASE, then the stored isBanned host, then same origin', () => {
    expect(resolveApiBase('https://env.example/', fakeStorage({ isBanned: 'https://b.example' }))).toBe(
      'https://env.example',
    );
    expect(resolveApiBase(undefined, fakeStorage({ isBanned: 'https://b.example/' }))).toBe('https://b.example');
    expect(resolveApiBase('', fakeStorage())).toBe('');
  });
});

describe('createApiClient', () => {
  it('calls the same origin by default and returns the JSON body', async () => {
    const { sut, lastCall } = setup({ response: jsonResponse({ version: '1.0.0' }) });
    await expect(sut.get('/info.json')).resolves.toEqual({ version: '1.0.0' });
    expect(lastCall().url).toBe('/info.json');
  });

  it('uses the stored isBanned host as base and encodes the query', async () => {
    const { sut, lastCall } = setup({ storage: { isBanned: 'https://api2.example' } });
    await sut.get('/api/Pricing', { query: { country: 'it', skip: undefined } });
    expect(lastCall().url).toBe('https://api2.example/api/Pricing?country=it');
  });

  it('sends the bearer token while one is stored and drops it after logout', async () => {
    const { sut, storage, lastCall } = setup({ storage: { token: 'jwt-1' } });
    await sut.get('/api/User/Me');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer jwt-1');

    storage.removeItem('token');
    await sut.get('/api/User/Me', { headers: { Authorization: 'Bearer stale' } });
    expect(lastCall().headers.has('Authorization')).toBe(false);
  });

  it('sends X-Captcha-Token only while a captcha token is set', async () => {
    const { sut, lastCall } = setup();
    sut.setCaptchaToken('dev-captcha-ok');
    await sut.post('/api/User/Login', { email: 'a@b.cd' });
    expect(lastCall().headers.get('X-Captcha-Token')).toBe('dev-captcha-ok');

    sut.setCaptchaToken(null);
    await sut.post('/api/User/Login', { email: 'a@b.cd' });
    expect(lastCall().headers.has('X-Captcha-Token')).toBe(false);
  });

  it('sends bodies as JSON', async () => {
    const { sut, lastCall } = setup();
    await sut.put('/api/User/Update', { name: 'Ada' });
    expect(lastCall().init.method).toBe('PUT');
    expect(lastCall().init.body).toBe('{"name":"Ada"}');
    expect(lastCall().headers.get('Content-Type')).toBe('application/json');
  });

  it('treats any 2xx as success, with an empty body as undefined', async () => {
    const { sut } = setup({ response: new Response(null, { status: 204 }) });
    await expect(sut.delete('/api/User/Address')).resolves.toBeUndefined();
  });

  it('throws an ApiError carrying status and the error body on non-2xx', async () => {
    const body = { statusCode: 409, code: 'USER_EXISTS', message: 'User already exists' };
    const { sut } = setup({ response: jsonResponse(body, 409) });
    const error = await sut.post('/api/User/Register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, body, code: 'USER_EXISTS' });
    expect(isNetworkError(error)).toBe(false);
  });

  it('makes up an error body when the server sent none', async () => {
    const { sut } = setup({ response: new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }) });
    const error = await sut.get('/api/Pricing').catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 502,
      body: { statusCode: 502, code: 'UNKNOWN_ERROR', message: 'Bad Gateway' },
    });
  });

  it("takes only the server's error shape: another JSON answer (a proxy, another API) reads as UNKNOWN_ERROR", async () => {
    for (const foreign of [
      { error: 'Too busy' },
      { statusCode: 503, code: 'upstream busy', message: 'Busy' },
      { statusCode: '503', code: 'BUSY', message: 'Busy' },
    ]) {
      const { sut } = setup({ response: jsonResponse(foreign, 503) });
      const error = await sut.get('/api/Pricing').catch((e: unknown) => e);
      expect(error).toMatchObject({ status: 503, code: 'UNKNOWN_ERROR' });
    }
  });

  it('passes on a code the server added after this build: screens give it the generic text of its status', async () => {
    const body = { statusCode: 409, code: 'SOME_NEWER_CODE', message: 'Newer' };
    const { sut } = setup({ response: jsonResponse(body, 409) });
    await expect(sut.get('/api/Pricing')).rejects.toMatchObject({ status: 409, code: 'SOME_NEWER_CODE' });
  });

  it('throws an ApiError without status when the network fails', async () => {
    const { sut } = setup({ response: new TypeError('Failed to fetch') });
    const error = await sut.get('/info.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: undefined, code: 'NETWORK_ERROR' });
    expect(isNetworkError(error)).toBe(true);
  });
});
