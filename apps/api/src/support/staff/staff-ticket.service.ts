import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AppConfig } from '../../core/config/app-config';
import type { PrismaTransactions } from '../../core/database/database.module';
import { lockRow } from '../../core/database/row-lock';
import { DomainException } from '../../core/errors/domain.exception';
import type { TicketPriority, TicketStatus } from '../../generated/prisma/enums';
import { attachmentRows, type UploadedAttachment } from '../attachments/attachment-rules';
import { firstResponseDue } from '../first-response';
import { toPriorityName, toTicketState } from '../support.mapper';
import { SupportEvents } from '../realtime/support-events';
import { TicketHistory } from '../ticket-history';
import { ticketNotFound } from '../ticket.service';
import { STAFF_ROLES } from '@shop/contracts';
import {
  CUSTOMER_CONTEXT_SELECT,
  STAFF_MESSAGE_SELECT,
  STAFF_TICKET_SELECT,
  TICKET_EVENT_SELECT,
} from './staff-ticket.select';
import type { StaffReplyDto, StaffTicketUpdateDto } from './staff.dto';
import {
  toCustomerContextResponse,
  toStaffMessageResponse,
  toStaffTicketResponse,
  toTicketEventResponse,
} from './staff.mapper';
import type { StaffReplyResponse, StaffTicketDetailResponse, StaffTicketResponse } from './staff.responses';
import { TicketReplyMail } from './ticket-reply-mail';

/** The state a ticket is in, as the actions read it under the ticket's row lock. */
interface TicketState {
  status: TicketStatus;
  priority: TicketPriority;
  groupId: number;
  assigneeId: string | null;
  waitingSince: Date | null;
  firstRespondedAt: Date | null;
  createdAt: Date;
}

const STATE_SELECT = {
  status: true,
  priority: true,
  groupId: true,
  assigneeId: true,
  waitingSince: true,
  firstRespondedAt: true,
  createdAt: true,
} as const;

/** The columns a status sets: pending and closed stop the customer's wait, open starts it if it was not running. */
function statusColumns(state: TicketState, to: TicketStatus, now: Date) {
  return {
    status: to,
    closedAt: to === 'CLOSED' ? now : null,
    waitingSince: to === 'OPEN' ? (state.status === 'OPEN' && state.waitingSince ? state.waitingSince : now) : null,
  };
}

/**
 * The agents' side of one ticket: reading it with every message, its history and the customer's
 * context; replies and internal notes; status, priority, group and assignment. Each change runs
 * under the ticket's row lock (so "before" is what was really replaced) and writes its entry in
 * the ticket's history (TicketEvent: who, what, before, after, when) in the same transaction.
 */
