import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../core/config/app-config';
import { isStaff } from '@shop/contracts';
import type { AuthUser } from '../core/auth/auth.decorators';
import type { PrismaTransactions } from '../core/database/database.module';
import { DomainException } from '../core/errors/domain.exception';
import { pageWindow } from '../core/http/pagination';
import { RateLimitService } from '../core/rate-limit/rate-limit.service';
import type { TicketStatus } from '../generated/prisma/enums';
import { attachmentRows, type AttachmentFile, type UploadedAttachment } from './attachments/attachment-rules';
import { firstResponseDue } from './first-response';
import { NewTicketMail } from './new-ticket-mail';
import { SupportEvents } from './realtime/support-events';
import type { NewTicketDto, RateTicketDto, SendCommentDto, TicketListQueryDto } from './support.dto';
import {
  COMMENT_SELECT,
  fromRatingName,
  fromTicketState,
  PUBLIC_MESSAGES,
  RATING_CHANGEABLE_MS,
  TICKET_SELECT,
  toCommentResponse,
  toRatingName,
  toTicketResponse,
  toTicketState,
} from './support.mapper';
import type {
  SentCommentResponse,
  TicketCommentsResponse,
  TicketListResponse,
  TicketResponse,
} from './support.responses';
import { SupportQueries } from './support.queries';
import { TicketHistory } from './ticket-history';

export const ticketNotFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'TICKET_NOT_FOUND', 'This ticket does not exist.');
const notFound = (code: 'ORDER_NOT_FOUND' | 'DEVICE_NOT_FOUND' | 'PASS_NOT_FOUND' | 'BOX_NOT_FOUND', what: string) =>
  new DomainException(HttpStatus.NOT_FOUND, code, `This ${what} is not in your account.`);

/** Who acts, and from where (the hourly budgets count per account and per address). */
export interface TicketActor {
  userId: string;
  ip?: string;
}

/** A status change compared and set: retried this often when other changes keep coming between. */
const STATUS_TRIES = 5;

/**
 * The customer's side of the help desk: opening tickets, the list, the conversation without the
 * internal notes, replies (which reopen the ticket), closing and rating. Every ticket is looked up
 * together with its owner, so another customer's ticket is simply not found (404).
 */
