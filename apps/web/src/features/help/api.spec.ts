import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import { fakeStorage, jsonResponse } from '../../test/fakes';
import { fetchServiceHealth, overallState, unsubscribe } from './api';

function clientAnswering(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  return { fetchMock, sut: createApiClient({ fetch: fetchMock, storage: fakeStorage() }) };
}

describe('fetchServiceHealth', () => {
  it('reads a healthy answer', async () => {
    const { sut, fetchMock } = clientAnswering(async () =>
      jsonResponse({ status: 'ok', database: 'up', version: '2.1.0' }),
    );
    await expect(fetchServiceHealth(sut)).resolves.toEqual({ api: 'up', database: 'up', version: '2.1.0' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/health');
  });

  it('turns a 503 into "API up, database down" instead of an error', async () => {
    const { sut } = clientAnswering(async () =>
      jsonResponse({ status: 'error', database: 'down', version: '2.1.0' }, 503),
    );
    await expect(fetchServiceHealth(sut)).resolves.toEqual({ api: 'up', database: 'down' });
  });

  it('fails when the API cannot be reached or answers otherwise', async () => {
    const offline = clientAnswering(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchServiceHealth(offline.sut)).rejects.toMatchObject({ name: 'ApiError', status: undefined });
    const broken = clientAnswering(async () =>
      jsonResponse({ statusCode: 502, code: 'BAD_GATEWAY', message: 'x' }, 502),
    );
    await expect(fetchServiceHealth(broken.sut)).rejects.toMatchObject({ status: 502 });
  });
});

describe('overallState', () => {
  it('is up, degraded or down', () => {
    expect(overallState({ api: 'up', database: 'up' })).toBe('up');
    expect(overallState({ api: 'up', database: 'down' })).toBe('degraded');
    expect(overallState({ api: 'down', database: 'unknown' })).toBe('down');
    expect(overallState(undefined)).toBe('down');
  });
});

describe('unsubscribe', () => {
  it('posts the address as JSON to the newsletter endpoint', async () => {
    const { sut, fetchMock } = clientAnswering(async () => jsonResponse({ unsubscribed: true }));
    await expect(unsubscribe('anna@example.com', sut)).resolves.toEqual({ unsubscribed: true });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/Newsletter/Unsubscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@example.com' });
  });
});
