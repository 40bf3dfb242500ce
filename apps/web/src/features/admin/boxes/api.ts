import { BOX_SERIAL_PATTERN, normalizeBoxSerial } from '@shop/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiQuery } from '../../../lib/typed-api';

// /api/Admin/Boxes (apps/api/src/admin/boxes/), typed from the API's OpenAPI document.

export type BoxPage = ApiAnswer<'/api/Admin/Boxes', 'get'>;
export type AdminBox = BoxPage['items'][number];
export type BoxQuery = ApiQuery<'/api/Admin/Boxes', 'get'>;
export type BoxState = AdminBox['status'];
export const BOX_STATES: readonly BoxState[] = ['inStock', 'sold', 'paired'];

export const boxKeys = {
  all: ['admin', 'boxes'] as const,
  list: (query: BoxQuery) => [...boxKeys.all, query] as const,
};

export function boxesQueryOptions(query: BoxQuery, client: ApiClient = api) {
  return queryOptions({
    queryKey: boxKeys.list(query),
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/Boxes', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export const importBoxes = (serials: string[], client: ApiClient = api) =>
  typedApi(client).post('/api/Admin/Boxes', { serials });

/** Serials read from what the admin gave: each one once, what does not look like a serial, and what is there twice. */
export interface ReadSerials {
  serials: string[];
  invalid: string[];
  /** Serials given more than once (the server refuses the import; said before sending). */
  repeated: string[];
}

function sorted(values: string[]): ReadSerials {
  const serials: string[] = [];
  const invalid: string[] = [];
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const raw of values) {
    const value = normalizeBoxSerial(raw);
    if (!value) continue;
    if (!BOX_SERIAL_PATTERN.test(value)) invalid.push(raw.trim());
    else if (seen.has(value)) repeated.add(value);
    else {
      seen.add(value);
      serials.push(value);
    }
  }
  return { serials, invalid, repeated: [...repeated] };
}

/** A pasted list: serials one per line, or separated by commas, semicolons, tabs or spaces. */
export const readSerialList = (text: string): ReadSerials => sorted(text.split(/[\s,;]+/));

/**
 * A CSV file: the first column of each row (comma, semicolon or tab separated, quotes removed);
 * a first row that is not a serial (a header such as "serial") is skipped.
 */
export function serialsOfCsv(text: string): string[] {
  const cells = text
    .split(/\r?\n/)
    .map((row) =>
      (row.split(/[,;\t]/)[0] ?? '')
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    )
    .filter(Boolean);
  if (cells.length > 0 && !BOX_SERIAL_PATTERN.test(normalizeBoxSerial(cells[0]))) cells.shift();
  return cells;
}
