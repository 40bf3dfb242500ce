import { STAFF_ROLES } from '@shop/contracts';
import { Body, Controller, Delete, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import {
  CannedReplyIdQueryDto,
  CannedReplyQueryDto,
  CannedReplyUpdateDto,
  NewCannedReplyDto,
} from './canned-reply.dto';
import { CannedReplyResponse } from './canned-reply.responses';
import { CannedReplyService } from './canned-reply.service';

const STAFF = { roles: STAFF_ROLES };
const missing = { description: 'CANNED_REPLY_NOT_FOUND' };

/** /api/Support/Staff/CannedReply: the agents' ready-made answers (staff only; changes audited). */
@ApiTags('Support staff')
@Controller('api/Support/Staff/CannedReply')
export class CannedReplyController {
  constructor(private readonly cannedReplies: CannedReplyService) {}

  @Get()
  @Auth(STAFF)
  @ApiOperation({
    operationId: 'getCannedReplies',
    summary: 'The canned replies; with ticketId, #name#, #ticket# and #agent# filled in for that ticket',
  })
  @ApiOkResponse({ type: [CannedReplyResponse] })
  @ApiNotFoundResponse({ description: 'TICKET_NOT_FOUND' })
  getCannedReplies(@CurrentUser() user: AuthUser, @Query() query: CannedReplyQueryDto): Promise<CannedReplyResponse[]> {
    return this.cannedReplies.list(user.userId, query.ticketId);
  }

  @Post()
  @Auth(STAFF)
  @ApiOperation({ operationId: 'createCannedReply', summary: 'A new canned reply, a title and a text per language' })
  @ApiCreatedResponse({ type: CannedReplyResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED' })
  createCannedReply(@CurrentUser() user: AuthUser, @Body() body: NewCannedReplyDto): Promise<CannedReplyResponse> {
    return this.cannedReplies.create(user.userId, body);
  }

  @Put()
  @Auth(STAFF)
  @ApiOperation({ operationId: 'updateCannedReply', summary: "Replace a canned reply's titles and texts" })
  @ApiOkResponse({ type: CannedReplyResponse })
  @ApiNotFoundResponse(missing)
  updateCannedReply(@CurrentUser() user: AuthUser, @Body() body: CannedReplyUpdateDto): Promise<CannedReplyResponse> {
    return this.cannedReplies.update(user.userId, body);
  }

  @Delete()
  @Auth(STAFF)
  @ApiOperation({ operationId: 'deleteCannedReply', summary: 'Delete a canned reply (answered as it was)' })
  @ApiOkResponse({ type: CannedReplyResponse })
  @ApiNotFoundResponse(missing)
  deleteCannedReply(
    @CurrentUser() user: AuthUser,
    @Query() query: CannedReplyIdQueryDto,
  ): Promise<CannedReplyResponse> {
    return this.cannedReplies.remove(user.userId, query.cannedReplyId);
  }
}
