import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession } from './factories';
import { bearer, http, newAgent, newCustomer, openTicket } from './support-helpers';
import { createTestApp } from './test-app';

// Canned replies of the staff console (issue 20).

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

const PATH = '/api/Support/Staff/CannedReply';
const texts = (tag: string) => [
  {
    language: 'en',
    title: `Restart ${tag}`,
    text: 'Hello #name#, about ticket #ticket#: please restart. #agent# #other#',
  },
  { language: 'it', title: `Riavvio ${tag}`, text: 'Ciao #name#, riavvia. #agent#' },
];

describe('canned replies', () => {
  it('are refused to customers (403)', async () => {
    const { token } = await newCustomer(app);
    await http(app).get(PATH).set(bearer(token)).expect(403);
    await http(app)
      .post(PATH)
      .set(bearer(token))
      .send({ texts: texts('x') })
      .expect(403);
    await http(app)
      .put(PATH)
      .set(bearer(token))
      .send({ cannedReplyId: randomUUID(), texts: texts('x') })
      .expect(403);
    await http(app).delete(PATH).query({ cannedReplyId: randomUUID() }).set(bearer(token)).expect(403);
  });

  it('are created, listed, changed and deleted, each change in the audit log with before and after', async () => {
    const tag = randomUUID();
    const created = await http(app)
      .post(PATH)
      .set(bearer(staffToken))
      .send({ texts: texts(tag) })
      .expect(201);
    const id = created.body.id;
    expect(created.body.texts.map((t: { language: string }) => t.language)).toEqual(['en', 'it']);
    const listed = await http(app).get(PATH).set(bearer(staffToken)).expect(200);
    const mine = listed.body.find((r: { id: string }) => r.id === id);
    expect(mine.texts[0].text).toContain('#name#');
    const changed = await http(app)
      .put(PATH)
      .set(bearer(staffToken))
      .send({ cannedReplyId: id, texts: [{ language: 'de', title: 'Neustart', text: 'Hallo #name#' }] })
      .expect(200);
    expect(changed.body.texts).toEqual([{ language: 'de', title: 'Neustart', text: 'Hallo #name#' }]);
    const deleted = await http(app).delete(PATH).query({ cannedReplyId: id }).set(bearer(staffToken)).expect(200);
    expect(deleted.body.id).toBe(id);
    expect(await prisma.cannedReply.count({ where: { id } })).toBe(0);
    const gone = await http(app).delete(PATH).query({ cannedReplyId: id }).set(bearer(staffToken)).expect(404);
    expect(gone.body.code).toBe('CANNED_REPLY_NOT_FOUND');
    const log = await prisma.auditLog.findMany({
      where: { entity: 'CannedReply', entityId: id },
      orderBy: { createdAt: 'asc' },
    });
    expect(log.map((e) => [e.action, e.actorId])).toEqual([
      ['cannedReply.create', agent.id],
      ['cannedReply.update', agent.id],
      ['cannedReply.delete', agent.id],
    ]);
    expect(log[1].data).toEqual({
      before: { texts: expect.arrayContaining([expect.objectContaining({ language: 'it', title: `Riavvio ${tag}` })]) },
      after: { texts: [{ language: 'de', title: 'Neustart', text: 'Hallo #name#' }] },
    });
    expect(log[2].data).toEqual(expect.objectContaining({ after: null }));
  });

  it('are filled in for a ticket: #name#, #ticket#, #agent#; other words stay', async () => {
    const { token, user } = await newCustomer(app, { name: 'Marta' });
    const ticket = await openTicket(app, token);
    const created = await http(app)
      .post(PATH)
      .set(bearer(staffToken))
      .send({ texts: texts(randomUUID()) })
      .expect(201);
    const res = await http(app).get(PATH).query({ ticketId: ticket.id }).set(bearer(staffToken)).expect(200);
    const filled = res.body.find((r: { id: string }) => r.id === created.body.id);
    expect(filled.texts[0].text).toBe(
      `Hello ${user.name}, about ticket #${ticket.number}: please restart. Anna #other#`,
    );
    expect(filled.texts[1].text).toBe(`Ciao ${user.name}, riavvia. Anna`);
    await http(app).get(PATH).query({ ticketId: randomUUID() }).set(bearer(staffToken)).expect(404);
  });

  it('refuses two texts in one language and an empty list (400)', async () => {
    for (const body of [{ texts: [] }, { texts: [...texts('a'), { language: 'en', title: 'b', text: 'c' }] }]) {
      await http(app).post(PATH).set(bearer(staffToken)).send(body).expect(400);
    }
  });
});
