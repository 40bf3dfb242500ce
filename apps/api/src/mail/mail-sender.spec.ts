import { AppConfig } from '../core/config/app-config';
import { parseEnv } from '../core/config/env.schema';
import type { PrismaService } from '../core/database/prisma.service';
import { MailSender } from './mail-sender';
import { isServerUnavailable, MailTransport, type OutboxMessage } from './mail-transport';
import { MailQueries } from './mail.queries';

class RecordingTransport extends MailTransport {
  readonly name = 'recording';
  readonly sent: OutboxMessage[] = [];
  async send(message: OutboxMessage): Promise<void> {
    this.sent.push(message);
  }
}

const row = (id: string, to: string) => ({
  id,
  to,
  subject: `to ${to}`,
  html: '<p>x</p>',
  text: 'x',
  attachments: undefined,
  attempts: 0,
});

describe('MailSender', () => {
  it('hands each claimed message its attachments, read for the whole batch at once', async () => {
    const files = [
      {
        mailId: 'm1',
        fileName: 'invoice-2026-000001.pdf',
        contentType: 'application/pdf',
        content: new Uint8Array([1, 2, 3]),
      },
      { mailId: 'm1', fileName: 'terms.txt', contentType: 'text/plain', content: new Uint8Array([4]) },
    ];
    const prisma = {
      $queryRaw: jest.fn().mockResolvedValueOnce([row('m1', 'a@example.com'), row('m2', 'b@example.com')]),
      $executeRaw: jest.fn().mockResolvedValue(1),
      mailAttachment: { findMany: jest.fn().mockResolvedValue(files) },
    };
    const transport = new RecordingTransport();
    const sut = new MailSender(
      new MailQueries(prisma as unknown as PrismaService),
      transport,
      new AppConfig(parseEnv({ NODE_ENV: 'test' })),
    );

    expect(await sut.sendDue()).toEqual({ sent: 2, retried: 0, failed: 0, held: 0 });

    expect(prisma.mailAttachment.findMany).toHaveBeenCalledTimes(1);
    expect(prisma.mailAttachment.findMany).toHaveBeenCalledWith(
      expect.objectContaining({ where: { mailId: { in: ['m1', 'm2'] } } }),
    );
    expect(transport.sent.map((m) => m.to)).toEqual(['a@example.com', 'b@example.com']);
    expect(transport.sent[0].attachments).toEqual([
      { fileName: 'invoice-2026-000001.pdf', contentType: 'application/pdf', content: Buffer.from([1, 2, 3]) },
      { fileName: 'terms.txt', contentType: 'text/plain', content: Buffer.from([4]) },
    ]);
    expect(Buffer.isBuffer(transport.sent[0].attachments?.[0].content)).toBe(true);
    expect(transport.sent[1].attachments).toEqual([]);
  });

  it('does not look for attachments when nothing is due', async () => {
    const prisma = { $queryRaw: jest.fn().mockResolvedValue([]), mailAttachment: { findMany: jest.fn() } };
    const sut = new MailSender(
      new MailQueries(prisma as unknown as PrismaService),
      new RecordingTransport(),
      new AppConfig(parseEnv({ NODE_ENV: 'test' })),
    );
    expect(await sut.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0, held: 0 });
    expect(prisma.mailAttachment.findMany).not.toHaveBeenCalled();
  });

  it('stops the round when the mail server cannot be reached, giving the rest back untried and counting nothing', async () => {
    const prisma = {
      $queryRaw: jest
        .fn()
        .mockResolvedValueOnce([row('m1', 'a@example.com'), row('m2', 'a@example.com'), row('m3', 'b@example.com')]),
      $executeRaw: jest.fn().mockResolvedValue(1),
      mailAttachment: { findMany: jest.fn().mockResolvedValue([]) },
    };
    const transport = new (class extends RecordingTransport {
      override async send(message: OutboxMessage): Promise<void> {
        if (this.sent.length === 1)
          throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' });
        return super.send(message);
      }
    })();
    const sut = new MailSender(
      new MailQueries(prisma as unknown as PrismaService),
      transport,
      new AppConfig(parseEnv({ NODE_ENV: 'test' })),
    );

    expect(await sut.sendDue()).toEqual({ sent: 1, retried: 0, failed: 0, held: 2 });

    expect(transport.sent.map((m) => m.subject)).toEqual(['to a@example.com']);
    // markSent(m1), then one release of m2 and m3 (the third was never tried): no failure recorded.
    expect(prisma.$executeRaw).toHaveBeenCalledTimes(2);
    const [, released] = prisma.$executeRaw.mock.calls;
    expect(released).toContainEqual(['m2', 'm3']);
    expect(released).toContainEqual('connect ECONNREFUSED 127.0.0.1:25');
  });
});

describe('isServerUnavailable', () => {
  it.each([
    ['a refused connection', { code: 'ESOCKET' }],
    ['a connection that failed or closed', { code: 'ECONNECTION' }],
    ['no greeting in time', { code: 'ETIMEDOUT' }],
    ['an unknown host', { code: 'EDNS' }],
    ['a failed login', { code: 'EAUTH' }],
    ['421 service not available', { code: 'EENVELOPE', responseCode: 421 }],
  ])('takes %s for the server, not the message', (_what, error) => {
    expect(isServerUnavailable(Object.assign(new Error('down'), error))).toBe(true);
  });

  it.each([
    ['a refused recipient', { code: 'EENVELOPE', responseCode: 550 }],
    ['a message too large', { code: 'EMESSAGE', responseCode: 552 }],
    ['a plain error', {}],
  ])('takes %s for the message', (_what, error) => {
    expect(isServerUnavailable(Object.assign(new Error('refused'), error))).toBe(false);
    expect(isServerUnavailable(undefined)).toBe(false);
  });
});
