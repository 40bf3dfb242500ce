import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the provider reports when asked; `refundedCents` paid back so far (a partial refund stays `paid`). */
export type RemoteState = {
  status: 'open' | 'processing' | 'paid' | 'failed' | 'cancelled' | 'refunded';
  amountCents?: number;
  currency?: string;
  refundedCents?: number;
};
export type WebhookKind = 'processing' | 'paid' | 'failed' | 'cancelled' | 'refunded';
export type WebhookOptions = { eventId?: string; timestampSeconds?: number; badSignature?: boolean };
export type SignedWebhook = { path: string; body: string; headers: Record<string, string> };
export type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
};

/** One payment provider and its stand-in, as the webhook tests drive every provider the same way. */
export interface ProviderHarness {
  readonly provider: 'stripe' | 'paypal' | 'sandbox';
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Settings for createTestApp that enable this provider against its stand-in. */
  env(): Record<string, string>;
  /** Make the stand-in report this state for a session the adapter created. */
  setRemote(sessionId: string, state: RemoteState): void;
  /** A signed webhook request about that session, as the provider would send it. */
  webhook(kind: WebhookKind, sessionId: string, options?: WebhookOptions): SignedWebhook;
  /** Requests the stand-in received (for assertions). */
  requests(): RecordedRequest[];
}

/** A provider whose buyers can dispute a payment (Stripe, PayPal; the sandbox page has no such button). */
export interface DisputeHarness extends ProviderHarness {
  /** The provider's API on loopback (to make it fail). */
  readonly standIn: StandInServer;
  /** Opens or updates the dispute `disputeId` about the session's payment, as the provider then reports it. */
  setDispute(sessionId: string, disputeId: string, status: 'open' | 'won' | 'lost', amountCents?: number): void;
  /** The signed event the provider sends when that dispute is created or closed. */
  disputeWebhook(
    sessionId: string,
    disputeId: string,
    kind: 'created' | 'closed',
    options?: WebhookOptions,
  ): SignedWebhook;
}

export interface StandInAnswer {
  status: number;
  /** Sent as JSON, or as is when a string (an HTML page). */
  body: unknown;
  headers?: Record<string, string>;
}

/** What a handler sees: the recorded request plus its raw body and parsed query. */
export interface StandInRequest extends RecordedRequest {
  rawBody: string;
  pathname: string;
  query: Record<string, unknown>;
}

/**
 * A provider's API on 127.0.0.1 and a random port (node:http, no mocks): the adapters' SDKs talk to it
 * over real HTTP. Records every request; `failNext` makes it answer errors, as a provider in trouble does.
 */
export abstract class StandInServer {
  private server: Server | null = null;
  private recorded: RecordedRequest[] = [];
  private failures: { status: number; path?: RegExp }[] = [];
  private lostAnswers: { path?: RegExp }[] = [];

  get url(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error(`${this.constructor.name} is not started`);
    return `http://127.0.0.1:${address.port}`;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = createServer((req, res) => void this.serve(req, res));
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  requests(): RecordedRequest[] {
    return [...this.recorded];
  }

  clearRequests(): void {
    this.recorded = [];
  }

  /** The next request (to a path matching `path`, if given) answers this status without doing anything. */
  failNext(status = 500, path?: RegExp): void {
    this.failures.push({ status, path });
  }

  /**
   * The next request (to a path matching `path`) is done, and its answer lost on the way: the
   * connection is cut before a byte of it is sent, as when a network fails after the provider acted.
   */
  loseNextAnswer(path?: RegExp): void {
    this.lostAnswers.push({ path });
  }

  /** Failures asked for and not used yet are forgotten. */
  clearFailures(): void {
    this.failures = [];
    this.lostAnswers = [];
  }

  protected abstract answer(request: StandInRequest): StandInAnswer;

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const rawBody = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const request: StandInRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: { ...req.headers },
      body: parseBody(rawBody, String(req.headers['content-type'] ?? '')),
      rawBody,
      pathname: url.pathname,
      query: parseForm(url.searchParams),
    };
    this.recorded.push({ method: request.method, path: request.path, headers: request.headers, body: request.body });
    let answer: StandInAnswer;
    const failing = this.failures.findIndex((failure) => !failure.path || failure.path.test(request.pathname));
    const failure = failing >= 0 ? this.failures.splice(failing, 1)[0] : undefined;
    try {
      answer = failure ? { status: failure.status, body: { error: 'stand-in told to fail' } } : this.answer(request);
    } catch (error) {
      answer = { status: 500, body: { error: error instanceof Error ? error.message : String(error) } };
    }
    const losing = this.lostAnswers.findIndex((lost) => !lost.path || lost.path.test(request.pathname));
    if (losing >= 0) {
      this.lostAnswers.splice(losing, 1);
      req.socket.destroy();
      return;
    }
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status, {
      'content-type': typeof answer.body === 'string' ? 'text/html; charset=utf-8' : 'application/json',
      ...answer.headers,
    });
    res.end(text);
  }
}

function parseBody(raw: string, contentType: string): unknown {
  if (raw === '') return undefined;
  if (contentType.includes('application/json')) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded')) return parseForm(new URLSearchParams(raw));
  return raw;
}

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=1999`) as nested objects and arrays. */
export function parseForm(params: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, index) => {
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (index === parts.length - 1) node[name] = value;
      else node = (node[name] ??= {}) as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

/** Objects whose keys are 0..n-1 become arrays, so tests read `line_items[0]`. */
function arraysOf(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, inner]) => [key, arraysOf(inner)] as const,
  );
  const isList = entries.length > 0 && entries.every(([key], index) => key === String(index));
  return isList ? entries.map(([, inner]) => inner) : Object.fromEntries(entries);
}

/** An address on which nothing listens: a provider that is down. */
export async function unusedLoopbackUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
