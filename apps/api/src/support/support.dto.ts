import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@shop/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../core/http/pagination';
import { TICKET_GROUP_IDS } from './support-groups';

export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 10_000;
export const RATING_COMMENT_MAX_LENGTH = 1000;
export const TICKET_STATES = ['open', 'pending', 'closed'] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriorityName = (typeof TICKET_PRIORITIES)[number];
export const TICKET_RATINGS = ['good', 'bad'] as const;
export type TicketRatingName = (typeof TICKET_RATINGS)[number];

/** Text is kept as written (no trimming); it must hold something besides white space. */
const SOMETHING_WRITTEN = /\S/;

export class GroupQueryDto {
  @ApiPropertyOptional({ enum: LANGUAGES, description: "The names' language; default: my account's language" })
  @IsOptional()
  @IsIn(LANGUAGES)
  language?: Language;
}

export class NewTicketDto {
  @ApiProperty({ enum: TICKET_GROUP_IDS, description: 'A group of GET Group/GetGroups' })
  @Type(() => Number)
  @IsInt()
  @IsIn(TICKET_GROUP_IDS, { message: 'groupId must be one of the groups of GetGroups' })
  groupId: number;

  @ApiProperty({ maxLength: SUBJECT_MAX_LENGTH, example: 'The player does not load my playlist' })
  @IsString()
  @Length(1, SUBJECT_MAX_LENGTH)
  @Matches(SOMETHING_WRITTEN, { message: 'subject must not be empty' })
  subject: string;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'The first message, as written (shown as text)' })
  @IsString()
  @Length(1, MESSAGE_MAX_LENGTH)
  @Matches(SOMETHING_WRITTEN, { message: 'message must not be empty' })
  message: string;

  @ApiPropertyOptional({ description: 'One of my orders (its purchaseId)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{8,64}$/, { message: 'orderId must be a purchase id' })
  orderId?: string;

  @ApiPropertyOptional({ description: 'One of my player devices (the id the app reported)' })
  @IsOptional()
  @IsString()
  @Matches(/^[A-Za-z0-9._:-]{4,128}$/, { message: 'deviceId must be 4 to 128 letters, digits or . _ : -' })
  deviceId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'One of my VPN passes' })
  @IsOptional()
  @IsUUID()
  passId?: string;

  @ApiPropertyOptional({ description: 'One of my VPN boxes (its serial)', example: 'NOVA-BOX-0001' })
  @IsOptional()
  @IsString()
  @Length(1, 64)
  boxId?: string;
}

export class TicketListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: TICKET_STATES, description: 'Only tickets in this state' })
  @IsOptional()
  @IsIn(TICKET_STATES)
  status?: TicketState;
}

export class TicketIdQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  ticketId: string;
}

export class AttachmentIdQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  attachmentId: string;
}

export class TicketIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  ticketId: string;
}

export class SendCommentDto extends TicketIdDto {
  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH, description: 'As written (shown as text)' })
  @IsString()
  @Length(1, MESSAGE_MAX_LENGTH)
  @Matches(SOMETHING_WRITTEN, { message: 'message must not be empty' })
  message: string;
}

export class RateTicketDto extends TicketIdDto {
  @ApiProperty({ enum: TICKET_RATINGS })
  @IsIn(TICKET_RATINGS)
  rating: TicketRatingName;

  @ApiPropertyOptional({ maxLength: RATING_COMMENT_MAX_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(RATING_COMMENT_MAX_LENGTH)
  comment?: string;
}
