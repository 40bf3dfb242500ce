import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { PurchaseQueryDto } from '../payment.dto';

/** Which credit note of which order: the number as printed on it and in its mail. */
export class CreditNoteQueryDto extends PurchaseQueryDto {
  @ApiProperty({
    description: 'The credit note number as printed (its own yearly sequence, apart from invoices)',
    example: 'CN-2026-000001',
  })
  @IsString()
  @Matches(/^CN-\d{4}-\d{6,9}$/, { message: 'number must be a credit note number (CN-2026-000001)' })
  number: string;
}
