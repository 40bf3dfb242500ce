import { Logger as NestLogger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { symbols, type Logger } from 'pino';
import request from 'supertest';
import { AccountService } from '../src/account/account.service';
import { BackgroundTasks } from '../src/core/background/background-tasks';
import { PrismaService } from '../src/core/database/prisma.service';
import { rootLoggerOf } from '../src/core/logging/logging.module';
import { mailsTo, newSession, newUserWithPassword, tokenInMail } from './factories';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy("it reads one instance's log lines");

const secret = () => `s3cret${randomBytes(12).toString('hex')}`;
/** A device code's shape: 6 of the 31 characters of a code. */
const deviceCode = () => Array.from(randomBytes(6), (byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ2345679'[byte % 31]).join('');

/**
 * Query strings carry live secrets (reset and confirmation tokens, guest purchase ids, device
 * codes): no log line may repeat them, whichever path answered (Fastify's request hook, the
 * catalogue's fast path, the error filter).
 */
describe('the log lines of requests with secrets in their query', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  const lines: string[] = [];

  beforeAll(async () => {
    const started = await createTestApp();
    ({ app, prisma } = started);
    // The application's own pino logger (request lines and Nest's logs), read instead of stdout.
    const logger: Logger = rootLoggerOf(started.config);
    const stream = (logger as unknown as Record<symbol, { write(line: string): void }>)[symbols.streamSym];
    jest.spyOn(stream, 'write').mockImplementation((line: string) => {
      lines.push(line);
    });
    // Nest's logs wait in its start-up buffer until listen(), which a test app never calls.
    NestLogger.flush();
    logger.level = 'info';
  });
  afterAll(() => app.close());

  const http = () => request(app.getHttpServer());
  const linesFor = (path: string) => lines.filter((line) => line.includes(`"url":"${path}`));

  it('names the parameters and never their values', async () => {
    const user = await newUserWithPassword(prisma, 'correct horse battery');
    await http()
      .post('/api/User/ForgotPassword')
      .send({ email: user.email, reCaptchaBody: 'dev-captcha-ok' })
      .expect(200);
    await app.get(BackgroundTasks).drain();
    const resetToken = tokenInMail((await mailsTo(prisma, user.email, 'reset-password'))[0].text, 'confirm-password');
    const [tfaToken, accountToken, purchaseId, otp, other] = [
      secret(),
      secret(),
      `P-${secret()}`,
      deviceCode(),
      secret(),
    ];

    await http().get(`/confirm-password?token=${encodeURIComponent(resetToken)}`);
    await http().get(`/confirm-tfa?token=${tfaToken}&email=${encodeURIComponent(user.email)}`);
    await http().get(`/confirm-account?token=${accountToken}`);
    await http().get(`/api/Payment/Order?purchaseId=${purchaseId}`);
    await http().get(`/api/Player/PlayList?otp=${otp}`);
    await http().get(`/api/health?probe=${other}`);

    const all = lines.join('\n');
    for (const value of [
      resetToken,
      encodeURIComponent(resetToken),
      tfaToken,
      accountToken,
      purchaseId,
      otp,
      other,
      user.email,
      encodeURIComponent(user.email),
    ]) {
      expect(all).not.toContain(value);
    }
    expect(linesFor('/confirm-password?')).toEqual([
      expect.stringContaining('"url":"/confirm-password?token=[redacted]"'),
    ]);
    expect(linesFor('/confirm-tfa?')).toEqual([
      expect.stringContaining('"url":"/confirm-tfa?token=[redacted]&email=[redacted]"'),
    ]);
    expect(linesFor('/api/Payment/Order?')).toEqual([
      expect.stringContaining('"url":"/api/Payment/Order?purchaseId=[redacted]"'),
    ]);
  });

  it("redacts the catalogue fast path's lines too", async () => {
    // The first answer fills the cache through Nest; the second comes from the fast path.
    await http().get('/api/Pricing?country=MT').expect(200);
    await http().get('/api/Pricing?country=MT').expect(200);
    const pricing = linesFor('/api/Pricing?');
    expect(pricing).toHaveLength(2);
    expect(pricing.every((line) => line.includes('"url":"/api/Pricing?country=[redacted]"'))).toBe(true);
    expect(lines.join('\n')).not.toContain('country=MT');
  });

  it("redacts the error filter's line of a server error", async () => {
    const user = await newUserWithPassword(prisma, 'correct horse battery');
    const { token } = await newSession(app, user.id);
    const value = secret();
    const failing = jest.spyOn(app.get(AccountService), 'profile').mockRejectedValueOnce(new Error('boom'));
    try {
      await http().get(`/api/User/Me?token=${value}`).set('Authorization', `Bearer ${token}`).expect(500);
    } finally {
      failing.mockRestore();
    }
    const errorLines = lines.filter((line) => line.includes('boom'));
    expect(errorLines).toEqual([expect.stringContaining('"url":"/api/User/Me?token=[redacted]"')]);
    expect(lines.join('\n')).not.toContain(value);
  });
});
