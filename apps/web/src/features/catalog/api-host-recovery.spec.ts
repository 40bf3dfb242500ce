import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { fakeStorage } from '../../test/fakes';
import { markApiHostHealthy } from './api-host-health';
import { parseApiHost, recoverApiHost, type ApiHostRecoveryDeps } from './api-host-recovery';

const networkError = new ApiError(undefined, undefined);

function setup(options: { storage?: Record<string, string>; envUrl?: string; response?: Response | Error } = {}) {
  const storage = fakeStorage(options.storage);
  const fetch = vi.fn(async () => {
    if (options.response instanceof Error) throw options.response;
    return options.response ?? new Response('https://api2.example.com\n');
  });
  const reload = vi.fn();
  const deps: ApiHostRecoveryDeps = {
    envUrl: 'envUrl' in options ? options.envUrl : 'https://cdn.example.com/env.txt',
    fetch,
    storage,
    reload,
    now: () => 1_700_000_000_000,
  };
  return { deps, storage, fetch, reload };
}

describe('recoverApiHost', () => {
  it('does nothing when the version call got an HTTP status', async () => {
    const { deps, fetch, reload } = setup();
    const outcome = await recoverApiHost(
      new ApiError(500, { statusCode: 500, code: 'INTERNAL_ERROR', message: '' }),
      deps,
    );
    expect(outcome).toBe('not-a-network-error');
    expect(fetch).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('fetches the environment file with a timestamp, stores the host and reloads once', async () => {
    const { deps, storage, fetch, reload } = setup();
    await expect(recoverApiHost(networkError, deps)).resolves.toBe('reloading');
    expect(fetch).toHaveBeenCalledWith('https://cdn.example.com/env.txt?t=1700000000000', { cache: 'no-store' });
    expect(storage.data.get('isBanned')).toBe('https://api2.example.com');
    expect(storage.data.get('hasReloaded')).toBe('true');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stores the host but does not reload a second time', async () => {
    const { deps, storage, reload } = setup({ storage: { hasReloaded: 'true', isBanned: 'https://old.example' } });
    await expect(recoverApiHost(networkError, deps)).resolves.toBe('stored-without-reload');
    expect(storage.data.get('isBanned')).toBe('https://api2.example.com');
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([
    ['the fetch fails', { response: new TypeError('offline') }],
    ['the file answers an error', { response: new Response('nope', { status: 404 }) }],
    ['the body is not an address', { response: new Response('<html>') }],
    ['no file is configured', { envUrl: undefined }],
  ])('clears both flags when %s', async (_case, options) => {
    const { deps, storage, reload } = setup({
      ...options,
      storage: { isBanned: 'https://x.example', hasReloaded: 'true' },
    });
    await expect(recoverApiHost(networkError, deps)).resolves.toBe('cleared');
    expect(storage.data.has('isBanned')).toBe(false);
    expect(storage.data.has('hasReloaded')).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('markApiHostHealthy', () => {
  it('re-arms the reload guard but keeps the working host', () => {
    const storage = fakeStorage({ isBanned: 'https://api2.example.com', hasReloaded: 'true' });
    markApiHostHealthy(storage);
    expect([...storage.data.keys()]).toEqual(['isBanned']);
  });
});

describe('parseApiHost', () => {
  it('accepts http(s) addresses only', () => {
    expect(parseApiHost(' https://api.example.com/ ')).toBe('https://api.example.com');
    expect(parseApiHost('javascript:alert(1)')).toBeNull();
    expect(parseApiHost('')).toBeNull();
  });
});
