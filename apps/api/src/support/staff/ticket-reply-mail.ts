import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { MailService } from '../../mail/mail.service';

/**
 * The customer's mail for a public staff reply, in their language, written to the outbox in the
 * reply's transaction. A service mail: sent whatever the newsletter opt-out says. Never called
 * for an internal note.
 */
@Injectable()
export class TicketReplyMail {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async enqueue(ticketId: string, message: string): Promise<void> {
    const ticket = await this.txHost.tx.ticket.findUniqueOrThrow({
      where: { id: ticketId },
      select: { number: true, subject: true, user: { select: { id: true, email: true, name: true, language: true } } },
    });
    const base = this.config.env.PUBLIC_URL.replace(/\/+$/, '');
    await this.mail.enqueue({
      to: ticket.user.email,
      userId: ticket.user.id,
      language: ticket.user.language,
      template: 'ticket-reply',
      data: {
        name: ticket.user.name,
        number: ticket.number,
        subject: ticket.subject,
        message,
        link: `${base}/dashboard/ticket?ticketId=${encodeURIComponent(ticketId)}`,
      },
    });
  }
}
