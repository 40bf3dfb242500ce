import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TransactionHost } from '@nestjs-cls/transactional';
import { LISTENER_NAME } from '../src/core/database/database-notifications';
import type { PrismaTransactions } from '../src/core/database/database.module';
import { PrismaService } from '../src/core/database/prisma.service';
import { SupportEvents } from '../src/support/realtime/support-events';
import { newSession } from './factories';
import { bearer, http, newAgent, newCustomer, openTicket } from './support-helpers';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy("it reads each instance's event streams itself, and runs two instances of its own");

// The help desk's live updates (issue 20): Server-Sent Events of ticket changes and presence, read
// as raw bytes off the socket, on one instance and across two instances on the same database.

let app: NestFastifyApplication;
let prisma: PrismaService;
let base: string;
let agent: Awaited<ReturnType<typeof newAgent>>;
let staffToken: string;
const opened: Stream[] = [];

async function listen(instance: NestFastifyApplication): Promise<string> {
  await instance.listen(0, '127.0.0.1');
  const { port } = instance.getHttpServer().address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  base = await listen(app);
  agent = await newAgent(prisma, 'Anna');
  ({ token: staffToken } = await newSession(app, agent.id));
});
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});
afterAll(async () => {
  await app.close();
});

/** An event stream as received: the status, the headers and every byte of the body so far. */
interface Stream {
  status: number;
  headers: IncomingHttpHeaders;
  /** The raw body received so far. */
  text(): string;
  /** The JSON of every `data:` line so far. */
  events(): Record<string, unknown>[];
  /** Resolves with the first event `match` accepts (waiting for it up to `ms`). */
  next(match: (event: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** GET `path` with the token in the Authorization header, read with node:http (nothing parsed for us). */
function openStream(origin: string, path: string, token: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${origin}${path}`, { headers: { ...bearer(token), Accept: 'text/event-stream' } });
    req.on('error', reject);
    req.on('response', (res: IncomingMessage) => {
      let body = '';
      const waiting = new Set<() => void>();
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
        for (const check of [...waiting]) check();
      });
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      const events = () =>
        body
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => JSON.parse(line.slice(6)) as Record<string, unknown>);
      const stream: Stream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: () => body,
        events,
        ended,
        next: (match, ms = 2000) =>
          new Promise((found, fail) => {
            const check = () => {
              const event = events().find(match);
              if (!event) return;
              waiting.delete(check);
              clearTimeout(timer);
              found(event);
            };
            const timer = setTimeout(() => {
              waiting.delete(check);
              fail(new Error(`No matching event within ${ms} ms; received: ${body}`));
            }, ms);
            waiting.add(check);
            check();
          }),
        close: () => req.destroy(),
      };
      opened.push(stream);
      // An error answer is read whole; a stream resolves once its first bytes (": connected") are in.
      if (stream.status !== 200) res.on('end', () => resolve(stream));
      else res.once('data', () => resolve(stream));
    });
    req.end();
  });
}

const reply = (ticketId: string, message: string, internal: boolean) =>
  http(app).post('/api/Support/Staff/Reply').set(bearer(staffToken)).send({ ticketId, message, internal }).expect(200);
const presence = (token: string, ticketId: string, state: string) =>
  http(app).post('/api/Support/Staff/Presence').set(bearer(token)).send({ ticketId, state });
const isTicket = (ticketId: string, kind: string) => (e: Record<string, unknown>) =>
  e.type === 'ticket' && e.ticketId === ticketId && e.kind === kind;

describe('GET /api/Support/Ticket/Events', () => {
  it("sends the customer a staff reply's event within a second, and never an internal note's", async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const stream = await openStream(base, `/api/Support/Ticket/Events?ticketId=${ticket.id}`, token);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['cache-control']).toBe('no-store');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    const staff = await openStream(base, '/api/Support/Staff/Events', staffToken);

    await reply(ticket.id, 'Secret note: the customer is on an old version', true);
    // The note reaches staff, so by then it has been delivered to every listener of this instance.
    await staff.next(isTicket(ticket.id, 'note'));
    await reply(ticket.id, 'Please update the app', false);
    // Within a second of the reply's commit (its answer has come): pushed, not polled. Timed from
    // the commit, not from the request, whose own work a loaded CI machine stretched past a second.
    const event = await stream.next(isTicket(ticket.id, 'message'), 1000);
    expect(event).toEqual({ type: 'ticket', ticketId: ticket.id, kind: 'message' });

    await http(app)
      .put('/api/Support/Staff/Ticket')
      .set(bearer(staffToken))
      .send({ ticketId: ticket.id, assigneeId: agent.id, priority: 'high' })
      .expect(200);
    await stream.next(isTicket(ticket.id, 'priority'));
    await staff.next(isTicket(ticket.id, 'assignment'));

    // Every event the customer got, as bytes: the reply and the priority, no note, no assignment, no text.
    expect(stream.events()).toEqual([
      { type: 'ticket', ticketId: ticket.id, kind: 'message' },
      { type: 'ticket', ticketId: ticket.id, kind: 'priority' },
    ]);
    expect(stream.text()).toBe(
      `: connected\n\ndata: {"type":"ticket","ticketId":"${ticket.id}","kind":"message"}\n\n` +
        `data: {"type":"ticket","ticketId":"${ticket.id}","kind":"priority"}\n\n`,
    );
    expect(stream.text()).not.toMatch(/note|Secret|update the app|internal|assign/i);
    // Staff hear of everything, notes included, and never of a text either.
    expect(staff.events()).toEqual(
      expect.arrayContaining([
        { type: 'ticket', ticketId: ticket.id, kind: 'note', internal: true },
        { type: 'ticket', ticketId: ticket.id, kind: 'message', internal: false },
        { type: 'ticket', ticketId: ticket.id, kind: 'assignment', internal: true },
      ]),
    );
    expect(staff.text()).not.toMatch(/Secret|update the app/);
  });

  it("tells the customer of their own changes (a reply, closing, rating) and of no other ticket's", async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const other = await openTicket(app, token);
    const stream = await openStream(base, `/api/Support/Ticket/Events?ticketId=${ticket.id}`, token);
    await http(app)
      .post('/api/Support/Ticket/SendComment')
      .set(bearer(token))
      .send({ ticketId: other.id, message: 'x' });
    await http(app)
      .post('/api/Support/Ticket/SendComment')
      .set(bearer(token))
      .send({ ticketId: ticket.id, message: 'y' });
    await http(app).post('/api/Support/Ticket/Close').set(bearer(token)).send({ ticketId: ticket.id }).expect(200);
    await http(app)
      .post('/api/Support/Ticket/Rate')
      .set(bearer(token))
      .send({ ticketId: ticket.id, rating: 'good' })
      .expect(200);
    await stream.next(isTicket(ticket.id, 'rating'));
    expect(stream.events().map((e) => e.kind)).toEqual(['message', 'status', 'rating']);
    expect(stream.events().every((e) => e.ticketId === ticket.id)).toBe(true);
  });

  it("is 404 for another customer's ticket and for an unknown one, before any stream opens", async () => {
    const owner = await newCustomer(app);
    const ticket = await openTicket(app, owner.token);
    const { token } = await newCustomer(app);
    for (const ticketId of [ticket.id, randomUUID()]) {
      const res = await openStream(base, `/api/Support/Ticket/Events?ticketId=${ticketId}`, token);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(res.text())).toEqual({
        statusCode: 404,
        code: 'TICKET_NOT_FOUND',
        message: 'This ticket does not exist.',
      });
    }
    await http(app).get('/api/Support/Ticket/Events').query({ ticketId: 'nope' }).set(bearer(token)).expect(400);
    await http(app).get('/api/Support/Ticket/Events').query({ ticketId: ticket.id }).expect(401);
  });

  it('allows 5 streams per account: the 6th is 429 in the error shape, and a closed one frees its slot', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const path = `/api/Support/Ticket/Events?ticketId=${ticket.id}`;
    const streams = await Promise.all([1, 2, 3, 4, 5].map(() => openStream(base, path, token)));
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200, 200, 200]);
    const refused = await openStream(base, path, token);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.text())).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many open event streams for this account.',
    });
    // Another account is not counted with this one.
    expect((await openStream(base, '/api/Support/Staff/Events', staffToken)).status).toBe(200);
    streams[0].close();
    await new Promise((done) => setTimeout(done, 100));
    expect((await openStream(base, path, token)).status).toBe(200);
  });
});

describe('staff streams and presence', () => {
  it('are refused to customers (403)', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const res = await openStream(base, '/api/Support/Staff/Events', token);
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text())).toEqual(expect.objectContaining({ statusCode: 403 }));
    await presence(token, ticket.id, 'viewing').expect(403);
  });

  it("shows an agent's presence to the staff streams (name only), to a stream that connects later, and the leaving", async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const staff = await openStream(base, '/api/Support/Staff/Events', staffToken);
    const bert = await newAgent(prisma, 'Bert');
    const { token: bertToken } = await newSession(app, bert.id);
    const isPresence = (names: string[]) => (e: Record<string, unknown>) =>
      e.type === 'presence' &&
      e.ticketId === ticket.id &&
      JSON.stringify((e.agents as { name: string }[]).map((a) => a.name)) === JSON.stringify(names);

    expect(await (await presence(bertToken, ticket.id, 'replying').expect(200)).body).toEqual({ ok: true });
    expect(await staff.next(isPresence(['Bert']))).toEqual({
      type: 'presence',
      ticketId: ticket.id,
      agents: [{ id: bert.id, name: 'Bert', state: 'replying' }],
    });
    await presence(staffToken, ticket.id, 'viewing').expect(200);
    await staff.next(isPresence(['Anna', 'Bert']));

    const later = await openStream(base, '/api/Support/Staff/Events', staffToken);
    expect(await later.next(isPresence(['Anna', 'Bert']))).toEqual({
      type: 'presence',
      ticketId: ticket.id,
      agents: [
        { id: agent.id, name: 'Anna', state: 'viewing' },
        { id: bert.id, name: 'Bert', state: 'replying' },
      ],
    });
    await presence(bertToken, ticket.id, 'left').expect(200);
    await staff.next(isPresence(['Anna']));
    await later.next(isPresence(['Anna']));
    expect(staff.text()).not.toContain('@');

    // The customer's stream of that ticket hears nothing of it.
    const customer = await openStream(base, `/api/Support/Ticket/Events?ticketId=${ticket.id}`, token);
    await presence(bertToken, ticket.id, 'viewing').expect(200);
    await staff.next(isPresence(['Anna', 'Bert']));
    expect(customer.text()).toBe(': connected\n\n');
    await presence(staffToken, ticket.id, 'left').expect(200);
    await presence(bertToken, ticket.id, 'left').expect(200);
  });

  it('refuses a presence on an unknown ticket (404) and an unknown state (400)', async () => {
    await presence(staffToken, randomUUID(), 'viewing').expect(404);
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    await presence(staffToken, ticket.id, 'typing').expect(400);
  });
});

describe('delivery', () => {
  it('sends nothing for a change whose transaction rolls back', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const staff = await openStream(base, '/api/Support/Staff/Events', staffToken);
    const txHost = app.get<TransactionHost<PrismaTransactions>>(TransactionHost);
    const events = app.get(SupportEvents);
    await expect(
      txHost.withTransaction(async () => {
        await events.publish(ticket.id, 'status');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await txHost.withTransaction(() => events.publish(ticket.id, 'group'));
    await staff.next(isTicket(ticket.id, 'group'));
    expect(staff.events().filter((e) => e.ticketId === ticket.id)).toEqual([
      { type: 'ticket', ticketId: ticket.id, kind: 'group', internal: false },
    ]);
  });

  it('ends the streams when the database connection drops, and listens again by itself', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const path = `/api/Support/Ticket/Events?ticketId=${ticket.id}`;
    const stream = await openStream(base, path, token);
    const [{ count }] = await prisma.$queryRaw<{ count: number }[]>`
      SELECT count(pg_terminate_backend(pid))::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`;
    expect(count).toBe(1);
    // Deaf streams are ended (the client polls), and refused (503) until the listener is back.
    await stream.ended;
    let again: Stream | undefined;
    for (const started = Date.now(); Date.now() - started < 10_000;) {
      const attempt = await openStream(base, path, token);
      if (attempt.status === 200) {
        again = attempt;
        break;
      }
      expect(attempt.status).toBe(503);
      await new Promise((done) => setTimeout(done, 200));
    }
    await reply(ticket.id, 'After the outage', false);
    await again!.next(isTicket(ticket.id, 'message'));
  });
});

describe('two instances on one database', () => {
  it('delivers an event published through instance A to a stream connected to instance B; B ends its streams on shutdown', async () => {
    const { app: second } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' });
    try {
      const secondBase = await listen(second);
      const { token } = await newCustomer(app);
      const ticket = await openTicket(app, token);
      const customer = await openStream(secondBase, `/api/Support/Ticket/Events?ticketId=${ticket.id}`, token);
      const staff = await openStream(secondBase, '/api/Support/Staff/Events', staffToken);

      await reply(ticket.id, 'Answered on instance A', false);
      expect(await customer.next(isTicket(ticket.id, 'message'), 1000)).toEqual({
        type: 'ticket',
        ticketId: ticket.id,
        kind: 'message',
      });
      await staff.next(isTicket(ticket.id, 'message'), 1000);
      await presence(staffToken, ticket.id, 'replying').expect(200);
      await staff.next((e) => e.type === 'presence' && e.ticketId === ticket.id);
      await presence(staffToken, ticket.id, 'left').expect(200);

      await second.close();
      await Promise.all([customer.ended, staff.ended]);
    } finally {
      await second.close().catch(() => undefined);
    }
  });
});
