import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { TICKET_GROUP_KEYS, type TicketGroupKey } from '../support-groups';
import { TICKET_PRIORITIES, TICKET_STATES, type TicketPriorityName, type TicketState } from '../support.dto';
import { TicketAttachmentResponse, TicketRelatedResponse } from '../support.responses';

// Answer shapes of the staff console (issue 20).

export class AgentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() email: string;
  @ApiProperty({ enum: ['SUPPORT', 'ADMIN'], isArray: true }) roles: string[];
}

export class StaffPersonResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() email: string;
}

export class StaffTicketSummaryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 1042 }) number: number;
  @ApiProperty() subject: string;
  @ApiProperty() groupId: number;
  @ApiProperty({ enum: TICKET_GROUP_KEYS }) groupKey: TicketGroupKey;
  @ApiProperty({ enum: TICKET_STATES }) status: TicketState;
  @ApiProperty({ enum: TICKET_PRIORITIES }) priority: TicketPriorityName;
  @ApiProperty({ type: StaffPersonResponse }) customer: StaffPersonResponse;
  @ApiProperty({ type: StaffPersonResponse, nullable: true }) assignee: StaffPersonResponse | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'Since when the customer waits' })
  waitingSince: string | null;
  @ApiProperty({ format: 'date-time', description: 'The first-response target of the priority' })
  firstResponseDueAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) firstRespondedAt: string | null;
  @ApiProperty({ description: 'The first response came (or has not yet come) after its due time' })
  firstResponseBreached: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) lastActivityAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closedAt: string | null;
}

export class StaffTicketListResponse {
  @ApiProperty({ type: [StaffTicketSummaryResponse] }) items: StaffTicketSummaryResponse[];
  @ApiProperty({ description: 'Tickets matching the filters in all' }) total: number;
}

export class StaffCountsResponse {
  @ApiProperty({ description: 'Unsolved (open or pending) tickets assigned to the caller' }) mine: number;
  @ApiProperty({ description: 'Unsolved tickets nobody is assigned to' }) unassigned: number;
  @ApiProperty() open: number;
  @ApiProperty() pending: number;
  @ApiProperty() closed: number;
  @ApiProperty({ description: 'Unsolved tickets not answered by their first-response due time' }) breached: number;
}

export class StaffMessageResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'As written: show it as text, never as HTML' }) message: string;
  @ApiProperty({ description: 'An internal note: staff only' }) internal: boolean;
  @ApiProperty({ enum: ['customer', 'staff'] }) authorRole: 'customer' | 'staff';
  @ApiProperty({ type: StaffPersonResponse, nullable: true, description: 'Null once the account is gone' })
  author: StaffPersonResponse | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [TicketAttachmentResponse] }) attachments: TicketAttachmentResponse[];
}

/** Free-form on purpose: which fields an event records depends on its action (TicketHistory.record). */
const changedFields = (when: 'before' | 'after'): ApiPropertyOptions => ({
  type: 'object',
  additionalProperties: true,
  nullable: true,
  description: `The fields the event changed, as they were ${when} it, by name; null when there are none (a new ticket has no before)`,
  example: { status: when === 'before' ? 'open' : 'pending' },
});

export class TicketEventResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'created, status, priority, group, assignee, reply, note, rating' })
  action: string;
  @ApiProperty({ type: StaffPersonResponse, nullable: true }) actor: StaffPersonResponse | null;
  @ApiProperty(changedFields('before')) before: Record<string, unknown> | null;
  @ApiProperty(changedFields('after')) after: Record<string, unknown> | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CustomerLicenceResponse {
  @ApiProperty() platform: string;
  @ApiProperty() source: string;
  @ApiProperty({ format: 'date-time' }) since: string;
  @ApiProperty() lifetime: boolean;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) endsAt: string | null;
}

export class CustomerDeviceResponse {
  @ApiProperty() deviceId: string;
  @ApiProperty() platform: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: [CustomerLicenceResponse] }) licences: CustomerLicenceResponse[];
}

export class CustomerPassResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() code: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ format: 'date-time' }) startsAt: string;
  @ApiProperty({ format: 'date-time' }) endsAt: string;
}

export class CustomerBoxResponse {
  @ApiProperty() serial: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) pairedAt: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'End of its latest subscription' })
  endsAt: string | null;
}

export class CustomerOrderResponse {
  @ApiProperty() purchaseId: string;
  @ApiProperty() status: string;
  @ApiProperty({ description: 'Cents' }) totalCents: number;
  @ApiProperty() currency: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class CustomerContextResponse {
  @ApiProperty({ type: StaffPersonResponse }) account: StaffPersonResponse;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, nullable: true }) country: string | null;
  @ApiProperty() language: string;
  @ApiProperty() isReseller: boolean;
  @ApiProperty() tfa: boolean;
  @ApiProperty({ type: [CustomerDeviceResponse] }) devices: CustomerDeviceResponse[];
  @ApiProperty({ type: [CustomerPassResponse] }) passes: CustomerPassResponse[];
  @ApiProperty({ type: [CustomerBoxResponse] }) boxes: CustomerBoxResponse[];
  @ApiProperty({ type: [CustomerOrderResponse], description: 'The last 10 orders' }) orders: CustomerOrderResponse[];
}

export class StaffTicketResponse extends StaffTicketSummaryResponse {
  @ApiProperty({ type: TicketRelatedResponse }) related: TicketRelatedResponse;
}

export class StaffTicketDetailResponse {
  @ApiProperty({ type: StaffTicketResponse }) ticket: StaffTicketResponse;
  @ApiProperty({ type: [StaffMessageResponse], description: 'Every message, internal notes included, oldest first' })
  messages: StaffMessageResponse[];
  @ApiProperty({ type: [TicketEventResponse], description: 'The audit log, oldest first' })
  history: TicketEventResponse[];
  @ApiProperty({ type: CustomerContextResponse }) customer: CustomerContextResponse;
}

export class StaffReplyResponse {
  @ApiProperty({ type: StaffTicketResponse, description: 'The ticket after the reply' }) ticket: StaffTicketResponse;
  @ApiProperty({ type: StaffMessageResponse }) message: StaffMessageResponse;
}
