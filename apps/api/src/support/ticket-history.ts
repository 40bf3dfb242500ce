import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../core/database/database.module';
import type { Prisma } from '../generated/prisma/client';

/** What a history entry records (TicketEvent.action). */
export type TicketAction = 'created' | 'status' | 'priority' | 'group' | 'assignee' | 'reply' | 'note' | 'rating';

type Snapshot = Prisma.InputJsonObject | null;

/**
 * A ticket's history, the audit log of who changed what: written in the caller's transaction, so
 * a change and its entry stand or fall together.
 */
@Injectable()
export class TicketHistory {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  async record(
    ticketId: string,
    actorId: string | null,
    action: TicketAction,
    before: Snapshot,
    after: Snapshot,
    at: Date,
  ): Promise<void> {
    await this.txHost.tx.ticketEvent.create({
      data: { ticketId, actorId, action, before: before ?? undefined, after: after ?? undefined, createdAt: at },
      select: { id: true },
    });
  }
}
