import type { LoginSuccessResponse } from '../../lib/api-types';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, configure, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createAuth } from '../auth/auth';
import { createAppRouter, createQueryClient } from '../../router';
import { jsonResponse } from '../../test/fakes';

// Whole-app screens under a busy parallel run can take more than the default second to settle.
configure({ asyncUtilTimeout: 5000 });

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** Answers one API call; "METHOD /path" keys (query string ignored). */
export type ApiHandler = (request: SeenRequest) => Response | Promise<Response>;

/**
 * A fake API for screen tests: the given routes answer as told, the start-up calls answer empty,
 * anything else 404. `requests` lists every call (parsed) to inspect afterwards.
 */
export function stubApi(routes: Record<string, ApiHandler> = {}) {
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://shop.test');
    const method = init?.method ?? 'GET';
    const request: SeenRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (handler) return handler(request);
    if (url.pathname === '/info.json') return jsonResponse({ version: '1.4.2' });
    if (url.pathname === '/api/Pricing')
      return jsonResponse({ country: 'GB', pricings: [], exclusions: [], shipmentCountries: [] });
    if (url.pathname === '/api/Changelog') return jsonResponse({});
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.path === path);
  return { fetchMock, requests, callsTo };
}

export function errorResponse(
  status: number,
  code: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  return new Response(JSON.stringify({ statusCode: status, code, message: code, ...extra }), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export { jsonResponse };

/** The whole app at `path`, as the browser shows it. */
export function renderApp(path: string) {
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

/** Stores a signed-in session as a login would have. */
export function signedIn(user: Partial<LoginSuccessResponse> = {}, token = 'jwt-1') {
  localStorage.setItem('token', token);
  localStorage.setItem('user', JSON.stringify({ ...loginAnswer(), ...user }));
}

export function loginAnswer(change: Partial<LoginSuccessResponse> = {}): LoginSuccessResponse {
  return {
    tfa: false,
    email: 'ada@example.com',
    token: 'jwt-new',
    name: 'Ada',
    surname: 'Lovelace',
    country: 'GB',
    language: 'en',
    isReseller: false,
    roles: ['CUSTOMER'],
    lastLogOn: null,
    reminderMails: true,
    addresses: [],
    ...change,
  };
}

// Not faked by vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }), so it works under both.
const nextMacrotask = () =>
  new Promise<void>((resolve) =>
    (globalThis as unknown as { setImmediate(callback: () => void): void }).setImmediate(resolve),
  );

/** Lets pending promises, fetch bodies and React updates settle (with fake setTimeout too). */
export async function settle(rounds = 10) {
  for (let round = 0; round < rounds; round += 1) {
    await act(nextMacrotask);
  }
}
