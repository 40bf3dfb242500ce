import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../auth/auth.decorators';
import { AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';

const HEALTH = {
  type: 'object' as const,
  required: ['status', 'database', 'version'],
  properties: {
    status: { type: 'string', enum: ['ok', 'error'] },
    database: { type: 'string', enum: ['up', 'down'] },
    version: { type: 'string' },
  },
};

@ApiTags('Health')
@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    // The plain client: the check asks whether the database answers, not a service's question.
    private readonly prisma: PrismaService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getHealth', summary: 'Liveness and database check (503 when the database is down)' })
  @ApiOkResponse({ schema: HEALTH })
  @ApiServiceUnavailableResponse({ schema: HEALTH })
  async getHealth(
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<{ status: string; database: string; version: string }> {
    const up = await this.prisma.isHealthy();
    res.status(up ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status: up ? 'ok' : 'error', database: up ? 'up' : 'down', version: this.config.version };
  }
}
