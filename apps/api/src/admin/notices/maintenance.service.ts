import { Injectable } from '@nestjs/common';
import { TransactionHost } from '@nestjs-cls/transactional';
import { AuditTrail, type AuditState } from '../../core/audit/audit-trail';
import type { PrismaTransactions } from '../../core/database/database.module';
import type { MaintenanceNoticeDto } from './notices.dto';
import { MAINTENANCE_SELECT, maintenanceSnapshot, toMaintenanceResponse, type MaintenanceRow } from './notices.mapper';
import { NoticesQueries } from './notices.queries';
import type { MaintenanceNoticeResponse } from './notices.responses';

/** The changelog's type for the notice; GET /api/Changelog shows its enabled entry (catalog.service.ts). */
const MAINTENANCE = 'maintenance';

/**
 * The site-wide maintenance notice of spec section 4: the ChangelogEntry of type "maintenance".
 * One row is kept and switched on and off, so the notice's last words stay for the next time.
 * GET /api/Changelog reads the table on each request (no cache), so a change shows at once on
 * every instance.
 */
@Injectable()
export class MaintenanceService {
  constructor(
    private readonly txHost: TransactionHost<PrismaTransactions>,
    private readonly queries: NoticesQueries,
    private readonly auditTrail: AuditTrail,
  ) {}

  async get(): Promise<MaintenanceNoticeResponse> {
    return toMaintenanceResponse(await this.current());
  }

  /** Writes the notice and shows it; any other maintenance entry (an operator's by hand) goes off. */
  set(actorId: string, body: MaintenanceNoticeDto): Promise<MaintenanceNoticeResponse> {
    return this.txHost.withTransaction(async () => {
      await this.queries.lockMaintenance();
      const before = await this.current();
      const data = { version: body.version, languageLogs: { ...body.messages }, enabled: true };
      const row = before
        ? await this.txHost.tx.changelogEntry.update({ where: { id: before.id }, data, select: MAINTENANCE_SELECT })
        : await this.txHost.tx.changelogEntry.create({
            data: { type: MAINTENANCE, ...data },
            select: MAINTENANCE_SELECT,
          });
      await this.txHost.tx.changelogEntry.updateMany({
        where: { type: MAINTENANCE, enabled: true, id: { not: row.id } },
        data: { enabled: false },
      });
      await this.audit(actorId, 'changelogEntry.setMaintenance', row, before && maintenanceSnapshot(before));
      return toMaintenanceResponse(row);
    });
  }

  /** Takes the notice off the site (kept, switched off). Nothing shown: answered as it is, nothing logged. */
  remove(actorId: string): Promise<MaintenanceNoticeResponse> {
    return this.txHost.withTransaction(async () => {
      await this.queries.lockMaintenance();
      const before = await this.current();
      if (!before?.enabled) return toMaintenanceResponse(before);
      await this.txHost.tx.changelogEntry.updateMany({
        where: { type: MAINTENANCE, enabled: true },
        data: { enabled: false },
      });
      const row = await this.txHost.tx.changelogEntry.findUniqueOrThrow({
        where: { id: before.id },
        select: MAINTENANCE_SELECT,
      });
      await this.audit(actorId, 'changelogEntry.removeMaintenance', row, maintenanceSnapshot(before));
      return toMaintenanceResponse(row);
    });
  }

  /** The entry shown, else the one written last. */
  private current(): Promise<MaintenanceRow | null> {
    return this.txHost.tx.changelogEntry.findFirst({
      where: { type: MAINTENANCE },
      select: MAINTENANCE_SELECT,
      orderBy: [{ enabled: 'desc' }, { updatedAt: 'desc' }, { id: 'asc' }],
    });
  }

  private audit(actorId: string, action: string, row: MaintenanceRow, before: AuditState | null): Promise<void> {
    return this.auditTrail.record({
      actorId,
      action,
      entity: 'ChangelogEntry',
      entityId: row.id,
      before,
      after: maintenanceSnapshot(row),
    });
  }
}
