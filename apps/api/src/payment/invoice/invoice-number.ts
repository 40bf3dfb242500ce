/** Digits of the number within its year: 2026-000042. */
const NUMBER_DIGITS = 6;

/** An invoice number as printed and shown: the year, a dash and the number within the year (2026-000042). */
export function formatInvoiceNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(NUMBER_DIGITS, '0')}`;
}

/** The name of an invoice's PDF when downloaded or attached: invoice-2026-000042.pdf. */
export function invoiceFileName(year: number, number: number): string {
  return `invoice-${formatInvoiceNumber(year, number)}.pdf`;
}

/** What a credit note's number starts with, so it is never taken for an invoice number. */
const CREDIT_NOTE_PREFIX = 'CN';
const CREDIT_NOTE_NUMBER = /^CN-(\d{4})-(\d{6,9})$/;

/**
 * A credit note number as printed and shown: the invoices' form behind "CN" (CN-2026-000001). Its
 * own yearly sequence: credit note 1 and invoice 1 of a year both exist.
 */
export function formatCreditNoteNumber(year: number, number: number): string {
  return `${CREDIT_NOTE_PREFIX}-${formatInvoiceNumber(year, number)}`;
}

/** The year and number of a printed credit note number; undefined for anything else. */
export function parseCreditNoteNumber(text: string): { year: number; number: number } | undefined {
  const match = CREDIT_NOTE_NUMBER.exec(text);
  if (!match) return undefined;
  const number = Number(match[2]);
  return number > 0 ? { year: Number(match[1]), number } : undefined;
}

/** The name of a credit note's PDF when downloaded or attached: credit-note-CN-2026-000001.pdf. */
export function creditNoteFileName(year: number, number: number): string {
  return `credit-note-${formatCreditNoteNumber(year, number)}.pdf`;
}
