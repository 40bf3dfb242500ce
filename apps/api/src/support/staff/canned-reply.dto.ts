import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LANGUAGES, type Language } from '@shop/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  ValidateNested,
} from 'class-validator';
import { MESSAGE_MAX_LENGTH } from '../support.dto';

export const CANNED_TITLE_MAX_LENGTH = 200;
const SOMETHING_WRITTEN = /\S/;

export class CannedReplyTextDto {
  @ApiProperty({ enum: LANGUAGES })
  @IsIn(LANGUAGES)
  language: Language;

  @ApiProperty({ maxLength: CANNED_TITLE_MAX_LENGTH })
  @IsString()
  @Length(1, CANNED_TITLE_MAX_LENGTH)
  @Matches(SOMETHING_WRITTEN, { message: 'title must not be empty' })
  title: string;

  @ApiProperty({
    maxLength: MESSAGE_MAX_LENGTH,
    description: "The reply; #name# (the customer's first name), #ticket# (#1042) and #agent# are filled in",
  })
  @IsString()
  @Length(1, MESSAGE_MAX_LENGTH)
  @Matches(SOMETHING_WRITTEN, { message: 'text must not be empty' })
  text: string;
}

export class NewCannedReplyDto {
  @ApiProperty({ type: [CannedReplyTextDto], description: 'One title and text per language, at least one' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(LANGUAGES.length)
  @ArrayUnique((t: CannedReplyTextDto) => t.language, { message: 'one text per language' })
  @ValidateNested({ each: true })
  @Type(() => CannedReplyTextDto)
  texts: CannedReplyTextDto[];
}

export class CannedReplyUpdateDto extends NewCannedReplyDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  cannedReplyId: string;
}

export class CannedReplyIdQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  cannedReplyId: string;
}

export class CannedReplyQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Fill the placeholders in for this ticket' })
  @IsOptional()
  @IsUUID()
  ticketId?: string;
}
