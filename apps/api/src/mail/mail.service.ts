import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../core/config/app-config';
import type { PrismaTransactions } from '../core/database/database.module';
import type { MailTemplate, OutgoingMail } from './mail.types';
import { renderMail } from './templates/render-mail';

/** A message as the dev mailbox shows it. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: Date;
  /** File names of the attachments, sorted. */
  attachments: string[];
}

/**
 * The one way to send mail: render now, store in the outbox, let MailSender deliver. The outbox
 * row is written in the caller's transaction when there is one (txHost.withTransaction), so a
 * mail exists exactly when the change does.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly config: AppConfig,
  ) {}

  async enqueue<T extends MailTemplate>(mail: OutgoingMail<T>): Promise<void> {
    const rendered = renderMail(mail.template, mail.language, mail.data, this.config.env.PUBLIC_URL);
    await this.txHost.tx.mailOutbox.create({
      data: {
        to: mail.to,
        userId: mail.userId ?? null,
        template: mail.template,
        language: rendered.language,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        // Nested: the files are written with their message, in the same transaction.
        ...(mail.attachments?.length && {
          attachments: {
            create: mail.attachments.map((file) => ({
              fileName: file.fileName,
              contentType: file.contentType,
              content: new Uint8Array(file.content),
            })),
          },
        }),
      },
      select: { id: true },
    });
  }

  /** The latest messages, newest first (for /dev/mailbox). */
  async recent(limit: number): Promise<StoredMail[]> {
    const mails = await this.txHost.tx.mailOutbox.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: {
        to: true,
        subject: true,
        text: true,
        html: true,
        status: true,
        createdAt: true,
        attachments: { select: { fileName: true }, orderBy: { fileName: 'asc' } },
      },
    });
    return mails.map((mail) => ({ ...mail, attachments: mail.attachments.map((file) => file.fileName) }));
  }
}
