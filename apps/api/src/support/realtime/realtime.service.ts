import { HttpStatus, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { FastifyReply } from 'fastify';
import { DatabaseNotifications } from '../../core/database/database-notifications';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { ticketNotFound } from '../ticket.service';
import { EventStreams } from './event-streams';
import { PresenceBoard } from './presence-board';
import { RealtimeQueries } from './realtime.queries';
import type { PresentAgentResponse, SupportPresenceEvent, SupportTicketEvent } from './realtime.responses';
import {
  parsePresence,
  parseSupportEvent,
  SUPPORT_EVENTS_CHANNEL,
  SUPPORT_PRESENCE_CHANNEL,
  type PresenceState,
  type SupportEventNotice,
} from './support-event';

/** An agent not heard of this long has left the ticket (the console repeats its presence every ~10 s). */
export const PRESENCE_TTL_MS = 30_000;
const SWEEP_MS = 5_000;

/** What the streams of this instance are fed with. */
export type RealtimeEvent =
  | { type: 'ticket'; notice: SupportEventNotice }
  | { type: 'presence'; ticketId: string; agents: PresentAgentResponse[] };

const presenceEvent = (ticketId: string, agents: PresentAgentResponse[]): SupportPresenceEvent => ({
  type: 'presence',
  ticketId,
  agents,
});

/**
 * The help desk's realtime side on this instance: listens to the ticket and presence channels
 * (every instance's changes, its own included), keeps the agents' presence, and opens the
 * customer's stream of one ticket (never an internal change) and the staff stream (everything).
 */
@Injectable()
export class RealtimeService implements OnModuleInit, OnModuleDestroy {
  private readonly presence = new PresenceBoard(PRESENCE_TTL_MS);
  private sweeper?: NodeJS.Timeout;

  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly notifications: DatabaseNotifications,
    private readonly queries: RealtimeQueries,
    private readonly streams: EventStreams<RealtimeEvent>,
  ) {}

  onModuleInit(): void {
    this.notifications.subscribe(SUPPORT_EVENTS_CHANNEL, {
      onNotification: (payload) => {
        const notice = parseSupportEvent(payload);
        if (notice) this.streams.broadcast({ type: 'ticket', notice });
      },
      // Deaf streams would look live to their clients: they end, and the clients poll until they reconnect.
      onLost: () => this.streams.endAll(),
    });
    this.notifications.subscribe(SUPPORT_PRESENCE_CHANNEL, {
      onNotification: (payload) => {
        const notice = parsePresence(payload);
        if (notice && this.presence.apply(notice)) this.broadcastPresence(notice.ticketId);
      },
    });
    this.sweeper = setInterval(() => this.presence.sweep().forEach((id) => this.broadcastPresence(id)), SWEEP_MS);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  /** Ticket/Events: one of my tickets (else 404, before the stream opens), without internal changes. */
  async openCustomerStream(userId: string, ticketId: string, reply: FastifyReply): Promise<void> {
    const ticket = await this.txHost.tx.ticket.findFirst({ where: { id: ticketId, userId }, select: { id: true } });
    if (!ticket) throw ticketNotFound();
    this.requireListening();
    this.streams.open(reply, {
      userId,
      view: (event): SupportTicketEvent | undefined =>
        event.type === 'ticket' &&
        event.notice.ticketId === ticketId &&
        !event.notice.internal &&
        event.notice.kind !== 'note'
          ? { type: 'ticket', ticketId, kind: event.notice.kind }
          : undefined,
    });
  }

  /** Staff/Events: every ticket change, notes included, and presence (all of it now, then its changes). */
  openStaffStream(userId: string, reply: FastifyReply): void {
    this.requireListening();
    this.streams.open(
      reply,
      {
        userId,
        view: (event): SupportTicketEvent | SupportPresenceEvent =>
          event.type === 'ticket'
            ? {
                type: 'ticket',
                ticketId: event.notice.ticketId,
                kind: event.notice.kind,
                internal: event.notice.internal,
              }
            : presenceEvent(event.ticketId, event.agents),
      },
      this.presence.all().map(({ ticketId, agents }) => presenceEvent(ticketId, agents)),
    );
  }

  /** Staff/Presence: told to every instance (this one included) through the database. */
  async reportPresence(agentId: string, ticketId: string, state: PresenceState): Promise<void> {
    if (!(await this.queries.notifyPresence(ticketId, agentId, state))) throw ticketNotFound();
  }

  private broadcastPresence(ticketId: string): void {
    this.streams.broadcast({ type: 'presence', ticketId, agents: this.presence.agents(ticketId) });
  }

  private requireListening(): void {
    if (!this.notifications.listening) {
      throw new DomainException(
        HttpStatus.SERVICE_UNAVAILABLE,
        'SERVICE_UNAVAILABLE',
        'Live updates are unavailable for a moment.',
      );
    }
  }
}
