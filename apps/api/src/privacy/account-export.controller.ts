import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Auth, CurrentUser, type AuthUser } from '../core/auth/auth.decorators';
import { ApiRateLimited } from '../core/rate-limit/rate-limit.decorator';
import { AccountExportService } from './account-export.service';

/** The customer's own data (GDPR): a copy of everything stored about the account. */
@ApiTags('User')
@Auth()
@Controller('api/User')
export class AccountExportController {
  constructor(private readonly exports: AccountExportService) {}

  @Get('Export')
  @ApiProduces('application/json')
  @ApiRateLimited('export', 'exports (10 an hour per account)')
  @ApiOperation({
    operationId: 'exportAccount',
    summary: 'Download everything stored about my account as one JSON file (GDPR articles 15 and 20)',
    description:
      'Sections: format, exportedAt, profile, addresses, devices (with playlists), licences, passes (public keys only), ' +
      'boxes (with subscriptions), orders (items, invoice and credit note numbers, shipment), coupons, tickets ' +
      '(public messages only), sessions, mails (what was sent, not the text). Never a password hash, 2FA secret, ' +
      'private key, token id, device secret or another account’s data. Sent as a download, not cached.',
  })
  @ApiOkResponse({
    description: 'account-export-<YYYY-MM-DD>.json',
    headers: {
      'Content-Disposition': {
        schema: { type: 'string', example: 'attachment; filename="account-export-2026-11-27.json"' },
      },
      'Cache-Control': { schema: { type: 'string', example: 'no-store' } },
    },
    content: { 'application/json': { schema: { type: 'string', format: 'binary' } } },
  })
  async export(
    @CurrentUser() user: AuthUser,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.exports.export(user.userId, request.ip);
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="account-export-${file.exportedAt.slice(0, 10)}.json"`)
      .header('Cache-Control', 'no-store');
    return JSON.stringify(file, null, 2);
  }
}
