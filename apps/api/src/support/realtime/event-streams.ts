import { BeforeApplicationShutdown, HttpStatus, Injectable, OnModuleDestroy } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DomainException } from '../../core/errors/domain.exception';

/** Open streams one account may hold on an instance; the next is refused with 429. */
export const STREAMS_PER_ACCOUNT = 5;
/** A comment this often keeps proxies from closing a quiet stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * A stream ends after this long (the access token's lifetime) and its client reconnects with its
 * current token: a session ended meanwhile stops hearing of changes.
 */
export const STREAM_LIFETIME_MS = 15 * 60_000;
/** A client this far behind in reading is dropped (it reconnects and reads the state again). */
const MAX_BUFFERED_BYTES = 1_000_000;

/** 429 for a 6th stream of an account; a tab closing frees a slot. */
class TooManyStreamsException extends DomainException {
  readonly retryAfterSeconds = 30;
  constructor() {
    super(HttpStatus.TOO_MANY_REQUESTS, 'TOO_MANY_REQUESTS', 'Too many open event streams for this account.');
  }
}

/**
 * One open stream: what it sends of an event (undefined: nothing; a customer's stream drops
 * internal changes and other tickets).
 */
export interface StreamView<E> {
  userId: string;
  view(event: E): object | undefined;
}

interface OpenStream<E> extends StreamView<E> {
  raw: ServerResponse;
  lifetime: NodeJS.Timeout;
}

/**
 * The Server-Sent Events streams open on this instance: opened on a hijacked Fastify reply (so a
 * heartbeat comment can be written, which Nest's @Sse cannot), limited per account, fed by
 * `broadcast`, each ended when its client goes, when the database notifications are lost (the
 * clients fall back to polling until they reconnect) and when the application shuts down.
 */
@Injectable()
export class EventStreams<E = unknown> implements OnModuleDestroy, BeforeApplicationShutdown {
  private readonly streams = new Set<OpenStream<E>>();
  private heartbeat?: NodeJS.Timeout;
  private closing = false;

  /** Throws 429 when the account has its streams already, else sends the headers and `initial`. */
  open(reply: FastifyReply, stream: StreamView<E>, initial: object[] = []): void {
    if (this.closing) {
      throw new DomainException(HttpStatus.SERVICE_UNAVAILABLE, 'SERVICE_UNAVAILABLE', 'The server is stopping.');
    }
    let count = 0;
    for (const s of this.streams) if (s.userId === stream.userId) count++;
    if (count >= STREAMS_PER_ACCOUNT) throw new TooManyStreamsException();

    reply.hijack();
    const raw = reply.raw;
    const headers: OutgoingHttpHeaders = {};
    // The headers every answer gets (security headers, request id), set by the onRequest hooks.
    for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
    raw.writeHead(HttpStatus.OK, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx would otherwise hold the events back in its buffer.
      'x-accel-buffering': 'no',
    });
    raw.socket?.setNoDelay(true);
    const open: OpenStream<E> = { ...stream, raw, lifetime: setTimeout(() => this.drop(open), STREAM_LIFETIME_MS) };
    open.lifetime.unref();
    this.streams.add(open);
    raw.on('close', () => this.forget(open));
    this.write(open, ': connected\n\n');
    for (const data of initial) this.write(open, frame(data));
    this.heartbeat ??= setInterval(() => this.beat(), HEARTBEAT_MS).unref();
  }

  /** Sends each open stream its view of the event. */
  broadcast(event: E): void {
    for (const stream of this.streams) {
      const data = stream.view(event);
      if (data !== undefined) this.write(stream, frame(data));
    }
  }

  /** Ends every stream (their clients reconnect). */
  endAll(): void {
    for (const stream of this.streams) this.drop(stream);
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  /** Before the HTTP server closes, which waits for every open request (a stream ends only when told). */
  beforeApplicationShutdown(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.endAll();
  }

  private beat(): void {
    if (!this.streams.size) {
      clearInterval(this.heartbeat);
      this.heartbeat = undefined;
      return;
    }
    for (const stream of this.streams) this.write(stream, ': heartbeat\n\n');
  }

  private write(stream: OpenStream<E>, text: string): void {
    if (stream.raw.writableLength > MAX_BUFFERED_BYTES) {
      this.forget(stream);
      stream.raw.destroy();
      return;
    }
    stream.raw.write(text);
  }

  private drop(stream: OpenStream<E>): void {
    this.forget(stream);
    stream.raw.end();
  }

  private forget(stream: OpenStream<E>): void {
    clearTimeout(stream.lifetime);
    this.streams.delete(stream);
  }
}

/** One SSE frame; JSON has no raw line breaks, so one data line. */
const frame = (data: object): string => `data: ${JSON.stringify(data)}\n\n`;
