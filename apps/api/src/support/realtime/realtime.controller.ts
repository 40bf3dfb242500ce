import { applyDecorators, Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { STAFF_ROLES } from '@shop/contracts';
import type { FastifyReply } from 'fastify';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { OkResponse } from '../../core/http/ok.response';
import { TicketIdQueryDto } from '../support.dto';
import { PresenceDto } from './realtime.dto';
import { SupportPresenceEvent, SupportTicketEvent } from './realtime.responses';
import { RealtimeService } from './realtime.service';

const STAFF = { roles: [...STAFF_ROLES] };

/** One kind of event is its schema itself; a oneOf of one is a lint warning. */
const eventSchema = (refs: { $ref: string }[]) => (refs.length === 1 ? refs[0] : { oneOf: refs });

/** Documents an event stream: its events' shapes and its refusals. */
const EventStream = (description: string, ...events: (typeof SupportTicketEvent | typeof SupportPresenceEvent)[]) =>
  applyDecorators(
    ApiProduces('text/event-stream'),
    ApiOkResponse({
      description: `${description} Server-Sent Events: one JSON object per \`data:\` line, a \`: heartbeat\` comment every 25 s.`,
      content: { 'text/event-stream': { schema: eventSchema(events.map((e) => ({ $ref: getSchemaPath(e) }))) } },
    }),
    ApiTooManyRequestsResponse({ description: 'TOO_MANY_REQUESTS: this account has 5 streams open already' }),
    ApiServiceUnavailableResponse({ description: 'SERVICE_UNAVAILABLE: live updates are down for a moment (poll)' }),
  );

/**
 * The help desk's live updates (issue 20): Server-Sent Events of ticket changes, for the
 * customer's conversation and for the staff console, and the agents' presence on tickets. The
 * events carry ids and kinds of change, never a text: the client asks for the ticket again.
 */
@ApiExtraModels(SupportTicketEvent, SupportPresenceEvent)
@Controller('api/Support')
export class RealtimeController {
  constructor(private readonly realtime: RealtimeService) {}

  @Get('Ticket/Events')
  @Auth()
  @ApiTags('Support')
  @ApiOperation({
    operationId: 'getTicketEvents',
    summary: 'Live changes of one of my tickets: new messages, status, priority, group, rating (never a note)',
  })
  @EventStream('Events of the ticket.', SupportTicketEvent)
  @ApiNotFoundResponse({ description: "TICKET_NOT_FOUND: no such ticket, or another customer's" })
  getTicketEvents(
    @CurrentUser() user: AuthUser,
    @Query() query: TicketIdQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.realtime.openCustomerStream(user.userId, query.ticketId, reply);
  }

  @Get('Staff/Events')
  @Auth(STAFF)
  @ApiTags('Support staff')
  @ApiOperation({
    operationId: 'getStaffEvents',
    summary: "Live changes of every ticket (internal notes included) and the agents' presence",
  })
  @EventStream('Ticket and presence events.', SupportTicketEvent, SupportPresenceEvent)
  getStaffEvents(@CurrentUser() user: AuthUser, @Res() reply: FastifyReply): void {
    this.realtime.openStaffStream(user.userId, reply);
  }

  @Post('Staff/Presence')
  @Auth(STAFF)
  @HttpCode(HttpStatus.OK)
  @ApiTags('Support staff')
  @ApiOperation({
    operationId: 'reportPresence',
    summary: 'I am viewing or replying to a ticket (repeat every ~10 s), or I left it; other agents see it live',
  })
  @ApiOkResponse({ type: OkResponse })
  @ApiNotFoundResponse({ description: 'TICKET_NOT_FOUND' })
  async reportPresence(@CurrentUser() user: AuthUser, @Body() body: PresenceDto): Promise<OkResponse> {
    await this.realtime.reportPresence(user.userId, body.ticketId, body.state);
    return { ok: true };
  }
}
