import { Global, Injectable, Module } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import type { Prisma } from '../../generated/prisma/client';
import type { PrismaTransactions } from '../database/database.module';

/** An object's state as the audit log keeps it: the fields a change is about, JSON-safe. */
export type AuditState = Prisma.InputJsonObject;

/** One change: who (null for the system), what (`shipment.markShipped`), to which object, before and after. */
export interface AuditEntry {
  actorId: string | null;
  /** `<entity in camel case>.<verb>`, e.g. `discountCode.create`, `user.lock`. */
  action: string;
  /** The object's kind as the back office names it: `Shipment`, `DiscountCode`, `User` … */
  entity: string;
  entityId: string | null;
  /** Null for a creation. */
  before: AuditState | null;
  /** Null for a deletion. */
  after: AuditState | null;
}

/**
 * The one way a change reaches the audit log (`AuditLog`): written in the caller's transaction, so an
 * entry exists exactly when its change was committed. The back office lists it per object and as one
 * list (admin/audit); the help desk keeps its tickets' own history in TicketEvent.
 */
@Injectable()
export class AuditTrail {
  constructor(private readonly txHost: TransactionHost<PrismaTransactions>) {}

  async record(entry: AuditEntry): Promise<void> {
    await this.txHost.tx.auditLog.create({
      data: {
        actorId: entry.actorId,
        action: entry.action,
        entity: entry.entity,
        entityId: entry.entityId,
        data: { before: entry.before, after: entry.after },
      },
      select: { id: true },
    });
  }
}

/** Provides AuditTrail to every module. */
@Global()
@Module({ providers: [AuditTrail], exports: [AuditTrail] })
export class AuditModule {}
