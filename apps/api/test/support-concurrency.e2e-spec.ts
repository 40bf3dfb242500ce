import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession } from './factories';
import { bearer, http, newAgent, newCustomer, openTicket } from './support-helpers';
import { createTestApp } from './test-app';

// Twenty requests at once on one ticket (issue 20): the customer's replies, agents' replies, notes
// and changes race for the same row. None may fail, none may be lost, and the ticket's state and
// history must tell one consistent story afterwards.

let app: NestFastifyApplication;
let prisma: PrismaService;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
});
afterAll(async () => {
  await app.close();
});

describe('one ticket, twenty requests at once', () => {
  it('answers every customer reply, staff reply, note and change with 2xx and keeps every message', async () => {
    const { token } = await newCustomer(app);
    const agents = await Promise.all([newAgent(prisma, 'Anna'), newAgent(prisma, 'Ben')]);
    const staffTokens = await Promise.all(agents.map(async (agent) => (await newSession(app, agent.id)).token));
    const ticket = await openTicket(app, token);

    const requests = Array.from({ length: 20 }, (_, i) => {
      const staff = bearer(staffTokens[i % 2]);
      switch (i % 4) {
        case 0:
          return http(app)
            .post('/api/Support/Ticket/SendComment')
            .set(bearer(token))
            .send({ ticketId: ticket.id, message: `customer ${i}` });
        case 1:
          return http(app)
            .post('/api/Support/Staff/Reply')
            .set(staff)
            .send({ ticketId: ticket.id, message: `reply ${i}`, internal: false, status: 'pending' });
        case 2:
          return http(app)
            .post('/api/Support/Staff/Reply')
            .set(staff)
            .send({ ticketId: ticket.id, message: `note ${i}`, internal: true });
        default:
          return http(app)
            .put('/api/Support/Staff/Ticket')
            .set(staff)
            .send({ ticketId: ticket.id, priority: i % 8 === 3 ? 'high' : 'urgent', assigneeId: agents[i % 2].id });
      }
    });
    const answers = await Promise.all(requests);
    expect(answers.map((res) => res.status)).toEqual(answers.map(() => 200));

    const messages = await prisma.ticketMessage.findMany({ where: { ticketId: ticket.id }, select: { body: true } });
    // The first message and the fifteen written ones (five of each kind).
    expect(messages).toHaveLength(16);
    const bodies = messages.map((m) => m.body);
    for (let i = 0; i < 20; i++) {
      if (i % 4 === 3) continue;
      expect(bodies).toContain(`${['customer', 'reply', 'note'][i % 4]} ${i}`);
    }

    // Every status change recorded changed something: no change was applied over a state it did not see.
    const after = await prisma.ticket.findUniqueOrThrow({ where: { id: ticket.id } });
    const statusChanges = await prisma.ticketEvent.findMany({ where: { ticketId: ticket.id, action: 'status' } });
    expect(statusChanges.length).toBeGreaterThan(0);
    for (const change of statusChanges)
      expect((change.before as { status: string }).status).not.toBe((change.after as { status: string }).status);
    expect(['open', 'pending']).toContain(after.status.toLowerCase());
    expect(after.assigneeId).not.toBeNull();
    expect(after.firstRespondedAt).not.toBeNull();
  });
});
