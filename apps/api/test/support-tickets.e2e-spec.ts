import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { countStatements } from './player-support';
import {
  bearer,
  http,
  insertItems,
  insertOrder,
  insertTicket,
  newAgent,
  newCustomer,
  openTicket,
} from './support-helpers';
import { createTestApp } from './test-app';

// The customer's side of the help desk (issue 20): tickets, the conversation, replies, closing, rating.

let app: NestFastifyApplication;
let prisma: PrismaService;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
});
afterAll(async () => {
  await app.close();
});

const HOUR = 3_600_000;

describe('POST /api/Support/Ticket', () => {
  it('opens a ticket with its first message: open, normal priority, numbered from the shop-wide sequence', async () => {
    const { user, token } = await newCustomer(app);
    const before = Date.now();
    const first = await openTicket(app, token, { groupId: 3, subject: 'Charged twice', message: 'See my bank.' });
    const second = await openTicket(app, token);
    expect(first).toEqual(
      expect.objectContaining({
        subject: 'Charged twice',
        groupId: 3,
        groupKey: 'payments',
        status: 'open',
        priority: 'normal',
        waitingForCustomer: false,
        closedAt: null,
        rating: null,
        related: { orderId: null, deviceId: null, passId: null, boxId: null },
      }),
    );
    expect(first.number).toBeGreaterThanOrEqual(1000);
    expect(second.number).toBeGreaterThan(first.number);
    const row = await prisma.ticket.findUniqueOrThrow({ where: { id: first.id }, include: { messages: true } });
    expect(row.userId).toBe(user.id);
    expect(row.messages).toEqual([expect.objectContaining({ body: 'See my bank.', isStaff: false, internal: false })]);
    // Normal priority: a first reply is due 24 hours after the ticket was opened.
    expect(row.firstResponseDueAt.getTime() - row.createdAt.getTime()).toBe(24 * HOUR);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.waitingSince).toEqual(row.createdAt);
    const history = await prisma.ticketEvent.findMany({ where: { ticketId: first.id } });
    expect(history).toEqual([
      expect.objectContaining({
        action: 'created',
        actorId: user.id,
        after: { status: 'open', priority: 'normal', groupId: 3 },
      }),
    ]);
  });

  it('keeps the text as written, markup and surrounding spaces included', async () => {
    const { token } = await newCustomer(app);
    const subject = '  <script>alert(1)</script> & "quotes"  ';
    const message = '<img src=x onerror=alert(1)>\n\n  indented line\t';
    const ticket = await openTicket(app, token, { subject, message });
    expect(ticket.subject).toBe(subject);
    const res = await http(app)
      .get('/api/Support/Ticket/GetTicketComments')
      .query({ ticketId: ticket.id })
      .set(bearer(token))
      .expect(200);
    expect(res.body.ticket.subject).toBe(subject);
    expect(res.body.comments[0].message).toBe(message);
  });

  it('takes a first-response target from the settings', async () => {
    const other = await createTestApp({ RATE_LIMIT_ENABLED: 'false', SUPPORT_FIRST_RESPONSE_NORMAL_HOURS: '6' });
    try {
      const { token } = await newCustomer(other.app);
      const ticket = await openTicket(other.app, token);
      const row = await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
      expect(row.firstResponseDueAt.getTime() - row.createdAt.getTime()).toBe(6 * HOUR);
    } finally {
      await other.app.close();
    }
  });

  it("links the caller's own order, device, pass and box", async () => {
    const { user, token } = await newCustomer(app);
    const order = await insertOrder(prisma, user.id);
    const { device, pass, box } = await insertItems(prisma, user.id);
    const ticket = await openTicket(app, token, {
      orderId: order.purchaseId,
      deviceId: device.deviceId,
      passId: pass.id,
      boxId: box.serial,
    });
    expect(ticket).toEqual(
      expect.objectContaining({
        related: { orderId: order.purchaseId, deviceId: device.deviceId, passId: pass.id, boxId: box.serial },
      }),
    );
    const row = await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row).toEqual(
      expect.objectContaining({ orderId: order.id, playerDeviceId: device.id, passId: pass.id, boxId: box.id }),
    );
  });

  it("refuses another customer's order, device, pass or box (404, nothing written)", async () => {
    const { user: owner } = await newCustomer(app);
    const { user, token } = await newCustomer(app);
    const order = await insertOrder(prisma, owner.id);
    const { device, pass, box } = await insertItems(prisma, owner.id);
    const cases = [
      [{ orderId: order.purchaseId }, 'ORDER_NOT_FOUND'],
      [{ deviceId: device.deviceId }, 'DEVICE_NOT_FOUND'],
      [{ passId: pass.id }, 'PASS_NOT_FOUND'],
      [{ boxId: box.serial }, 'BOX_NOT_FOUND'],
      [{ passId: randomUUID() }, 'PASS_NOT_FOUND'],
    ] as const;
    for (const [related, code] of cases) {
      const res = await http(app)
        .post('/api/Support/Ticket')
        .set(bearer(token))
        .send({ groupId: 1, subject: 'About this', message: 'Help', ...related });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code });
    }
    expect(await prisma.ticket.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('GET /api/Support/Ticket/GetTicketsByUser', () => {
  it('pages my tickets, latest activity first, with the total; filters by status; never lists another customer', async () => {
    const { user, token } = await newCustomer(app);
    const { user: other } = await newCustomer(app);
    const start = Date.now() - 100 * HOUR;
    const inserted = [];
    for (let i = 0; i < 13; i++) {
      inserted.push(
        await insertTicket(prisma, user.id, {
          lastActivityAt: new Date(start + i * HOUR),
          status: i % 3 === 0 ? 'PENDING' : 'OPEN',
        }),
      );
    }
    await insertTicket(prisma, other.id);
    const newestFirst = [...inserted].reverse().map((t) => t.id);
    const page = (query: Record<string, unknown>) =>
      http(app).get('/api/Support/Ticket/GetTicketsByUser').query(query).set(bearer(token)).expect(200);

    const first = await page({ page: 1, pageSize: 5 });
    expect(first.body.totalTicket).toBe(13);
    expect(first.body.ticketList.map((t: { id: string }) => t.id)).toEqual(newestFirst.slice(0, 5));
    expect(first.body.ticketList[0]).toEqual(
      expect.objectContaining({
        number: inserted[12].number,
        subject: inserted[12].subject,
        groupKey: 'payments',
        lastActivityAt: inserted[12].lastActivityAt.toISOString(),
        createdAt: inserted[12].createdAt.toISOString(),
      }),
    );
    const third = await page({ page: 3, pageSize: 5 });
    expect(third.body.ticketList.map((t: { id: string }) => t.id)).toEqual(newestFirst.slice(10));
    const beyond = await page({ page: 4, pageSize: 5 });
    expect(beyond.body).toEqual({ ticketList: [], totalTicket: 13 });
    const byDefault = await page({});
    expect(byDefault.body.ticketList).toHaveLength(10);

    const pending = await page({ status: 'pending' });
    expect(pending.body.totalTicket).toBe(5);
    expect(
      pending.body.ticketList.every(
        (t: { status: string; waitingForCustomer: boolean }) => t.status === 'pending' && t.waitingForCustomer,
      ),
    ).toBe(true);
  });

  it('answers in at most 3 SQL statements, the session check included', async () => {
    const { user, token } = await newCustomer(app);
    for (let i = 0; i < 3; i++) await insertTicket(prisma, user.id);
    await http(app).get('/api/Support/Ticket/GetTicketsByUser').set(bearer(token)).expect(200);
    const statements = await countStatements(prisma, () =>
      http(app).get('/api/Support/Ticket/GetTicketsByUser').set(bearer(token)).expect(200),
    );
    expect(statements).toBeLessThanOrEqual(3);
  });

  it('refuses an unknown status or page size (400 VALIDATION_FAILED)', async () => {
    const { token } = await newCustomer(app);
    for (const query of [{ status: 'answered' }, { pageSize: 101 }, { page: 0 }]) {
      const res = await http(app).get('/api/Support/Ticket/GetTicketsByUser').query(query).set(bearer(token));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
    }
  });
});

describe("another customer's ticket", () => {
  it('is not found (404 TICKET_NOT_FOUND) for reading, replying, closing and rating, and stays untouched', async () => {
    const owner = await newCustomer(app);
    const stranger = await newCustomer(app);
    const ticket = await openTicket(app, owner.token);
    await prisma.ticket.update({ where: { id: ticket.id }, data: { status: 'CLOSED', closedAt: new Date() } });
    const as = bearer(stranger.token);
    const calls = [
      http(app).get('/api/Support/Ticket/GetTicketComments').query({ ticketId: ticket.id }).set(as),
      http(app).post('/api/Support/Ticket/SendComment').set(as).send({ ticketId: ticket.id, message: 'Mine now' }),
      http(app).post('/api/Support/Ticket/Close').set(as).send({ ticketId: ticket.id }),
      http(app).post('/api/Support/Ticket/Rate').set(as).send({ ticketId: ticket.id, rating: 'bad' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 404, code: 'TICKET_NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toContain('black screen');
    }
    const row = await prisma.ticket.findUniqueOrThrow({
      where: { id: ticket.id },
      include: { messages: true, rating: true },
    });
    expect(row.status).toBe('CLOSED');
    expect(row.messages).toHaveLength(1);
    expect(row.rating).toBeNull();
  });

  it('is as unknown as a ticket that does not exist', async () => {
    const { token } = await newCustomer(app);
    const res = await http(app)
      .get('/api/Support/Ticket/GetTicketComments')
      .query({ ticketId: randomUUID() })
      .set(bearer(token))
      .expect(404);
    expect(res.body.code).toBe('TICKET_NOT_FOUND');
  });
});

describe('the conversation', () => {
  it('never carries an internal note, nor an agent e-mail address, in any answer to the customer', async () => {
    const { user, token } = await newCustomer(app, { name: 'Marta' });
    const agent = await newAgent(prisma, 'Giulia');
    const ticket = await openTicket(app, token, { message: 'My licence is gone' });
    const note = `INTERNAL-${randomUUID()}: refund abuse suspected`;
    const t0 = Date.now();
    await prisma.ticketMessage.create({
      data: {
        ticketId: ticket.id,
        authorId: agent.id,
        isStaff: true,
        body: 'We restored it.',
        createdAt: new Date(t0 + 1000),
      },
    });
    await prisma.ticketMessage.create({
      data: {
        ticketId: ticket.id,
        authorId: agent.id,
        isStaff: true,
        internal: true,
        body: note,
        createdAt: new Date(t0 + 2000),
      },
    });
    const as = bearer(token);
    const comments = await http(app)
      .get('/api/Support/Ticket/GetTicketComments')
      .query({ ticketId: ticket.id })
      .set(as)
      .expect(200);
    expect(comments.body.comments).toEqual([
      expect.objectContaining({
        message: 'My licence is gone',
        authorName: `Marta ${user.surname}`,
        authorRole: 'customer',
      }),
      expect.objectContaining({
        message: 'We restored it.',
        authorName: 'Giulia',
        authorRole: 'staff',
        attachments: [],
      }),
    ]);
    const answers = [
      comments,
      await http(app).post('/api/Support/Ticket/SendComment').set(as).send({ ticketId: ticket.id, message: 'Thanks' }),
      await http(app).get('/api/Support/Ticket/GetTicketsByUser').set(as),
      await http(app).post('/api/Support/Ticket/Close').set(as).send({ ticketId: ticket.id }),
      await http(app).post('/api/Support/Ticket/Rate').set(as).send({ ticketId: ticket.id, rating: 'good' }),
      await http(app).get('/api/Support/Ticket/GetTicketComments').query({ ticketId: ticket.id }).set(as),
    ];
    for (const res of answers) {
      expect(res.status).toBeLessThan(300);
      expect(res.text).not.toContain('INTERNAL-');
      expect(res.text).not.toContain('refund abuse');
      expect(res.text).not.toContain(agent.email);
    }
  });
});

describe('POST /api/Support/Ticket/SendComment', () => {
  it.each(['PENDING', 'CLOSED'] as const)('makes a %s ticket open again, recorded in its history', async (status) => {
    const { user, token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const earlier = new Date(Date.now() - HOUR);
    await prisma.ticket.update({
      where: { id: ticket.id },
      data: { status, closedAt: status === 'CLOSED' ? earlier : null, waitingSince: null, lastActivityAt: earlier },
    });
    const res = await http(app)
      .post('/api/Support/Ticket/SendComment')
      .set(bearer(token))
      .send({ ticketId: ticket.id, message: 'It happened again.' })
      .expect(200);
    expect(res.body.ticket).toEqual(
      expect.objectContaining({ status: 'open', closedAt: null, waitingForCustomer: false }),
    );
    expect(res.body.comment).toEqual(
      expect.objectContaining({ message: 'It happened again.', authorRole: 'customer' }),
    );
    const row = await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.lastActivityAt.getTime()).toBeGreaterThan(earlier.getTime());
    expect(row.waitingSince).not.toBeNull();
    const events = await prisma.ticketEvent.findMany({ where: { ticketId: ticket.id, action: 'status' } });
    expect(events).toEqual([
      expect.objectContaining({
        actorId: user.id,
        before: { status: status.toLowerCase() },
        after: { status: 'open' },
      }),
    ]);
  });

  it('leaves an open ticket open, keeping since when it waits, and records no status change', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const { waitingSince } = await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    await http(app)
      .post('/api/Support/Ticket/SendComment')
      .set(bearer(token))
      .send({ ticketId: ticket.id, message: 'More details' })
      .expect(200);
    const row = await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.status).toBe('OPEN');
    expect(row.waitingSince).toEqual(waitingSince);
    expect(await prisma.ticketEvent.count({ where: { ticketId: ticket.id, action: 'status' } })).toBe(0);
  });
});

describe('POST /api/Support/Ticket/Close', () => {
  it('closes my ticket once; closing again changes nothing', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const closed = await http(app)
      .post('/api/Support/Ticket/Close')
      .set(bearer(token))
      .send({ ticketId: ticket.id })
      .expect(200);
    expect(closed.body.status).toBe('closed');
    expect(closed.body.closedAt).toEqual(expect.any(String));
    const again = await http(app)
      .post('/api/Support/Ticket/Close')
      .set(bearer(token))
      .send({ ticketId: ticket.id })
      .expect(200);
    expect(again.body.closedAt).toBe(closed.body.closedAt);
    const row = await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    expect(row.waitingSince).toBeNull();
    expect(await prisma.ticketEvent.count({ where: { ticketId: ticket.id, action: 'status' } })).toBe(1);
  });
});

