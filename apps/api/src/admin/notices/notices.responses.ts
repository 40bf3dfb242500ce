import { ApiProperty } from '@nestjs/swagger';
import { MAINTENANCE_VERSIONS } from '@shop/contracts';

const texts = (description: string) => ({
  type: 'object' as const,
  additionalProperties: { type: 'string' },
  description: `${description}, by language code (de, en, es, fr, it, ru, sa)`,
});

/**
 * The maintenance notice as the back office edits it. A notice switched off keeps its last
 * version and messages, so the form offers them again for the next maintenance.
 */
export class MaintenanceNoticeResponse {
  @ApiProperty({ description: 'Shown on every page now (GET /api/Changelog has a maintenance entry)' })
  shown: boolean;
  @ApiProperty({ enum: MAINTENANCE_VERSIONS, nullable: true, description: 'Null: no notice was ever written' })
  version: string | null;
  @ApiProperty(texts('The message')) messages: Record<string, string>;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Last written or switched' })
  updatedAt: string | null;
}

export class NewsResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() slug: string;
  @ApiProperty(texts('The title')) titles: Record<string, string>;
  @ApiProperty(texts('The text')) bodies: Record<string, string>;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Null: a draft' })
  publishedAt: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class NewsListResponse {
  @ApiProperty({ type: [NewsResponse] }) items: NewsResponse[];
  @ApiProperty({ description: 'Entries matching the filters in all' }) total: number;
}
