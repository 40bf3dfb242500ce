import { formatMoney, formatRate, vatIncludedCents } from './invoice-amounts';
import { formatInvoiceNumber, invoiceFileName } from './invoice-number';

describe('formatInvoiceNumber', () => {
  it('writes the year and the number within it, padded to six digits', () => {
    expect(formatInvoiceNumber(2026, 42)).toBe('2026-000042');
    expect(formatInvoiceNumber(2027, 1)).toBe('2027-000001');
    expect(formatInvoiceNumber(2026, 123456)).toBe('2026-123456');
    // A seventh digit is written rather than cut off: numbers stay unique.
    expect(formatInvoiceNumber(2026, 1234567)).toBe('2026-1234567');
  });

  it('names the PDF after it', () => {
    expect(invoiceFileName(2026, 42)).toBe('invoice-2026-000042.pdf');
  });
});

describe('vatIncludedCents', () => {
  it.each([
    [12200, 22, 2200],
    [4999, 22, 901], // 901.45...
    [100, 22, 18], // 18.03
    [1, 22, 0],
    [11900, 19, 1900],
    [10550, 5.5, 550],
    [1077, 7.7, 77],
    [0, 22, 0],
  ])('takes the VAT out of %i cents at %d %%: %i', (gross, rate, vat) => {
    expect(vatIncludedCents(gross, rate)).toBe(vat);
  });

  it('rounds half a cent up', () => {
    // At 100 % half the gross is VAT: 1 cent holds 0.5, 3 cents hold 1.5.
    expect(vatIncludedCents(1, 100)).toBe(1);
    expect(vatIncludedCents(3, 100)).toBe(2);
    expect(vatIncludedCents(-3, 100)).toBe(-2);
  });

  it('is nothing at a rate of 0', () => {
    expect(vatIncludedCents(12345, 0)).toBe(0);
  });

  it('agrees with the exact fraction for every amount up to 100 € at 22 %', () => {
    for (let gross = 0; gross <= 10_000; gross++) {
      const exact = (gross * 22) / 122;
      expect(Math.abs(vatIncludedCents(gross, 22) - exact)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => vatIncludedCents(10.5, 22)).toThrow(/integer/);
  });
});

describe('formatMoney', () => {
  // ICU separates with no-break spaces; compared here as plain ones.
  const money = (cents: number, currency: string, language: Parameters<typeof formatMoney>[2]) =>
    formatMoney(cents, currency, language).replace(/[\u00a0\u202f]/g, ' ');

  it('writes money as each language does', () => {
    expect(money(123450, 'EUR', 'en')).toBe('€1,234.50');
    expect(money(123450, 'EUR', 'de')).toBe('1.234,50 €');
    expect(money(123450, 'RUB', 'ru')).toBe('1 234,50 ₽');
    expect(money(-500, 'EUR', 'fr')).toBe('-5,00 €');
    expect(money(999, 'GBP', 'en')).toBe('£9.99');
    expect(money(999, 'EUR', 'sa')).toMatch(/^\u200f9\.99 €$/);
  });

  it('writes a rate with the language decimal sign', () => {
    expect(formatRate(22, 'it')).toBe('22');
    expect(formatRate(5.5, 'fr')).toBe('5,5');
    expect(formatRate(5.5, 'en')).toBe('5.5');
  });
});
