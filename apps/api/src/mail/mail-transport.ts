import { createTransport, type Transporter } from 'nodemailer';
import type { AppConfig } from '../core/config/app-config';

/** A file sent with a message. */
export interface OutboxAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** One stored message on its way out. */
export interface OutboxMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: OutboxAttachment[];
}

/** Delivers one message or throws; MailSender decides about retries. Also the DI token. */
export abstract class MailTransport {
  abstract readonly name: string;
  abstract send(message: OutboxMessage): Promise<void>;
  close(): void {}
}

/** nodemailer's codes for a server that cannot be talked to at all, whatever the message. */
const SERVER_UNAVAILABLE_CODES = new Set(['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS', 'EAUTH']);
/** SMTP's "service not available, closing transmission channel". */
const SERVICE_NOT_AVAILABLE = 421;

/**
 * The mail server is down, unreachable, or refuses every message for now (421, failed login or
 * TLS): nothing is wrong with the message, so trying it counts for nothing. Other failures are the
 * message's own (a recipient refused, a message too large).
 */
export function isServerUnavailable(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return (typeof code === 'string' && SERVER_UNAVAILABLE_CODES.has(code)) || responseCode === SERVICE_NOT_AVAILABLE;
}

/** Real delivery through the configured SMTP server. */
export class SmtpMailTransport extends MailTransport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(private readonly config: AppConfig) {
    super();
    const { SMTP_HOST, SMTP_PORT, SMTP_SECURE, SMTP_USER, SMTP_PASSWORD } = config.env;
    this.transporter = createTransport({
      host: SMTP_HOST,
      port: SMTP_PORT,
      secure: SMTP_SECURE,
      auth: SMTP_USER ? { user: SMTP_USER, pass: SMTP_PASSWORD } : undefined,
      // A hung server must not stall the whole batch: fail fast, the outbox retries later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(message: OutboxMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.config.env.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments: message.attachments?.map((file) => ({
        filename: file.fileName,
        contentType: file.contentType,
        content: file.content,
      })),
      // RFC 3834: tells mail servers not to answer with out-of-office replies.
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
  }

  override close(): void {
    this.transporter.close();
  }
}

/**
 * Outside production without SMTP: delivering is a no-op, the message stays in the outbox table
 * where /dev/mailbox shows it.
 */
export class DevMailboxTransport extends MailTransport {
  readonly name = 'dev-mailbox';

  async send(): Promise<void> {}
}

export function createMailTransport(config: AppConfig): MailTransport {
  return config.mailUsesDevMailbox ? new DevMailboxTransport() : new SmtpMailTransport(config);
}
