import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../core/config/app-config';
import type { PrismaTransactions } from '../core/database/database.module';
import { MailService } from '../mail/mail.service';
import { mailLanguageOf } from '../mail/templates/render-mail';
import { STAFF_ROLES } from '@shop/contracts';
import { groupKeyOf, groupName } from './support-groups';

/**
 * The agents' mail for a new ticket: one per user with role SUPPORT or ADMIN, each in the agent's
 * language, written to the outbox in the ticket's transaction. A service mail (sent whatever the
 * newsletter opt-out says). SUPPORT_NOTIFY_GROUPS limits it to some groups (empty: every group).
 * It carries the first message only: a new ticket has no internal note.
 */
@Injectable()
export class NewTicketMail {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  async enqueue(ticketId: string): Promise<void> {
    const tx = this.txHost.tx;
    const ticket = await tx.ticket.findUniqueOrThrow({
      where: { id: ticketId },
      select: {
        number: true,
        subject: true,
        groupId: true,
        userId: true,
        user: { select: { name: true, surname: true } },
        messages: {
          where: { internal: false },
          orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
          take: 1,
          select: { body: true },
        },
      },
    });
    const env = this.config.env;
    const key = groupKeyOf(ticket.groupId);
    if (env.SUPPORT_NOTIFY_GROUPS.length > 0 && !env.SUPPORT_NOTIFY_GROUPS.includes(key)) return;
    const agents = await tx.user.findMany({
      // The customer is not told of their own ticket, even when they are staff too.
      where: { roles: { hasSome: [...STAFF_ROLES] }, id: { not: ticket.userId } },
      select: { id: true, email: true, name: true, language: true },
      orderBy: { id: 'asc' },
    });
    const base = env.PUBLIC_URL.replace(/\/+$/, '');
    const link = `${base}/staff?ticketId=${encodeURIComponent(ticketId)}`;
    const customer = `${ticket.user.name} ${ticket.user.surname}`.trim();
    for (const agent of agents) {
      await this.mail.enqueue({
        to: agent.email,
        userId: agent.id,
        language: agent.language,
        template: 'ticket-new',
        data: {
          name: agent.name,
          number: ticket.number,
          group: groupName(key, mailLanguageOf(agent.language), env.SHOP_NAME),
          subject: ticket.subject,
          customer,
          message: ticket.messages[0]?.body ?? '',
          link,
        },
      });
    }
  }
}
