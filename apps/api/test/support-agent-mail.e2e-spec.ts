import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { parseEnv } from '../src/core/config/env.schema';
import { PrismaService } from '../src/core/database/prisma.service';
import { MailService } from '../src/mail/mail.service';
import { TICKET_GROUP_KEYS } from '../src/support/support-groups';
import { bearer, http, newAgent, newCustomer, openTicket } from './support-helpers';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy("it makes one instance's mail fail with spies");

// The agents' mail of a new ticket (issue 20, "Mail through the outbox"): one per agent, each in
// their language, in the ticket's transaction; SUPPORT_NOTIFY_GROUPS limits it to some groups.

let app: NestFastifyApplication;
let prisma: PrismaService;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
});
afterAll(async () => {
  await app.close();
});

/** The agents' mails of one ticket, found by the ticket's link. */
const mailsOf = (prisma: PrismaService, ticketId: string) =>
  prisma.mailOutbox.findMany({
    where: { template: 'ticket-new', text: { contains: `/staff?ticketId=${ticketId}` } },
    orderBy: { to: 'asc' },
  });

/** Every user who is staff (SUPPORT or ADMIN) now. */
const staffIds = async (prisma: PrismaService) =>
  (await prisma.user.findMany({ where: { roles: { hasSome: ['SUPPORT', 'ADMIN'] } }, select: { id: true } }))
    .map((u) => u.id)
    .sort();

describe('a new ticket', () => {
  it('puts one mail per agent in the outbox, each in the agent language, and none to customers', async () => {
    const anna = await newAgent(prisma, 'Anna');
    const admin = await newAgent(prisma, 'Boris');
    await prisma.user.update({ where: { id: anna.id }, data: { language: 'it' } });
    await prisma.user.update({ where: { id: admin.id }, data: { language: 'de', roles: ['ADMIN'] } });
    const { user, token } = await newCustomer(app, { name: 'Marco' });
    const ticket = await openTicket(app, token, { groupId: 3, subject: 'Doppio addebito', message: 'Charged twice.' });

    const mails = await mailsOf(prisma, ticket.id);
    // Every agent of the shop, once; the customer (and no other customer) gets none.
    expect(mails.map((m) => m.userId).sort()).toEqual(await staffIds(prisma));
    expect(mails.some((m) => m.userId === user.id || m.to === user.email)).toBe(false);
    expect(await prisma.mailOutbox.count({ where: { userId: user.id } })).toBe(0);

    const toAnna = mails.find((m) => m.userId === anna.id)!;
    expect(toAnna).toEqual(expect.objectContaining({ to: anna.email, language: 'it' }));
    expect(toAnna.subject).toBe(`Nuovo ticket #${ticket.number} (Pagamenti): Doppio addebito`);
    expect(toAnna.text).toContain('Ciao Anna');
    expect(toAnna.text).toContain(`Marco User ha aperto il ticket #${ticket.number} nel gruppo Pagamenti`);
    expect(toAnna.text).toContain('Charged twice.');
    expect(toAnna.text).toContain(`/staff?ticketId=${ticket.id}`);

    const toAdmin = mails.find((m) => m.userId === admin.id)!;
    expect(toAdmin).toEqual(expect.objectContaining({ to: admin.email, language: 'de' }));
    expect(toAdmin.subject).toBe(`Neues Ticket #${ticket.number} (Zahlungen): Doppio addebito`);
    expect(toAdmin.text).toContain('Marco User hat das Ticket');
    expect(toAdmin.html).toContain('Charged twice.');
  });

  it('is mailed with the first message as text: escaped in the HTML part, as typed in the text part', async () => {
    await newAgent(prisma, 'Anna');
    const { token } = await newCustomer(app);
    const message = 'Look: <script>alert("x")</script> & <b>bold</b>';
    const ticket = await openTicket(app, token, { message });
    const mails = await mailsOf(prisma, ticket.id);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('<b>bold</b>');
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;');
      expect(mail.text).toContain(message);
    }
  });

  it('is mailed in the ticket transaction: a mail that fails leaves no ticket and no mail', async () => {
    await newAgent(prisma, 'Anna');
    await newAgent(prisma, 'Carla');
    const { user, token } = await newCustomer(app);
    const mail = app.get(MailService);
    const real = mail.enqueue.bind(mail);
    let calls = 0;
    const spy = jest.spyOn(mail, 'enqueue').mockImplementation(async (outgoing) => {
      // The first agent's mail is written, the second one fails.
      if (++calls === 2) throw new Error('outbox down');
      return real(outgoing);
    });
    try {
      await http(app)
        .post('/api/Support/Ticket')
        .set(bearer(token))
        .send({ groupId: 1, subject: 'Rolled back', message: 'Never stored.' })
        .expect(500);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(2);
    expect(await prisma.ticket.count({ where: { userId: user.id } })).toBe(0);
    expect(
      await prisma.mailOutbox.count({ where: { template: 'ticket-new', text: { contains: 'Never stored.' } } }),
    ).toBe(0);
  });
});

describe('SUPPORT_NOTIFY_GROUPS', () => {
  let limited: NestFastifyApplication;
  let limitedPrisma: PrismaService;
  beforeAll(async () => {
    ({ app: limited, prisma: limitedPrisma } = await createTestApp({
      RATE_LIMIT_ENABLED: 'false',
      SUPPORT_NOTIFY_GROUPS: 'payments, player',
    }));
  });
  afterAll(async () => {
    await limited.close();
  });

  it('mails the agents only of tickets in the groups named', async () => {
    const agent = await newAgent(limitedPrisma, 'Anna');
    const { token } = await newCustomer(limited);
    const quiet = await openTicket(limited, token, { groupId: 1 });
    const payments = await openTicket(limited, token, { groupId: 3 });
    const player = await openTicket(limited, token, { groupId: 4 });
    expect(await mailsOf(limitedPrisma, quiet.id)).toHaveLength(0);
    for (const ticket of [payments, player]) {
      const mails = await mailsOf(limitedPrisma, ticket.id);
      expect(mails.map((m) => m.userId)).toContain(agent.id);
    }
  });

  it('mails every group when empty (the default), and refuses an unknown group key', async () => {
    const agent = await newAgent(prisma, 'Anna');
    const { token } = await newCustomer(app);
    const ticket = await openTicket(app, token, { groupId: 1 });
    expect((await mailsOf(prisma, ticket.id)).map((m) => m.userId)).toContain(agent.id);
    const base = { DATABASE_URL: 'postgresql://localhost/x', NODE_ENV: 'test' };
    expect(parseEnv({ ...base, SUPPORT_NOTIFY_GROUPS: ' payments ,vpn-pass' }).SUPPORT_NOTIFY_GROUPS).toEqual([
      'payments',
      'vpn-pass',
    ]);
    expect(parseEnv(base).SUPPORT_NOTIFY_GROUPS).toEqual([]);
    // The setting knows every group of the help desk.
    expect(parseEnv({ ...base, SUPPORT_NOTIFY_GROUPS: TICKET_GROUP_KEYS.join(',') }).SUPPORT_NOTIFY_GROUPS).toEqual(
      TICKET_GROUP_KEYS,
    );
    expect(() => parseEnv({ ...base, SUPPORT_NOTIFY_GROUPS: 'payments,billing' })).toThrow();
  });
});
