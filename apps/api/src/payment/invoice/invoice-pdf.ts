import type { Language } from '@shop/contracts';
import { formatMoney, formatRate, vatIncludedCents } from './invoice-amounts';
import { INVOICE_TEXTS, type InvoiceTexts } from './invoice-texts';
import {
  formatLongDate,
  startDocument,
  table,
  totals,
  type DocumentDraft,
  type Seller,
  type TableLine,
  type TotalRow,
} from './pdf-layout';
import { productLabel } from './product-label';

export interface InvoiceLine {
  /** The catalogue's name (VPN-TWELVE-MONTHS); printed small under its translated label. */
  productName: string;
  quantity: number;
  unitPriceCents: number;
}

/** Everything an invoice PDF shows, already chosen by the caller (no database here). */
export interface InvoiceDocument {
  language: Language;
  /** Formatted: 2026-000042. */
  number: string;
  issuedAt: Date;
  purchaseId: string;
  currency: string;
  seller: Seller;
  /** Name first, then address lines. */
  buyer: string[];
  items: InvoiceLine[];
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** VAT included in the prices; 0 prints no VAT line. */
  vatRatePercent: number;
}

/** The total of one line; never rounded (cents × quantity). */
export const lineTotal = (line: InvoiceLine) => line.unitPriceCents * line.quantity;

/** Lines of the table: the translated label with the catalogue's name small under it, and the amounts. */
export function itemTableLines(
  items: InvoiceLine[],
  language: Language,
  money: (cents: number) => string,
): TableLine[] {
  return items.map((line) => ({
    label: productLabel(line.productName, language),
    detail: line.productName,
    quantity: String(line.quantity),
    unitPrice: money(line.unitPriceCents),
    amount: money(lineTotal(line)),
  }));
}

/** An invoice laid out except for its number, which is written last (see draftInvoicePdf). */
export type InvoiceDraft = DocumentDraft;

/**
 * Lays out an invoice PDF in the buyer's language, leaving out only its number. Laying out costs
 * most of the time (fontkit reads the font's tables for every document); the number comes from a
 * counter row that stays locked until the caller's transaction ends, so it is taken after this and
 * only `finish` (writing the number, subsetting the fonts) happens while the lock is held.
 *
 * Deterministic for the same input: the creation date is the date of issue and pdfkit derives the
 * file id and font tags from it, so the same invoice renders to the same bytes.
 */
export function draftInvoicePdf(
  invoice: Omit<InvoiceDocument, 'number'>,
  options: { compress?: boolean } = {},
): InvoiceDraft {
  const texts = INVOICE_TEXTS[invoice.language];
  const money = (cents: number) => formatMoney(cents, invoice.currency, invoice.language);
  const { canvas, top, finish } = startDocument({
    language: invoice.language,
    rtl: texts.dir === 'rtl',
    issuedAt: invoice.issuedAt,
    seller: invoice.seller,
    vatIdLabel: texts.vatId,
    title: texts.title,
    numberLabel: texts.number,
    data: [
      { label: texts.issuedAt, value: formatLongDate(invoice.issuedAt, invoice.language) },
      { label: texts.purchaseId, value: invoice.purchaseId },
    ],
    buyerLabel: texts.buyer,
    buyer: invoice.buyer,
    compress: options.compress,
  });
  const lines = itemTableLines(invoice.items, invoice.language, money);
  totals(canvas, totalRows(invoice, texts, money), texts.paid, table(canvas, texts.columns, lines, top) + 10);
  return { finish };
}

/** Renders a whole invoice at once (tests, and a PDF re-made for an invoice that has none stored). */
export function renderInvoicePdf(invoice: InvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  return draftInvoicePdf(invoice, options).finish(invoice.number);
}

/** Subtotal, discount, shipping, total and the VAT contained in it. */
function totalRows(
  invoice: Omit<InvoiceDocument, 'number'>,
  texts: InvoiceTexts,
  money: (cents: number) => string,
): TotalRow[] {
  const subtotal = invoice.items.reduce((sum, line) => sum + lineTotal(line), 0);
  const rows: TotalRow[] = [{ label: texts.subtotal, value: money(subtotal) }];
  if (invoice.discountCents > 0) rows.push({ label: texts.discount, value: money(-invoice.discountCents) });
  if (invoice.shippingCents > 0) rows.push({ label: texts.shipping, value: money(invoice.shippingCents) });
  rows.push({ label: texts.total, value: money(invoice.totalCents), bold: true });
  if (invoice.vatRatePercent > 0)
    rows.push(vatRow(invoice.totalCents, invoice.vatRatePercent, invoice.language, texts, money));
  return rows;
}

/** "of which VAT 22 %": the VAT contained in a gross amount, as a small row under it. */
export function vatRow(
  grossCents: number,
  ratePercent: number,
  language: Language,
  texts: InvoiceTexts,
  money: (cents: number) => string,
): TotalRow {
  return {
    label: texts.vat.replace('#rate#', formatRate(ratePercent, language)),
    value: money(vatIncludedCents(grossCents, ratePercent)),
    small: true,
  };
}
