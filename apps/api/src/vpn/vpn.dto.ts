import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, IsUUID, Length, Matches, MaxLength } from 'class-validator';

type TransformArgs = { value: unknown };

export class PassIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'passId must be a pass id' })
  passId: string;
}

export class PassDescriptionDto extends PassIdDto {
  @ApiProperty({ type: String, nullable: true, maxLength: 100, description: 'Empty removes it' })
  @Transform(({ value }: TransformArgs) => (typeof value === 'string' ? value.trim() || null : value))
  @IsOptional()
  @IsString()
  @MaxLength(100)
  description: string | null;
}

export class PassConfigQueryDto extends PassIdDto {
  @ApiProperty({ description: 'Location code', example: 'mil' })
  @IsString()
  @Matches(/^[a-z]{2,8}$/, { message: 'location must be a location code' })
  location: string;
}

export class SerialDto {
  @ApiProperty({ example: 'NOVA-BOX-0001', description: 'As printed on the box (any letter case)' })
  @Transform(({ value }: TransformArgs) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString()
  @Length(3, 64)
  @Matches(/^[A-Z0-9-]+$/, { message: 'serial must be letters, digits and dashes' })
  serial: string;
}
