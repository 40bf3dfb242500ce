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
