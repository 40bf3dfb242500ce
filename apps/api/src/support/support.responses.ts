import { ApiProperty } from '@nestjs/swagger';
import { TICKET_GROUP_KEYS, type TicketGroupKey } from './support-groups';
import {
  TICKET_PRIORITIES,
  TICKET_RATINGS,
  TICKET_STATES,
  type TicketPriorityName,
  type TicketRatingName,
  type TicketState,
} from './support.dto';

// Answer shapes of the help desk, for the OpenAPI document the web's types are generated from.

export class TicketGroupResponse {
  @ApiProperty({ example: 1 }) id: number;
  @ApiProperty({ enum: TICKET_GROUP_KEYS }) key: TicketGroupKey;
  @ApiProperty({ description: "In the caller's language", example: 'Payments' }) name: string;
}

export class TicketRelatedResponse {
  @ApiProperty({ type: String, nullable: true, description: 'The order (purchaseId)' }) orderId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The player device (its app id)' }) deviceId: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The VPN pass' }) passId: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The VPN box (its serial)' }) boxId: string | null;
}

export class TicketRatingResponse {
  @ApiProperty({ enum: TICKET_RATINGS }) rating: TicketRatingName;
  @ApiProperty({ type: String, nullable: true }) comment: string | null;
  @ApiProperty({ format: 'date-time' }) ratedAt: string;
  @ApiProperty({ format: 'date-time', description: 'The rating can be changed until then (7 days after it was given)' })
  changeableUntil: string;
}

export class TicketResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The number people quote, shown as #1042', example: 1042 }) number: number;
  @ApiProperty() subject: string;
  @ApiProperty({ example: 3 }) groupId: number;
  @ApiProperty({ enum: TICKET_GROUP_KEYS }) groupKey: TicketGroupKey;
  @ApiProperty({
    enum: TICKET_STATES,
    description: 'open: waits for support; pending: waits for the customer; closed',
  })
  status: TicketState;
  @ApiProperty({ enum: TICKET_PRIORITIES }) priority: TicketPriorityName;
  @ApiProperty({ description: 'Support answered and waits for my reply (status pending)' }) waitingForCustomer: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'The last message or change of state' }) lastActivityAt: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) closedAt: string | null;
  @ApiProperty({ type: TicketRelatedResponse }) related: TicketRelatedResponse;
  @ApiProperty({ type: TicketRatingResponse, nullable: true, description: 'My rating, once given' })
  rating: TicketRatingResponse | null;
}

export class TicketListResponse {
  @ApiProperty({ type: [TicketResponse], description: 'A page of my tickets, latest activity first' })
  ticketList: TicketResponse[];
  @ApiProperty({ description: 'My tickets in all (of the status asked for)' }) totalTicket: number;
}

export class TicketAttachmentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] }) type: string;
  @ApiProperty({ description: 'Bytes' }) size: number;
  @ApiProperty({ example: '/api/Support/Attachment?attachmentId=5b0e5f6c-1d2e-4f3a-9b8c-7d6e5f4a3b2c' }) url: string;
}

export class TicketCommentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'As written: show it as text, never as HTML' }) message: string;
  @ApiProperty({ description: "The author's name (an agent's first name; never an e-mail address)" })
  authorName: string;
  @ApiProperty({ enum: ['customer', 'staff'] }) authorRole: 'customer' | 'staff';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [TicketAttachmentResponse] }) attachments: TicketAttachmentResponse[];
}

export class TicketCommentsResponse {
  @ApiProperty({ type: TicketResponse }) ticket: TicketResponse;
  @ApiProperty({ type: [TicketCommentResponse], description: 'The public messages, oldest first' })
  comments: TicketCommentResponse[];
}

export class SentCommentResponse {
  @ApiProperty({ type: TicketResponse, description: 'The ticket after the reply (open again if it was not)' })
  ticket: TicketResponse;
  @ApiProperty({ type: TicketCommentResponse }) comment: TicketCommentResponse;
}
