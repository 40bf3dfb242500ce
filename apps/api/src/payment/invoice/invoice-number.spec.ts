import {
  creditNoteFileName,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  parseCreditNoteNumber,
} from './invoice-number';

describe('formatCreditNoteNumber', () => {
  it('writes "CN", the year and the number within it, padded to six digits like an invoice number', () => {
    expect(formatCreditNoteNumber(2026, 1)).toBe('CN-2026-000001');
    expect(formatCreditNoteNumber(2027, 42)).toBe('CN-2027-000042');
    expect(formatCreditNoteNumber(2026, 1234567)).toBe('CN-2026-1234567');
  });

  it('is never the number of an invoice, even with the same year and number', () => {
    expect(formatCreditNoteNumber(2026, 42)).not.toBe(formatInvoiceNumber(2026, 42));
    expect(formatCreditNoteNumber(2026, 42).endsWith(formatInvoiceNumber(2026, 42))).toBe(true);
  });

  it('names the PDF after it', () => {
    expect(creditNoteFileName(2026, 7)).toBe('credit-note-CN-2026-000007.pdf');
  });
});

describe('parseCreditNoteNumber', () => {
  it('reads back what formatCreditNoteNumber writes', () => {
    for (const [year, number] of [
      [2026, 1],
      [2031, 999999],
      [2026, 1234567],
    ]) {
      expect(parseCreditNoteNumber(formatCreditNoteNumber(year, number))).toEqual({ year, number });
    }
  });

  it.each([
    '2026-000001',
    'cn-2026-000001',
    'CN-2026-1',
    'CN-2026-000000',
    'CN-26-000001',
    ' CN-2026-000001',
    'CN-2026-000001.pdf',
    'CN-2026-0000000001',
  ])('refuses %j', (text) => {
    expect(parseCreditNoteNumber(text)).toBeUndefined();
  });
});
