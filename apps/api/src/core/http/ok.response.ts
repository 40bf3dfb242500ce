import { ApiProperty } from '@nestjs/swagger';

/** The answer of a call that has nothing to say but that it worked. */
export class OkResponse {
  @ApiProperty({ enum: [true] }) ok: true;
}
