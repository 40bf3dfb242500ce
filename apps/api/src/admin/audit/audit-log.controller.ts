import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../../core/auth/auth.decorators';
import { ADMIN } from '../admin-access';
import { AuditLogQueryDto } from './audit-log.dto';
import { AuditLogResponse } from './audit-log.responses';
import { AuditLogService } from './audit-log.service';

/** /api/Admin/AuditLog: every change of the back office (and the canned replies), who, what, before and after. */
@ApiTags('Admin')
@Controller('api/Admin/AuditLog')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  @Get()
  @Auth(ADMIN)
  @ApiOperation({ operationId: 'getAuditLog', summary: 'The audit log, newest first; per object, person or action' })
  @ApiOkResponse({ type: AuditLogResponse })
  getAuditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogResponse> {
    return this.auditLog.list(query);
  }
}
