import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api';
import type { KeyValueStorage } from '../../lib/storage';
import {
  connectSupportStream,
  createSseParser,
  parseSupportEvent,
  reportPresence,
  STAFF_EVENTS_PATH,
  ticketEventsPath,
  type SupportStreamEvent,
} from './realtime';

const TICKET = '3f2a6c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';

function memoryStorage(token: string | null = 'the-token'): KeyValueStorage {
  const values = new Map<string, string>(token ? [['token', token]] : []);
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** A stream answer whose bytes the test writes, ended or failed by the test or by the caller's abort. */
function streamAnswer(signal: AbortSignal | null | undefined) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  signal?.addEventListener('abort', () => controller.error(new DOMException('Aborted', 'AbortError')));
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(new TextEncoder().encode(text)),
    end: () => controller.close(),
  };
}

describe('createSseParser', () => {
  it('hands over the data of each complete event, whatever the chunks, skipping comments and other fields', () => {
    const data: string[] = [];
    const sut = createSseParser((d) => data.push(d));
    sut.push(': connected\n\nda');
    sut.push('ta: {"a":1}\n');
    expect(data).toEqual([]);
    sut.push('\n: heartbeat\n\nevent: x\nid: 7\nretry: 10\ndata:two\r\ndata: lines\r\n\r');
    sut.push('\ndata: cr\r\rdata: last');
    expect(data).toEqual(['{"a":1}', 'two\nlines', 'cr']);
    sut.push('\n\n');
    expect(data).toEqual(['{"a":1}', 'two\nlines', 'cr', 'last']);
  });
});

describe('parseSupportEvent', () => {
  it('takes ticket and presence events and nothing else', () => {
    expect(parseSupportEvent(`{"type":"ticket","ticketId":"${TICKET}","kind":"message"}`)).toEqual({
      type: 'ticket',
      ticketId: TICKET,
      kind: 'message',
    });
    expect(parseSupportEvent(`{"type":"presence","ticketId":"${TICKET}","agents":[]}`)).toEqual({
      type: 'presence',
      ticketId: TICKET,
      agents: [],
    });
    for (const data of ['nope', 'null', '[]', '{"type":"other","ticketId":"x"}', '{"type":"ticket"}']) {
      expect(parseSupportEvent(data)).toBeUndefined();
    }
  });
});

describe('connectSupportStream', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the token in the Authorization header (never in the URL) and hands over each event', async () => {
    const answers: ReturnType<typeof streamAnswer>[] = [];
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      answers.push(streamAnswer(init?.signal));
      return Promise.resolve(answers.at(-1)!.response);
    });
    const events: SupportStreamEvent[] = [];
    const live: boolean[] = [];
    const sut = connectSupportStream(
      ticketEventsPath(TICKET),
      { onEvent: (e) => events.push(e), onLive: (l) => live.push(l) },
      { fetch, storage: memoryStorage(), envBase: 'https://api.example' },
    );
    await vi.advanceTimersByTimeAsync(0);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(`https://api.example/api/Support/Ticket/Events?ticketId=${TICKET}`);
    expect(String(url)).not.toContain('the-token');
    const headers = new Headers(init?.headers);
    expect(headers.get('Authorization')).toBe('Bearer the-token');
    expect(headers.get('Accept')).toBe('text/event-stream');
    expect(live).toEqual([true]);

    answers[0].write(`: connected\n\ndata: {"type":"ticket","ticketId":"${TICKET}","kind":"message"}\n\n`);
    answers[0].write(`: heartbeat\n\ndata: {"type":"ticket","ticketId":"${TICKET}","kind":"sta`);
    answers[0].write('tus"}\n\ndata: not json\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual([
      { type: 'ticket', ticketId: TICKET, kind: 'message' },
      { type: 'ticket', ticketId: TICKET, kind: 'status' },
    ]);

    sut.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch.mock.calls[0][1]?.signal?.aborted).toBe(true);
    expect(live).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reconnects after 1 s, 2 s, 4 s … at most 30 s while it fails, and again from 1 s once it was open', async () => {
    let fail = true;
    const answers: ReturnType<typeof streamAnswer>[] = [];
    const fetch = vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      if (fail) return Promise.reject(new TypeError('Failed to fetch'));
      answers.push(streamAnswer(init?.signal));
      return Promise.resolve(answers.at(-1)!.response);
    });
    const live: boolean[] = [];
    const sut = connectSupportStream(
      STAFF_EVENTS_PATH,
      { onEvent: () => undefined, onLive: (l) => live.push(l) },
      { fetch, storage: memoryStorage(), envBase: '' },
    );
    const callsAfter = async (ms: number) => {
      await vi.advanceTimersByTimeAsync(ms);
      return fetch.mock.calls.length;
    };
    expect(await callsAfter(0)).toBe(1);
    for (const wait of [1000, 2000, 4000, 8000, 16000, 30000, 30000]) {
      expect(await callsAfter(wait - 1)).toBe(fetch.mock.calls.length);
      const before = fetch.mock.calls.length;
      expect(await callsAfter(1)).toBe(before + 1);
    }
    expect(live).toEqual([]);

    fail = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(live).toEqual([true]);
    expect(fetch.mock.calls.at(-1)?.[0]).toBe('/api/Support/Staff/Events');
    answers[0].end();
    const before = fetch.mock.calls.length;
    expect(await callsAfter(999)).toBe(before);
    expect(await callsAfter(1)).toBe(before + 1);
    expect(live).toEqual([true, false, true]);
    sut.close();
  });

  it("waits the server's Retry-After when it is longer, and sends no header without a token", async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(
        new Response('{"statusCode":429,"code":"TOO_MANY_REQUESTS","message":"…"}', {
          status: 429,
          headers: { 'Retry-After': '30' },
        }),
      ),
    );
    const live: boolean[] = [];
    const sut = connectSupportStream(
      ticketEventsPath(TICKET),
      { onEvent: () => undefined, onLive: (l) => live.push(l) },
      { fetch, storage: memoryStorage(null), envBase: '' },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(new Headers(fetch.mock.calls[0][1]?.headers).has('Authorization')).toBe(false);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(live).toEqual([]);
    sut.close();
  });
});

describe('reportPresence', () => {
  it('posts the state of the ticket to Staff/Presence with the bearer token', async () => {
    const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response('{"ok":true}', { status: 200, headers: { 'Content-Type': 'application/json' } })),
    );
    const client = createApiClient({ fetch, storage: memoryStorage(), envBase: 'https://api.example' });
    await expect(reportPresence(TICKET, 'replying', client)).resolves.toBeUndefined();
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('https://api.example/api/Support/Staff/Presence');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ ticketId: TICKET, state: 'replying' });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer the-token');
  });
});
