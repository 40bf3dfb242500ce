import type { Language } from '@shop/contracts';
import type { Prisma } from '../../generated/prisma/client';
import type { CannedReplyResponse } from './canned-reply.responses';

export const CANNED_REPLY_SELECT = {
  id: true,
  createdAt: true,
  updatedAt: true,
  texts: { select: { language: true, title: true, body: true }, orderBy: { language: 'asc' } },
} as const satisfies Prisma.CannedReplySelect;

export type CannedReplyRow = Prisma.CannedReplyGetPayload<{ select: typeof CANNED_REPLY_SELECT }>;

/** What the placeholders of a canned reply stand for, on one ticket. */
export interface CannedReplyValues {
  name: string;
  ticket: string;
  agent: string;
}

/** Replaces #name#, #ticket# and #agent# (spec section 1's rule); other #words# stay as written. */
export function fillPlaceholders(text: string, values: CannedReplyValues): string {
  return text.replace(/#(name|ticket|agent)#/g, (_whole, key: keyof CannedReplyValues) => values[key]);
}

export function toCannedReplyResponse(row: CannedReplyRow, values?: CannedReplyValues): CannedReplyResponse {
  return {
    id: row.id,
    texts: row.texts.map((t) => ({
      language: t.language as Language,
      title: t.title,
      text: values ? fillPlaceholders(t.body, values) : t.body,
    })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
