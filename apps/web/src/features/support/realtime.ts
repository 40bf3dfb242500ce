import { useEffect, useRef, useState } from 'react';
import { api, resolveApiBase, type ApiClient } from '../../lib/api';
import type { components } from '../../lib/api-schema.gen';
import { browserStorage, STORAGE_KEYS, type KeyValueStorage } from '../../lib/storage';
import { typedApi, type ApiBody } from '../../lib/typed-api';

// The help desk's live updates (apps/api/src/support/realtime/): Server-Sent Events read with
// fetch, so the bearer token travels in the Authorization header as on every other call (an
// EventSource could only carry it in the URL, where logs and proxies keep it).

/** A ticket changed (ids and the kind of change only): ask for it again. */
export type SupportTicketEvent = components['schemas']['SupportTicketEvent'];
/** Staff streams: who is viewing or replying to a ticket now. */
export type SupportPresenceEvent = components['schemas']['SupportPresenceEvent'];
export type PresentAgent = SupportPresenceEvent['agents'][number];
export type SupportStreamEvent = SupportTicketEvent | SupportPresenceEvent;
export type PresenceState = ApiBody<'/api/Support/Staff/Presence', 'post'>['state'];

/** The customer's stream of one ticket, and the console's stream of everything. */
export const ticketEventsPath = (ticketId: string) =>
  `/api/Support/Ticket/Events?ticketId=${encodeURIComponent(ticketId)}`;
export const STAFF_EVENTS_PATH = '/api/Support/Staff/Events';

/** Waits between reconnections: 1 s, doubled after each failure, at most 30 s. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

/**
 * An SSE parser (the WHATWG event-stream format): feed it the text as it arrives, in chunks of
 * any size; it calls `onData` with the data of each complete event. Comments (heartbeats),
 * `event`, `id` and `retry` fields are not used by our streams and are skipped.
 */
export function createSseParser(onData: (data: string) => void): { push(chunk: string): void } {
  let buffer = '';
  let data: string[] = [];
  return {
    push(chunk: string) {
      buffer += chunk;
      // A line ends at CRLF, LF or CR; a CR at the very end may be the first half of a CRLF.
      const lines = buffer.split(/\r\n|\n|\r(?!$)/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length) onData(data.join('\n'));
          data = [];
        } else if (line.startsWith('data:')) {
          data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
        }
      }
    },
  };
}

/** The event of a `data:` line, or undefined when it is not one of ours. */
export function parseSupportEvent(data: string): SupportStreamEvent | undefined {
  try {
    const value = JSON.parse(data) as { type?: unknown; ticketId?: unknown } | null;
    if (typeof value !== 'object' || value === null || typeof value.ticketId !== 'string') return undefined;
    return value.type === 'ticket' || value.type === 'presence' ? (value as SupportStreamEvent) : undefined;
  } catch {
    return undefined;
  }
}

export interface StreamHandlers {
  onEvent(event: SupportStreamEvent): void;
  /** True once the stream is open, false when it no longer is (closing included): the caller polls meanwhile. */
  onLive(live: boolean): void;
}

export interface StreamOptions {
  fetch?: typeof fetch;
  storage?: KeyValueStorage;
  /** VITE_API_BASE, as the API client has it. */
  envBase?: string;
}

/**
 * Keeps a stream open until `close()`: reconnects after any end or failure (1 s, 2 s, 4 s, … at
 * most 30 s, or the server's Retry-After if longer), reading the token from storage on each
 * attempt, so a session refreshed meanwhile (by the polling calls) is the one used.
 */
export function connectSupportStream(
  path: string,
  handlers: StreamHandlers,
  options: StreamOptions = {},
): { close(): void } {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const storage = options.storage ?? browserStorage();
  let closed = false;
  let controller: AbortController | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wake: (() => void) | undefined;
  let failures = 0;
  let live = false;
  const setLive = (value: boolean) => {
    if (value !== live) handlers.onLive((live = value));
  };

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimeout(resolve, ms);
    });

  async function once(): Promise<number | undefined> {
    controller = new AbortController();
    const headers = new Headers({ Accept: 'text/event-stream' });
    const token = storage.getItem(STORAGE_KEYS.token);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const base = resolveApiBase(options.envBase ?? import.meta.env.VITE_API_BASE, storage);
    const response = await fetchImpl(`${base}${path}`, { headers, signal: controller.signal, cache: 'no-store' });
    if (response.status !== 200 || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      const retryAfter = Number(response.headers.get('Retry-After'));
      return Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined;
    }
    failures = 0;
    setLive(true);
    const parser = createSseParser((data) => {
      const event = parseSupportEvent(data);
      if (event && !closed) handlers.onEvent(event);
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return undefined;
      parser.push(value);
    }
  }

  void (async () => {
    while (!closed) {
      let retryAfterMs: number | undefined;
      try {
        retryAfterMs = await once();
      } catch {
        // A network failure or our own abort: the same wait either way (none once closed).
      }
      if (closed) return;
      setLive(false);
      const backoff = Math.min(FIRST_RETRY_MS * 2 ** failures, MAX_RETRY_MS);
      failures++;
      await sleep(Math.max(backoff, Math.min(retryAfterMs ?? 0, MAX_RETRY_MS)));
    }
  })();

  return {
    close() {
      setLive(false);
      closed = true;
      controller?.abort();
      clearTimeout(timer);
      wake?.();
    },
  };
}

/**
 * Follows a support stream while `path` is set (null: none): `onEvent` for each event, `live`
 * false while it is not connected, so the caller polls until it is. Closed on unmount.
 */
export function useSupportStream(path: string | null, onEvent: (event: SupportStreamEvent) => void): { live: boolean } {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  // The path the stream is live for: a new path is not live until its own stream opens.
  const [livePath, setLivePath] = useState<string | null>(null);
  useEffect(() => {
    if (path === null) return;
    const connection = connectSupportStream(path, {
      onEvent: (event) => handler.current(event),
      onLive: (live) => setLivePath(live ? path : null),
    });
    return () => connection.close();
  }, [path]);
  return { live: path !== null && livePath === path };
}

/** Staff/Presence: I am viewing or replying to a ticket (repeat every ~10 s), or I left it. */
export function reportPresence(ticketId: string, state: PresenceState, client: ApiClient = api): Promise<void> {
  return typedApi(client)
    .post('/api/Support/Staff/Presence', { ticketId, state })
    .then(() => undefined);
}
