import { AppConfig } from '../core/config/app-config';
import { parseEnv } from '../core/config/env.schema';
import type { PrismaService } from '../core/database/prisma.service';
import { MailSender } from './mail-sender';
import { MailTransport, type OutboxMessage } from './mail-transport';
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

    expect(await sut.sendDue()).toEqual({ sent: 2, retried: 0, failed: 0 });

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
    expect(await sut.sendDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(prisma.mailAttachment.findMany).not.toHaveBeenCalled();
  });
});
