import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Auth, CurrentUser, type AuthUser } from '../core/auth/auth.decorators';
import type { FastifyReply } from 'fastify';
import { ApiRateLimited } from '../core/rate-limit/rate-limit.decorator';
import { AcceptsAttachments } from './attachments/accepts-attachments.decorator';
import { ATTACHMENT_TYPES, contentDisposition, type UploadedAttachment } from './attachments/attachment-rules';
import { UploadedAttachments } from './attachments/multipart-message.interceptor';
import {
  AttachmentIdQueryDto,
  GroupQueryDto,
  NewTicketDto,
  RateTicketDto,
  SendCommentDto,
  TicketIdDto,
  TicketIdQueryDto,
  TicketListQueryDto,
} from './support.dto';
import {
  SentCommentResponse,
  TicketCommentsResponse,
  TicketGroupResponse,
  TicketListResponse,
  TicketResponse,
} from './support.responses';
import { TicketGroupService } from './ticket-group.service';
import { TicketService } from './ticket.service';

const ticketMissing = { description: "TICKET_NOT_FOUND: no such ticket, or another customer's" };

/**
 * /api/Support, the customer's side of the help desk (spec section 7): groups, my tickets, the
 * conversation without internal notes, replies, closing and rating. Every text is stored as
 * written and is to be shown as text, never as HTML.
 */
@ApiTags('Support')
@Controller('api/Support')
export class SupportController {
  constructor(
    private readonly tickets: TicketService,
    private readonly groups: TicketGroupService,
  ) {}

  @Get('Group/GetGroups')
  @Auth()
  @ApiOperation({
    operationId: 'getGroups',
    summary: 'The groups a ticket is filed under: Support, the shop, Payments, Player, VPN Pass',
  })
  @ApiOkResponse({ type: [TicketGroupResponse] })
  getGroups(@CurrentUser() user: AuthUser, @Query() query: GroupQueryDto): Promise<TicketGroupResponse[]> {
    return this.groups.groups(user.userId, query.language);
  }

  @Post('Ticket')
  @Auth()
  @ApiRateLimited('ticket', 'new tickets (10 an hour)')
  @ApiOperation({
    operationId: 'createTicket',
    summary: 'Open a ticket with its first message, optionally about one of my orders, devices, passes or boxes',
  })
  @AcceptsAttachments(NewTicketDto)
  @ApiCreatedResponse({ type: TicketResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (subject 1-200 characters, message 1-10,000, groupId)' })
  @ApiNotFoundResponse({
    description: 'ORDER_NOT_FOUND, DEVICE_NOT_FOUND, PASS_NOT_FOUND, BOX_NOT_FOUND: the related item is not mine',
  })
  createTicket(
    @CurrentUser() user: AuthUser,
    @Body() body: NewTicketDto,
    @UploadedAttachments() files: UploadedAttachment[],
    @Ip() ip: string,
  ): Promise<TicketResponse> {
    return this.tickets.create({ userId: user.userId, ip }, body, files);
  }

  @Get('Ticket/GetTicketsByUser')
  @Auth()
  @ApiOperation({ operationId: 'getTicketsByUser', summary: 'My tickets, latest activity first (a page)' })
  @ApiOkResponse({ type: TicketListResponse })
  getTicketsByUser(@CurrentUser() user: AuthUser, @Query() query: TicketListQueryDto): Promise<TicketListResponse> {
    return this.tickets.list(user.userId, query);
  }

  @Get('Ticket/GetTicketComments')
  @Auth()
  @ApiOperation({ operationId: 'getTicketComments', summary: 'One of my tickets and its messages, oldest first' })
  @ApiOkResponse({ type: TicketCommentsResponse })
  @ApiNotFoundResponse(ticketMissing)
  getTicketComments(@CurrentUser() user: AuthUser, @Query() query: TicketIdQueryDto): Promise<TicketCommentsResponse> {
    return this.tickets.comments(user.userId, query.ticketId);
  }

  @Post('Ticket/SendComment')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiRateLimited('ticketMessage', 'messages (60 an hour)')
  @ApiOperation({
    operationId: 'sendComment',
    summary: 'Reply on one of my tickets; a ticket waiting for me or closed is open again',
  })
  @AcceptsAttachments(SendCommentDto)
  @ApiOkResponse({ type: SentCommentResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (message 1-10,000 characters)' })
  @ApiNotFoundResponse(ticketMissing)
  sendComment(
    @CurrentUser() user: AuthUser,
    @Body() body: SendCommentDto,
    @UploadedAttachments() files: UploadedAttachment[],
    @Ip() ip: string,
  ): Promise<SentCommentResponse> {
    return this.tickets.sendComment({ userId: user.userId, ip }, body, files);
  }

  @Get('Attachment')
  @Auth()
  @ApiOperation({
    operationId: 'getAttachment',
    summary: "A message's file, as a download: to the ticket's customer (not on an internal note) and to staff",
  })
  @ApiProduces(...ATTACHMENT_TYPES)
  @ApiOkResponse({
    schema: { type: 'string', format: 'binary' },
    description: 'The bytes, with the type they were sniffed as',
  })
  @ApiNotFoundResponse({
    description: "ATTACHMENT_NOT_FOUND: no such attachment, or one that is not the caller's to see",
  })
  async getAttachment(
    @CurrentUser() user: AuthUser,
    @Query() query: AttachmentIdQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const file = await this.tickets.attachment(user, query.attachmentId);
    reply.headers({
      'content-type': file.type,
      'content-disposition': contentDisposition(file.name),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
    return Buffer.from(file.content);
  }

  @Post('Ticket/Close')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'closeTicket', summary: 'Close one of my tickets (a closed one stays as it is)' })
  @ApiOkResponse({ type: TicketResponse })
  @ApiNotFoundResponse(ticketMissing)
  closeTicket(@CurrentUser() user: AuthUser, @Body() body: TicketIdDto): Promise<TicketResponse> {
    return this.tickets.close(user.userId, body.ticketId);
  }

  @Post('Ticket/Rate')
  @Auth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'rateTicket',
    summary: 'Rate a closed ticket good or bad, with an optional comment; changeable for 7 days',
  })
  @ApiOkResponse({ type: TicketResponse })
  @ApiNotFoundResponse(ticketMissing)
  @ApiConflictResponse({
    description: 'TICKET_NOT_CLOSED: only a closed ticket is rated; TICKET_RATING_LOCKED: rated more than 7 days ago',
  })
  rateTicket(@CurrentUser() user: AuthUser, @Body() body: RateTicketDto): Promise<TicketResponse> {
    return this.tickets.rate(user.userId, body);
  }
}
