import { Module } from '@nestjs/common';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogService } from './audit/audit-log.service';

/**
 * The back office (issue 23): `/api/Admin`, admins only (admin-access.ts). Each section keeps its
 * controller, service and queries in its own folder; every change goes through AuditTrail.
 */
@Module({
  controllers: [AuditLogController],
  providers: [AuditLogService],
})
export class AdminModule {}
