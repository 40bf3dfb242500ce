import type { AuditState } from '../../core/audit/audit-trail';
import type { ChangelogEntry, News } from '../../generated/prisma/client';
import type { MaintenanceNoticeResponse, NewsResponse } from './notices.responses';

/** The maintenance row's fields the back office shows and the audit log keeps. */
export type MaintenanceRow = Pick<ChangelogEntry, 'id' | 'version' | 'languageLogs' | 'enabled' | 'updatedAt'>;

export const MAINTENANCE_SELECT = {
  id: true,
  version: true,
  languageLogs: true,
  enabled: true,
  updatedAt: true,
} as const;

const texts = (value: unknown): Record<string, string> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, string>) : {};

export function toMaintenanceResponse(row: MaintenanceRow | null): MaintenanceNoticeResponse {
  if (!row) return { shown: false, version: null, messages: {}, updatedAt: null };
  return {
    shown: row.enabled,
    version: row.version,
    messages: texts(row.languageLogs),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const maintenanceSnapshot = (row: MaintenanceRow): AuditState => ({
  shown: row.enabled,
  version: row.version,
  messages: texts(row.languageLogs),
});

export function toNewsResponse(row: News): NewsResponse {
  return {
    id: row.id,
    slug: row.slug,
    titles: texts(row.titles),
    bodies: texts(row.bodies),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const newsSnapshot = (row: News): AuditState => ({
  slug: row.slug,
  titles: texts(row.titles),
  bodies: texts(row.bodies),
  publishedAt: row.publishedAt?.toISOString() ?? null,
});