@Injectable()
export class StaffTicketService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly history: TicketHistory,
    private readonly config: AppConfig,
    private readonly replyMail: TicketReplyMail,
    /** Live updates of open conversations, sent when the transaction commits. */
    private readonly events: SupportEvents,
  ) {}

  /** GET Staff/Ticket: the ticket, every message (internal notes marked), its history, the customer's context. */
  async detail(ticketId: string): Promise<StaffTicketDetailResponse> {
    const row = await this.txHost.tx.ticket.findUnique({
      where: { id: ticketId },
      select: {
        ...STAFF_TICKET_SELECT,
        messages: { select: STAFF_MESSAGE_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
        events: { select: TICKET_EVENT_SELECT, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
        user: { select: CUSTOMER_CONTEXT_SELECT },
      },
    });
    if (!row) throw ticketNotFound();
    const { messages, events, ...ticket } = row;
    return {
      ticket: toStaffTicketResponse(ticket),
      messages: messages.map(toStaffMessageResponse),
      history: events.map(toTicketEventResponse),
      customer: toCustomerContextResponse(row.user),
    };
  }

  /**
   * POST Staff/Reply: a public reply (mailed to the customer, marks the first response, reopens a
   * closed ticket unless a status is given) or an internal note (never leaves staff answers),
   * optionally setting the status in the same step; files (multipart) checked already.
   */
  reply(agentId: string, body: StaffReplyDto, files: UploadedAttachment[] = []): Promise<StaffReplyResponse> {
    return this.txHost.withTransaction(async () => {
      const state = await this.lock(body.ticketId);
      const now = new Date();
      const message = await this.txHost.tx.ticketMessage.create({
        data: {
          ticketId: body.ticketId,
          authorId: agentId,
          isStaff: true,
          internal: body.internal,
          body: body.message,
          createdAt: now,
          attachments: { create: attachmentRows(files) },
        },
        select: STAFF_MESSAGE_SELECT,
      });
      const to: TicketStatus | undefined = body.status
        ? (body.status.toUpperCase() as TicketStatus)
        : !body.internal && state.status === 'CLOSED'
          ? 'OPEN'
          : undefined;
      await this.txHost.tx.ticket.update({
        where: { id: body.ticketId },
        data: {
          lastActivityAt: now,
          ...(!body.internal && !state.firstRespondedAt && { firstRespondedAt: now }),
          ...(to && to !== state.status && statusColumns(state, to, now)),
        },
        select: { id: true },
      });
      await this.history.record(
        body.ticketId,
        agentId,
        body.internal ? 'note' : 'reply',
        null,
        { messageId: message.id },
        now,
      );
      await this.events.publish(body.ticketId, body.internal ? 'note' : 'message');
      if (to && to !== state.status) {
        await this.history.record(
          body.ticketId,
          agentId,
          'status',
          { status: toTicketState(state.status) },
          { status: toTicketState(to) },
          now,
        );
        await this.events.publish(body.ticketId, 'status');
      }
      if (!body.internal) await this.replyMail.enqueue(body.ticketId, message.body);
      return { ticket: await this.ticket(body.ticketId), message: toStaffMessageResponse(message) };
    });
  }

  /** PUT Staff/Ticket: status, priority (recomputing the first-response target until it is met), group, assignee. */
  update(agentId: string, body: StaffTicketUpdateDto): Promise<StaffTicketResponse> {
    return this.txHost.withTransaction(async () => {
      const state = await this.lock(body.ticketId);
      const now = new Date();
      const data: Record<string, unknown> = {};
      const changes: { action: 'status' | 'priority' | 'group' | 'assignee'; before: object; after: object }[] = [];

      const status = body.status && (body.status.toUpperCase() as TicketStatus);
      if (status && status !== state.status) {
        Object.assign(data, statusColumns(state, status, now));
        changes.push({
          action: 'status',
          before: { status: toTicketState(state.status) },
          after: { status: toTicketState(status) },
        });
      }
      const priority = body.priority && (body.priority.toUpperCase() as TicketPriority);
      if (priority && priority !== state.priority) {
        data.priority = priority;
        if (!state.firstRespondedAt) {
          data.firstResponseDueAt = firstResponseDue(this.config.env, priority, state.createdAt);
        }
        changes.push({
          action: 'priority',
          before: { priority: toPriorityName(state.priority) },
          after: { priority: toPriorityName(priority) },
        });
      }
      if (body.groupId !== undefined && body.groupId !== state.groupId) {
        data.groupId = body.groupId;
        changes.push({ action: 'group', before: { groupId: state.groupId }, after: { groupId: body.groupId } });
      }
      if (body.assigneeId !== undefined && body.assigneeId !== state.assigneeId) {
        if (body.assigneeId !== null) await this.requireAgent(body.assigneeId);
        data.assigneeId = body.assigneeId;
        changes.push({
          action: 'assignee',
          before: { assigneeId: state.assigneeId },
          after: { assigneeId: body.assigneeId },
        });
      }
      if (changes.length) {
        await this.txHost.tx.ticket.update({
          where: { id: body.ticketId },
          data: { ...data, lastActivityAt: now },
          select: { id: true },
        });
        for (const change of changes) {
          await this.history.record(
            body.ticketId,
            agentId,
            change.action,
            change.before as Record<string, string | number | null>,
            change.after as Record<string, string | number | null>,
            now,
          );
          await this.events.publish(body.ticketId, change.action === 'assignee' ? 'assignment' : change.action);
        }
      }
      return this.ticket(body.ticketId);
    });
  }

  /** Takes the ticket's row lock and reads its state (404 if there is no such ticket). */
  private async lock(ticketId: string): Promise<TicketState> {
    if (!(await lockRow(this.txHost.tx, 'Ticket', ticketId))) throw ticketNotFound();
    return this.txHost.tx.ticket.findUniqueOrThrow({ where: { id: ticketId }, select: STATE_SELECT });
  }

  private async requireAgent(userId: string): Promise<void> {
    const agent = await this.txHost.tx.user.findFirst({
      where: { id: userId, roles: { hasSome: [...STAFF_ROLES] } },
      select: { id: true },
    });
    if (!agent) {
      throw new DomainException(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'ASSIGNEE_NOT_STAFF',
        'A ticket can only be assigned to a support agent or an admin.',
      );
    }
  }

  private async ticket(ticketId: string): Promise<StaffTicketResponse> {
    return toStaffTicketResponse(
      await this.txHost.tx.ticket.findUniqueOrThrow({ where: { id: ticketId }, select: STAFF_TICKET_SELECT }),
    );
  }
}
