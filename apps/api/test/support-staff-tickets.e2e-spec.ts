import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession } from './factories';
import { bearer, http, insertItems, insertOrder, newAgent, newCustomer, openTicket } from './support-helpers';
import { createTestApp } from './test-app';

// The staff console's conversation (issue 20): reading a ticket, replies, notes, changes, the audit log, the mail.

let app: NestFastifyApplication;
let prisma: PrismaService;
let agent: Awaited<ReturnType<typeof newAgent>>;
let staffToken: string;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  agent = await newAgent(prisma, 'Anna');
  ({ token: staffToken } = await newSession(app, agent.id));
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;
const reply = (body: Record<string, unknown>) =>
  http(app).post('/api/Support/Staff/Reply').set(bearer(staffToken)).send(body);
const update = (body: Record<string, unknown>) =>
  http(app).put('/api/Support/Staff/Ticket').set(bearer(staffToken)).send(body);
const detail = (ticketId: string) =>
  http(app).get('/api/Support/Staff/Ticket').query({ ticketId }).set(bearer(staffToken)).expect(200);

describe('staff ticket endpoints', () => {
  it('are refused to customers (403), even on their own ticket', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    await http(app).get('/api/Support/Staff/Ticket').query({ ticketId: ticket.id }).set(bearer(token)).expect(403);
    await http(app)
      .post('/api/Support/Staff/Reply')
      .set(bearer(token))
      .send({ ticketId: ticket.id, message: 'hi', internal: false })
      .expect(403);
    await http(app).put('/api/Support/Staff/Ticket').set(bearer(token)).send({ ticketId: ticket.id }).expect(403);
    expect(await prisma.ticketMessage.count({ where: { ticketId: ticket.id } })).toBe(1);
  });

  it('answer 404 for an unknown ticket', async () => {
    const res = await reply({ ticketId: randomUUID(), message: 'hello', internal: false }).expect(404);
    expect(res.body.code).toBe('TICKET_NOT_FOUND');
    await http(app)
      .get('/api/Support/Staff/Ticket')
      .query({ ticketId: randomUUID() })
      .set(bearer(staffToken))
      .expect(404);
  });
});

describe('GET /api/Support/Staff/Ticket', () => {
  it("answers every message with internal notes marked, the history and the customer's context", async () => {
    const { user, token } = await newCustomer(app);
    await prisma.user.update({ where: { id: user.id }, data: { isReseller: true, country: 'IT' } });
    const { device, pass, box } = await insertItems(prisma, user.id);
    await prisma.licence.create({
      data: { platform: 'ANDROID', playerDeviceId: device.id, userId: user.id, source: 'FREE_TRIAL' },
    });
    for (let i = 0; i < 12; i++) await insertOrder(prisma, user.id);
    const ticket = await openTicket(app, token);
    await reply({ ticketId: ticket.id, message: 'Only for staff', internal: true }).expect(200);
    const res = await detail(ticket.id);
    expect(res.body.messages.map((m: { message: string; internal: boolean }) => [m.message, m.internal])).toEqual([
      ['It stays on a black screen.', false],
      ['Only for staff', true],
    ]);
    expect(res.body.history.map((e: { action: string }) => e.action)).toEqual(['created', 'note']);
    expect(res.body.ticket.customer.email).toBe(user.email);
    const customer = res.body.customer;
    expect(customer).toEqual(expect.objectContaining({ country: 'IT', isReseller: true, tfa: false, language: 'en' }));
    expect(customer.devices).toEqual([
      expect.objectContaining({
        deviceId: device.deviceId,
        licences: [expect.objectContaining({ platform: 'ANDROID' })],
      }),
    ]);
    expect(customer.passes).toEqual([expect.objectContaining({ id: pass.id, endsAt: pass.endsAt.toISOString() })]);
    expect(customer.boxes).toEqual([expect.objectContaining({ serial: box.serial })]);
    expect(customer.orders).toHaveLength(10);
  });
});

