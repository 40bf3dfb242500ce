import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiQuery } from '../../../lib/typed-api';

// GET /api/Admin/AuditLog (apps/api/src/admin/audit/), typed from the API's OpenAPI document.

export type AuditLog = ApiAnswer<'/api/Admin/AuditLog', 'get'>;
export type AuditEntry = AuditLog['items'][number];
export type AuditQuery = ApiQuery<'/api/Admin/AuditLog', 'get'>;

export const auditKeys = {
  all: ['admin', 'audit'] as const,
  list: (query: AuditQuery) => [...auditKeys.all, query] as const,
};

export function auditLogQueryOptions(query: AuditQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/AuditLog', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A field an entry changed: its value before and after (undefined where the object had none). */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** The fields whose values differ between before and after, in the order they first appear. */
export function changedFields(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A value as the log shows it: text as is, anything else as compact JSON; nothing as an empty string. */
export function shownValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
