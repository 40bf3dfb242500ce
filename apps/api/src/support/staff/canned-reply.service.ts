import { HttpStatus, Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AuditTrail, type AuditState } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import { DomainException } from '../../core/errors/domain.exception';
import { ticketNotFound } from '../ticket.service';
import type { CannedReplyTextDto, CannedReplyUpdateDto, NewCannedReplyDto } from './canned-reply.dto';
import {
  CANNED_REPLY_SELECT,
  type CannedReplyRow,
  type CannedReplyValues,
  toCannedReplyResponse,
} from './canned-reply.mapper';
import type { CannedReplyResponse } from './canned-reply.responses';

const notFound = () =>
  new DomainException(HttpStatus.NOT_FOUND, 'CANNED_REPLY_NOT_FOUND', 'This canned reply does not exist.');

/** The texts as the audit log keeps them. */
const snapshot = (row: CannedReplyRow): AuditState => ({
  texts: row.texts.map((t) => ({ language: t.language, title: t.title, text: t.body })),
});

const toRows = (texts: CannedReplyTextDto[]) =>
  texts.map((t) => ({ language: t.language, title: t.title, body: t.text }));

/**
 * Canned replies: a title and a text per language, with #name#, #ticket# and #agent# filled in
 * for a ticket on request. Every change goes to the audit log (who, before, after, when).
 */
@Injectable()
export class CannedReplyService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly auditTrail: AuditTrail,
  ) {}

  /** All canned replies, by creation; with a ticket, their placeholders filled in for it. */
  async list(agentId: string, ticketId?: string): Promise<CannedReplyResponse[]> {
    const values = ticketId ? await this.valuesFor(agentId, ticketId) : undefined;
    const rows = await this.txHost.tx.cannedReply.findMany({
      select: CANNED_REPLY_SELECT,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return rows.map((row) => toCannedReplyResponse(row, values));
  }

  create(agentId: string, body: NewCannedReplyDto): Promise<CannedReplyResponse> {
    return this.txHost.withTransaction(async () => {
      const row = await this.txHost.tx.cannedReply.create({
        data: { texts: { create: toRows(body.texts) } },
        select: CANNED_REPLY_SELECT,
      });
      await this.audit(agentId, 'cannedReply.create', row.id, null, snapshot(row));
      return toCannedReplyResponse(row);
    });
  }

  /** Replaces the texts (a language left out is removed). */
  update(agentId: string, body: CannedReplyUpdateDto): Promise<CannedReplyResponse> {
    return this.txHost.withTransaction(async () => {
      const before = await this.find(body.cannedReplyId);
      await this.txHost.tx.cannedReplyTranslation.deleteMany({ where: { cannedReplyId: body.cannedReplyId } });
      const row = await this.txHost.tx.cannedReply.update({
        where: { id: body.cannedReplyId },
        data: { texts: { create: toRows(body.texts) }, updatedAt: new Date() },
        select: CANNED_REPLY_SELECT,
      });
      await this.audit(agentId, 'cannedReply.update', row.id, snapshot(before), snapshot(row));
      return toCannedReplyResponse(row);
    });
  }

  /** Deletes a canned reply and answers it as it was. */
  remove(agentId: string, cannedReplyId: string): Promise<CannedReplyResponse> {
    return this.txHost.withTransaction(async () => {
      const before = await this.find(cannedReplyId);
      await this.txHost.tx.cannedReply.delete({ where: { id: cannedReplyId }, select: { id: true } });
      await this.audit(agentId, 'cannedReply.delete', cannedReplyId, snapshot(before), null);
      return toCannedReplyResponse(before);
    });
  }

  private async find(id: string): Promise<CannedReplyRow> {
    const row = await this.txHost.tx.cannedReply.findUnique({ where: { id }, select: CANNED_REPLY_SELECT });
    if (!row) throw notFound();
    return row;
  }

  private async valuesFor(agentId: string, ticketId: string): Promise<CannedReplyValues> {
    const [ticket, agent] = await Promise.all([
      this.txHost.tx.ticket.findUnique({
        where: { id: ticketId },
        select: { number: true, user: { select: { name: true } } },
      }),
      this.txHost.tx.user.findUniqueOrThrow({ where: { id: agentId }, select: { name: true } }),
    ]);
    if (!ticket) throw ticketNotFound();
    return { name: ticket.user.name, ticket: `#${ticket.number}`, agent: agent.name };
  }

  private audit(
    actorId: string,
    action: string,
    entityId: string,
    before: AuditState | null,
    after: AuditState | null,
  ): Promise<void> {
    return this.auditTrail.record({ actorId, action, entity: 'CannedReply', entityId, before, after });
  }
}
