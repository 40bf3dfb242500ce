import { Injectable } from '@nestjs/common';
import { RealtimeQueries } from './realtime.queries';
import { isInternalKind, type SupportEventKind } from './support-event';

/**
 * What the ticket services call on each change, inside its transaction: the open conversations
 * (customer's and console's, on every instance) hear of it when it commits.
 */
@Injectable()
export class SupportEvents {
  constructor(private readonly queries: RealtimeQueries) {}

  publish(ticketId: string, kind: SupportEventKind): Promise<void> {
    return this.queries.notifyTicketChange(ticketId, kind, isInternalKind(kind));
  }
}
