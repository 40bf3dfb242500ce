import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUser } from './factories';
import { createTestApp } from './test-app';

describe('Access tokens and sessions (global guard)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp());
  });
  afterAll(() => app.close());

  const me = (token: string) =>
    request(app.getHttpServer()).get('/api/User/Me').set('Authorization', `Bearer ${token}`);

  it('accepts a token of a live session', async () => {
    const user = await newUser(prisma);
    const { token } = await newSession(app, user.id);
    const res = await me(token).expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({ email: user.email, isReseller: false, tfa: false, addresses: [] }),
    );
  });

  it('refuses a token of a revoked session', async () => {
    const user = await newUser(prisma);
    const { token, session } = await newSession(app, user.id);
    await prisma.session.update({
      where: { id: session.id },
      data: { revokedAt: new Date(), revokedReason: 'logout' },
    });
    const res = await me(token).expect(401);
    expect(res.body.code).toBe('SESSION_EXPIRED');
  });

  it('refuses a token that was rotated out of its session', async () => {
    const user = await newUser(prisma);
    const { token, session } = await newSession(app, user.id);
    await prisma.session.update({
      where: { id: session.id },
      data: { previousTokenId: session.tokenId, tokenId: randomUUID(), rotatedAt: new Date(Date.now() - 60_000) },
    });
    await me(token).expect(401);
  });

  it('accepts, for 30 s, the token a refresh just rotated out (two tabs refreshing at once)', async () => {
    const user = await newUser(prisma);
    const { token, session } = await newSession(app, user.id);
    await prisma.session.update({
      where: { id: session.id },
      data: { previousTokenId: session.tokenId, tokenId: randomUUID(), rotatedAt: new Date(Date.now() - 5_000) },
    });
    await me(token).expect(200);
  });

  it('refuses an expired token', async () => {
    const user = await newUser(prisma);
    const { token } = await newSession(app, user.id, { expiresIn: -10 });
    await me(token).expect(401);
  });

  it("prices by the chosen language first, else by the signed-in user's country (spec 4)", async () => {
    const user = await newUser(prisma, { country: 'DE' });
    const { token } = await newSession(app, user.id);
    const chosen = await request(app.getHttpServer())
      .get('/api/Pricing?country=it')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(chosen.body.country).toBe('IT');
    const profile = await request(app.getHttpServer())
      .get('/api/Pricing')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(profile.body.country).toBe('DE');
    const anonymous = await request(app.getHttpServer())
      .get('/api/Pricing')
      .set('Authorization', 'Bearer rubbish')
      .set('Accept-Language', 'fr-FR')
      .expect(200);
    expect(anonymous.body.country).toBe('FR');
  });

  it('refuses a session on every instance the moment one instance ends it', async () => {
    // Nothing about sessions is cached: each request asks the database, whichever instance it reaches.
    const { app: other } = await createTestApp();
    try {
      const user = await newUser(prisma);
      const { token } = await newSession(app, user.id);
      await request(other.getHttpServer()).get('/api/User/Me').set('Authorization', `Bearer ${token}`).expect(200);
      await request(app.getHttpServer()).post('/api/User/Logout').set('Authorization', `Bearer ${token}`).expect(200);
      const refused = await request(other.getHttpServer())
        .get('/api/User/Me')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
      expect(refused.body.code).toBe('SESSION_EXPIRED');
    } finally {
      await other.close();
    }
  });
});
