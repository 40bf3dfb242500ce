import { JwtService } from '@nestjs/jwt';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { newTotpSecret, totpPin } from '../src/account/tfa/totp';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUserWithPassword } from './factories';
import { createTestApp } from './test-app';

const PASSWORD = 'correct horse battery';
const CAPTCHA = 'dev-captcha-ok';

describe('POST /api/User/Login, RefreshToken, Logout', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  const login = (body: Record<string, unknown>) =>
    http().post('/api/User/Login').set('User-Agent', 'jest-login').send(body);
  const me = (token: string) => http().get('/api/User/Me').set('Authorization', `Bearer ${token}`);
  const refresh = (token: string) => http().post('/api/User/RefreshToken').send({ token });

  describe('Login', () => {
    it('answers the login shape with a working token and opens a session', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      await prisma.address.create({
        data: {
          userId: user.id,
          isShipping: true,
          isFavorite: true,
          name: 'Test',
          surname: 'User',
          street: 'Via Roma 1',
          city: 'Roma',
          zip: '00100',
          country: 'IT',
        },
      });
      const res = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      expect(res.body).toEqual({
        tfa: false,
        email: user.email,
        token: expect.any(String),
        name: 'Test',
        surname: 'User',
        country: 'IT',
        language: 'en',
        isReseller: false,
        roles: ['CUSTOMER'],
        lastLogOn: expect.any(String),
        reminderMails: true,
        addresses: [
          expect.objectContaining({ isShipping: true, isFavorite: true, street: 'Via Roma 1', id: expect.any(String) }),
        ],
      });
      await me(res.body.token).expect(200);
      const sessions = await prisma.session.findMany({ where: { userId: user.id } });
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toEqual(expect.objectContaining({ userAgent: 'jest-login', revokedAt: null }));
      expect(sessions[0].ip).toBeTruthy();
      const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored.lastLoginAt?.toISOString()).toBe(res.body.lastLogOn);
    });

    it('names the roles of a staff account, in the login shape, Me and a refreshed session', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      await prisma.user.update({ where: { id: user.id }, data: { roles: ['CUSTOMER', 'SUPPORT'] } });
      const res = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      expect(res.body.roles).toEqual(['CUSTOMER', 'SUPPORT']);
      expect((await me(res.body.token).expect(200)).body.roles).toEqual(['CUSTOMER', 'SUPPORT']);
      await prisma.user.update({ where: { id: user.id }, data: { roles: ['CUSTOMER', 'ADMIN'] } });
      expect((await refresh(res.body.token).expect(200)).body.roles).toEqual(['CUSTOMER', 'ADMIN']);
    });

    it('compares the e-mail case-insensitively', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const res = await login({
        email: `  ${user.email.toUpperCase()} `,
        password: PASSWORD,
        captchaCode: CAPTCHA,
      }).expect(200);
      expect(res.body.email).toBe(user.email);
    });

    it('gives one answer for a wrong password and an unknown e-mail', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const wrongPassword = await login({
        email: user.email,
        password: 'not the password',
        captchaCode: CAPTCHA,
      }).expect(404);
      const unknown = await login({
        email: `nobody-${randomUUID()}@test.example.com`,
        password: PASSWORD,
        captchaCode: CAPTCHA,
      }).expect(404);
      expect(wrongPassword.body).toEqual({ statusCode: 404, code: 'WRONG_CREDENTIALS', message: expect.any(String) });
      expect(unknown.body).toEqual(wrongPassword.body);
      expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    });

    it('tells an unconfirmed account apart only to whoever knows the password', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD, { confirmed: false });
      const res = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(403);
      expect(res.body.code).toBe('ACCOUNT_NOT_CONFIRMED');
      await login({ email: user.email, password: 'not the password', captchaCode: CAPTCHA }).expect(404);
      expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    });

    it('makes the browser a known device of the account only when a session opens (device cookie)', async () => {
      const cookiesOf = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const user = await newUserWithPassword(prisma, PASSWORD);
      const res = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      expect(cookiesOf(res)).toEqual([
        expect.stringMatching(
          /^device=[0-9a-f]{32}\.[0-9a-f]{32}\.[\w-]{43}; Path=\/api\/User\/Login; Max-Age=\d+; HttpOnly; SameSite=Strict$/,
        ),
      ]);
      expect(
        cookiesOf(await login({ email: user.email, password: 'not the password', captchaCode: CAPTCHA }).expect(404)),
      ).toEqual([]);

      // A 2FA account: not at the password step, but once the pin opened the session.
      const secret = newTotpSecret();
      const tfaUser = await newUserWithPassword(prisma, PASSWORD, { tfaSecret: secret });
      const challenged = await login({ email: tfaUser.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      expect(cookiesOf(challenged)).toEqual([]);
      const done = await http()
        .post('/api/User/TwoFactorLogin')
        .send({ email: tfaUser.email, pin: await totpPin(secret), tfaChallenge: challenged.body.tfaChallenge })
        .expect(200);
      expect(cookiesOf(done)).toEqual([expect.stringMatching(/^device=.*; HttpOnly; SameSite=Strict$/)]);
    });

    it('needs the captcha, in the body or the X-Captcha-Token header', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const missing = await login({ email: user.email, password: PASSWORD }).expect(400);
      expect(missing.body.code).toBe('CAPTCHA_FAILED');
      await login({ email: user.email, password: PASSWORD, captchaCode: 'wrong' }).expect(400);
      await http()
        .post('/api/User/Login')
        .set('X-Captcha-Token', CAPTCHA)
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
    });

    it('refuses malformed input with 400, never 500', async () => {
      const cases: unknown[] = [
        { email: 'not-an-email', password: PASSWORD, captchaCode: CAPTCHA },
        { email: 'a@b.toolongsuffix', password: PASSWORD, captchaCode: CAPTCHA },
        { email: 'a@b.com', captchaCode: CAPTCHA },
        { email: 'a@b.com', password: 42, captchaCode: CAPTCHA },
        { email: ['a@b.com'], password: PASSWORD, captchaCode: CAPTCHA },
        { email: 'a@b.com', password: PASSWORD, captchaCode: CAPTCHA, isReseller: true },
      ];
      for (const body of cases) {
        const res = await login(body as Record<string, unknown>);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
      const broken = await http()
        .post('/api/User/Login')
        .set('Content-Type', 'application/json')
        .set('X-Captcha-Token', CAPTCHA)
        .send('{"email":');
      expect(broken.status).toBe(400);
      expect(JSON.stringify(broken.body)).not.toMatch(/at .*\.js|stack/i);
    });
  });

  describe('RefreshToken', () => {
    it('rotates the token: the new one works, the login shape comes back', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const first = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      const res = await refresh(first.body.token).expect(200);
      expect(res.body).toEqual(
        expect.objectContaining({ email: user.email, tfa: false, token: expect.any(String), addresses: [] }),
      );
      expect(res.body.token).not.toBe(first.body.token);
      await me(res.body.token).expect(200);
      const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id } });
      expect(session.generation).toBe(1);
    });

    it('revokes the session when a rotated token comes back (then even the new token is refused)', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const first = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      const second = await refresh(first.body.token).expect(200);
      // Past the grace that lets two tabs refresh at once.
      await prisma.session.updateMany({
        where: { userId: user.id },
        data: { rotatedAt: new Date(Date.now() - 60_000) },
      });
      const reuse = await refresh(first.body.token).expect(401);
      expect(reuse.body.code).toBe('SESSION_EXPIRED');
      const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id } });
      expect(session.revokedReason).toBe('token-reuse');
      await me(second.body.token).expect(401);
      await refresh(second.body.token).expect(401);
    });

    it('renews an expired token of a live session', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const { token } = await newSession(app, user.id, { expiresIn: -10 });
      await me(token).expect(401);
      const res = await refresh(token).expect(200);
      await me(res.body.token).expect(200);
    });

    it('refuses rubbish, unsigned and foreign-signed tokens and ended sessions with 401 SESSION_EXPIRED', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const { token, session } = await newSession(app, user.id);
      const [header, payload] = token.split('.');
      const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
      const claims = { sub: user.id, sid: session.id, jti: session.tokenId };
      const foreign = await new JwtService({ secret: 'another-secret-of-at-least-32-characters!' }).signAsync(claims);
      for (const bad of ['rubbish', none, tampered, foreign, '']) {
        const res = await refresh(bad);
        expect(res.status).toBe(bad === '' ? 400 : 401);
      }
      await prisma.session.update({ where: { id: session.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await refresh(token).expect(401)).body.code).toBe('SESSION_EXPIRED');
    });
  });

  describe('access tokens', () => {
    it('refuses a token with alg none (and one with an unsigned header) with 401', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const { token } = await newSession(app, user.id);
      const payload = token.split('.')[1];
      for (const alg of ['none', 'None', 'NONE']) {
        const forged = `${Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url')}.${payload}.`;
        await me(forged).expect(401);
      }
      await me(token).expect(200);
    });
  });

  describe('Logout', () => {
    it('revokes the session: the token and its refresh are refused afterwards', async () => {
      const user = await newUserWithPassword(prisma, PASSWORD);
      const res = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      const other = await login({ email: user.email, password: PASSWORD, captchaCode: CAPTCHA }).expect(200);
      const out = await http().post('/api/User/Logout').set('Authorization', `Bearer ${res.body.token}`).expect(200);
      expect(out.body).toEqual({ ok: true });
      await me(res.body.token).expect(401);
      await refresh(res.body.token).expect(401);
      const sessions = await prisma.session.findMany({ where: { userId: user.id, revokedAt: { not: null } } });
      expect(sessions.map((s) => s.revokedReason)).toEqual(['logout']);
      // Only this device logged out.
      await me(other.body.token).expect(200);
    });

    it('needs a token', async () => {
      await http().post('/api/User/Logout').expect(401);
    });
  });
});
