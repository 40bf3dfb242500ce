import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { STAFF_ROLES } from '@shop/contracts';
import { Auth, CurrentUser, type AuthUser } from '../../core/auth/auth.decorators';
import { AcceptsAttachments } from '../attachments/accepts-attachments.decorator';
import type { UploadedAttachment } from '../attachments/attachment-rules';
import { UploadedAttachments } from '../attachments/multipart-message.interceptor';
import { TicketIdQueryDto } from '../support.dto';
import { StaffTicketService } from './staff-ticket.service';
import { StaffReplyDto, StaffTicketListQueryDto, StaffTicketUpdateDto } from './staff.dto';
import {
  AgentResponse,
  StaffCountsResponse,
  StaffReplyResponse,
  StaffTicketDetailResponse,
  StaffTicketListResponse,
  StaffTicketResponse,
} from './staff.responses';
import { StaffService } from './staff.service';

const ticketMissing = { description: 'TICKET_NOT_FOUND' };

const STAFF = { roles: STAFF_ROLES };

/**
 * /api/Support/Staff, the support agents' console (issue 20): support agents and admins only,
 * a customer gets 403. Internal notes are answered here and nowhere else.
 */
@ApiTags('Support staff')
@Controller('api/Support/Staff')
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly tickets: StaffTicketService,
  ) {}

  @Get('Agents')
  @Auth(STAFF)
  @ApiOperation({ operationId: 'getAgents', summary: 'The support agents and admins (assignees)' })
  @ApiOkResponse({ type: [AgentResponse] })
  getAgents(): Promise<AgentResponse[]> {
    return this.staff.agents();
  }

  @Get('Counts')
  @Auth(STAFF)
  @ApiOperation({
    operationId: 'getStaffCounts',
    summary: "How many tickets each view of the console holds: the caller's, unassigned, by state, breached",
  })
  @ApiOkResponse({ type: StaffCountsResponse })
  getStaffCounts(@CurrentUser() user: AuthUser): Promise<StaffCountsResponse> {
    return this.staff.counts(user.userId);
  }

  @Get('Tickets')
  @Auth(STAFF)
  @ApiOperation({
    operationId: 'getStaffTickets',
    summary: 'Tickets by status, group, assignee and priority, searched and ranked, by first-response due time',
  })
  @ApiOkResponse({ type: StaffTicketListResponse })
  getStaffTickets(@Query() query: StaffTicketListQueryDto): Promise<StaffTicketListResponse> {
    return this.staff.list(query);
  }

  @Get('Ticket')
  @Auth(STAFF)
  @ApiOperation({
    operationId: 'getStaffTicket',
    summary: "A ticket with every message (internal notes marked), its history and the customer's context",
  })
  @ApiOkResponse({ type: StaffTicketDetailResponse })
  @ApiNotFoundResponse(ticketMissing)
  getStaffTicket(@Query() query: TicketIdQueryDto): Promise<StaffTicketDetailResponse> {
    return this.tickets.detail(query.ticketId);
  }

  @Post('Reply')
  @Auth(STAFF)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'staffReply',
    summary: 'A public reply (mailed to the customer) or an internal note, optionally setting the status',
  })
  @AcceptsAttachments(StaffReplyDto)
  @ApiOkResponse({ type: StaffReplyResponse })
  @ApiBadRequestResponse({ description: 'VALIDATION_FAILED (message 1-10,000 characters)' })
  @ApiNotFoundResponse(ticketMissing)
  staffReply(
    @CurrentUser() user: AuthUser,
    @Body() body: StaffReplyDto,
    @UploadedAttachments() files: UploadedAttachment[],
  ): Promise<StaffReplyResponse> {
    return this.tickets.reply(user.userId, body, files);
  }

  @Put('Ticket')
  @Auth(STAFF)
  @ApiOperation({ operationId: 'updateStaffTicket', summary: "Change a ticket's status, priority, group or assignee" })
  @ApiOkResponse({ type: StaffTicketResponse })
  @ApiNotFoundResponse(ticketMissing)
  @ApiUnprocessableEntityResponse({ description: 'ASSIGNEE_NOT_STAFF' })
  updateStaffTicket(@CurrentUser() user: AuthUser, @Body() body: StaffTicketUpdateDto): Promise<StaffTicketResponse> {
    return this.tickets.update(user.userId, body);
  }
}
