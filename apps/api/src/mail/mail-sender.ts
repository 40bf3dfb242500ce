import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../core/config/app-config';
import { isServerUnavailable, MailTransport } from './mail-transport';
import { MailQueries, type ClaimedRow } from './mail.queries';

/** Messages claimed per round trip. */
const BATCH_SIZE = 20;
/**
 * A claimed batch is hidden from other instances this long. It outlasts the worst case of a batch
 * (BATCH_SIZE sends hitting the transport timeouts); after a crash mid-batch the rest is retried.
 */
const CLAIM_SECONDS = 20 * 60;
const FIRST_RETRY_SECONDS = 30;
const LONGEST_RETRY_SECONDS = 3600;
const ERROR_MAX_LENGTH = 1000;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min ... at most 1 h. */
export function retryDelaySeconds(failedAttempts: number): number {
  return Math.min(FIRST_RETRY_SECONDS * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_SECONDS);
}

export interface SendResult {
  sent: number;
  /** Failed this time, will be tried again. */
  retried: number;
  /** Failed for the last time (MAIL_MAX_ATTEMPTS reached). */
  failed: number;
  /** Given back untried: the mail server could not be reached (sent at a later round, nothing counted). */
  held: number;
}

/**
 * Delivers the outbox. Rows are claimed with FOR UPDATE SKIP LOCKED and pushed into the future in
 * the same statement (MailQueries.claimDue), so any number of instances can run this at once and
 * none sends a mail another has claimed; no transaction stays open while the mail server is
 * talked to.
 */
@Injectable()
export class MailSender {
  private readonly logger = new Logger(MailSender.name);
  /** The mail server could not be reached on the last try. */
  private outage = false;

  constructor(
    private readonly queries: MailQueries,
    private readonly transport: MailTransport,
    private readonly config: AppConfig,
  ) {}

  /**
   * Sends every message that is due, batch after batch, oldest first. When the mail server cannot
   * be reached the round stops and the rest of the batch is given back untried: the next round
   * (MAIL_POLL_SECONDS) tries again, and when the server is back the messages leave in the order
   * they were written. A message refused for its own sake is retried later with back-off, so later
   * mails may overtake it.
   */
  async sendDue(): Promise<SendResult> {
    const result: SendResult = { sent: 0, retried: 0, failed: 0, held: 0 };
    for (;;) {
      const batch = await this.withAttachments(await this.queries.claimDue(BATCH_SIZE, CLAIM_SECONDS));
      for (const [index, row] of batch.entries()) {
        const unavailable = await this.deliver(row, result);
        if (unavailable === undefined) continue;
        const untried = batch.slice(index).map((r) => r.id);
        await this.queries.release(untried, unavailable.slice(0, ERROR_MAX_LENGTH));
        result.held = untried.length;
        return result;
      }
      if (batch.length < BATCH_SIZE) return result;
    }
  }

  /** Reads the files of a claimed batch in one query (most mails have none). */
  private async withAttachments(batch: ClaimedRow[]): Promise<ClaimedRow[]> {
    if (batch.length === 0) return batch;
    const files = await this.queries.attachmentsOf(batch.map((row) => row.id));
    return batch.map((row) => ({
      ...row,
      attachments: files
        .filter((file) => file.mailId === row.id)
        .map((file) => ({
          fileName: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
    }));
  }

  /** Sends one message; answers why when the mail server itself could not be reached (nothing recorded then). */
  private async deliver(row: ClaimedRow, result: SendResult): Promise<string | undefined> {
    try {
      await this.transport.send(row);
    } catch (error) {
      if (isServerUnavailable(error)) return this.serverUnavailable(error);
      await this.recordFailure(row, error, result);
      return undefined;
    }
    if (this.outage) this.logger.log('The mail server takes mail again: the outbox is being sent');
    this.outage = false;
    await this.queries.markSent(row.id);
    result.sent++;
    return undefined;
  }

  /** Logged once per outage, not once per message and round. */
  private serverUnavailable(error: unknown): string {
    const message = error instanceof Error ? error.message : String(error);
    if (!this.outage)
      this.logger.warn(`The mail server cannot take mail (${message}); the outbox keeps every message until it can`);
    this.outage = true;
    return message;
  }

  private async recordFailure(row: ClaimedRow, error: unknown, result: SendResult): Promise<void> {
    const attempts = row.attempts + 1;
    const isLast = attempts >= this.config.env.MAIL_MAX_ATTEMPTS;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
    await this.queries.recordFailure(row.id, {
      attempts,
      error: message,
      isLast,
      retrySeconds: retryDelaySeconds(attempts),
    });
    if (isLast) {
      result.failed++;
      this.logger.error(`Mail ${row.id} failed for good after ${attempts} attempts: ${message}`);
    } else {
      result.retried++;
      this.logger.warn(
        `Mail ${row.id} not sent (attempt ${attempts}), retrying in ${retryDelaySeconds(attempts)} s: ${message}`,
      );
    }
  }
}
