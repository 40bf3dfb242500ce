import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class SessionIdQueryDto {
  @ApiProperty({ description: 'The session to end (an id of GET Sessions)', format: 'uuid' })
  @IsString()
  @MaxLength(64)
  sessionId: string;
}
