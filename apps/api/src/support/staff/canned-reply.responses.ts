import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@shop/contracts';

export class CannedReplyTextResponse {
  @ApiProperty({ enum: LANGUAGES }) language: Language;
  @ApiProperty() title: string;
  @ApiProperty({ description: 'With its placeholders, or filled in when asked for a ticket' }) text: string;
}

export class CannedReplyResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: [CannedReplyTextResponse] }) texts: CannedReplyTextResponse[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}
