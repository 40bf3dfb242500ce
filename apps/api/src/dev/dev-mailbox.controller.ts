import { Controller, Get, Header, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../core/auth/auth.decorators';
import { MailService } from '../mail/mail.service';
import { mailboxPage } from './dev-mailbox.page';
import { LoopbackOnlyGuard } from './loopback-only.guard';

const MAILBOX_LIMIT = 200;

export interface MailboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  /** File names, present only on a message that has attachments (the shape of the others stays as it was). */
  attachments?: string[];
}

/**
 * Local stand-in for an inbox: the outbox as a page and as JSON (for browser tests). Left out of
 * the OpenAPI document, which must be the same in every environment.
 */
@ApiExcludeController()
@Public()
@UseGuards(LoopbackOnlyGuard)
@Controller('dev')
export class DevMailboxController {
  constructor(private readonly mail: MailService) {}

  @Get('mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  async page(): Promise<string> {
    return mailboxPage(await this.mail.recent(MAILBOX_LIMIT));
  }

  @Get('mailbox.json')
  @Header('Cache-Control', 'no-store')
  async json(): Promise<MailboxEntry[]> {
    const mails = await this.mail.recent(MAILBOX_LIMIT);
    return mails.map(({ to, subject, text, html, createdAt, attachments }) => ({
      to,
      subject,
      text,
      html,
      createdAt: createdAt.toISOString(),
      ...(attachments.length > 0 && { attachments }),
    }));
  }
}
