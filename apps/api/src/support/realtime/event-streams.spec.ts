import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { DomainException } from '../../core/errors/domain.exception';
import { EventStreams, HEARTBEAT_MS, STREAM_LIFETIME_MS, STREAMS_PER_ACCOUNT } from './event-streams';

/** A hijackable reply whose raw response records what is written. */
function fakeReply() {
  const raw = Object.assign(new EventEmitter(), {
    status: 0,
    headers: {} as Record<string, unknown>,
    body: '',
    ended: false,
    writableLength: 0,
    writeHead(status: number, headers: Record<string, unknown>) {
      raw.status = status;
      raw.headers = headers;
    },
    write(text: string) {
      raw.body += text;
      return true;
    },
    end() {
      raw.ended = true;
      raw.emit('close');
    },
    destroy() {
      raw.emit('close');
    },
  });
  const reply = { raw, hijack: jest.fn(), getHeaders: () => ({ 'x-request-id': 'r1', 'cache-control': 'x' }) };
  return { reply: reply as unknown as FastifyReply, raw, hijack: reply.hijack };
}

const everything = (userId: string) => ({ userId, view: (event: string) => ({ event }) });

describe('EventStreams', () => {
  let sut: EventStreams<string>;
  beforeEach(() => {
    jest.useFakeTimers();
    sut = new EventStreams<string>();
  });
  afterEach(() => {
    sut.beforeApplicationShutdown();
    jest.useRealTimers();
  });

  it("opens an event stream with the answer's own headers, sends the initial events, then each broadcast it views", () => {
    const { reply, raw, hijack } = fakeReply();
    sut.open(reply, { userId: 'u1', view: (e) => (e.startsWith('mine') ? { e } : undefined) }, [{ first: 1 }]);
    expect(hijack).toHaveBeenCalled();
    expect(raw.status).toBe(200);
    expect(raw.headers).toEqual(
      expect.objectContaining({
        'x-request-id': 'r1',
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
      }),
    );
    sut.broadcast('mine 1');
    sut.broadcast('other');
    expect(raw.body).toBe(': connected\n\ndata: {"first":1}\n\ndata: {"e":"mine 1"}\n\n');
  });

  it('writes a heartbeat comment every 25 s', () => {
    const { reply, raw } = fakeReply();
    sut.open(reply, everything('u1'));
    jest.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(raw.body).toBe(': connected\n\n: heartbeat\n\n: heartbeat\n\n');
  });

  it('refuses a 6th stream of one account with 429 before answering, and counts a closed one out', () => {
    const replies = Array.from({ length: STREAMS_PER_ACCOUNT }, () => fakeReply());
    for (const { reply } of replies) sut.open(reply, everything('u1'));
    const sixth = fakeReply();
    expect(() => sut.open(sixth.reply, everything('u1'))).toThrow(
      expect.objectContaining({ status: 429, code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 30 }),
    );
    expect(sixth.hijack).not.toHaveBeenCalled();
    sut.open(fakeReply().reply, everything('u2'));
    replies[0].raw.emit('close');
    sut.open(sixth.reply, everything('u1'));
    expect(sixth.raw.status).toBe(200);
  });

  it('ends a stream after its lifetime, every stream on shutdown, and refuses new ones then (503)', () => {
    const first = fakeReply();
    sut.open(first.reply, everything('u1'));
    jest.advanceTimersByTime(STREAM_LIFETIME_MS);
    expect(first.raw.ended).toBe(true);
    const second = fakeReply();
    sut.open(second.reply, everything('u1'));
    sut.beforeApplicationShutdown();
    expect(second.raw.ended).toBe(true);
    sut.broadcast('after');
    expect(second.raw.body).toBe(': connected\n\n');
    expect(() => sut.open(fakeReply().reply, everything('u1'))).toThrow(DomainException);
  });
});
