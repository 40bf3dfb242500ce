import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { newTotpSecret, totpPin, TOTP_STEP_SECONDS } from '../src/account/tfa/totp';
import { BackgroundTasks } from '../src/core/background/background-tasks';
import { PrismaService } from '../src/core/database/prisma.service';
import { accountKey } from '../src/core/rate-limit/client-key';
import { RATE_LIMITS } from '../src/core/rate-limit/rate-limits';
import { mailsTo, newUserWithPassword } from './factories';

// The rate-limit tests (rate-limit-*.e2e-spec.ts): made-up client addresses and e-mails, the calls
// they send, and the behaviour every counter store must show.

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const CAPTCHA = 'dev-captcha-ok';
export const PASSWORD = 'Correct-Horse-Battery-9';
export const LOGIN = RATE_LIMITS.login;
export const LOGIN_ACCOUNT = LOGIN.account!;
export const FORGOT_ACCOUNT = RATE_LIMITS.forgot.account!;

/**
 * Addresses of this run only (these apps trust X-Forwarded-For from loopback), so counters never
 * collide: a random second octet, and third octets of the test file's own block (the files that run
 * on one Jest worker share its database). Run alone, each test file has its own copy of this module;
 * in `npm test` the three rate-limit files share one (test/together.json's limits group), so the last
 * block asked for serves them all and the host counter runs on across them: still one address each.
 */
const runOctet = randomInt(1, 255);
let firstHost = 0;
let hosts = 0;
/** The block of addresses of this test file (0 to 4): 50 third octets of 250 hosts each. */
export function useAddressBlock(block: number): void {
  firstHost = block * 50 * 250;
}
export const usedIps: string[] = [];
export const usedEmails: string[] = [];
/** Nonces of the device cookies this run was given (their counters' keys). */
export const usedDevices: string[] = [];
export function newIp(): string {
  const host = firstHost + hosts++;
  usedIps.push(`10.${runOctet}.${Math.floor(host / 250)}.${(host % 250) + 1}`);
  return usedIps[usedIps.length - 1];
}
export function newEmail(): string {
  usedEmails.push(`limit-${randomUUID()}@test.example.com`);
  return usedEmails[usedEmails.length - 1];
}

export const http = (app: NestFastifyApplication) => request(app.getHttpServer());

export function login(
  app: NestFastifyApplication,
  ip: string,
  email: string,
  password: string,
  captcha: string | null = CAPTCHA,
) {
  return http(app)
    .post('/api/User/Login')
    .set('X-Forwarded-For', ip)
    .send({ email, password, ...(captcha && { captchaCode: captcha }) });
}

/** The device cookie (`device=...`) a login answer set, for the Cookie header of the next one. */
export function deviceCookieOf(res: request.Response): string {
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('device='));
  if (!cookie) throw new Error(`no device cookie in the answer (${res.status})`);
  const pair = cookie.split(';')[0];
  usedDevices.push(pair.split('.')[1]);
  return pair;
}

/** A login from a browser holding `cookie`. */
export function loginWithCookie(
  app: NestFastifyApplication,
  cookie: string,
  ip: string,
  email: string,
  password: string,
) {
  return http(app)
    .post('/api/User/Login')
    .set('X-Forwarded-For', ip)
    .set('Cookie', cookie)
    .send({ email, password, captchaCode: CAPTCHA });
}

export function forgot(app: NestFastifyApplication, ip: string, email: string, captcha: string | null = CAPTCHA) {
  return http(app)
    .post('/api/User/ForgotPassword')
    .set('X-Forwarded-For', ip)
    .send({ email, ...(captcha && { reCaptchaBody: captcha }) });
}

export function expectTooMany(res: request.Response, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  return retryAfter;
}

/**
 * The behaviour every counter store must show; `endWait` ends early the wait of an account or the
 * window of an address (the account's count of failures stays).
 */
