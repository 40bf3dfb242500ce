import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type, type TransformFnParams } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { TICKET_GROUP_IDS } from '../support-groups';
import {
  MESSAGE_MAX_LENGTH,
  TICKET_PRIORITIES,
  TICKET_STATES,
  type TicketPriorityName,
  type TicketState,
} from '../support.dto';

export const STAFF_SORTS = ['due', 'relevance', 'activity', 'newest', 'oldest'] as const;
export type StaffSort = (typeof STAFF_SORTS)[number];
export const SEARCH_MAX_LENGTH = 200;

const SOMETHING_WRITTEN = /\S/;
/** `?unassigned=true` arrives as a string. */
const toBoolean = ({ value }: TransformFnParams): unknown =>
  value === 'true' ? true : value === 'false' ? false : (value as unknown);

/** The list's status filter: a state, or `unsolved` (open or pending, the agents' working set). */
export const STAFF_LIST_STATES = [...TICKET_STATES, 'unsolved'] as const;
export type StaffListState = (typeof STAFF_LIST_STATES)[number];

export class StaffTicketListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: STAFF_LIST_STATES, description: '`unsolved`: open or pending' })
  @IsOptional()
  @IsIn(STAFF_LIST_STATES)
  status?: StaffListState;

  @ApiPropertyOptional({ enum: TICKET_GROUP_IDS })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @IsIn(TICKET_GROUP_IDS)
  groupId?: number;

  @ApiPropertyOptional({ format: 'uuid', description: "Only this agent's tickets" })
  @IsOptional()
  @IsUUID()
  assigneeId?: string;

  @ApiPropertyOptional({ description: 'Only tickets nobody is assigned to' })
  @IsOptional()
  @Transform(toBoolean)
  @IsBoolean()
  unassigned?: boolean;

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES })
  @IsOptional()
  @IsIn(TICKET_PRIORITIES)
  priority?: TicketPriorityName;

  @ApiPropertyOptional({
    maxLength: SEARCH_MAX_LENGTH,
    description:
      'Words of the subject or of any message (internal notes included), a ticket number (1042 or #1042) or a customer e-mail',
  })
  @IsOptional()
  @IsString()
  @MaxLength(SEARCH_MAX_LENGTH)
  q?: string;

  @ApiPropertyOptional({
    enum: STAFF_SORTS,
    description: 'Default: relevance with q, else due (first-response due time, breached first)',
  })
  @IsOptional()
  @IsIn(STAFF_SORTS)
  sort?: StaffSort;
}

export class StaffReplyDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  ticketId: string;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'As written (shown as text)' })
  @IsString()
  @Length(1, MESSAGE_MAX_LENGTH)
  @Matches(SOMETHING_WRITTEN, { message: 'message must not be empty' })
  message: string;

  @ApiProperty({ description: 'An internal note (staff only, never mailed) instead of a public reply' })
  @Transform(toBoolean)
  @IsBoolean()
  internal: boolean;

  @ApiPropertyOptional({ enum: TICKET_STATES, description: 'Set in the same step ("send and set pending")' })
  @IsOptional()
  @IsIn(TICKET_STATES)
  status?: TicketState;
}

export class StaffTicketUpdateDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  ticketId: string;

  @ApiPropertyOptional({ enum: TICKET_STATES })
  @IsOptional()
  @IsIn(TICKET_STATES)
  status?: TicketState;

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES })
  @IsOptional()
  @IsIn(TICKET_PRIORITIES)
  priority?: TicketPriorityName;

  @ApiPropertyOptional({ enum: TICKET_GROUP_IDS })
  @IsOptional()
  @IsInt()
  @IsIn(TICKET_GROUP_IDS)
  groupId?: number;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid', description: 'An agent; null unassigns' })
  @IsOptional()
  @IsUUID()
  assigneeId?: string | null;
}
