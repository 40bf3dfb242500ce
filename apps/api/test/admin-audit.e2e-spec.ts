import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { PrismaService } from '../src/core/database/prisma.service';
import { newAdmin } from './admin-helpers';
import { newSession } from './factories';
import { bearer, http, newAgent } from './support-helpers';
import { createTestApp } from './test-app';

// Issue 23: the audit log as the back office reads it (GET /api/Admin/AuditLog).

let app: NestFastifyApplication;
let prisma: PrismaService;
let admin: Awaited<ReturnType<typeof newAdmin>>;

beforeAll(async () => {
  ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  admin = await newAdmin(app);
});
afterAll(() => app.close());

const log = (query: Record<string, string | number>) =>
  http(app).get('/api/Admin/AuditLog').query(query).set(bearer(admin.token));

describe('GET /api/Admin/AuditLog', () => {
  it('shows a change with who made it, before and after, per object and per person', async () => {
    const agent = await newAgent(prisma, 'Bea');
    const { token } = await newSession(app, agent.id);
    const tag = randomUUID();
    const created = await http(app)
      .post('/api/Support/Staff/CannedReply')
      .set(bearer(token))
      .send({ texts: [{ language: 'en', title: `Hello ${tag}`, text: 'Hi #name#' }] })
      .expect(201);
    await http(app)
      .put('/api/Support/Staff/CannedReply')
      .set(bearer(token))
      .send({ cannedReplyId: created.body.id, texts: [{ language: 'en', title: `Bye ${tag}`, text: 'Bye' }] })
      .expect(200);

    const byObject = await log({ entity: 'CannedReply', entityId: created.body.id }).expect(200);
    expect(byObject.body.total).toBe(2);
    const [update, creation] = byObject.body.items;
    expect(update).toMatchObject({
      action: 'cannedReply.update',
      entity: 'CannedReply',
      entityId: created.body.id,
      actor: { id: agent.id, email: agent.email, name: 'Bea' },
      before: { texts: [{ language: 'en', title: `Hello ${tag}`, text: 'Hi #name#' }] },
      after: { texts: [{ language: 'en', title: `Bye ${tag}`, text: 'Bye' }] },
    });
    expect(creation).toMatchObject({ action: 'cannedReply.create', before: null });
    expect(Date.parse(update.at)).toBeGreaterThanOrEqual(Date.parse(creation.at));

    const byPerson = await log({ actorId: agent.id }).expect(200);
    expect(byPerson.body.items.map((item: { action: string }) => item.action)).toEqual([
      'cannedReply.update',
      'cannedReply.create',
    ]);
    const byAction = await log({ action: 'cannedReply.create', actorId: agent.id }).expect(200);
    expect(byAction.body.total).toBe(1);
  });

  it('pages newest first', async () => {
    const entityId = randomUUID();
    const base = Date.now() - 60_000;
    await prisma.auditLog.createMany({
      data: [0, 1, 2].map((i) => ({
        actorId: null,
        action: 'test.step',
        entity: 'TestObject',
        entityId,
        data: { before: null, after: { step: i } },
        createdAt: new Date(base + i * 1000),
      })),
    });
    const first = await log({ entity: 'TestObject', entityId, pageSize: 2 }).expect(200);
    expect(first.body.total).toBe(3);
    expect(first.body.items.map((item: { after: { step: number } }) => item.after.step)).toEqual([2, 1]);
    expect(first.body.items[0].actor).toBeNull();
    const second = await log({ entity: 'TestObject', entityId, pageSize: 2, page: 2 }).expect(200);
    expect(second.body.items.map((item: { after: { step: number } }) => item.after.step)).toEqual([0]);
  });

  it('refuses filters it does not take (400, never a 500)', async () => {
    await log({ actorId: 'not-a-uuid' }).expect(400);
    await log({ entity: "x' OR 1=1 --" }).expect(400);
    await log({ pageSize: 1000 }).expect(400);
  });
});