export function sharedBehaviour(getApp: () => NestFastifyApplication, endWait: (tracker: string) => Promise<void>) {
  const account = async () => {
    const email = newEmail();
    await newUserWithPassword(getApp().get(PrismaService), PASSWORD, { email });
    return email;
  };

  it('lets the owner log in after a stranger sent logins without a captcha or with a malformed body', async () => {
    const app = getApp();
    const email = await account();
    for (let i = 0; i < LOGIN_ACCOUNT.free * 2; i++) {
      expect((await login(app, newIp(), email, 'not-the-password', null)).body.code).toBe('CAPTCHA_FAILED');
    }
    for (let i = 0; i < LOGIN_ACCOUNT.free * 2; i++) {
      const junk = await http(app)
        .post('/api/User/Login')
        .set('X-Forwarded-For', newIp())
        .send({ email, password: 42, captchaCode: CAPTCHA });
      expect(junk.body.code).toBe('VALIDATION_FAILED');
    }
    expect((await login(app, newIp(), email, PASSWORD)).status).toBe(200);
  });

  it('never counts successful logins: one office address and one user log in again and again', async () => {
    const app = getApp();
    const office = newIp();
    const emails = await Promise.all(Array.from({ length: 4 }, account));
    for (let i = 0; i < LOGIN.ip.limit + 2; i++) {
      expect((await login(app, office, emails[i % emails.length], PASSWORD)).status).toBe(200);
    }
    for (let i = 0; i < LOGIN_ACCOUNT.free + 2; i++)
      expect((await login(app, newIp(), emails[0], PASSWORD)).status).toBe(200);
  });

  it('after the free wrong passwords, makes each next attempt wait longer, and forgets them on success', async () => {
    const app = getApp();
    const email = await account();
    for (let i = 0; i < LOGIN_ACCOUNT.free; i++)
      expect((await login(app, newIp(), email, 'wrong-password-1')).status).toBe(404);
    // Even the right password waits: the delay is what stops the guessing.
    const first = expectTooMany(
      await login(app, newIp(), email.toUpperCase(), PASSWORD),
      LOGIN_ACCOUNT.firstDelayMs / 1000,
    );
    expect(first).toBeGreaterThan(LOGIN_ACCOUNT.firstDelayMs / 1000 - 5);

    await endWait(accountKey(email));
    expect((await login(app, newIp(), email, 'wrong-password-2')).status).toBe(404);
    const second = expectTooMany(await login(app, newIp(), email, PASSWORD), (2 * LOGIN_ACCOUNT.firstDelayMs) / 1000);
    expect(second).toBeGreaterThan(first);

    await endWait(accountKey(email));
    expect((await login(app, newIp(), email, PASSWORD)).status).toBe(200);
    // The owner got in: the earlier failures are forgotten.
    for (let i = 0; i < LOGIN_ACCOUNT.free; i++)
      expect((await login(app, newIp(), email, 'wrong-password-3')).status).toBe(404);
    expect((await login(app, newIp(), email, PASSWORD)).status).toBe(429);
    // Another account is not affected.
    expect((await login(app, newIp(), await account(), PASSWORD)).status).toBe(200);
  });

  it('lets the owner in from a browser that logged in before while strangers keep the account waiting (device cookie)', async () => {
    const app = getApp();
    const email = await account();
    const cookie = deviceCookieOf(await login(app, newIp(), email, PASSWORD).expect(200));
    // A stranger who passes the captcha sends wrong passwords from a new address each time.
    for (let i = 0; i < LOGIN_ACCOUNT.free; i++)
      expect((await login(app, newIp(), email, 'wrong-password')).status).toBe(404);
    expectTooMany(await login(app, newIp(), email, PASSWORD), LOGIN_ACCOUNT.firstDelayMs / 1000);

    // The owner's browser: counted on its cookie, not on the account, so the right password gets in.
    const owner = await loginWithCookie(app, cookie, newIp(), email.toUpperCase(), PASSWORD);
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    const renewed = deviceCookieOf(owner);
    expect(renewed).not.toBe(cookie);
    expect((await loginWithCookie(app, renewed, newIp(), email, 'wrong-password')).status).toBe(404);
    expect((await loginWithCookie(app, renewed, newIp(), email, PASSWORD)).status).toBe(200);

    // Browsers without it stay throttled: the owner's logins forgot nothing of the stranger's failures.
    expectTooMany(await login(app, newIp(), email, PASSWORD), LOGIN_ACCOUNT.firstDelayMs / 1000);
    await endWait(accountKey(email));
    expect((await login(app, newIp(), email, 'wrong-password')).status).toBe(404);
    expectTooMany(await login(app, newIp(), email, PASSWORD), (2 * LOGIN_ACCOUNT.firstDelayMs) / 1000);
  });

  it('treats a forged device cookie, or one of another account, as none', async () => {
    const app = getApp();
    const [email, other] = await Promise.all([account(), account()]);
    const cookie = deviceCookieOf(await login(app, newIp(), email, PASSWORD).expect(200));
    const othersCookie = deviceCookieOf(await login(app, newIp(), other, PASSWORD).expect(200));
    for (let i = 0; i < LOGIN_ACCOUNT.free; i++)
      expect((await login(app, newIp(), email, 'wrong-password')).status).toBe(404);

    const [hash, nonce, signature] = cookie.slice('device='.length).split('.');
    const flip = (text: string) => text.slice(0, -1) + (text.endsWith('0') ? '1' : '0');
    const forged = [
      othersCookie,
      `device=${hash}.${flip(nonce)}.${signature}`,
      `device=${hash}.${nonce}.${flip(signature)}`,
      `device=${othersCookie.split('.')[0].slice('device='.length)}.${nonce}.${signature}`,
      `device=${hash}.${nonce}`,
    ];
    for (const fake of forged)
      expectTooMany(await loginWithCookie(app, fake, newIp(), email, PASSWORD), LOGIN_ACCOUNT.firstDelayMs / 1000);
    // The genuine one still gets in.
    expect((await loginWithCookie(app, cookie, newIp(), email, PASSWORD)).status).toBe(200);
  });

  it('locks out a device cookie after its own wrong passwords, leaving the account and other browsers alone', async () => {
    const app = getApp();
    const email = await account();
    const cookie = deviceCookieOf(await login(app, newIp(), email, PASSWORD).expect(200));
    const device = LOGIN.device!;
    for (let i = 0; i < device.limit; i++)
      expect((await loginWithCookie(app, cookie, newIp(), email, 'wrong-password')).status).toBe(404);
    expectTooMany(await loginWithCookie(app, cookie, newIp(), email, PASSWORD), device.windowMs / 1000);
    // Its failures were not the account's: another browser logs in without waiting.
    expect((await login(app, newIp(), email, PASSWORD)).status).toBe(200);
  });

  it('stops an address after its wrong passwords, whatever the e-mail, and no other address', async () => {
    const app = getApp();
    const ip = newIp();
    for (let i = 0; i < LOGIN.ip.limit; i++)
      expect((await login(app, ip, newEmail(), 'wrong-password')).status).toBe(404);
    expectTooMany(await login(app, ip, await account(), PASSWORD), LOGIN.ip.windowMs / 1000);
    expect((await login(app, newIp(), newEmail(), 'wrong-password')).status).toBe(404);
    await endWait(ip);
    expect((await login(app, ip, newEmail(), 'wrong-password')).status).toBe(404);
  });

  it('never lets more than one attempt past the free ones when wrong passwords race', async () => {
    const app = getApp();
    const email = await account();
    const answers = await Promise.all(Array.from({ length: 15 }, () => login(app, newIp(), email, 'wrong-password')));
    expect(answers.filter((r) => r.status === 404).length).toBeLessThanOrEqual(LOGIN_ACCOUNT.free + 1);
    expect(answers.filter((r) => r.status === 404).length).toBeGreaterThanOrEqual(LOGIN_ACCOUNT.free);
    expect(answers.every((r) => r.status === 404 || r.status === 429)).toBe(true);
  });

  it('lets the owner reset the password after a stranger asked without a captcha', async () => {
    const app = getApp();
    const email = await account();
    for (let i = 0; i < FORGOT_ACCOUNT.free * 2; i++)
      expect((await forgot(app, newIp(), email, null)).body.code).toBe('CAPTCHA_FAILED');
    expect((await forgot(app, newIp(), email)).status).toBe(200);
    await app.get(BackgroundTasks).drain();
    expect(await mailsTo(app.get(PrismaService), email, 'reset-password')).toHaveLength(1);
  });

  it('spaces out reset mails to one address after the free ones', async () => {
    const app = getApp();
    const email = newEmail();
    for (let i = 0; i < FORGOT_ACCOUNT.free; i++) expect((await forgot(app, newIp(), email)).status).toBe(200);
    expectTooMany(await forgot(app, newIp(), email), FORGOT_ACCOUNT.firstDelayMs / 1000);
    await endWait(accountKey(email));
    expect((await forgot(app, newIp(), email)).status).toBe(200);
  });

  it('lets the owner finish a 2FA login after a stranger sent pins with made-up challenges', async () => {
    const app = getApp();
    const secret = newTotpSecret();
    const email = newEmail();
    await newUserWithPassword(app.get(PrismaService), PASSWORD, { email, tfaSecret: secret });
    const step = (body: object) =>
      http(app).post('/api/User/TwoFactorLogin').set('X-Forwarded-For', newIp()).send(body);
    for (let i = 0; i < RATE_LIMITS.tfa.account!.free + 2; i++) {
      expect((await step({ email, pin: '123456', tfaChallenge: randomUUID() })).body.code).toBe(
        'TFA_CHALLENGE_INVALID',
      );
    }
    const { tfaChallenge } = (await login(app, newIp(), email, PASSWORD).expect(200)).body as { tfaChallenge: string };
    // A wrong pin on the live challenge counts for the account; the right one still gets in.
    const valid = new Set(
      await Promise.all([-1, 0, 1].map((k) => totpPin(secret, Date.now() / 1000 + k * TOTP_STEP_SECONDS))),
    );
    const wrong = ['000000', '111111', '222222', '333333'].find((pin) => !valid.has(pin))!;
    expect((await step({ email, pin: wrong, tfaChallenge })).body.code).toBe('TFA_PIN_INVALID');
    const done = await step({ email, pin: await totpPin(secret), tfaChallenge });
    expect(done.status).toBe(200);
    expect(done.body.token).toEqual(expect.any(String));
  });
}