describe('POST /api/Support/Staff/Reply', () => {
  it('a public reply marks the first response, is mailed in the customer language, and is audited', async () => {
    const { user, token } = await newCustomer(app, { language: 'it' });
    const ticket = await openTicket(app, token, { subject: 'Nessuna immagine' });
    const res = await reply({ ticketId: ticket.id, message: 'Riavvia <b>app</b>', internal: false, status: 'pending' });
    expect(res.status).toBe(200);
    expect(res.body.ticket).toEqual(expect.objectContaining({ status: 'pending', waitingSince: null }));
    expect(res.body.ticket.firstRespondedAt).not.toBeNull();
    expect(res.body.message).toEqual(expect.objectContaining({ internal: false, authorRole: 'staff' }));
    const mails = await prisma.mailOutbox.findMany({ where: { userId: user.id } });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual(expect.objectContaining({ to: user.email, template: 'ticket-reply', language: 'it' }));
    expect(mails[0].subject).toBe(`Risposta al tuo ticket #${ticket.number}: Nessuna immagine`);
    expect(mails[0].text).toContain('Riavvia <b>app</b>');
    expect(mails[0].html).toContain('Riavvia &lt;b&gt;app&lt;/b&gt;');
    expect(mails[0].text).toContain(`/dashboard/ticket?ticketId=${ticket.id}`);
    const events = await prisma.ticketEvent.findMany({ where: { ticketId: ticket.id }, orderBy: { createdAt: 'asc' } });
    expect(events.map((e) => [e.action, e.actorId, e.before, e.after])).toEqual([
      ['created', user.id, null, expect.anything()],
      ['reply', agent.id, null, { messageId: res.body.message.id }],
      ['status', agent.id, { status: 'open' }, { status: 'pending' }],
    ]);
    // The customer sees the reply and waits: a reply of theirs makes it open again.
    const seen = await http(app)
      .get('/api/Support/Ticket/GetTicketComments')
      .query({ ticketId: ticket.id })
      .set(bearer(token));
    expect(seen.body.ticket.waitingForCustomer).toBe(true);
  });

  it('an internal note never reaches the customer: not in GetTicketComments, not in any mail', async () => {
    const { user, token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const secret = `secret-${randomUUID()}`;
    await reply({ ticketId: ticket.id, message: `Note ${secret}`, internal: true }).expect(200);
    await reply({ ticketId: ticket.id, message: 'Public answer', internal: false }).expect(200);
    const raw = await http(app)
      .get('/api/Support/Ticket/GetTicketComments')
      .query({ ticketId: ticket.id })
      .set(bearer(token))
      .expect(200);
    expect(raw.text).not.toContain(secret);
    expect(raw.text).toContain('Public answer');
    const list = await http(app).get('/api/Support/Ticket/GetTicketsByUser').set(bearer(token)).expect(200);
    expect(list.text).not.toContain(secret);
    const mails = await prisma.mailOutbox.findMany({ where: { userId: user.id } });
    expect(mails).toHaveLength(1);
    const anyMail = await prisma.mailOutbox.count({
      where: { OR: [{ text: { contains: secret } }, { html: { contains: secret } }] },
    });
    expect(anyMail).toBe(0);
    // A note alone does not count as the first response.
    const other = await openTicket(app, token);
    const noted = await reply({ ticketId: other.id, message: 'note', internal: true }).expect(200);
    expect(noted.body.ticket.firstRespondedAt).toBeNull();
    expect(noted.body.ticket.status).toBe('open');
  });

  it('a public reply on a closed ticket reopens it; with a status it sets that status', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    await http(app).post('/api/Support/Ticket/Close').set(bearer(token)).send({ ticketId: ticket.id }).expect(200);
    const reopened = await reply({ ticketId: ticket.id, message: 'Still there?', internal: false }).expect(200);
    expect(reopened.body.ticket).toEqual(expect.objectContaining({ status: 'open', closedAt: null }));
    const closed = await reply({ ticketId: ticket.id, message: 'Solved.', internal: false, status: 'closed' }).expect(
      200,
    );
    expect(closed.body.ticket.status).toBe('closed');
    expect(closed.body.ticket.closedAt).not.toBeNull();
    const statuses = await prisma.ticketEvent.findMany({
      where: { ticketId: ticket.id, action: 'status' },
      orderBy: { createdAt: 'asc' },
    });
    expect(statuses.map((e) => [e.before, e.after])).toEqual([
      [{ status: 'open' }, { status: 'closed' }],
      [{ status: 'closed' }, { status: 'open' }],
      [{ status: 'open' }, { status: 'closed' }],
    ]);
  });
});

