import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import {
  SUPPORT_EVENTS_CHANNEL,
  SUPPORT_PRESENCE_CHANNEL,
  type PresenceState,
  type SupportEventKind,
} from './support-event';

/**
 * The realtime SQL: notices sent with pg_notify in the caller's transaction, so PostgreSQL
 * delivers them to every listening instance when the change commits, and never when it rolls back.
 */
@Injectable()
export class RealtimeQueries {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  /** Notices a change of the ticket (with its customer's id, read here); nothing if there is no such ticket. */
  async notifyTicketChange(ticketId: string, kind: SupportEventKind, internal: boolean): Promise<void> {
    await this.txHost.tx.$executeRaw`
      SELECT pg_notify(${SUPPORT_EVENTS_CHANNEL}, json_build_object(
        'ticketId', t.id, 'userId', t."userId", 'kind', ${kind}::text, 'internal', ${internal}::boolean)::text)
      FROM "Ticket" t WHERE t.id = ${ticketId}::uuid`;
  }

  /** Notices an agent's presence on a ticket, with the agent's name; false when there is no such ticket. */
  async notifyPresence(ticketId: string, agentId: string, state: PresenceState): Promise<boolean> {
    const sent = await this.txHost.tx.$executeRaw`
      SELECT pg_notify(${SUPPORT_PRESENCE_CHANNEL}, json_build_object(
        'ticketId', t.id, 'agent', json_build_object('id', u.id, 'name', u.name), 'state', ${state}::text)::text)
      FROM "Ticket" t, "User" u WHERE t.id = ${ticketId}::uuid AND u.id = ${agentId}::uuid`;
    return sent > 0;
  }
}
