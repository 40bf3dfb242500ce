import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import * as argon2 from 'argon2';
import { createHash, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { PrismaService } from '../src/core/database/prisma.service';
import { BackgroundTasks } from '../src/core/background/background-tasks';
import { mailsTo, newAccount, newSession, tokenInMail } from './factories';
import { createTestApp } from './test-app';
import { workerDatabaseUrl } from './test-database';

const CAPTCHA = 'dev-captcha-ok';
const PUBLIC_URL = 'https://shop.test.example';
const GOOD_PASSWORD = 'Lemon-Tree-Harbour-42';

describe('Registration and recovery by mailed links (/api/User)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const touched: string[] = [];

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false', PUBLIC_URL }));
  });
  afterAll(async () => {
    await prisma.mailOutbox.deleteMany({ where: { to: { in: touched } } });
    await prisma.user.deleteMany({ where: { email: { in: touched } } });
    await app.close();
  });

  const post = (path: string, body: object) => request(app.getHttpServer()).post(`/api/User/${path}`).send(body);
  /** The outbox once the mails asked for so far are written (ForgotPassword and ForgotTFA write them after answering). */
  const mails = async (to: string, template?: string) => {
    await app.get(BackgroundTasks).drain();
    return mailsTo(prisma, to, template);
  };
  const freshEmail = () => {
    const email = `new-${randomUUID()}@test.example.com`;
    touched.push(email);
    return email;
  };
  const account = async (options: Parameters<typeof newAccount>[2] = {}) => {
    const user = await newAccount(prisma, GOOD_PASSWORD, options);
    touched.push(user.email);
    return user;
  };
  const registration = (email: string, extra: object = {}) => ({
    email,
    password: GOOD_PASSWORD,
    name: 'Anna',
    surname: 'Rossi',
    country: 'it',
    language: 'it-IT',
    reCaptchaBody: CAPTCHA,
    ...extra,
  });
  const login = (email: string, password: string) => post('Login', { email, password, captchaCode: CAPTCHA });
  const me = (token: string) =>
    request(app.getHttpServer()).get('/api/User/Me').set('Authorization', `Bearer ${token}`);

  describe('Register and Activate', () => {
    it('creates an unconfirmed account, mails the link in the same step, and the link confirms it once', async () => {
      const email = freshEmail();
      const res = await post('Register', registration(email.toUpperCase(), { name: '  Anna ' })).expect(201);
      expect(res.body).toEqual({ email });

      const user = await prisma.user.findUniqueOrThrow({ where: { email } });
      expect(user).toEqual(
        expect.objectContaining({
          name: 'Anna',
          country: 'IT',
          language: 'it',
          confirmedAt: null,
          isReseller: false,
          roles: ['CUSTOMER'],
        }),
      );
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);

      const [mail] = await mails(email, 'confirm-account');
      expect(mail.text).toContain(`${PUBLIC_URL}/confirm-account?token=`);
      const token = tokenInMail(mail.text, 'confirm-account');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash is stored, for 48 hours.
      const stored = await prisma.oneTimeToken.findFirstOrThrow({
        where: { userId: user.id, kind: 'CONFIRM_ACCOUNT' },
      });
      expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeGreaterThan(47.9 * 3600_000);

      expect((await login(email, GOOD_PASSWORD).expect(403)).body.code).toBe('ACCOUNT_NOT_CONFIRMED');
      expect((await post('Activate', { token }).expect(200)).body).toEqual({ ok: true });
      expect((await prisma.user.findUniqueOrThrow({ where: { email } })).confirmedAt).toBeInstanceOf(Date);
      expect((await post('Activate', { token }).expect(400)).body.code).toBe('TOKEN_INVALID');

      const session = await login(email, GOOD_PASSWORD).expect(200);
      expect(session.body).toEqual(
        expect.objectContaining({ email, name: 'Anna', country: 'IT', tfa: false, token: expect.any(String) }),
      );
      await me(session.body.token).expect(200);
    });

    it('answers 409 USER_EXISTS for a taken address, in any letter case, and sends nothing', async () => {
      const email = freshEmail();
      await post('Register', registration(email)).expect(201);
      expect((await post('Register', registration(email)).expect(409)).body.code).toBe('USER_EXISTS');
      expect((await post('Register', registration(email.toUpperCase())).expect(409)).body.code).toBe('USER_EXISTS');
      expect(await mails(email)).toHaveLength(1);
    });

    it('gives one account and one 409 when the same address registers twice at once', async () => {
      const email = freshEmail();
      const answers = await Promise.all([post('Register', registration(email)), post('Register', registration(email))]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(await prisma.user.count({ where: { email } })).toBe(1);
    });

    it('refuses a short, a common or an overlong password and creates nothing', async () => {
      const email = freshEmail();
      expect((await post('Register', registration(email, { password: 'Abc-123' })).expect(400)).body.code).toBe(
        'PASSWORD_TOO_SHORT',
      );
      expect((await post('Register', registration(email, { password: 'password' })).expect(400)).body.code).toBe(
        'PASSWORD_TOO_COMMON',
      );
      expect((await post('Register', registration(email, { password: 'x'.repeat(129) })).expect(400)).body.code).toBe(
        'PASSWORD_TOO_LONG',
      );
      expect(await prisma.user.count({ where: { email } })).toBe(0);
    });

    it.each([
      ['an address without a suffix', { email: 'anna@example' }],
      ['a 6-letter suffix', { email: 'anna@example.abcdef' }],
      ['two addresses', { email: 'anna@example.com;bob@example.com' }],
      ['a three-letter country', { country: 'ITA' }],
      ['an empty name', { name: '   ' }],
      ['an 81-character surname', { surname: 'x'.repeat(81) }],
      ['a field the account may not set', { isReseller: true }],
      ['a password that is not a string', { password: 12345678 }],
    ])('answers 400 VALIDATION_FAILED for %s', async (_label, extra) => {
      const res = await post('Register', registration(freshEmail(), extra)).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('needs the captcha', async () => {
      const email = freshEmail();
      const res = await post('Register', registration(email, { reCaptchaBody: undefined })).expect(400);
      expect(res.body.code).toBe('CAPTCHA_FAILED');
      await request(app.getHttpServer())
        .post('/api/User/Register')
        .set('X-Captcha-Token', CAPTCHA)
        .send(registration(email, { reCaptchaBody: undefined }))
        .expect(201);
    });

    it('refuses an unknown, an expired or a malformed confirmation token', async () => {
      const email = freshEmail();
      await post('Register', registration(email)).expect(201);
      const token = tokenInMail((await mails(email, 'confirm-account'))[0].text, 'confirm-account');
      await prisma.oneTimeToken.updateMany({
        where: { user: { email } },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      for (const candidate of [token, 'x'.repeat(43), '', 'not base64 at all!']) {
        expect((await post('Activate', { token: candidate }).expect(400)).body.code).toBe('TOKEN_INVALID');
      }
      expect((await prisma.user.findUniqueOrThrow({ where: { email } })).confirmedAt).toBeNull();
      expect((await post('Activate', {}).expect(400)).body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('ForgotPassword, VerifyForgotPasswordToken and ResetPassword', () => {
    it('answers the same for a known and an unknown address and mails only the account', async () => {
      const user = await account();
      const unknown = freshEmail();
      const known = await post('ForgotPassword', { email: user.email.toUpperCase(), reCaptchaBody: CAPTCHA }).expect(
        200,
      );
      const other = await post('ForgotPassword', { email: unknown, reCaptchaBody: CAPTCHA }).expect(200);
      expect(known.body).toEqual({ ok: true });
      expect(other.body).toEqual(known.body);
      expect(await mails(user.email, 'reset-password')).toHaveLength(1);
      expect(await mails(unknown)).toHaveLength(0);
      expect((await post('ForgotPassword', { email: user.email }).expect(400)).body.code).toBe('CAPTCHA_FAILED');
    });

    it('resets the password with the link once, ends every session and tells the owner', async () => {
      const user = await account();
      const { token: bearer } = await newSession(app, user.id);
      await me(bearer).expect(200);
      await post('ForgotPassword', { email: user.email, reCaptchaBody: CAPTCHA }).expect(200);
      const [mail] = await mails(user.email, 'reset-password');
      expect(mail.text).toContain(`${PUBLIC_URL}/confirm-password?token=`);
      const token = tokenInMail(mail.text, 'confirm-password');

      // Checking the link does not use it up.
      expect((await post('VerifyForgotPasswordToken', { token }).expect(200)).body).toEqual({
        valid: true,
        email: user.email,
      });
      expect((await post('VerifyForgotPasswordToken', { token }).expect(200)).body.valid).toBe(true);

      // A refused password leaves the link usable.
      expect((await post('ResetPassword', { token, password: 'short' }).expect(400)).body.code).toBe(
        'PASSWORD_TOO_SHORT',
      );
      expect((await post('ResetPassword', { token, password: '12345678' }).expect(400)).body.code).toBe(
        'PASSWORD_TOO_COMMON',
      );

      const newPassword = 'Quiet-River-Stone-77';
      expect((await post('ResetPassword', { token, password: newPassword }).expect(200)).body).toEqual({ ok: true });
      const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      expect(await argon2.verify(after.passwordHash, newPassword)).toBe(true);
      expect((await login(user.email, GOOD_PASSWORD).expect(404)).body.code).toBe('WRONG_CREDENTIALS');
      await login(user.email, newPassword).expect(200);
      expect((await me(bearer).expect(401)).body.code).toBe('SESSION_EXPIRED');
      expect((await prisma.session.findFirstOrThrow({ where: { userId: user.id } })).revokedReason).toBe(
        'password-reset',
      );
      expect(await mails(user.email, 'password-changed')).toHaveLength(1);

      expect((await post('ResetPassword', { token, password: 'Another-Long-One-88' }).expect(400)).body.code).toBe(
        'TOKEN_INVALID',
      );
      expect((await post('VerifyForgotPasswordToken', { token }).expect(400)).body.code).toBe('TOKEN_INVALID');
    });

    it('keeps only the latest link working and never takes a token of another kind', async () => {
      const user = await account({ confirmed: false });
      await post('ForgotPassword', { email: user.email, reCaptchaBody: CAPTCHA }).expect(200);
      await app.get(BackgroundTasks).drain();
      await post('ForgotPassword', { email: user.email, reCaptchaBody: CAPTCHA }).expect(200);
      const [first, second] = (await mails(user.email, 'reset-password')).map((mail) =>
        tokenInMail(mail.text, 'confirm-password'),
      );
      expect((await post('VerifyForgotPasswordToken', { token: first }).expect(400)).body.code).toBe('TOKEN_INVALID');
      expect((await post('Activate', { token: second }).expect(400)).body.code).toBe('TOKEN_INVALID');
      await post('ResetPassword', { token: second, password: 'Quiet-River-Stone-77' }).expect(200);
      // The link proved the mailbox, so the account counts as confirmed.
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).confirmedAt).toBeInstanceOf(Date);
    });

    it('refuses an expired reset link', async () => {
      const user = await account();
      await post('ForgotPassword', { email: user.email, reCaptchaBody: CAPTCHA }).expect(200);
      const token = tokenInMail((await mails(user.email, 'reset-password'))[0].text, 'confirm-password');
      const stored = await prisma.oneTimeToken.findFirstOrThrow({ where: { userId: user.id, kind: 'RESET_PASSWORD' } });
      expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBeLessThanOrEqual(3600_000 + 1000);
      await prisma.oneTimeToken.update({ where: { id: stored.id }, data: { expiresAt: new Date(Date.now() - 1) } });
      expect((await post('ResetPassword', { token, password: 'Quiet-River-Stone-77' }).expect(400)).body.code).toBe(
        'TOKEN_INVALID',
      );
    });
  });

  describe('ForgotPassword and ForgotTFA do the same work before answering, whatever the address', () => {
    /**
     * While another transaction holds the outbox, no mail can be written. If the answer waited for
     * the look-up, the token or the mail, a known address (or one with 2FA) would answer late and
     * an unknown one at once: the time to answer would tell who is a customer.
     */
    it.each([
      ['ForgotPassword', 'reset-password', {}],
      ['ForgotTFA', 'tfa-recovery', { tfaEnabled: true }],
    ] as const)(
      '%s answers a known address while mail cannot be written, and mails it afterwards',
      async (path, template, options) => {
        const user = await account(options);
        const locker = new Client({ connectionString: workerDatabaseUrl() });
        await locker.connect();
        try {
          await locker.query('BEGIN');
          await locker.query('LOCK TABLE "MailOutbox" IN ACCESS EXCLUSIVE MODE');
          const answer = await Promise.race([
            post(path, { email: user.email, reCaptchaBody: CAPTCHA }).then((res) => res.status),
            new Promise((resolve) => setTimeout(() => resolve('no answer while the outbox was locked'), 3000)),
          ]);
          expect(answer).toBe(200);
          await locker.query('COMMIT');
        } finally {
          await locker.end();
        }
        expect(await mails(user.email, template)).toHaveLength(1);
      },
    );
  });

  describe('ForgotTFA and VerifyTFARecoverCode', () => {
    it('mails a recovery link only to an account with 2FA, and the link turns 2FA off once', async () => {
      const withTfa = await account({ tfaEnabled: true });
      const withoutTfa = await account();
      const unknown = freshEmail();
      const answers = await Promise.all(
        [withTfa.email, withoutTfa.email, unknown].map((email) =>
          post('ForgotTFA', { email, reCaptchaBody: CAPTCHA }).expect(200),
        ),
      );
      for (const res of answers) expect(res.body).toEqual({ ok: true });
      expect(await mails(withoutTfa.email)).toHaveLength(0);
      expect(await mails(unknown)).toHaveLength(0);

      const [mail] = await mails(withTfa.email, 'tfa-recovery');
      expect(mail.text).toContain(`${PUBLIC_URL}/confirm-tfa?token=`);
      const token = tokenInMail(mail.text, 'confirm-tfa');
      const { token: bearer } = await newSession(app, withTfa.id);

      expect((await post('VerifyTFARecoverCode', { token }).expect(200)).body).toEqual({ ok: true });
      const after = await prisma.user.findUniqueOrThrow({ where: { id: withTfa.id } });
      expect(after).toEqual(expect.objectContaining({ tfaEnabled: false, tfaSecret: null, tfaPendingSecret: null }));
      expect(await mails(withTfa.email, 'tfa-disabled')).toHaveLength(1);
      await me(bearer).expect(401);
      expect((await post('VerifyTFARecoverCode', { token }).expect(400)).body.code).toBe('TOKEN_INVALID');
    });

    it('needs the captcha and refuses a password-reset token', async () => {
      const user = await account({ tfaEnabled: true });
      expect((await post('ForgotTFA', { email: user.email }).expect(400)).body.code).toBe('CAPTCHA_FAILED');
      await post('ForgotPassword', { email: user.email, reCaptchaBody: CAPTCHA }).expect(200);
      const token = tokenInMail((await mails(user.email, 'reset-password'))[0].text, 'confirm-password');
      expect((await post('VerifyTFARecoverCode', { token }).expect(400)).body.code).toBe('TOKEN_INVALID');
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tfaEnabled).toBe(true);
    });
  });
});
