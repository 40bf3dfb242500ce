import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';

const NAME = /^[A-Za-z][A-Za-z.]*$/;

/** `GET /api/Admin/AuditLog`: every filter optional; newest first. */
export class AuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    description: 'The kind of object: Shipment, ProductPrice, DiscountCode, User …',
    maxLength: 60,
  })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  @Matches(NAME)
  entity?: string;

  @ApiPropertyOptional({ description: "One object's entries (with entity)", maxLength: 100 })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  entityId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: "One person's changes" })
  @IsOptional()
  @IsUUID()
  actorId?: string;

  @ApiPropertyOptional({ description: 'One kind of change, e.g. shipment.markShipped', maxLength: 80 })
  @IsOptional()
  @IsString()
  @MaxLength(80)
  @Matches(NAME)
  action?: string;
}