describe('POST /api/Support/Ticket/Rate', () => {
  it('refuses a ticket that is not closed (409 TICKET_NOT_CLOSED)', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const res = await http(app)
      .post('/api/Support/Ticket/Rate')
      .set(bearer(token))
      .send({ ticketId: ticket.id, rating: 'good' })
      .expect(409);
    expect(res.body.code).toBe('TICKET_NOT_CLOSED');
    expect(await prisma.ticketRating.count({ where: { ticketId: ticket.id } })).toBe(0);
  });

  it('keeps one rating per ticket, changeable for 7 days after it was given', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const rate = (body: Record<string, unknown>) =>
      http(app)
        .post('/api/Support/Ticket/Rate')
        .set(bearer(token))
        .send({ ticketId: ticket.id, ...body });
    await http(app).post('/api/Support/Ticket/Close').set(bearer(token)).send({ ticketId: ticket.id }).expect(200);

    const good = await rate({ rating: 'good', comment: 'Quick!' }).expect(200);
    expect(good.body.rating).toEqual(
      expect.objectContaining({ rating: 'good', comment: 'Quick!', changeableUntil: expect.any(String) }),
    );
    const givenAt = new Date(good.body.rating.ratedAt).getTime();
    expect(new Date(good.body.rating.changeableUntil).getTime() - givenAt).toBe(7 * 24 * HOUR);

    const bad = await rate({ rating: 'bad', comment: 'It broke again' }).expect(200);
    expect(bad.body.rating).toEqual(expect.objectContaining({ rating: 'bad', comment: 'It broke again' }));
    expect(bad.body.rating.changeableUntil).toBe(good.body.rating.changeableUntil);
    expect(await prisma.ticketRating.count({ where: { ticketId: ticket.id } })).toBe(1);
    const events = await prisma.ticketEvent.findMany({
      where: { ticketId: ticket.id, action: 'rating' },
      orderBy: { createdAt: 'asc' },
    });
    expect(events.map((e) => [e.before, e.after])).toEqual([
      [null, { rating: 'good', comment: 'Quick!' }],
      [
        { rating: 'good', comment: 'Quick!' },
        { rating: 'bad', comment: 'It broke again' },
      ],
    ]);

    // Eight days after it was first given the rating stands as it is.
    await prisma.ticketRating.update({
      where: { ticketId: ticket.id },
      data: { createdAt: new Date(Date.now() - 8 * 24 * HOUR) },
    });
    const locked = await rate({ rating: 'good' }).expect(409);
    expect(locked.body.code).toBe('TICKET_RATING_LOCKED');
    expect(await prisma.ticketRating.findUniqueOrThrow({ where: { ticketId: ticket.id } })).toEqual(
      expect.objectContaining({ rating: 'BAD' }),
    );
  });

  it('refuses a rating other than good or bad (400 VALIDATION_FAILED)', async () => {
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const res = await http(app)
      .post('/api/Support/Ticket/Rate')
      .set(bearer(token))
      .send({ ticketId: ticket.id, rating: 'meh' })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toHaveProperty('rating');
  });
});
