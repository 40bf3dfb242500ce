import { Injectable } from '@nestjs/common';
import { AppConfig } from '../core/config/app-config';
import { PrismaService } from '../core/database/prisma.service';
import type { Prisma } from '../generated/prisma/client';
import type { MailTemplate, OutgoingMail } from './mail.types';
import { renderMail } from './templates/render-mail';

type Db = PrismaService | Prisma.TransactionClient;

/** A message as the dev mailbox shows it. */
export interface StoredMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  status: string;
  createdAt: Date;
}

/**
 * The one way to send mail: render now, store in the outbox, let MailSender deliver. Writing to
 * the outbox inside the caller's transaction means a mail exists exactly when the change does.
 */
@Injectable()
export class MailService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly config: AppConfig,
  ) {}

  async enqueue<T extends MailTemplate>(mail: OutgoingMail<T>, db: Db = this.prisma): Promise<void> {
    const rendered = renderMail(mail.template, mail.language, mail.data, this.config.env.PUBLIC_URL);
    await db.mailOutbox.create({
      data: {
        to: mail.to,
        userId: mail.userId ?? null,
        template: mail.template,
        language: rendered.language,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
      },
    });
  }

  /** The latest messages, newest first (for /dev/mailbox). */
  async recent(limit: number): Promise<StoredMail[]> {
    return this.prisma.mailOutbox.findMany({
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      select: { to: true, subject: true, text: true, html: true, status: true, createdAt: true },
    });
  }
}
