import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { DEMO_CANNED_REPLIES, DEMO_TICKETS, DEMO_USERS } from '../src/seed/demo.data';
import { issueDemoInvoices } from '../src/payment/invoice/demo-invoices';
import { seedDatabase } from '../src/seed/seed';
import { createTestApp } from './test-app';

const login = (app: NestFastifyApplication, email: string, password: string) =>
  request(app.getHttpServer())
    .post('/api/User/Login')
    .send({ email, password, captchaCode: 'dev-captcha-ok' })
    .expect(200);

const demoUser = (label: string) => {
  const user = DEMO_USERS.find((u) => u.label === label);
  if (!user) throw new Error(`no demo user ${label}`);
  return user;
};

// `npm start` prints these logins; they must pass the same validation and login as anyone's.
describe('the seeded demo accounts', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each(DEMO_USERS.map((user) => [user.label, user] as const))(
    '%s logs in with the printed password',
    async (_label, user) => {
      const res = await login(app, user.email, user.password);
      expect(res.body).toMatchObject({ tfa: false, email: user.email, name: user.name, isReseller: user.isReseller });
      expect(typeof res.body.token).toBe('string');
    },
  );

  it('the admin login is an administrator', async () => {
    const admin = demoUser('admin');
    expect(admin.email).toBe('admin@nova.test');
    const res = await login(app, admin.email, admin.password);
    expect(res.body.roles).toContain('ADMIN');
  });

  it("the demo customer's pass and box come with the paid orders that bought them, invoiced at boot once", async () => {
    const customer = demoUser('customer');
    const orders = await prisma.order.findMany({
      where: { user: { email: customer.email }, purchaseId: { startsWith: 'P-demo-' } },
      select: {
        id: true,
        status: true,
        totalCents: true,
        shippingCents: true,
        items: {
          select: {
            productName: true,
            vpnPasses: { select: { id: true } },
            boxSubscriptions: { select: { id: true } },
          },
        },
        shipment: { select: { status: true, box: { select: { serial: true } } } },
      },
      orderBy: { createdAt: 'asc' },
    });
    expect(orders.map((o) => [o.status, o.items[0].productName])).toEqual([
      ['PAID', 'VPN-TWELVE-MONTHS'],
      ['PAID', 'VPNBOX-TWELVE-MONTHS-HW'],
    ]);
    expect(orders[0].items[0].vpnPasses).toHaveLength(1);
    expect(orders[1].items[0].boxSubscriptions).toHaveLength(1);
    expect(orders[1].shipment).toEqual({ status: 'DELIVERED', box: { serial: 'NOVA-BOX-0001' } });
    expect(orders[1].shippingCents).toBeGreaterThan(0);

    // What the server does at boot after the demo seed: each gets its invoice once.
    const issued = await issueDemoInvoices(app);
    expect(issued).toBeLessThanOrEqual(2);
    expect(await issueDemoInvoices(app)).toBe(0);
    const invoiced = await prisma.invoice.findMany({ where: { orderId: { in: orders.map((o) => o.id) } } });
    expect(invoiced.map((i) => i.totalCents).sort()).toEqual(orders.map((o) => o.totalCents).sort());
  });

  describe('the demo tickets', () => {
    const subjects = DEMO_TICKETS.tickets.map((t) => t.subject);
    const customerEmail = demoUser(DEMO_TICKETS.owner).email;

    const demoTickets = () =>
      prisma.ticket.findMany({
        where: { user: { email: customerEmail }, subject: { in: subjects } },
        select: {
          subject: true,
          status: true,
          _count: { select: { messages: true, events: true } },
          rating: { select: { rating: true } },
        },
        orderBy: { subject: 'asc' },
      });

    it('are there once after a second seed, in every state', async () => {
      const before = await demoTickets();
      await seedDatabase(prisma);
      const after = await demoTickets();
      expect(after).toEqual(before);
      expect(after.map((t) => t.subject).sort()).toEqual([...subjects].sort());
      expect(new Set(after.map((t) => t.status))).toEqual(new Set(['OPEN', 'PENDING', 'CLOSED']));
      expect(after.find((t) => t.status === 'CLOSED')?.rating).toEqual({ rating: 'GOOD' });
      for (const ticket of after) expect(ticket._count.events).toBeGreaterThan(0);
    });

    it('has a public staff reply on the pending one and history rows as the service writes them', async () => {
      const pending = await prisma.ticket.findFirstOrThrow({
        where: { user: { email: customerEmail }, subject: { in: subjects }, status: 'PENDING' },
        select: {
          waitingSince: true,
          firstRespondedAt: true,
          messages: { select: { isStaff: true, internal: true, author: { select: { email: true } } } },
          events: { select: { action: true, before: true, after: true }, orderBy: { createdAt: 'asc' } },
        },
      });
      expect(pending.waitingSince).toBeNull();
      expect(pending.firstRespondedAt).not.toBeNull();
      expect(pending.messages).toContainEqual({
        isStaff: true,
        internal: false,
        author: { email: demoUser(DEMO_TICKETS.agent).email },
      });
      expect(pending.events.map((e) => e.action)).toEqual(['created', 'assignee', 'reply', 'status']);
      expect(pending.events[0].after).toMatchObject({ status: 'open', priority: 'normal' });
      expect(pending.events[3]).toMatchObject({ before: { status: 'open' }, after: { status: 'pending' } });
    });

    it("never shows the agent's internal note to the customer", async () => {
      const withNote = DEMO_TICKETS.tickets.find((t) =>
        t.steps.some((s) => s.kind === 'message' && s.internal === true),
      );
      const note = withNote?.steps.find((s) => s.kind === 'message' && s.internal === true);
      if (!withNote || !note || note.kind !== 'message') throw new Error('no demo ticket with an internal note');
      const ticket = await prisma.ticket.findFirstOrThrow({
        where: { user: { email: customerEmail }, subject: withNote.subject },
        select: { id: true, messages: { where: { internal: true }, select: { body: true } } },
      });
      expect(ticket.messages).toEqual([{ body: note.body }]);

      const customer = demoUser(DEMO_TICKETS.owner);
      const { token } = (await login(app, customer.email, customer.password)).body as { token: string };
      const res = await request(app.getHttpServer())
        .get('/api/Support/Ticket/GetTicketComments')
        .query({ ticketId: ticket.id })
        .set({ Authorization: `Bearer ${token}` })
        .expect(200);
      expect(res.text).toContain(withNote.subject);
      expect(res.text).not.toContain(note.body);
      expect(res.text).not.toContain('NOVA-BOX-0001 is in the batch');
    });
  });

  it('the demo desk has canned replies in every language, with the placeholders the console fills', async () => {
    const agent = demoUser(DEMO_TICKETS.agent);
    const { token } = (await login(app, agent.email, agent.password)).body as { token: string };
    const res = await request(app.getHttpServer())
      .get('/api/Support/Staff/CannedReply')
      .set({ Authorization: `Bearer ${token}` })
      .expect(200);
    const titles = (res.body as { texts: { language: string; title: string; text: string }[] }[]).flatMap((reply) =>
      reply.texts.map((text) => `${text.language}:${text.title}`),
    );
    for (const reply of DEMO_CANNED_REPLIES)
      for (const [language, text] of Object.entries(reply)) {
        expect(titles).toContain(`${language}:${text.title}`);
        expect(text.body).toMatch(/#name#[\s\S]*#ticket#[\s\S]*#agent#/);
      }
  });
});
