import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { TfaService } from '../src/account/tfa/tfa.service';
import { newTotpSecret, totpPin, TOTP_STEP_SECONDS } from '../src/account/tfa/totp';
import { PrismaService } from '../src/core/database/prisma.service';
import { newSession, newUserWithPassword } from './factories';
import { createTestApp } from './test-app';

const PASSWORD = 'correct horse battery';
const CAPTCHA = 'dev-captcha-ok';

/** Pins as an authenticator app shows them: now, or one step ahead (still inside the window). */
const pinNow = (secret: string) => totpPin(secret);
const pinNext = (secret: string) => totpPin(secret, Date.now() / 1000 + TOTP_STEP_SECONDS);
/** A pin that is not the one of `secret` at any step in the window. */
async function wrongPin(secret: string): Promise<string> {
  const valid = new Set(
    await Promise.all([-1, 0, 1].map((k) => totpPin(secret, Date.now() / 1000 + k * TOTP_STEP_SECONDS))),
  );
  for (let n = 0; ; n++) {
    const pin = String(n).padStart(6, '0');
    if (!valid.has(pin)) return pin;
  }
}

describe('two-factor authentication (EnableTwoFactorAuthentication, Login, TwoFactorLogin)', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  const login = (email: string) =>
    http().post('/api/User/Login').send({ email, password: PASSWORD, captchaCode: CAPTCHA });
  const secondStep = (body: Record<string, unknown>, token?: string) => {
    const req = http().post('/api/User/TwoFactorLogin');
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  };

  /** A 2FA account and the challenge of a fresh password login. */
  async function challengedLogin() {
    const secret = newTotpSecret();
    const user = await newUserWithPassword(prisma, PASSWORD, { tfaSecret: secret });
    const res = await login(user.email).expect(200);
    return { user, secret, challenge: res.body.tfaChallenge as string };
  }

  it('enables 2FA with a real TOTP, then login needs the challenge and a pin', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    const first = await login(user.email).expect(200);
    const bearer = first.body.token as string;

    const key = await http()
      .post('/api/User/EnableTwoFactorAuthentication')
      .set('Authorization', `Bearer ${bearer}`)
      .expect(200);
    expect(key.body).toEqual({
      manualEntryKey: expect.stringMatching(/^[A-Z2-7]{32}$/),
      qrCodeUrl: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const secret = key.body.manualEntryKey as string;
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tfaPendingSecret).toBe(secret);

    // Verify-only form: the pin of the pending key, with the bearer token and no challenge.
    const verified = await secondStep({ email: user.email, pin: await pinNow(secret) }, bearer).expect(200);
    expect(verified.body).toEqual({ verified: true, validUntil: expect.any(String) });
    expect(new Date(verified.body.validUntil).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    const tfa = app.get(TfaService);
    expect(await tfa.hasRecentGrant(user.id)).toBe(true);
    await tfa.enable(user.id);
    const enabled = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(enabled).toEqual(
      expect.objectContaining({ tfaEnabled: true, tfaSecret: secret, tfaPendingSecret: null, tfaVerifiedAt: null }),
    );

    const res = await login(user.email).expect(200);
    expect(res.body).toEqual({ tfa: true, email: user.email, tfaChallenge: expect.any(String) });
    expect(res.body).not.toHaveProperty('token');
    const stored = await prisma.loginChallenge.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0].challengeHash).toBe(createHash('sha256').update(res.body.tfaChallenge).digest('hex'));
    expect(stored[0].expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const done = await secondStep({
      email: user.email,
      pin: await pinNext(secret),
      tfaChallenge: res.body.tfaChallenge,
    }).expect(200);
    expect(done.body).toEqual(
      expect.objectContaining({ tfa: true, email: user.email, token: expect.any(String), addresses: [] }),
    );
    await http().get('/api/User/Me').set('Authorization', `Bearer ${done.body.token}`).expect(200);
  });

  it('turns 2FA on only with the key its pin was proved for: a key asked for later needs its own pin', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    const { token } = await newSession(app, user.id);
    const askForKey = async () =>
      (await http().post('/api/User/EnableTwoFactorAuthentication').set('Authorization', `Bearer ${token}`).expect(200))
        .body.manualEntryKey as string;
    const turnOn = () =>
      http()
        .put('/api/User/Update')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Test', surname: 'User', country: 'IT', tfa: true });

    const first = await askForKey();
    await secondStep({ email: user.email, pin: await pinNow(first) }, token).expect(200);
    const second = await askForKey();
    // The pin proved the first key, which the app may hold; turning 2FA on now would need the second.
    expect((await turnOn().expect(403)).body.code).toBe('TFA_VERIFICATION_REQUIRED');
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(
      expect.objectContaining({ tfaEnabled: false, tfaSecret: null, tfaPendingSecret: second }),
    );

    await secondStep({ email: user.email, pin: await pinNext(second) }, token).expect(200);
    expect((await turnOn().expect(200)).body.tfa).toBe(true);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(
      expect.objectContaining({ tfaEnabled: true, tfaSecret: second, tfaPendingSecret: null }),
    );
  });

  it('refuses a wrong pin with 400 TFA_PIN_INVALID and still accepts the right one', async () => {
    const { user, secret, challenge } = await challengedLogin();
    const wrong = await secondStep({ email: user.email, pin: await wrongPin(secret), tfaChallenge: challenge }).expect(
      400,
    );
    expect(wrong.body).toEqual({ statusCode: 400, code: 'TFA_PIN_INVALID', message: expect.any(String) });
    await secondStep({ email: user.email, pin: await pinNow(secret), tfaChallenge: challenge }).expect(200);
    // The challenge is used up.
    const again = await secondStep({ email: user.email, pin: await pinNext(secret), tfaChallenge: challenge }).expect(
      401,
    );
    expect(again.body.code).toBe('TFA_CHALLENGE_INVALID');
  });

  it('accepts a pin only once (replay on a new login is refused)', async () => {
    const { user, secret, challenge } = await challengedLogin();
    const pin = await pinNow(secret);
    await secondStep({ email: user.email, pin, tfaChallenge: challenge }).expect(200);
    const next = await login(user.email).expect(200);
    const replay = await secondStep({ email: user.email, pin, tfaChallenge: next.body.tfaChallenge }).expect(400);
    expect(replay.body.code).toBe('TFA_PIN_INVALID');
    await secondStep({ email: user.email, pin: await pinNext(secret), tfaChallenge: next.body.tfaChallenge }).expect(
      200,
    );
  });

  it('burns the challenge on the 5th wrong pin', async () => {
    const { user, secret, challenge } = await challengedLogin();
    const wrong = await wrongPin(secret);
    for (let i = 0; i < 5; i++)
      await secondStep({ email: user.email, pin: wrong, tfaChallenge: challenge }).expect(400);
    const res = await secondStep({ email: user.email, pin: await pinNow(secret), tfaChallenge: challenge }).expect(401);
    expect(res.body.code).toBe('TFA_CHALLENGE_INVALID');
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it('lets the 5th try through when it is the right pin', async () => {
    const { user, secret, challenge } = await challengedLogin();
    const wrong = await wrongPin(secret);
    for (let i = 0; i < 4; i++)
      await secondStep({ email: user.email, pin: wrong, tfaChallenge: challenge }).expect(400);
    await secondStep({ email: user.email, pin: await pinNow(secret), tfaChallenge: challenge }).expect(200);
  });

  it('never tests more than 5 pins against a challenge, even in parallel', async () => {
    const { user, secret, challenge } = await challengedLogin();
    const wrong = await wrongPin(secret);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => secondStep({ email: user.email, pin: wrong, tfaChallenge: challenge })),
    );
    expect(answers.filter((r) => r.status === 400)).toHaveLength(5);
    expect(answers.filter((r) => r.status === 401)).toHaveLength(7);
  });

  it('keeps only the challenge of the latest password login', async () => {
    const { user, secret, challenge } = await challengedLogin();
    const later = await login(user.email).expect(200);
    await secondStep({ email: user.email, pin: await pinNow(secret), tfaChallenge: challenge }).expect(401);
    await secondStep({ email: user.email, pin: await pinNow(secret), tfaChallenge: later.body.tfaChallenge }).expect(
      200,
    );
  });

  it('refuses an expired challenge, an unknown one and one of another account', async () => {
    const { user, secret, challenge } = await challengedLogin();
    const other = await challengedLogin();
    await secondStep({ email: other.user.email, pin: await pinNow(secret), tfaChallenge: challenge }).expect(401);
    await secondStep({
      email: user.email,
      pin: await pinNow(secret),
      tfaChallenge: randomBytes(32).toString('base64url'),
    }).expect(401);
    await prisma.loginChallenge.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const expired = await secondStep({ email: user.email, pin: await pinNow(secret), tfaChallenge: challenge }).expect(
      401,
    );
    expect(expired.body.code).toBe('TFA_CHALLENGE_INVALID');
    // None of these checked a pin: the right one still works on a valid challenge.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tfaLastStep).toBeNull();
  });

  it('checks no pin without a password first or a session', async () => {
    const secret = newTotpSecret();
    const user = await newUserWithPassword(prisma, PASSWORD, { tfaSecret: secret });
    const res = await secondStep({ email: user.email, pin: await pinNow(secret) }).expect(401);
    expect(res.body.code).toBe('UNAUTHORIZED');
    await secondStep({ email: user.email, pin: await pinNow(secret) }, 'not-a-token').expect(401);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).tfaLastStep).toBeNull();
  });

  it('verifies a pin for 2FA changes only for the bearer of that same account', async () => {
    const secret = newTotpSecret();
    const user = await newUserWithPassword(prisma, PASSWORD, { tfaSecret: secret });
    const intruder = await newUserWithPassword(prisma, PASSWORD);
    const { token } = await newSession(app, intruder.id);
    await secondStep({ email: user.email, pin: await pinNow(secret) }, token).expect(401);

    const own = await newSession(app, user.id);
    await secondStep({ email: user.email, pin: await wrongPin(secret) }, own.token).expect(400);
    expect(await app.get(TfaService).hasRecentGrant(user.id)).toBe(false);
    // Turning 2FA off is proved with the key in use.
    await secondStep({ email: user.email.toUpperCase(), pin: await pinNow(secret) }, own.token).expect(200);
    expect(await app.get(TfaService).hasRecentGrant(user.id)).toBe(true);
  });

  it('answers 400 TFA_KEY_MISSING to a pin check with no key handed out', async () => {
    const user = await newUserWithPassword(prisma, PASSWORD);
    const { token } = await newSession(app, user.id);
    const res = await secondStep({ email: user.email, pin: '123456' }, token).expect(400);
    expect(res.body.code).toBe('TFA_KEY_MISSING');
  });

  it('refuses malformed pins and challenges with 400', async () => {
    for (const pin of ['12345', '1234567', 'abcdef', 123456, '']) {
      const res = await secondStep({ email: 'a@b.com', pin, tfaChallenge: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    await secondStep({ email: 'a@b.com', pin: '123456', tfaChallenge: 'x'.repeat(500) }).expect(400);
  });

  it('turns 2FA off with every key, step and grant forgotten', async () => {
    const { user, secret, challenge } = await challengedLogin();
    await app.get(TfaService).disable(user.id);
    const off = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(off).toEqual(
      expect.objectContaining({
        tfaEnabled: false,
        tfaSecret: null,
        tfaPendingSecret: null,
        tfaLastStep: null,
        tfaVerifiedAt: null,
      }),
    );
    // The challenge issued before 2FA was turned off no longer leads anywhere; a password login does.
    await secondStep({ email: user.email, pin: await pinNow(secret), tfaChallenge: challenge }).expect(401);
    const res = await login(user.email).expect(200);
    expect(res.body.token).toEqual(expect.any(String));
  });

  it('needs a session for EnableTwoFactorAuthentication', async () => {
    await http().post('/api/User/EnableTwoFactorAuthentication').expect(401);
  });
});