@Injectable()
export class TicketService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly history: TicketHistory,
    private readonly queries: SupportQueries,
    private readonly rateLimits: RateLimitService,
    private readonly config: AppConfig,
    /** The agents' mail of a new ticket (in the ticket's transaction). */
    private readonly agentMail: NewTicketMail,
    /** Live updates of open conversations, sent when the transaction commits. */
    private readonly events: SupportEvents,
  ) {}

  /** POST Ticket: 10 new tickets an hour per account (every attempt counts); files checked already. */
  create(actor: TicketActor, body: NewTicketDto, files: UploadedAttachment[] = []): Promise<TicketResponse> {
    return this.rateLimits.attempt(
      'ticket',
      { ip: actor.ip, account: actor.userId },
      () => this.txHost.withTransaction(() => this.open(actor.userId, body, files)),
      'every-attempt',
    );
  }

  private async open(userId: string, body: NewTicketDto, files: UploadedAttachment[]): Promise<TicketResponse> {
    const related = await this.relatedItems(userId, body);
    const now = new Date();
    const priority = 'NORMAL';
    const ticket = await this.txHost.tx.ticket.create({
      data: {
        userId,
        groupId: body.groupId,
        subject: body.subject,
        priority,
        ...related,
        lastActivityAt: now,
        waitingSince: now,
        firstResponseDueAt: firstResponseDue(this.config.env, priority, now),
        createdAt: now,
        messages: {
          create: {
            authorId: userId,
            isStaff: false,
            internal: false,
            body: body.message,
            createdAt: now,
            attachments: { create: attachmentRows(files) },
          },
        },
      },
      select: TICKET_SELECT,
    });
    await this.history.record(
      ticket.id,
      userId,
      'created',
      null,
      { status: 'open', priority: 'normal', groupId: body.groupId },
      now,
    );
    await this.agentMail.enqueue(ticket.id);
    await this.events.publish(ticket.id, 'created');
    return toTicketResponse(ticket);
  }

  /** The items a new ticket is about, each of them the caller's own, else 404 with the item's code. */
  private async relatedItems(userId: string, body: NewTicketDto) {
    const tx = this.txHost.tx;
    const [order, device, pass, box] = await Promise.all([
      body.orderId && tx.order.findFirst({ where: { purchaseId: body.orderId, userId }, select: { id: true } }),
      body.deviceId && tx.playerDevice.findFirst({ where: { deviceId: body.deviceId, userId }, select: { id: true } }),
      body.passId && tx.vpnPass.findFirst({ where: { id: body.passId, userId }, select: { id: true } }),
      body.boxId && tx.vpnBox.findFirst({ where: { serial: body.boxId, userId }, select: { id: true } }),
    ]);
    if (body.orderId && !order) throw notFound('ORDER_NOT_FOUND', 'order');
    if (body.deviceId && !device) throw notFound('DEVICE_NOT_FOUND', 'device');
    if (body.passId && !pass) throw notFound('PASS_NOT_FOUND', 'VPN pass');
    if (body.boxId && !box) throw notFound('BOX_NOT_FOUND', 'VPN box');
    return {
      orderId: order ? order.id : null,
      playerDeviceId: device ? device.id : null,
      passId: pass ? pass.id : null,
      boxId: box ? box.id : null,
    };
  }

  /** GetTicketsByUser: a page of my tickets, latest activity first (one statement). */
  async list(userId: string, query: TicketListQueryDto): Promise<TicketListResponse> {
    const { skip, take } = pageWindow(query);
    const status = query.status && fromTicketState(query.status);
    const page = await this.queries.customerTicketPage(userId, status, skip, take);
    return { ticketList: page.rows.map(toTicketResponse), totalTicket: page.total };
  }

  /** GetTicketComments: the ticket and its public messages, oldest first (never an internal note). */
  async comments(userId: string, ticketId: string): Promise<TicketCommentsResponse> {
    const row = await this.txHost.tx.ticket.findFirst({
      where: { id: ticketId, userId },
      select: {
        ...TICKET_SELECT,
        messages: { where: PUBLIC_MESSAGES, select: COMMENT_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
      },
    });
    if (!row) throw ticketNotFound();
    const { messages, ...ticket } = row;
    return { ticket: toTicketResponse(ticket), comments: messages.map(toCommentResponse) };
  }

  /** SendComment: my reply; a ticket waiting for me or closed is open again. 60 messages an hour per account. */
  sendComment(
    actor: TicketActor,
    body: SendCommentDto,
    files: UploadedAttachment[] = [],
  ): Promise<SentCommentResponse> {
    return this.rateLimits.attempt(
      'ticketMessage',
      { ip: actor.ip, account: actor.userId },
      () => this.txHost.withTransaction(() => this.reply(actor.userId, body, files)),
      'every-attempt',
    );
  }

  private async reply(userId: string, body: SendCommentDto, files: UploadedAttachment[]): Promise<SentCommentResponse> {
    await this.requireOwn(userId, body.ticketId);
    const now = new Date();
    const comment = await this.txHost.tx.ticketMessage.create({
      data: {
        ticketId: body.ticketId,
        authorId: userId,
        isStaff: false,
        internal: false,
        body: body.message,
        createdAt: now,
        attachments: { create: attachmentRows(files) },
      },
      select: COMMENT_SELECT,
    });
    await this.changeStatus(body.ticketId, userId, 'OPEN', now);
    await this.events.publish(body.ticketId, 'message');
    return { ticket: await this.ticket(body.ticketId), comment: toCommentResponse(comment) };
  }

  /** Close: I need no more help (closing a closed ticket changes nothing). */
  async close(userId: string, ticketId: string): Promise<TicketResponse> {
    return this.txHost.withTransaction(async () => {
      await this.requireOwn(userId, ticketId);
      await this.changeStatus(ticketId, userId, 'CLOSED', new Date());
      await this.events.publish(ticketId, 'status');
      return this.ticket(ticketId);
    });
  }

  /** Rate: a closed ticket, once; the rating can be changed for 7 days after it was first given. */
  async rate(userId: string, body: RateTicketDto): Promise<TicketResponse> {
    return this.txHost.withTransaction(async () => {
      const ticket = await this.txHost.tx.ticket.findFirst({
        where: { id: body.ticketId, userId },
        select: { status: true, rating: { select: { rating: true, comment: true, createdAt: true } } },
      });
      if (!ticket) throw ticketNotFound();
      if (ticket.status !== 'CLOSED') {
        throw new DomainException(HttpStatus.CONFLICT, 'TICKET_NOT_CLOSED', 'A ticket can be rated once it is closed.');
      }
      const now = new Date();
      const before = ticket.rating;
      if (before && now.getTime() > before.createdAt.getTime() + RATING_CHANGEABLE_MS) {
        throw new DomainException(
          HttpStatus.CONFLICT,
          'TICKET_RATING_LOCKED',
          'A rating can be changed for 7 days after it was given.',
        );
      }
      const rating = { rating: fromRatingName(body.rating), comment: body.comment ?? null, ratedAt: now };
      await this.txHost.tx.ticketRating.upsert({
        where: { ticketId: body.ticketId },
        create: { ticketId: body.ticketId, ...rating, createdAt: now },
        update: rating,
        select: { id: true },
      });
      await this.history.record(
        body.ticketId,
        userId,
        'rating',
        before && { rating: toRatingName(before.rating), comment: before.comment },
        { rating: body.rating, comment: rating.comment },
        now,
      );
      await this.events.publish(body.ticketId, 'rating');
      return this.ticket(body.ticketId);
    });
  }

  /**
   * Attachment: one file, for its ticket's customer (not on an internal note) or for staff; for
   * anyone else it does not exist (404, which tells nothing of its existence either).
   */
  async attachment(user: AuthUser, attachmentId: string): Promise<AttachmentFile> {
    const found = await this.txHost.tx.ticketAttachment.findFirst({
      where: {
        id: attachmentId,
        ...(!isStaff(user.roles) && { message: { ...PUBLIC_MESSAGES, ticket: { userId: user.userId } } }),
      },
      select: { name: true, contentType: true, content: true },
    });
    if (!found) {
      throw new DomainException(HttpStatus.NOT_FOUND, 'ATTACHMENT_NOT_FOUND', 'This attachment does not exist.');
    }
    return { name: found.name, type: found.contentType, content: found.content };
  }

  private async requireOwn(userId: string, ticketId: string): Promise<void> {
    const found = await this.txHost.tx.ticket.findFirst({ where: { id: ticketId, userId }, select: { id: true } });
    if (!found) throw ticketNotFound();
  }

  private async ticket(ticketId: string): Promise<TicketResponse> {
    return toTicketResponse(
      await this.txHost.tx.ticket.findUniqueOrThrow({ where: { id: ticketId }, select: TICKET_SELECT }),
    );
  }

  /**
   * The customer moves the ticket to `to` (a reply: OPEN; Close: CLOSED), marking the activity.
   * Compare and set on the status read, so the history's "before" is the status really replaced
   * even when an agent changes the ticket at the same moment.
   */
  private async changeStatus(ticketId: string, actorId: string, to: 'OPEN' | 'CLOSED', now: Date): Promise<void> {
    for (let attempt = 0; attempt < STATUS_TRIES; attempt++) {
      const seen = await this.txHost.tx.ticket.findUniqueOrThrow({
        where: { id: ticketId },
        select: { status: true, waitingSince: true },
      });
      if (seen.status === 'CLOSED' && to === 'CLOSED') return;
      const state =
        to === 'OPEN'
          ? { status: 'OPEN' as TicketStatus, closedAt: null, waitingSince: seen.waitingSince ?? now }
          : { status: 'CLOSED' as TicketStatus, closedAt: now, waitingSince: null };
      const { count } = await this.txHost.tx.ticket.updateMany({
        where: { id: ticketId, status: seen.status },
        data: { ...state, lastActivityAt: now },
      });
      if (count === 0) continue;
      if (seen.status !== to) {
        await this.history.record(
          ticketId,
          actorId,
          'status',
          { status: toTicketState(seen.status) },
          { status: toTicketState(to) },
          now,
        );
      }
      return;
    }
    throw new DomainException(HttpStatus.CONFLICT, 'CONFLICT', 'The ticket is being changed; please try again.');
  }
}
