import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, type TransformFnParams } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { BOX_SERIAL_PATTERN, MAX_BOX_IMPORT, normalizeBoxSerial } from '@shop/contracts';
import { PageQueryDto } from '../../core/http/pagination';

/** Where a box is: on the shelf, sold and not (or no longer) paired, or paired with an account. */
export const BOX_STATES = ['inStock', 'sold', 'paired'] as const;
export type BoxState = (typeof BOX_STATES)[number];

const serials = ({ value }: TransformFnParams): unknown =>
  Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? normalizeBoxSerial(v) : v)) : value;

/** `GET /api/Admin/Boxes`: newest registered first. */
export class AdminBoxQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: "Part of the serial or of the owner's e-mail", maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  @ApiPropertyOptional({ enum: BOX_STATES })
  @IsOptional()
  @IsIn(BOX_STATES)
  status?: BoxState;
}

/**
 * `POST /api/Admin/Boxes`: serials to register, as a list. The web reads a pasted list or a CSV
 * file (first column, a header row skipped) into this list itself, so the API takes one shape.
 */
export class ImportBoxesDto {
  @ApiProperty({
    type: [String],
    example: ['NOVA-BOX-0101', 'NOVA-BOX-0102'],
    minItems: 1,
    maxItems: MAX_BOX_IMPORT,
    description: 'NOVA-BOX- and 4 to 20 letters or digits, any letter case (kept in capitals)',
  })
  @Transform(serials)
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(MAX_BOX_IMPORT)
  @IsString({ each: true })
  @Matches(BOX_SERIAL_PATTERN, { each: true, message: 'each serial must be NOVA-BOX- and 4 to 20 letters or digits' })
  serials: string[];
}
