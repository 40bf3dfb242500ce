import { Module } from '@nestjs/common';
import { EventStreams } from './realtime/event-streams';
import { RealtimeController } from './realtime/realtime.controller';
import { RealtimeQueries } from './realtime/realtime.queries';
import { RealtimeService } from './realtime/realtime.service';
import { SupportEvents } from './realtime/support-events';
import { CannedReplyController } from './staff/canned-reply.controller';
import { CannedReplyService } from './staff/canned-reply.service';
import { StaffController } from './staff/staff.controller';
import { StaffTicketService } from './staff/staff-ticket.service';
import { StaffQueries } from './staff/staff.queries';
import { StaffService } from './staff/staff.service';
import { TicketReplyMail } from './staff/ticket-reply-mail';
import { NewTicketMail } from './new-ticket-mail';
import { SupportController } from './support.controller';
import { SupportQueries } from './support.queries';
import { TicketGroupService } from './ticket-group.service';
import { TicketHistory } from './ticket-history';
import { TicketService } from './ticket.service';

/**
 * The help desk (DESIGN section 5, issue 20). Owns TicketGroup, Ticket, TicketMessage,
 * TicketAttachment, TicketEvent, TicketRating, CannedReply and CannedReplyTranslation.
 */
@Module({
  controllers: [SupportController, StaffController, CannedReplyController, RealtimeController],
  providers: [
    SupportQueries,
    TicketService,
    TicketGroupService,
    TicketHistory,
    StaffQueries,
    StaffService,
    StaffTicketService,
    TicketReplyMail,
    NewTicketMail,
    CannedReplyService,
    RealtimeQueries,
    SupportEvents,
    EventStreams,
    RealtimeService,
  ],
})
export class SupportModule {}
