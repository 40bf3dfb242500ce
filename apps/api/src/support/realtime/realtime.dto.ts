import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsUUID } from 'class-validator';
import { PRESENCE_STATES, type PresenceState } from './support-event';

export class PresenceDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  ticketId: string;

  @ApiProperty({
    enum: PRESENCE_STATES,
    description: 'Repeated every ~10 s while it lasts (an agent not heard of for 30 s has left); left when done',
  })
  @IsIn(PRESENCE_STATES)
  state: PresenceState;
}
