import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { createTestApp } from './test-app';

// Issue 8: input the database or the mapper cannot take is refused at the edge with a 400,
// before it reaches class-transformer, a validator or PostgreSQL.
describe('Hostile input gets 4xx, never 5xx', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const touched: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await prisma.user.deleteMany({ where: { email: { in: touched } } });
    await app.close();
  });

  const server = () => app.getHttpServer();
  const signedIn = async () => {
    const user = await newUser(prisma);
    touched.push(user.email);
    return { user, token: (await newSession(app, user.id)).token };
  };
  const unsubscribeRaw = (json: string) =>
    request(server()).post('/api/Newsletter/Unsubscribe').set('Content-Type', 'application/json').send(json);
  const address = (extra: object = {}) => ({
    isShipping: true,
    isFavorite: false,
    name: 'Anna',
    surname: 'Rossi',
    street: 'Via Roma 1',
    city: 'Milano',
    zip: '20121',
    country: 'IT',
    ...extra,
  });
  const putAddress = (token: string, body: object, query: Record<string, string> = {}) =>
    request(server()).put('/api/User/Address').query(query).set('Authorization', `Bearer ${token}`).send(body);

  describe('JSON nesting', () => {
    it('refuses JSON nested 5,000 levels deep with 400 JSON_TOO_DEEP, on a public route', async () => {
      const deep = `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`;
      const res = await unsubscribeRaw(deep);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'JSON_TOO_DEEP', message: expect.any(String) });
    });

    it('refuses deep objects as well as deep arrays, and a signed-in route too', async () => {
      const { token } = await signedIn();
      const deep = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`;
      const res = await request(server())
        .put('/api/User/Address')
        .set('Authorization', `Bearer ${token}`)
        .set('Content-Type', 'application/json')
        .send(deep);
      expect(res.body).toEqual({ statusCode: 400, code: 'JSON_TOO_DEEP', message: expect.any(String) });
    });

    // UTF-16 is scanned before parsing like UTF-8; UTF-32 (unknown to TextDecoder) only after.
    it.each([
      ['utf-16le', (text: string) => Buffer.from(text, 'utf16le')],
      ['utf-32le', (text: string) => Buffer.concat([...text].map((c) => Buffer.from([c.charCodeAt(0), 0, 0, 0])))],
    ])('refuses deep JSON sent as %s too', async (charset, encode) => {
      const deep = encode(`{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`);
      const res = await request(server())
        .post('/api/Newsletter/Unsubscribe')
        .set('Content-Type', `application/json; charset=${charset}`)
        .serialize((bytes: Buffer) => bytes as unknown as string) // the bytes as they are, not their JSON
        .send(deep);
      expect(res.body).toEqual({ statusCode: 400, code: 'JSON_TOO_DEEP', message: expect.any(String) });
    });

    it('lets ordinary nesting through to validation, and does not count brackets inside strings', async () => {
      const atLimit = `{"email":${'['.repeat(31)}${']'.repeat(31)}}`;
      expect((await unsubscribeRaw(atLimit)).body.code).toBe('VALIDATION_FAILED');
      const bracketsInText = JSON.stringify({ email: `${'[{'.repeat(100)}\\"[` });
      expect((await unsubscribeRaw(bracketsInText)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('NUL and broken UTF-16 in text', () => {
    it.each([
      ['a NUL in a stored name', { name: 'An\u0000na' }],
      ['a lone high surrogate', { city: 'Mil\ud800ano' }],
      ['a lone low surrogate', { street: '\udc00Via Roma' }],
      ['a NUL in a key', { 'na\u0000me': 'x' }],
      ['a NUL deep in an extra field', { extra: [{ deeper: ['\u0000'] }] }],
    ])('refuses %s with 400 INVALID_CHARACTERS and stores nothing', async (_case, extra) => {
      const { user, token } = await signedIn();
      const res = await putAddress(token, address(extra));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, code: 'INVALID_CHARACTERS', message: expect.any(String) });
      expect(await prisma.address.count({ where: { userId: user.id } })).toBe(0);
    });

    it('refuses a NUL in the query string, in a value or a key', async () => {
      const { token } = await signedIn();
      const nul = await putAddress(token, address(), { addressId: 'a\u0000b' });
      expect(nul.body).toEqual({ statusCode: 400, code: 'INVALID_CHARACTERS', message: expect.any(String) });
      const inKey = await request(server()).get('/api/Pricing?coun%00try=it');
      expect(inKey.body.code).toBe('INVALID_CHARACTERS');
    });

    it('keeps well-formed text, surrogate pairs included', async () => {
      const { token } = await signedIn();
      const res = await putAddress(token, address({ name: 'Zoë 😀', city: '東京' }));
      expect(res.status).toBe(200);
      expect(res.body.addresses[0]).toEqual(expect.objectContaining({ name: 'Zoë 😀', city: '東京' }));
    });

    it('answers 400, not 500, to a lone surrogate in the Unsubscribe e-mail', async () => {
      const res = await request(server()).post('/api/Newsletter/Unsubscribe').send({ email: 'anna\ud800@example.com' });
      expect(res.status).toBe(400);
    });
  });
});
