import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { newUser } from './factories';
import { createTestApp } from './test-app';

describe('Newsletter (POST /api/Newsletter/Unsubscribe)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const touched: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp());
  });
  afterAll(async () => {
    await prisma.emailOptOut.deleteMany({ where: { email: { in: touched } } });
    await prisma.user.deleteMany({ where: { email: { in: touched } } });
    await app.close();
  });

  const unsubscribe = (body: object) => request(app.getHttpServer()).post('/api/Newsletter/Unsubscribe').send(body);
  const unknownAddress = () => {
    const email = `nobody-${randomUUID()}@test.example`;
    touched.push(email);
    return email;
  };

  it('answers 200 with the same body for an unknown address and for an account', async () => {
    const user = await newUser(prisma);
    touched.push(user.email);
    const unknown = await unsubscribe({ email: unknownAddress() }).expect(200);
    const known = await unsubscribe({ email: user.email }).expect(200);
    expect(unknown.body).toEqual({ unsubscribed: true });
    expect(known.body).toEqual(unknown.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
  });

  it('stores the address lower-cased and trimmed', async () => {
    const email = unknownAddress();
    await unsubscribe({ email: `  ${email.toUpperCase()} ` }).expect(200);
    const rows = await prisma.emailOptOut.findMany({ where: { email: { equals: email, mode: 'insensitive' } } });
    expect(rows.map((row) => row.email)).toEqual([email]);
  });

  it('is idempotent: a second call answers the same and keeps one row', async () => {
    const email = unknownAddress();
    const first = await unsubscribe({ email }).expect(200);
    const second = await unsubscribe({ email: email.toUpperCase() }).expect(200);
    expect(second.body).toEqual(first.body);
    expect(await prisma.emailOptOut.count({ where: { email } })).toBe(1);
  });

  it('keeps one row under concurrent calls for the same address', async () => {
    const email = unknownAddress();
    const answers = await Promise.all(Array.from({ length: 5 }, () => unsubscribe({ email })));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await prisma.emailOptOut.count({ where: { email } })).toBe(1);
  });

  it.each([
    { email: 'not-an-address' },
    { email: '' },
    {},
    { email: 42 },
    { email: `${'a'.repeat(250)}@test.example` },
  ])('refuses %j with 400 VALIDATION_FAILED', async (body) => {
    const res = await unsubscribe(body).expect(400);
    expect(res.body).toEqual(
      expect.objectContaining({ statusCode: 400, code: 'VALIDATION_FAILED', fields: { email: expect.any(Array) } }),
    );
  });

  it('refuses unknown fields', async () => {
    const res = await unsubscribe({ email: unknownAddress(), isReseller: true }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('needs no token, and ignores a bad one', async () => {
    const res = await unsubscribe({ email: unknownAddress() }).set('Authorization', 'Bearer not-a-jwt').expect(200);
    expect(res.body).toEqual({ unsubscribed: true });
  });
});
