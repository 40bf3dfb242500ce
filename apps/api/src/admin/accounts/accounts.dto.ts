import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { USER_ROLES, type UserRole } from '@shop/contracts';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  IsUUID,
  Length,
} from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';

export const ACCOUNT_FILTERS = ['staff', 'resellers', 'locked', 'unconfirmed'] as const;
export type AccountFilter = (typeof ACCOUNT_FILTERS)[number];

export const ACCOUNT_SORTS = ['newest', 'oldest', 'email', 'lastLogin'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** `GET /api/Support/Staff/Users`: accounts by e-mail or name, newest first unless told. */
export class AccountSearchQueryDto extends PageQueryDto {
  @ApiPropertyOptional({
    maxLength: 100,
    description: 'Part of the e-mail address, or of the first and last name, any case',
  })
  @IsOptional()
  @IsString()
  @Length(1, 100)
  q?: string;

  @ApiPropertyOptional({ enum: ACCOUNT_FILTERS, description: 'staff: support agents and admins' })
  @IsOptional()
  @IsIn(ACCOUNT_FILTERS)
  filter?: AccountFilter;

  @ApiPropertyOptional({ enum: ACCOUNT_SORTS, default: 'newest' })
  @IsOptional()
  @IsIn(ACCOUNT_SORTS)
  sort?: AccountSort;
}

export class AccountIdQueryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  userId: string;
}

/** `PUT /api/Admin/User`: only the fields given change. */
export class AccountUpdateDto extends AccountIdQueryDto {
  @ApiPropertyOptional({ description: 'Resellers get the playlists API and the reseller prices' })
  @IsOptional()
  @IsBoolean()
  isReseller?: boolean;

  @ApiPropertyOptional({
    enum: USER_ROLES,
    isArray: true,
    description: 'The whole set; CUSTOMER is kept whatever is sent (every account is a customer)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(USER_ROLES.length)
  @ArrayUnique()
  @IsIn(USER_ROLES, { each: true })
  roles?: UserRole[];

  @ApiPropertyOptional({
    description: 'true: every session ends at once; login and token refresh answer ACCOUNT_LOCKED',
  })
  @IsOptional()
  @IsBoolean()
  locked?: boolean;
}
