import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** `?page=&pageSize=` of every list (DESIGN section 3): pages count from 1, 10 rows by default, 100 at most. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  page?: number;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  pageSize?: number;
}

/** Prisma's skip/take for a page query. */
export function pageWindow(query: PageQueryDto): { skip: number; take: number } {
  const take = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { skip: ((query.page ?? 1) - 1) * take, take };
}

export interface Page<T> {
  items: T[];
  total: number;
}
