import type { INestApplication } from '@nestjs/common';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import type { TicketResponse } from '../src/support/support.responses';
import { PrismaService } from '../src/core/database/prisma.service';
import type { TicketStatus } from '../src/generated/prisma/enums';
import { newSession, newUser } from './factories';

// Helpers of the help desk's tests (support-*.e2e-spec.ts).

export const http = (app: INestApplication) => request(app.getHttpServer());
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A customer with a live session, in `language`. */
export async function newCustomer(app: INestApplication, data: { language?: string; name?: string } = {}) {
  const prisma = app.get(PrismaService);
  const created = await newUser(prisma);
  const user = await prisma.user.update({
    where: { id: created.id },
    data: { language: data.language ?? 'en', ...(data.name && { name: data.name }) },
  });
  const { token } = await newSession(app, user.id);
  return { user, token };
}

/** A support agent (role SUPPORT) named `name`. */
export async function newAgent(prisma: PrismaService, name = 'Anna') {
  const user = await newUser(prisma);
  return prisma.user.update({ where: { id: user.id }, data: { roles: ['SUPPORT'], name, surname: 'Agent' } });
}

/** Opens a ticket through the API, as the customer's browser does. */
export async function openTicket(
  app: INestApplication,
  token: string,
  body: Record<string, unknown> = {},
): Promise<TicketResponse> {
  const res = await http(app)
    .post('/api/Support/Ticket')
    .set(bearer(token))
    .send({ groupId: 1, subject: 'The player does not start', message: 'It stays on a black screen.', ...body })
    .expect(201);
  return res.body;
}

/** A ticket written straight into the database (for lists: no hourly budget spent). */
export async function insertTicket(
  prisma: PrismaService,
  userId: string,
  data: { status?: TicketStatus; lastActivityAt?: Date; subject?: string } = {},
) {
  const at = data.lastActivityAt ?? new Date();
  return prisma.ticket.create({
    data: {
      userId,
      groupId: 3,
      subject: data.subject ?? `Inserted ${randomUUID()}`,
      status: data.status ?? 'OPEN',
      lastActivityAt: at,
      firstResponseDueAt: new Date(at.getTime() + 86_400_000),
      createdAt: at,
      messages: { create: { authorId: userId, body: 'First message' } },
    },
  });
}

/** A paid order of the user, with nothing in it (enough to be named by a ticket). */
export async function insertOrder(prisma: PrismaService, userId: string) {
  return prisma.order.create({
    data: {
      purchaseId: `P-${randomBytes(12).toString('base64url')}`,
      userId,
      provider: 'SANDBOX',
      currency: 'EUR',
      subtotalCents: 100,
      totalCents: 100,
      country: 'IT',
      idempotencyKey: randomUUID(),
    },
  });
}

/** A device, a pass and a box of the user. */
export async function insertItems(prisma: PrismaService, userId: string) {
  const device = await prisma.playerDevice.create({
    data: { deviceId: `test-${randomUUID()}`, platform: 'android', userId, pairedAt: new Date() },
  });
  const pass = await prisma.vpnPass.create({
    data: {
      userId,
      code: `T-${randomUUID()}`,
      durationMonths: 1,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
    },
  });
  const box = await prisma.vpnBox.create({
    data: { serial: `TEST-${randomUUID().slice(0, 8).toUpperCase()}`, userId, pairedAt: new Date() },
  });
  return { device, pass, box };
}