describe('PUT /api/Support/Staff/Ticket', () => {
  it('changes status, priority, group and assignee, each audited with before and after', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const other = await newAgent(prisma, 'Boris');
    const res = await update({
      ticketId: ticket.id,
      status: 'pending',
      priority: 'urgent',
      groupId: 3,
      assigneeId: other.id,
    }).expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({
        status: 'pending',
        priority: 'urgent',
        groupId: 3,
        assignee: expect.objectContaining({ id: other.id }),
      }),
    );
    // Not yet answered: the urgent target (1 hour) counts from the creation.
    expect(Date.parse(res.body.firstResponseDueAt) - Date.parse(res.body.createdAt)).toBe(1 * HOUR);
    const events = await prisma.ticketEvent.findMany({ where: { ticketId: ticket.id, NOT: { action: 'created' } } });
    const byAction = Object.fromEntries(events.map((e) => [e.action, [e.actorId, e.before, e.after]]));
    expect(byAction).toEqual({
      status: [agent.id, { status: 'open' }, { status: 'pending' }],
      priority: [agent.id, { priority: 'normal' }, { priority: 'urgent' }],
      group: [agent.id, { groupId: 1 }, { groupId: 3 }],
      assignee: [agent.id, { assigneeId: null }, { assigneeId: other.id }],
    });
    // The same values again change nothing and write nothing.
    await update({ ticketId: ticket.id, status: 'pending', priority: 'urgent' }).expect(200);
    expect(await prisma.ticketEvent.count({ where: { ticketId: ticket.id } })).toBe(5);
    await update({ ticketId: ticket.id, assigneeId: null }).expect(200);
    const unassigned = await detail(ticket.id);
    expect(unassigned.body.ticket.assignee).toBeNull();
  });

  it('keeps the first-response target once answered, and refuses a customer as assignee', async () => {
    const { user, token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const answered = await reply({ ticketId: ticket.id, message: 'Hi', internal: false }).expect(200);
    const due = answered.body.ticket.firstResponseDueAt;
    const res = await update({ ticketId: ticket.id, priority: 'low' }).expect(200);
    expect(res.body.firstResponseDueAt).toBe(due);
    const refused = await update({ ticketId: ticket.id, assigneeId: user.id }).expect(422);
    expect(refused.body.code).toBe('ASSIGNEE_NOT_STAFF');
    expect((await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } })).assigneeId).toBeNull();
  });
});

describe('POST /api/Support/Staff/Reply with files (multipart/form-data)', () => {
  const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(56, 7)]);
  const send = (fields: Record<string, string>, file = PNG) => {
    const req = http(app).post('/api/Support/Staff/Reply').set(bearer(staffToken));
    for (const [key, value] of Object.entries(fields)) req.field(key, value);
    return req.attach('files', file, { filename: 'shot.png', contentType: 'application/octet-stream' });
  };

  it("stores the files with the reply; a note's file stays with staff, a reply's reaches the customer", async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const note = await send({ ticketId: ticket.id, message: 'See the log', internal: 'true' }).expect(200);
    expect(note.body.message).toEqual(
      expect.objectContaining({
        internal: true,
        attachments: [expect.objectContaining({ name: 'shot.png', size: 64 })],
      }),
    );
    const noteFile = note.body.message.attachments[0].url;
    const answer = await send({ ticketId: ticket.id, message: 'Here is how', internal: 'false' }).expect(200);
    expect(answer.body.message.internal).toBe(false);
    const replyFile = answer.body.message.attachments[0].url;
    await http(app).get(noteFile).set(bearer(staffToken)).expect(200);
    await http(app).get(noteFile).set(bearer(token)).expect(404);
    await http(app).get(replyFile).set(bearer(token)).expect(200);
    const seen = await http(app)
      .get('/api/Support/Ticket/GetTicketComments')
      .query({ ticketId: ticket.id })
      .set(bearer(token))
      .expect(200);
    expect(seen.text).not.toContain(note.body.message.attachments[0].id);
    expect(seen.text).toContain(answer.body.message.attachments[0].id);
  });

  it('refuses a file that is not an image or PDF by its bytes, storing nothing (415)', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const res = await send({ ticketId: ticket.id, message: 'x', internal: 'false' }, Buffer.from('<html>')).expect(415);
    expect(res.body.code).toBe('ATTACHMENT_TYPE');
    expect(await prisma.ticketMessage.count({ where: { ticketId: ticket.id } })).toBe(1);
  });
});
