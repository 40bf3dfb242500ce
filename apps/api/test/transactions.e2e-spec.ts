import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TransactionHost, TransactionNotActiveError } from '@nestjs-cls/transactional';
import * as argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { AccountService } from '../src/account/account.service';
import { SessionService } from '../src/account/session/session.service';
import { OneTimeTokenService } from '../src/account/registration/one-time-token.service';
import { TfaService } from '../src/account/tfa/tfa.service';
import type { PrismaTransactions } from '../src/core/database/database.module';
import { PrismaService } from '../src/core/database/prisma.service';
import { isContention } from '../src/core/database/prisma-errors';
import { lockRow } from '../src/core/database/row-lock';
import { MailService } from '../src/mail/mail.service';
import { mailsTo, newAccount, newSession } from './factories';
import { createTestApp, withoutProxy } from './test-app';

withoutProxy("it makes one instance's steps fail with spies");

const PASSWORD = 'Lemon-Tree-Harbour-42';
const NEW_PASSWORD = 'Quiet-River-Stone-77';

// Services take no database client: their writes join the caller's transaction by context
// (@nestjs-cls/transactional), so none of them can be left out of it by a forgotten argument.
describe('Transactions joined by context', () => {
  let app: NestFastifyApplication;
  let prisma: PrismaService;
  let txHost: TransactionHost<PrismaTransactions>;

  beforeAll(async () => {
    ({ app, prisma } = await createTestApp({ RATE_LIMIT_ENABLED: 'false' }));
    txHost = app.get(TransactionHost);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => app.close());

  const liveSessions = (userId: string) => prisma.session.count({ where: { userId, revokedAt: null } });

  it('services called inside a transaction join it: nothing shows before the commit, nothing stays after a failure', async () => {
    const user = await newAccount(prisma, PASSWORD, { tfaEnabled: true });
    await newSession(app, user.id);
    const failed = txHost.withTransaction(async () => {
      await app.get(SessionService).revokeAllForUser(user.id, 'password-change');
      await app.get(TfaService).disable(user.id);
      await app
        .get(MailService)
        .enqueue({ to: user.email, userId: user.id, language: 'en', template: 'tfa-disabled', data: { name: 'Anna' } });
      // Inside: the changes are there. Outside (another connection): not yet.
      expect(await txHost.tx.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
      expect(await liveSessions(user.id)).toBe(1);
      expect(await prisma.mailOutbox.count({ where: { to: user.email } })).toBe(0);
      throw new Error('the change failed');
    });
    await expect(failed).rejects.toThrow('the change failed');
    expect(await liveSessions(user.id)).toBe(1);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toEqual(
      expect.objectContaining({ tfaEnabled: true, tfaSecret: 'JBSWY3DPEHPK3PXP' }),
    );
    expect(await mailsTo(prisma, user.email)).toHaveLength(0);
  });

  it('a password reset whose last step fails leaves everything as it was: password, sessions, link, no mail', async () => {
    const user = await newAccount(prisma, PASSWORD);
    const { token: accessToken } = await newSession(app, user.id);
    const link = await app.get(OneTimeTokenService).issue(user.id, 'RESET_PASSWORD');
    const mail = app.get(MailService);
    const enqueue = mail.enqueue.bind(mail);
    // The outbox row is written, then the change fails: the row must go with it.
    jest.spyOn(mail, 'enqueue').mockImplementationOnce(async (message) => {
      await enqueue(message);
      throw new Error('the change failed after the mail');
    });

    await request(app.getHttpServer())
      .post('/api/User/ResetPassword')
      .send({ token: link, password: NEW_PASSWORD })
      .expect(500);

    expect(await mailsTo(prisma, user.email)).toHaveLength(0);
    expect(
      await argon2.verify((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).passwordHash, PASSWORD),
    ).toBe(true);
    await request(app.getHttpServer()).get('/api/User/Me').set('Authorization', `Bearer ${accessToken}`).expect(200);
    // The link was not used up: the same reset goes through once nothing fails.
    await request(app.getHttpServer())
      .post('/api/User/ResetPassword')
      .send({ token: link, password: NEW_PASSWORD })
      .expect(200);
    expect(await liveSessions(user.id)).toBe(0);
    expect((await mailsTo(prisma, user.email, 'password-changed')).length).toBe(1);
  });

  it('reads on the transaction inside one: the profile shows its uncommitted changes there only', async () => {
    const user = await newAccount(prisma, PASSWORD);
    await prisma.address.create({
      data: {
        userId: user.id,
        name: 'A',
        surname: 'B',
        street: 'Via Roma 1',
        city: 'Roma',
        zip: '00100',
        country: 'IT',
      },
    });
    const account = app.get(AccountService);
    const seen = await txHost.withTransaction(async () => {
      await txHost.tx.user.update({
        where: { id: user.id },
        data: { name: 'Inside', lastLoginAt: new Date('2026-01-02T03:04:05.678Z') },
      });
      return account.profile(user.id);
    });
    const after = await account.profile(user.id);
    expect(seen).toEqual(after);
    expect(seen).toEqual(
      expect.objectContaining({
        name: 'Inside',
        lastLogOn: '2026-01-02T03:04:05.678Z',
        addresses: [expect.objectContaining({ street: 'Via Roma 1', company: null })],
      }),
    );
    await expect(
      txHost.withTransaction(async () => {
        await txHost.tx.user.update({ where: { id: user.id }, data: { name: 'Rolled back' } });
        expect((await account.profile(user.id)).name).toBe('Rolled back');
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await account.profile(user.id)).name).toBe('Inside');
  });

  it('lockRow queues a second writer of a row until the first commits; one that may wait less gives up as contention', async () => {
    const user = await newAccount(prisma, PASSWORD);
    const steps: string[] = [];
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = prisma.$transaction(
      async (tx) => {
        expect(await lockRow(tx, 'User', user.id)).toBe(true);
        steps.push('first locked');
        await held;
        steps.push('first done');
      },
      { timeout: 15_000 },
    );
    while (steps.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));

    const impatient = await prisma
      .$transaction((tx) => lockRow(tx, 'User', user.id, { waitMs: 200 }), { timeout: 15_000 })
      .then(
        () => 'locked',
        (error: unknown) => error,
      );
    expect(isContention(impatient)).toBe(true);

    const second = prisma.$transaction(
      async (tx) => {
        await lockRow(tx, 'User', user.id);
        steps.push('second locked');
      },
      { timeout: 15_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(steps).toEqual(['first locked']);
    release();
    await Promise.all([first, second]);
    expect(steps).toEqual(['first locked', 'first done', 'second locked']);
    // A row that is not there: nothing to lock, and the caller is told.
    expect(await prisma.$transaction((tx) => lockRow(tx, 'User', randomUUID()))).toBe(false);
  });

  it('refuses to use up a mailed link outside a transaction', async () => {
    const user = await newAccount(prisma, PASSWORD);
    const link = await app.get(OneTimeTokenService).issue(user.id, 'RESET_PASSWORD');
    await expect(app.get(OneTimeTokenService).consume(link, 'RESET_PASSWORD')).rejects.toBeInstanceOf(
      TransactionNotActiveError,
    );
    await expect(
      txHost.withTransaction(() => app.get(OneTimeTokenService).consume(link, 'RESET_PASSWORD')),
    ).resolves.toEqual(expect.objectContaining({ id: user.id }));
  });
});
