import { Injectable } from '@nestjs/common';
import { PrismaService } from '../core/database/prisma.service';
import type { OutboxMessage } from './mail-transport';

/** An outbox row claimed for delivery; its attachments are read apart (most mails have none). */
export interface ClaimedRow extends OutboxMessage {
  id: string;
  attempts: number;
}

export interface AttachmentRow {
  mailId: string;
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/**
 * The outbox's SQL for MailSender. The columns are timestamps without time zone holding UTC (as
 * Prisma writes them), hence `now() AT TIME ZONE 'UTC'`.
 */
@Injectable()
export class MailQueries {
  // The plain client, never a caller's transaction: a claim must commit at once, or its rows stay
  // locked (and skipped by every other sender) until that transaction ends.
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Claims up to `limit` due messages with FOR UPDATE SKIP LOCKED and pushes them `claimSeconds`
   * into the future in the same statement, so any number of instances can claim at once and none
   * gets a message another has claimed. Oldest first, and answered in that order (an UPDATE's
   * RETURNING keeps none): a recipient's mails go out in the order they were written.
   */
  claimDue(limit: number, claimSeconds: number): Promise<ClaimedRow[]> {
    return this.prisma.$queryRaw<ClaimedRow[]>`
      WITH claimed AS (
        UPDATE "MailOutbox"
           SET "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${claimSeconds})
         WHERE id IN (
               SELECT id FROM "MailOutbox"
                WHERE status = 'PENDING' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')
                ORDER BY "createdAt", id
                LIMIT ${limit}
                  FOR UPDATE SKIP LOCKED)
        RETURNING id, "to", subject, html, text, attempts, "createdAt")
      SELECT id, "to", subject, html, text, attempts FROM claimed ORDER BY "createdAt", id`;
  }

  /**
   * Gives claimed messages back untried (the mail server could not be reached): due again at once,
   * attempts not counted, so an outage of any length fails none and the order of creation stands.
   */
  async release(ids: string[], error: string): Promise<void> {
    if (ids.length === 0) return;
    await this.prisma.$executeRaw`
      UPDATE "MailOutbox"
         SET "nextAttemptAt" = (now() AT TIME ZONE 'UTC'), "lastError" = ${error}
       WHERE id = ANY(${ids}::uuid[]) AND status = 'PENDING'`;
  }

  /** The files of the given messages, by file name. */
  attachmentsOf(mailIds: string[]): Promise<AttachmentRow[]> {
    return this.prisma.mailAttachment.findMany({
      where: { mailId: { in: mailIds } },
      orderBy: { fileName: 'asc' },
      select: { mailId: true, fileName: true, contentType: true, content: true },
    });
  }

  async markSent(id: string): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE "MailOutbox"
         SET status = 'SENT', "sentAt" = (now() AT TIME ZONE 'UTC'), attempts = attempts + 1, "lastError" = NULL
       WHERE id = ${id}::uuid`;
  }

  /** A failed attempt: tried again in `retrySeconds`, or given up (FAILED) when it was the last. */
  async recordFailure(
    id: string,
    failure: { attempts: number; error: string; isLast: boolean; retrySeconds: number },
  ): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE "MailOutbox"
         SET attempts = ${failure.attempts},
             "lastError" = ${failure.error},
             status = ${failure.isLast ? 'FAILED' : 'PENDING'}::"MailStatus",
             "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${failure.retrySeconds})
       WHERE id = ${id}::uuid`;
  }
}
