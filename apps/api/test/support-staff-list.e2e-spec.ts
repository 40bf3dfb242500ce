import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession } from './factories';
import { countStatements } from './player-support';
import { bearer, http, insertTicket, newAgent, newCustomer } from './support-helpers';
import { createTestApp } from './test-app';

// The staff console's list and search (issue 20).

let app: NestFastifyApplication;
let prisma: PrismaService;
let staffToken: string;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  const agent = await newAgent(prisma);
  ({ token: staffToken } = await newSession(app, agent.id));
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;
const list = (query: Record<string, unknown>) =>
  http(app).get('/api/Support/Staff/Tickets').query(query).set(bearer(staffToken)).expect(200);

describe('staff endpoints', () => {
  it('are refused to customers (403) and answer staff', async () => {
    const { token } = await newCustomer(app);
    for (const path of ['/api/Support/Staff/Agents', '/api/Support/Staff/Tickets', '/api/Support/Staff/Counts']) {
      const res = await http(app).get(path).set(bearer(token)).expect(403);
      expect(res.body.code).toBe('FORBIDDEN');
      await http(app).get(path).set(bearer(staffToken)).expect(200);
    }
  });

  it('GET Agents lists support agents and admins, not customers', async () => {
    const agent = await newAgent(prisma, `Zoe-${randomUUID().slice(0, 6)}`);
    const admin = await newAgent(prisma);
    await prisma.user.update({ where: { id: admin.id }, data: { roles: ['ADMIN'] } });
    const { user: customer } = await newCustomer(app);
    const res = await http(app).get('/api/Support/Staff/Agents').set(bearer(staffToken)).expect(200);
    const ids = res.body.map((a: { id: string }) => a.id);
    expect(ids).toEqual(expect.arrayContaining([agent.id, admin.id]));
    expect(ids).not.toContain(customer.id);
    expect(res.body.find((a: { id: string }) => a.id === admin.id).roles).toEqual(['ADMIN']);
  });
});

describe('GET /api/Support/Staff/Counts', () => {
  it("counts the caller's unsolved tickets, the unassigned ones, each state and the breached ones", async () => {
    const agent = await newAgent(prisma);
    const { token } = await newSession(app, agent.id);
    const counts = async () =>
      (await http(app).get('/api/Support/Staff/Counts').set(bearer(token)).expect(200)).body as Record<string, number>;
    const before = await counts();
    const { user } = await newCustomer(app);
    const assign = (id: string) => prisma.ticket.update({ where: { id }, data: { assigneeId: agent.id } });
    await assign((await insertTicket(prisma, user.id, { status: 'OPEN' })).id);
    await assign((await insertTicket(prisma, user.id, { status: 'PENDING' })).id);
    await assign((await insertTicket(prisma, user.id, { status: 'CLOSED' })).id);
    await insertTicket(prisma, user.id, { status: 'OPEN' });
    const late = await insertTicket(prisma, user.id, { status: 'OPEN' });
    await prisma.ticket.update({ where: { id: late.id }, data: { firstResponseDueAt: new Date(Date.now() - HOUR) } });
    const after = await counts();
    const delta = Object.fromEntries(Object.keys(after).map((key) => [key, after[key] - before[key]]));
    // Closed tickets are not "mine" any more: the view is the agent's working set.
    expect(delta).toEqual({ mine: 2, unassigned: 2, open: 3, pending: 1, closed: 1, breached: 1 });
    // The list's `unsolved` filter is the view the count counts.
    expect((await list({ assigneeId: agent.id, status: 'unsolved' })).body.total).toBe(2);
  });
});

