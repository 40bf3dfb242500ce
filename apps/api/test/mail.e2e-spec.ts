import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { TransactionHost } from '@nestjs-cls/transactional';
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { PrismaTransactions } from '../src/core/database/database.module';
import { PrismaService } from '../src/core/database/prisma.service';
import { MailSender } from '../src/mail/mail-sender';
import { MailService } from '../src/mail/mail.service';
import { createTestApp } from './test-app';
import { freePort, ownDatabase } from './test-database';

// The sender takes every due row of its database, so these tests get a database of their own.

interface ReceivedMail {
  to: string[];
  raw: string;
}

/**
 * A local SMTP server standing in for the real one: remembers each message it accepts, and refuses
 * the recipients `refuses` names (550, as for a mailbox that does not exist).
 */
async function startSmtp(
  port: number,
  refuses: (address: string) => boolean = () => false,
): Promise<{ received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refuses(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable (ASCII is enough here), as a mail client would. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const newAddress = () => `mail-${randomUUID()}@test.example`;

describe('Mail outbox', () => {
  let databaseUrl: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ url: databaseUrl, drop } = await ownDatabase('shop_mail'));
  });

  afterAll(() => drop());

  describe('enqueue', () => {
    let app: NestFastifyApplication;
    let prisma: PrismaService;
    let sut: MailService;
    let txHost: TransactionHost<PrismaTransactions>;

    beforeAll(async () => {
      ({ app, prisma } = await createTestApp({ DATABASE_URL: databaseUrl, PUBLIC_URL: 'https://shop.example' }));
      sut = app.get(MailService);
      txHost = app.get(TransactionHost);
    });
    afterAll(() => app.close());

    it('stores a pending message rendered in the reader language', async () => {
      const to = newAddress();
      await sut.enqueue({
        to,
        language: 'it',
        template: 'confirm-account',
        data: { name: 'Anna', link: 'https://shop.example/confirm-account?token=t1' },
      });
      const row = await prisma.mailOutbox.findFirstOrThrow({ where: { to } });
      expect(row).toEqual(
        expect.objectContaining({
          status: 'PENDING',
          attempts: 0,
          language: 'it',
          template: 'confirm-account',
          subject: 'Conferma il tuo account NOVA',
        }),
      );
      expect(row.text).toContain('Ciao Anna,');
      expect(row.text).toContain('https://shop.example/confirm-account?token=t1');
      expect(row.html).toContain('href="https://shop.example/confirm-account?token=t1"');
      expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('writes English for a language the shop does not speak', async () => {
      const to = newAddress();
      await sut.enqueue({ to, language: 'pt-BR', template: 'password-changed', data: { name: 'Ana' } });
      expect(await prisma.mailOutbox.findFirstOrThrow({ where: { to } })).toEqual(
        expect.objectContaining({ language: 'en', subject: 'Your NOVA password was changed' }),
      );
    });

    it('commits and rolls back with the caller transaction, with nothing handed to it', async () => {
      const kept = newAddress();
      const dropped = newAddress();
      await txHost.withTransaction(() =>
        sut.enqueue({ to: kept, language: 'de', template: 'tfa-disabled', data: { name: 'Jo' } }),
      );
      await expect(
        txHost.withTransaction(async () => {
          await sut.enqueue({ to: dropped, language: 'de', template: 'tfa-disabled', data: { name: 'Jo' } });
          throw new Error('the change failed');
        }),
      ).rejects.toThrow('the change failed');
      expect(await prisma.mailOutbox.count({ where: { to: kept } })).toBe(1);
      expect(await prisma.mailOutbox.count({ where: { to: dropped } })).toBe(0);
    });

    it('writes on the connection of the caller transaction: unseen by others until it commits', async () => {
      const to = newAddress();
      const seen = await txHost.withTransaction(async () => {
        await sut.enqueue({ to, language: 'en', template: 'tfa-disabled', data: { name: 'Jo' } });
        return {
          inside: await txHost.tx.mailOutbox.count({ where: { to } }),
          outside: await prisma.mailOutbox.count({ where: { to } }),
        };
      });
      expect(seen).toEqual({ inside: 1, outside: 0 });
      expect(await prisma.mailOutbox.count({ where: { to } })).toBe(1);
    });

    it('delivers to the dev mailbox by marking the message sent and keeping it', async () => {
      const to = newAddress();
      await sut.enqueue({ to, language: 'fr', template: 'password-changed', data: { name: 'Luc' } });
      await app.get(MailSender).sendDue();
      const row = await prisma.mailOutbox.findFirstOrThrow({ where: { to } });
      expect(row).toEqual(expect.objectContaining({ status: 'SENT', attempts: 1, lastError: null }));
      expect(row.sentAt).toBeInstanceOf(Date);
    });
  });

  it('polls the outbox every MAIL_POLL_SECONDS when CRON_ENABLED', async () => {
    const { app, prisma } = await createTestApp({
      DATABASE_URL: databaseUrl,
      CRON_ENABLED: 'true',
      MAIL_POLL_SECONDS: '1',
    });
    try {
      const to = newAddress();
      await app.get(MailService).enqueue({ to, language: 'en', template: 'tfa-disabled', data: { name: 'Cron' } });
      const deadline = Date.now() + 5000;
      let status = 'PENDING';
      while (status !== 'SENT' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        status = (await prisma.mailOutbox.findFirstOrThrow({ where: { to } })).status;
      }
      expect(status).toBe('SENT');
    } finally {
      await app.close();
    }
  });

  describe('over SMTP', () => {
    let app: NestFastifyApplication;
    let prisma: PrismaService;
    let mail: MailService;
    let sut: MailSender;
    let port: number;
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;

    /**
     * While no SMTP server runs, the port is held by one that hangs up at once (a mail server that
     * is down), so no other process of the run (test files run side by side) takes it meanwhile.
     */
    let down: Server | undefined;
    const holdPort = async () => {
      const server = createServer((socket) => socket.destroy());
      await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
      down = server;
    };
    const releasePort = async () => {
      const server = down;
      down = undefined;
      if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    };
    const smtpUp = async (refuses?: (address: string) => boolean) => {
      await releasePort();
      return startSmtp(port, refuses);
    };

    beforeAll(async () => {
      port = await freePort();
      await holdPort();
      ({ app, prisma } = await createTestApp({
        DATABASE_URL: databaseUrl,
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(port),
        MAIL_MAX_ATTEMPTS: '3',
      }));
      mail = app.get(MailService);
      sut = app.get(MailSender);
      // Whatever the earlier tests left behind is not this block's business.
      await prisma.mailOutbox.updateMany({ where: { status: 'PENDING' }, data: { status: 'FAILED' } });
    });
    afterEach(async () => {
      await smtp?.close();
      smtp = undefined;
      if (!down) await holdPort();
    });
    afterAll(async () => {
      await releasePort();
      await app.close();
    });

    const makeDue = (to: string) =>
      prisma.mailOutbox.updateMany({ where: { to }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });

    it('outbox keeps a mail when SMTP is down, counting no attempt however long, and sends it when it returns', async () => {
      const to = newAddress();
      await mail.enqueue({
        to,
        language: 'en',
        template: 'reset-password',
        data: { name: 'Max', link: 'https://shop.example/confirm-password?token=r1' },
      });

      // More rounds than MAIL_MAX_ATTEMPTS: an outage fails no mail, whatever its length.
      for (let round = 0; round < 4; round++)
        expect(await sut.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 1 });
      const kept = await prisma.mailOutbox.findFirstOrThrow({ where: { to } });
      expect(kept).toEqual(expect.objectContaining({ status: 'PENDING', attempts: 0, sentAt: null }));
      // The server hung up (or, on a port nobody held, refused): either way the mail waits, due at the next round.
      expect(kept.lastError).toMatch(/ECONNREFUSED|closed|Greeting never received/i);
      expect(kept.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());

      smtp = await smtpUp();
      expect(await sut.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0, held: 0 });
      const sent = await prisma.mailOutbox.findFirstOrThrow({ where: { to } });
      expect(sent).toEqual(expect.objectContaining({ status: 'SENT', attempts: 1, lastError: null }));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0].to).toEqual([to]);
      expect(smtp.received[0].raw).toMatch(/^Subject: Reset your NOVA password\r?$/m);
      // No MAIL_FROM: the sender is on the host of PUBLIC_URL (localhost here).
      expect(smtp.received[0].raw).toMatch(/^From: NOVA <no-reply@localhost>\r?$/m);
      expect(decodeQuotedPrintable(smtp.received[0].raw)).toContain('https://shop.example/confirm-password?token=r1');
    });

    it('retries a mail the server refuses later, with back-off, while the others go out', async () => {
      const refused = newAddress();
      const other = newAddress();
      smtp = await smtpUp((address) => address === refused);
      await mail.enqueue({ to: refused, language: 'en', template: 'tfa-disabled', data: { name: 'Max' } });
      await mail.enqueue({ to: other, language: 'en', template: 'tfa-disabled', data: { name: 'Eva' } });

      expect(await sut.sendDue()).toEqual({ sent: 1, retried: 1, failed: 0, held: 0 });
      const kept = await prisma.mailOutbox.findFirstOrThrow({ where: { to: refused } });
      expect(kept).toEqual(expect.objectContaining({ status: 'PENDING', attempts: 1 }));
      expect(kept.lastError).toMatch(/550/);
      expect(kept.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
      expect(kept.nextAttemptAt.getTime()).toBeLessThan(Date.now() + 40_000);
      // Not due yet: nothing happens.
      expect(await sut.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([[other]]);
    });

    it('sends each mail once when several senders run at the same time', async () => {
      smtp = await smtpUp();
      const addresses = Array.from({ length: 45 }, newAddress);
      for (const to of addresses)
        await mail.enqueue({ to, language: 'es', template: 'tfa-disabled', data: { name: 'Eva' } });

      const results = await Promise.all([sut.sendDue(), sut.sendDue(), sut.sendDue()]);

      expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(addresses.length);
      // Each sender claimed a batch of its own: they really ran side by side.
      expect(results.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
      const delivered = smtp.received.flatMap((m) => m.to).sort();
      expect(delivered).toEqual([...addresses].sort());
      expect(await prisma.mailOutbox.count({ where: { to: { in: addresses }, status: 'SENT', attempts: 1 } })).toBe(
        addresses.length,
      );
    });

    it('gives up after MAIL_MAX_ATTEMPTS refusals', async () => {
      const to = newAddress();
      smtp = await smtpUp((address) => address === to);
      await mail.enqueue({ to, language: 'ru', template: 'password-changed', data: { name: 'Oleg' } });
      expect(await sut.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0, held: 0 });
      await makeDue(to);
      expect(await sut.sendDue()).toEqual({ sent: 0, retried: 1, failed: 0, held: 0 });
      const second = await prisma.mailOutbox.findFirstOrThrow({ where: { to } });
      // Exponential backoff: the second wait is twice the first.
      expect(second.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
      await makeDue(to);
      expect(await sut.sendDue()).toEqual({ sent: 0, retried: 0, failed: 1, held: 0 });
      expect(await prisma.mailOutbox.findFirstOrThrow({ where: { to } })).toEqual(
        expect.objectContaining({ status: 'FAILED', attempts: 3 }),
      );

      // A failed mail is never picked up again, even once the server would take it.
      await smtp.close();
      smtp = await smtpUp();
      await makeDue(to);
      expect(await sut.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 0 });
      expect(smtp.received).toHaveLength(0);
    });
  });
});
