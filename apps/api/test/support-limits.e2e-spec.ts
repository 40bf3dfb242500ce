import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PrismaService } from '../src/core/database/prisma.service';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { bearer, http, newCustomer, openTicket } from './support-helpers';
import { createTestApp } from './test-app';

// The help desk's limits (issue 20): text lengths, the hourly budgets, and the groups' names.

let app: NestFastifyApplication;
let prisma: PrismaService;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ SHOP_NAME: 'Acme TV' }));
  // Every request here comes from loopback: start its address budgets afresh.
  await prisma.rateLimitBucket.deleteMany({
    where: {
      OR: [{ key: { startsWith: 'rate-limit:ticket-ip:' } }, { key: { startsWith: 'rate-limit:ticketMessage-ip:' } }],
    },
  });
});
afterAll(async () => {
  await app.close();
});

describe('text limits', () => {
  it('takes a subject of 200 and a message of 10,000 characters, refuses one more (400 with the field)', async () => {
    const { token } = await newCustomer(app);
    const send = (subject: string, message: string) =>
      http(app).post('/api/Support/Ticket').set(bearer(token)).send({ groupId: 1, subject, message });
    await send('s'.repeat(200), 'm'.repeat(10_000)).expect(201);
    const longSubject = await send('s'.repeat(201), 'ok').expect(400);
    expect(longSubject.body).toEqual(expect.objectContaining({ code: 'VALIDATION_FAILED' }));
    expect(longSubject.body.fields).toHaveProperty('subject');
    const longMessage = await send('ok', 'm'.repeat(10_001)).expect(400);
    expect(longMessage.body.fields).toHaveProperty('message');

    const ticket = await openTicket(app, token);
    const reply = (message: string) =>
      http(app).post('/api/Support/Ticket/SendComment').set(bearer(token)).send({ ticketId: ticket.id, message });
    await reply('r'.repeat(10_000)).expect(200);
    const longReply = await reply('r'.repeat(10_001)).expect(400);
    expect(longReply.body.fields).toHaveProperty('message');
  });

  it.each([
    ['an unknown group', { groupId: 9 }, 'groupId'],
    ['an empty subject', { subject: '' }, 'subject'],
    ['a blank message', { message: ' \n\t ' }, 'message'],
    ['a pass id that is no id', { passId: 'not-a-uuid' }, 'passId'],
    ['a field of no ticket', { priority: 'urgent' }, 'priority'],
  ])('refuses %s (400 VALIDATION_FAILED)', async (_what, change, field) => {
    const { user, token } = await newCustomer(app);
    const res = await http(app)
      .post('/api/Support/Ticket')
      .set(bearer(token))
      .send({ groupId: 1, subject: 'Help', message: 'Please', ...change })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toHaveProperty(field);
    expect(await prisma.ticket.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a ticket id that is no id (400), on reading and on writing', async () => {
    const { token } = await newCustomer(app);
    const read = await http(app)
      .get('/api/Support/Ticket/GetTicketComments')
      .query({ ticketId: '1042' })
      .set(bearer(token))
      .expect(400);
    expect(read.body.code).toBe('VALIDATION_FAILED');
    const close = await http(app).post('/api/Support/Ticket/Close').set(bearer(token)).send({}).expect(400);
    expect(close.body.fields).toHaveProperty('ticketId');
  });
});

describe('hourly budgets', () => {
  it('takes 10 new tickets an hour from an account, then answers 429 with Retry-After; another account is not held up', async () => {
    expect(RATE_LIMITS.ticket.account?.free).toBe(10);
    const { user, token } = await newCustomer(app);
    for (let i = 0; i < 10; i++) await openTicket(app, token, { subject: `Ticket ${i}` });
    const refused = await http(app)
      .post('/api/Support/Ticket')
      .set(bearer(token))
      .send({ groupId: 1, subject: 'One more', message: 'Please' })
      .expect(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await prisma.ticket.count({ where: { userId: user.id } })).toBe(10);
    const other = await newCustomer(app);
    await openTicket(app, other.token);
  });

  it('takes 60 messages an hour from an account, then answers 429', async () => {
    expect(RATE_LIMITS.ticketMessage.account?.free).toBe(60);
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token);
    const reply = (i: number) =>
      http(app)
        .post('/api/Support/Ticket/SendComment')
        .set(bearer(token))
        .send({ ticketId: ticket.id, message: `Reply ${i}` });
    for (let i = 0; i < 60; i++) await reply(i).expect(200);
    const refused = await reply(60).expect(429);
    expect(refused.body.code).toBe('TOO_MANY_REQUESTS');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await prisma.ticketMessage.count({ where: { ticketId: ticket.id } })).toBe(61);
  });
});

describe('GET /api/Support/Group/GetGroups', () => {
  it("names the five groups in the account's language, the shop's own name for the product group", async () => {
    const italian = await newCustomer(app, { language: 'it' });
    const res = await http(app).get('/api/Support/Group/GetGroups').set(bearer(italian.token)).expect(200);
    expect(res.body).toEqual([
      { id: 1, key: 'support', name: 'Assistenza' },
      { id: 2, key: 'product', name: 'Acme TV' },
      { id: 3, key: 'payments', name: 'Pagamenti' },
      { id: 4, key: 'player', name: 'Player' },
      { id: 5, key: 'vpn-pass', name: 'Pass VPN' },
    ]);
    const english = await newCustomer(app, { language: 'en' });
    const en = await http(app).get('/api/Support/Group/GetGroups').set(bearer(english.token)).expect(200);
    expect(en.body.map((g: { name: string }) => g.name)).toEqual([
      'Support',
      'Acme TV',
      'Payments',
      'Player',
      'VPN Pass',
    ]);
  });

  it('names them in the language asked for, and refuses an unknown one', async () => {
    const { token } = await newCustomer(app, { language: 'en' });
    const de = await http(app)
      .get('/api/Support/Group/GetGroups')
      .query({ language: 'de' })
      .set(bearer(token))
      .expect(200);
    expect(de.body.map((g: { name: string }) => g.name)).toEqual([
      'Support',
      'Acme TV',
      'Zahlungen',
      'Player',
      'VPN-Pass',
    ]);
    const bad = await http(app)
      .get('/api/Support/Group/GetGroups')
      .query({ language: 'xx' })
      .set(bearer(token))
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
  });
});