describe('GET /api/Support/Staff/Tickets', () => {
  it('filters by status, priority and assignee, with the total of all matching tickets', async () => {
    const { user } = await newCustomer(app);
    const agent = await newAgent(prisma);
    const mine = [];
    for (let i = 0; i < 3; i++) {
      const t = await insertTicket(prisma, user.id, { status: 'PENDING' });
      mine.push(await prisma.ticket.update({ where: { id: t.id }, data: { assigneeId: agent.id, priority: 'HIGH' } }));
    }
    await insertTicket(prisma, user.id, { status: 'OPEN' });
    const page = await list({ assigneeId: agent.id, status: 'pending', priority: 'high', pageSize: 2 });
    expect(page.body.total).toBe(3);
    expect(page.body.items).toHaveLength(2);
    const second = await list({ assigneeId: agent.id, status: 'pending', pageSize: 2, page: 2 });
    expect(second.body.items).toHaveLength(1);
    expect([...page.body.items, ...second.body.items].map((t: { id: string }) => t.id).sort()).toEqual(
      mine.map((t) => t.id).sort(),
    );
    expect(page.body.items[0]).toEqual(
      expect.objectContaining({
        status: 'pending',
        priority: 'high',
        customer: { id: user.id, name: user.name, surname: user.surname, email: user.email },
        assignee: expect.objectContaining({ id: agent.id, name: agent.name }),
      }),
    );
    expect((await list({ assigneeId: agent.id, status: 'open' })).body.total).toBe(0);
    expect((await list({ assigneeId: agent.id, groupId: 3 })).body.total).toBe(3);
    expect((await list({ assigneeId: agent.id, groupId: 1 })).body.total).toBe(0);
    expect((await list({ assigneeId: agent.id, priority: 'low' })).body.total).toBe(0);
    const unassigned = await list({ unassigned: 'true', pageSize: 100 });
    expect(unassigned.body.items.every((t: { assignee: unknown }) => t.assignee === null)).toBe(true);
  });

  it('sorts by first-response due time by default and marks breaches', async () => {
    const { user } = await newCustomer(app);
    const late = await insertTicket(prisma, user.id);
    const soon = await insertTicket(prisma, user.id);
    const agent = await newAgent(prisma);
    const now = Date.now();
    await prisma.ticket.update({
      where: { id: late.id },
      data: { firstResponseDueAt: new Date(now - 500 * 24 * HOUR), assigneeId: agent.id },
    });
    await prisma.ticket.update({
      where: { id: soon.id },
      data: { firstResponseDueAt: new Date(now - 400 * 24 * HOUR), assigneeId: agent.id },
    });
    const res = await list({ assigneeId: agent.id });
    expect(res.body.items.map((t: { id: string }) => t.id)).toEqual([late.id, soon.id]);
    expect(res.body.items[0].firstResponseBreached).toBe(true);
    const fresh = await insertTicket(prisma, user.id);
    await prisma.ticket.update({ where: { id: fresh.id }, data: { assigneeId: agent.id } });
    const again = await list({ assigneeId: agent.id });
    expect(again.body.items[2]).toEqual(expect.objectContaining({ id: fresh.id, firstResponseBreached: false }));
  });

  it('sorts by activity, newest and oldest, a page at a time', async () => {
    const { user } = await newCustomer(app);
    const agent = await newAgent(prisma);
    const now = Date.now();
    const made = [];
    // Made oldest first; the last made is the least recently active.
    for (const hoursAgo of [2, 1, 3]) {
      const t = await insertTicket(prisma, user.id, { lastActivityAt: new Date(now - hoursAgo * HOUR) });
      made.push(await prisma.ticket.update({ where: { id: t.id }, data: { assigneeId: agent.id } }));
    }
    const order = async (sort: string) => {
      const first = await list({ assigneeId: agent.id, sort, pageSize: 2 });
      const second = await list({ assigneeId: agent.id, sort, pageSize: 2, page: 2 });
      expect([first.body.total, second.body.total]).toEqual([3, 3]);
      return [...first.body.items, ...second.body.items].map((t: { id: string }) => t.id);
    };
    const [a, b, c] = made.map((t) => t.id);
    expect(await order('activity')).toEqual([b, a, c]);
    expect(await order('newest')).toEqual([c, b, a]);
    expect(await order('oldest')).toEqual([a, b, c]);
  });

  it('finds a ticket by a word of a message, also of an internal note, ranked', async () => {
    const { user } = await newCustomer(app);
    const word = `zq${randomUUID().replace(/-/g, '').slice(0, 10)}`;
    const inMessage = await insertTicket(prisma, user.id);
    await prisma.ticketMessage.create({
      data: { ticketId: inMessage.id, body: `My screen shows ${word} since yesterday`, isStaff: false },
    });
    const inNote = await insertTicket(prisma, user.id);
    await prisma.ticketMessage.create({
      data: { ticketId: inNote.id, body: `Internal: ${word}`, isStaff: true, internal: true },
    });
    const inSubject = await insertTicket(prisma, user.id, { subject: `${word} everywhere` });
    await insertTicket(prisma, user.id);
    const res = await list({ q: word });
    expect(res.body.total).toBe(3);
    const ids = res.body.items.map((t: { id: string }) => t.id);
    expect(ids.sort()).toEqual([inMessage.id, inNote.id, inSubject.id].sort());
    // The subject weighs more than a message.
    expect((await list({ q: word })).body.items[0].id).toBe(inSubject.id);
    expect((await list({ q: `${word}x` })).body.total).toBe(0);
  });

  it('finds a ticket by its number (1042 or #1042) and by the customer e-mail exactly', async () => {
    const { user } = await newCustomer(app);
    const ticket = await insertTicket(prisma, user.id);
    for (const q of [String(ticket.number), `#${ticket.number}`]) {
      const res = await list({ q });
      expect(res.body.items.map((t: { id: string }) => t.id)).toContain(ticket.id);
      expect(res.body.items[0].id).toBe(ticket.id);
    }
    const other = await insertTicket(prisma, user.id);
    const byMail = await list({ q: user.email.toUpperCase() });
    expect(byMail.body.items.map((t: { id: string }) => t.id).sort()).toEqual([ticket.id, other.id].sort());
    expect((await list({ q: user.email.slice(1) })).body.total).toBe(0);
  });

  it('takes any text as a search term: operators and quotes are words, never an error', async () => {
    for (const q of ["it's", 'a & | ! <-> :*', '"unclosed', '#', '-', '  ', 'x'.repeat(200)]) {
      const res = await list({ q });
      expect(Array.isArray(res.body.items)).toBe(true);
    }
    await http(app)
      .get('/api/Support/Staff/Tickets')
      .query({ q: 'x'.repeat(201) })
      .set(bearer(staffToken))
      .expect(400);
  });

  it('answers in at most 3 SQL statements with a search term, the session check included', async () => {
    const { user } = await newCustomer(app);
    for (let i = 0; i < 3; i++) await insertTicket(prisma, user.id, { subject: 'statement count' });
    await list({ q: 'statement' });
    const statements = await countStatements(prisma, () => list({ q: 'statement count', status: 'open' }));
    expect(statements).toBeLessThanOrEqual(3);
  });
});
