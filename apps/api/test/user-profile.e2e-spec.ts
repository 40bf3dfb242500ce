import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as argon2 from 'argon2';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { mailsTo, newAccount, newSession } from './factories';
import { createTestApp } from './test-app';

const PASSWORD = 'Lemon-Tree-Harbour-42';
const NEW_PASSWORD = 'Quiet-River-Stone-77';

describe('Profile of the signed-in user (/api/User Me, ChangePassword, Update)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const touched: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(async () => {
    await prisma.mailOutbox.deleteMany({ where: { to: { in: touched } } });
    await prisma.user.deleteMany({ where: { email: { in: touched } } });
    await app.close();
  });

  const signedIn = async (options: Parameters<typeof newAccount>[2] = {}) => {
    const user = await newAccount(prisma, PASSWORD, options);
    touched.push(user.email);
    const { token, session } = await newSession(app, user.id);
    return { user, token, session };
  };
  const server = () => app.getHttpServer();
  const me = (token: string) => request(server()).get('/api/User/Me').set('Authorization', `Bearer ${token}`);
  const changePassword = (token: string, body: object) =>
    request(server()).post('/api/User/ChangePassword').set('Authorization', `Bearer ${token}`).send(body);
  const update = (token: string, body: object) =>
    request(server()).put('/api/User/Update').set('Authorization', `Bearer ${token}`).send(body);
  const profileBody = (extra: object = {}) => ({ name: 'Anna', surname: 'Rossi', country: 'IT', tfa: false, ...extra });

  it('Me answers the profile', async () => {
    const { user, token } = await signedIn();
    const res = await me(token).expect(200);
    expect(res.body).toEqual({
      email: user.email,
      name: 'Anna',
      surname: 'Rossi',
      country: 'IT',
      language: 'en',
      tfa: false,
      isReseller: false,
      roles: ['CUSTOMER'],
      lastLogOn: null,
      reminderMails: true,
      addresses: [],
    });
  });

  it.each([
    ['ChangePassword', 'post', '/api/User/ChangePassword'],
    ['Update', 'put', '/api/User/Update'],
    ['Me', 'get', '/api/User/Me'],
  ] as const)('%s needs a signed-in user', async (_name, method, path) => {
    await request(server())[method](path).send({}).expect(401);
  });

  describe('ChangePassword', () => {
    it('answers 404 WRONG_PASSWORD for a wrong current password and changes nothing', async () => {
      const { user, token } = await signedIn();
      const res = await changePassword(token, { oldPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD }).expect(
        404,
      );
      expect(res.body.code).toBe('WRONG_PASSWORD');
      await me(token).expect(200);
      expect(
        await argon2.verify((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash, PASSWORD),
      ).toBe(true);
    });

    it('refuses a new password the policy refuses', async () => {
      const { token } = await signedIn();
      expect(
        (await changePassword(token, { oldPassword: PASSWORD, newPassword: 'Abc-123' }).expect(400)).body.code,
      ).toBe('PASSWORD_TOO_SHORT');
      expect(
        (await changePassword(token, { oldPassword: PASSWORD, newPassword: 'iloveyou' }).expect(400)).body.code,
      ).toBe('PASSWORD_TOO_COMMON');
      expect((await changePassword(token, { oldPassword: PASSWORD }).expect(400)).body.code).toBe('VALIDATION_FAILED');
      await me(token).expect(200);
    });

    it('sets the new password, ends this and every other session and mails the owner', async () => {
      const { user, token, session } = await signedIn();
      const other = await newSession(app, user.id);
      expect(
        (await changePassword(token, { oldPassword: PASSWORD, newPassword: NEW_PASSWORD }).expect(200)).body,
      ).toEqual({ ok: true });

      expect((await me(token).expect(401)).body.code).toBe('SESSION_EXPIRED');
      await me(other.token).expect(401);
      const sessions = await prisma.session.findMany({ where: { id: { in: [session.id, other.session.id] } } });
      expect(sessions.map((s) => s.revokedReason)).toEqual(['password-change', 'password-change']);
      const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(await argon2.verify(after.passwordHash, NEW_PASSWORD)).toBe(true);
      // Spec 4: the web goes to /login, where only the new password works.
      const login = (password: string) =>
        request(server()).post('/api/User/Login').send({ email: user.email, password, captchaCode: 'dev-captcha-ok' });
      await login(PASSWORD).expect(404);
      await login(NEW_PASSWORD).expect(200);
      expect(await mailsTo(prisma, user.email, 'password-changed')).toHaveLength(1);
    });
  });

  describe('Update', () => {
    it('changes name, surname, country and language, never the e-mail or the reseller flag', async () => {
      const { user, token } = await signedIn();
      const res = await update(
        token,
        profileBody({
          email: 'someone-else@test.example',
          name: '  Maria ',
          surname: 'Bianchi',
          country: 'de',
          language: 'de-DE',
          isReseller: true,
        }),
      ).expect(200);
      expect(res.body).toEqual(
        expect.objectContaining({
          email: user.email,
          name: 'Maria',
          surname: 'Bianchi',
          country: 'DE',
          language: 'de',
          isReseller: false,
          tfa: false,
        }),
      );
      const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored).toEqual(
        expect.objectContaining({
          email: user.email,
          isReseller: false,
          roles: ['CUSTOMER'],
          name: 'Maria',
          country: 'DE',
          language: 'de',
        }),
      );
      expect(await prisma.user.count({ where: { email: 'someone-else@test.example' } })).toBe(0);
    });

    it('keeps the language when none is sent', async () => {
      const { user, token } = await signedIn({ language: 'fr' });
      await update(token, profileBody()).expect(200);
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).language).toBe('fr');
    });

    it.each([
      ['roles', { roles: ['ADMIN'] }],
      ['a bad country', { country: 'Italy' }],
      ['an empty surname', { surname: '' }],
      ['tfa as a string', { tfa: 'yes' }],
    ])('answers 400 VALIDATION_FAILED for %s', async (_label, extra) => {
      const { user, token } = await signedIn();
      expect((await update(token, profileBody(extra)).expect(400)).body.code).toBe('VALIDATION_FAILED');
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).roles).toEqual(['CUSTOMER']);
    });

    it('refuses a 2FA change without a recently verified pin (403) and changes nothing', async () => {
      const { user, token } = await signedIn();
      await prisma.user.update({ where: { id: user.id }, data: { tfaPendingSecret: 'JBSWY3DPEHPK3PXP' } });
      const res = await update(token, profileBody({ name: 'Changed', tfa: true })).expect(403);
      expect(res.body.code).toBe('TFA_VERIFICATION_REQUIRED');
      const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored).toEqual(expect.objectContaining({ tfaEnabled: false, name: 'Anna' }));

      // A pin verified six minutes ago is too old.
      await prisma.user.update({ where: { id: user.id }, data: { tfaVerifiedAt: new Date(Date.now() - 6 * 60_000) } });
      await update(token, profileBody({ tfa: true })).expect(403);
    });

    it('turns 2FA on with a recent grant and the pending key', async () => {
      const { user, token } = await signedIn();
      await prisma.user.update({
        where: { id: user.id },
        data: { tfaPendingSecret: 'JBSWY3DPEHPK3PXP', tfaVerifiedAt: new Date() },
      });
      expect((await update(token, profileBody({ tfa: true })).expect(200)).body.tfa).toBe(true);
      const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(stored).toEqual(
        expect.objectContaining({ tfaEnabled: true, tfaSecret: 'JBSWY3DPEHPK3PXP', tfaPendingSecret: null }),
      );
    });

    it('answers 400 TFA_KEY_MISSING when turning 2FA on without a key', async () => {
      const { user, token } = await signedIn();
      await prisma.user.update({ where: { id: user.id }, data: { tfaVerifiedAt: new Date() } });
      expect((await update(token, profileBody({ tfa: true })).expect(400)).body.code).toBe('TFA_KEY_MISSING');
    });

    it('turns 2FA off with a recent grant and mails the owner', async () => {
      const { user, token } = await signedIn({ tfaEnabled: true });
      await update(token, profileBody({ tfa: false })).expect(403);
      await prisma.user.update({ where: { id: user.id }, data: { tfaVerifiedAt: new Date() } });
      expect((await update(token, profileBody({ tfa: false })).expect(200)).body.tfa).toBe(false);
      expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(
        expect.objectContaining({ tfaEnabled: false, tfaSecret: null }),
      );
      expect(await mailsTo(prisma, user.email, 'tfa-disabled')).toHaveLength(1);
    });

    it('needs no grant when tfa stays as it is', async () => {
      const { token } = await signedIn({ tfaEnabled: true });
      expect((await update(token, profileBody({ tfa: true, name: 'Lia' })).expect(200)).body).toEqual(
        expect.objectContaining({ tfa: true, name: 'Lia' }),
      );
    });
  });
});
