import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './api';
import { fakeStorage, jsonResponse } from '../test/fakes';
import { fetchApiFile, fileNameOf } from './api-file';

afterEach(() => vi.unstubAllGlobals());

describe('fileNameOf', () => {
  it('reads the name of a Content-Disposition header', () => {
    expect(fileNameOf('attachment; filename="nova-mil.conf"')).toBe('nova-mil.conf');
    expect(fileNameOf('inline; filename=nova-mil.png')).toBe('nova-mil.png');
    expect(fileNameOf(`attachment; filename="x.conf"; filename*=UTF-8''nova%20mil.conf`)).toBe('nova mil.conf');
  });

  it('keeps no path and gives up on nothing usable', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});

describe('fetchApiFile', () => {
  const config = () =>
    new Response('[Interface]\n', {
      headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="nova-mil.conf"' },
    });

  it('sends the bearer token and answers the blob with its name', async () => {
    const storage = fakeStorage({ token: 'jwt-1' });
    const fetchMock = vi.fn<typeof fetch>(async () => config());
    vi.stubGlobal('fetch', fetchMock);
    const file = await fetchApiFile(
      '/api/VpnPeer/Config',
      { passId: 'p1', location: 'mil' },
      { storage, fallbackName: 'mil.conf' },
    );
    expect(await file.blob.text()).toBe('[Interface]\n');
    expect(file.fileName).toBe('nova-mil.conf');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/VpnPeer/Config?passId=p1&location=mil');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  it('after a 401 lets the client refresh the session, then tries once more with the new token', async () => {
    const storage = fakeStorage({ token: 'old' });
    const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
      const bearer = new Headers(init?.headers).get('Authorization');
      if (bearer !== 'Bearer new') return jsonResponse({ statusCode: 401, code: 'UNAUTHORIZED', message: 'no' }, 401);
      return String(input).startsWith('/api/User/Me') ? jsonResponse({}) : config();
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient({ storage });
    client.setUnauthorizedHandler(async () => {
      storage.setItem('token', 'new');
      return true;
    });
    const file = await fetchApiFile(
      '/api/VpnPeer/Config',
      { passId: 'p1', location: 'mil' },
      { client, storage, fallbackName: 'mil.conf' },
    );
    expect(file.fileName).toBe('nova-mil.conf');
    expect(fetchMock.mock.calls.map(([input]) => String(input).split('?')[0])).toEqual([
      '/api/VpnPeer/Config',
      '/api/User/Me',
      '/api/User/Me',
      '/api/VpnPeer/Config',
    ]);
  });

  it('throws the API error of a refused download', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse({ statusCode: 404, code: 'LOCATION_NOT_FOUND', message: 'no' }, 404),
      ),
    );
    const error = await fetchApiFile(
      '/api/VpnPeer/Config',
      { passId: 'p1', location: 'xx' },
      { storage: fakeStorage({ token: 't' }), fallbackName: 'x' },
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect((error as ApiError).code).toBe('LOCATION_NOT_FOUND');
  });

  it('says NETWORK_ERROR when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('offline'))),
    );
    const error = await fetchApiFile(
      '/api/VpnPeer/ConfigQr',
      { passId: 'p1', location: 'mil' },
      { storage: fakeStorage(), fallbackName: 'x' },
    ).catch((caught: unknown) => caught);
    expect((error as ApiError).code).toBe('NETWORK_ERROR');
  });
});
