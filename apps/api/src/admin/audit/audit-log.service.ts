import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { PrismaTransactions } from '../../core/database/database.module';
import { pageWindow } from '../../core/http/pagination';
import type { Prisma } from '../../generated/prisma/client';
import type { AuditLogQueryDto } from './audit-log.dto';
import type { AuditEntryResponse, AuditLogResponse } from './audit-log.responses';

const ENTRY_SELECT = {
  id: true,
  createdAt: true,
  action: true,
  entity: true,
  entityId: true,
  data: true,
  actor: { select: { id: true, email: true, name: true } },
} satisfies Prisma.AuditLogSelect;

type EntryRow = Prisma.AuditLogGetPayload<{ select: typeof ENTRY_SELECT }>;

const objectOrNull = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function toEntry(row: EntryRow): AuditEntryResponse {
  const data = objectOrNull(row.data);
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actor,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: objectOrNull(data?.before),
    after: objectOrNull(data?.after),
  };
}

/** The audit log as the back office reads it: newest first, by object, person or kind of change. */
@Injectable()
export class AuditLogService {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  async list(query: AuditLogQueryDto): Promise<AuditLogResponse> {
    const where: Prisma.AuditLogWhereInput = {
      entity: query.entity,
      entityId: query.entityId,
      actorId: query.actorId,
      action: query.action,
    };
    const [rows, total] = await Promise.all([
      this.txHost.tx.auditLog.findMany({
        where,
        select: ENTRY_SELECT,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        ...pageWindow(query),
      }),
      this.txHost.tx.auditLog.count({ where }),
    ]);
    return { items: rows.map(toEntry), total };
  }
}
