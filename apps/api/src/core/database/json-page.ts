import { utcTimestamp } from './prisma.service';

/**
 * A timestamp read inside json_build_object / json_agg: the column's text, UTC without a zone and
 * with as many fraction digits as it needs (2026-11-27T16:31:44.12), since `timestamp(3)` holds UTC.
 */
export type JsonTimestamp = string;

/**
 * A list's page and the number of its rows in all, as one statement answers them: one row, the
 * count and the page aggregated to JSON (in the page's order), so an empty page still has its total.
 */
export interface JsonPage<Item> {
  total: number;
  items: Item[];
}

export const jsonTimestamp = (at: JsonTimestamp): Date => utcTimestamp(at);

export const jsonTimestampOrNull = (at: JsonTimestamp | null): Date | null => (at === null ? null : utcTimestamp(at));
