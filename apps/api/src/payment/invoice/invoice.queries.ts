import { Prisma } from '../../generated/prisma/client';

// The invoice folder's SQL: the yearly counters that number invoices and credit notes.

/** The tables that count documents numbered per year: (year, lastNumber, updatedAt) each. */
export type YearlyCounter = 'InvoiceCounter' | 'CreditNoteCounter';

// Table names cannot be bound as parameters; these fixed identifiers are the only ones spliced in.
const TABLE: Record<YearlyCounter, Prisma.Sql> = {
  InvoiceCounter: Prisma.raw('"InvoiceCounter"'),
  CreditNoteCounter: Prisma.raw('"CreditNoteCounter"'),
};

/** The counter's row after the increment. */
interface CounterRow {
  lastNumber: number;
}

/**
 * The next number of `year` in `counter`, taken in the caller's transaction with one statement:
 * the first document of a year creates its row, later ones increment it. The row stays locked
 * until the caller commits, so concurrent issuers queue on it, and one whose transaction rolls
 * back gives its number back: the numbers have no gaps. Take it as late as possible (lay the
 * document out first) and commit soon after.
 *
 * `updatedAt` is written in UTC, as Prisma writes every timestamp (a bare now() would be the
 * session's local time in a column without time zone).
 */
export async function takeYearlyNumber(
  tx: Pick<Prisma.TransactionClient, '$queryRaw'>,
  counter: YearlyCounter,
  year: number,
): Promise<number> {
  if (!Number.isInteger(year)) throw new Error(`${counter}: the year must be an integer`);
  const table = TABLE[counter];
  const [row] = await tx.$queryRaw<CounterRow[]>`
    INSERT INTO ${table} (year, "lastNumber", "updatedAt") VALUES (${year}, 1, (now() AT TIME ZONE 'UTC'))
    ON CONFLICT (year) DO UPDATE SET "lastNumber" = ${table}."lastNumber" + 1, "updatedAt" = (now() AT TIME ZONE 'UTC')
    RETURNING "lastNumber"`;
  return row.lastNumber;
}
