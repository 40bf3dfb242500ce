import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SUPPORT_EVENT_KINDS, type SupportEventKind } from './support-event';

// The data of the events of Ticket/Events and Staff/Events (one JSON object per SSE `data:` line).

/** A ticket changed: ask for it again. Ids and the kind of change only, never a text. */
export class SupportTicketEvent {
  @ApiProperty({ enum: ['ticket'] }) type: 'ticket';
  @ApiProperty({ format: 'uuid' }) ticketId: string;
  @ApiProperty({ enum: SUPPORT_EVENT_KINDS }) kind: SupportEventKind;
  @ApiPropertyOptional({
    description: 'Staff streams only: a change the customer does not see (a note, an assignment)',
  })
  internal?: boolean;
}

export class PresentAgentResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'Display name (never an e-mail)' }) name: string;
  @ApiProperty({ enum: ['viewing', 'replying'] }) state: 'viewing' | 'replying';
}

/** Staff streams: who is on a ticket now (sent when it changes, and for every ticket on connecting). */
export class SupportPresenceEvent {
  @ApiProperty({ enum: ['presence'] }) type: 'presence';
  @ApiProperty({ format: 'uuid' }) ticketId: string;
  @ApiProperty({ type: [PresentAgentResponse] }) agents: PresentAgentResponse[];
}
