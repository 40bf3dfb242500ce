import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';

/** Free-form on purpose: which fields an entry keeps depends on the kind of object (AuditTrail.record). */
const state = (when: 'before' | 'after', none: string): ApiPropertyOptions => ({
  type: 'object',
  additionalProperties: true,
  nullable: true,
  description: `The object's fields ${when} the change; null for ${none}`,
});

export class AuditActorResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() email: string;
  @ApiProperty() name: string;
}

export class AuditEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'date-time' }) at: string;
  @ApiProperty({ type: AuditActorResponse, nullable: true, description: 'Null: the system or a deleted account' })
  actor: AuditActorResponse | null;
  @ApiProperty({ example: 'shipment.markShipped' }) action: string;
  @ApiProperty({ example: 'Shipment' }) entity: string;
  @ApiProperty({ type: String, nullable: true }) entityId: string | null;
  @ApiProperty(state('before', 'a creation'))
  before: Record<string, unknown> | null;
  @ApiProperty(state('after', 'a deletion'))
  after: Record<string, unknown> | null;
}

export class AuditLogResponse {
  @ApiProperty({ type: [AuditEntryResponse] }) items: AuditEntryResponse[];
  @ApiProperty({ description: 'Entries matching the filters in all' }) total: number;
}
