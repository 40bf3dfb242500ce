import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createAuth } from '../auth/auth';
import { createAppRouter, createQueryClient } from '../../router';
import { jsonResponse } from '../../test/fakes';

type Handler = (init: RequestInit | undefined) => Promise<Response> | Response;

/**
 * A fake network for page tests: the given API paths answer as told, the start-up calls answer
 * empty, anything else 404. Returns the mock to inspect the calls.
 */
export function stubFetch(handlers: Record<string, Handler> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input).split('?')[0];
    const handler = handlers[path];
    if (handler) return handler(init);
    if (path === '/info.json') return jsonResponse({ version: '1.4.2' });
    if (path === '/api/Pricing')
      return jsonResponse({ country: 'GB', pricings: [], exclusions: [], shipmentCountries: [] });
    if (path === '/api/Changelog') return jsonResponse({});
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The whole app at `path`, as the browser would show it. */
export function renderRoute(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter({
    auth: createAuth(),
    queryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Calls to one API path, with their parsed JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, path: string) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).split('?')[0] === path)
    .map(([, init]) => ({
      method: init?.method,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}

/** A promise the test settles itself, to see a loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
