import { ApiProperty } from '@nestjs/swagger';
import { BOX_STATES, type BoxState } from './boxes.dto';

export class AdminBoxOwnerResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
}

export class AdminBoxResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'NOVA-BOX-0001' }) serial: string;
  @ApiProperty({ enum: BOX_STATES }) status: BoxState;
  @ApiProperty({ type: AdminBoxOwnerResponse, nullable: true, description: 'The account it is paired with' })
  owner: AdminBoxOwnerResponse | null;
  @ApiProperty({ format: 'date-time', description: 'Registered' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) soldAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) pairedAt: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of its last subscription period',
  })
  subscriptionEndsAt: string | null;
}

export class AdminBoxPageResponse {
  @ApiProperty({ type: [AdminBoxResponse] }) items: AdminBoxResponse[];
  @ApiProperty({ description: 'Boxes matching the filters in all' }) total: number;
  @ApiProperty({ description: 'Boxes in stock in all (the stock of every hardware product)' }) inStock: number;
}

export class ImportBoxesResponse {
  @ApiProperty({ description: 'Serials registered' }) imported: number;
  @ApiProperty({ description: 'Boxes in stock now' }) inStock: number;
}
