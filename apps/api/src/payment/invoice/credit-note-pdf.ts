import type { Language } from '@shop/contracts';
import type { CreditNoteReason } from '@shop/contracts';
import { formatMoney } from './invoice-amounts';
import { itemTableLines, lineTotal, vatRow, type InvoiceLine } from './invoice-pdf';
import { INVOICE_TEXTS } from './invoice-texts';
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

/** Everything a credit note PDF shows, already chosen by the caller (no database here). */
export interface CreditNoteDocument {
  language: Language;
  /** Formatted: CN-2026-000001. */
  number: string;
  issuedAt: Date;
  purchaseId: string;
  /** The number of the invoice it corrects (2026-000042); null for an order without one. */
  invoiceNumber: string | null;
  currency: string;
  seller: Seller;
  /** Name first, then address lines: as on the invoice. */
  buyer: string[];
  reason: CreditNoteReason;
  /** Items refunded whole; none: the note has one line, its reason, with the amount. */
  items: InvoiceLine[];
  /** Discount and shipping of the order when the note takes back all of it, as on the invoice; else 0. */
  discountCents: number;
  shippingCents: number;
  /** What is paid back, in positive cents; what the lines do not explain shows as an adjustment. */
  amountCents: number;
  /** VAT included in the prices; 0 prints no VAT line. */
  vatRatePercent: number;
}

/**
 * Lays out a credit note PDF in the buyer's language, leaving out only its number (taken from a
 * locked counter row afterwards, as for invoices: see draftInvoicePdf). The invoice's page: seller
 * and buyer as there, the note's number and date, the invoice and order it refers to, the lines
 * credited, the amount credited and the VAT in it.
 */
export function draftCreditNotePdf(
  note: Omit<CreditNoteDocument, 'number'>,
  options: { compress?: boolean } = {},
): DocumentDraft {
  const texts = INVOICE_TEXTS[note.language];
  const own = texts.creditNote;
  const money = (cents: number) => formatMoney(cents, note.currency, note.language);
  const { canvas, top, finish } = startDocument({
    language: note.language,
    rtl: texts.dir === 'rtl',
    issuedAt: note.issuedAt,
    seller: note.seller,
    vatIdLabel: texts.vatId,
    title: own.title,
    numberLabel: own.number,
    data: [
      { label: own.issuedAt, value: formatLongDate(note.issuedAt, note.language) },
      ...(note.invoiceNumber ? [{ label: own.invoice, value: note.invoiceNumber }] : []),
      { label: texts.purchaseId, value: note.purchaseId },
    ],
    buyerLabel: own.buyer,
    buyer: note.buyer,
    compress: options.compress,
  });
  const closing = note.reason === 'dispute-lost' ? own.chargeback : own.paidBack;
  totals(canvas, totalRows(note, money), closing, table(canvas, texts.columns, tableLines(note, money), top) + 10);
  return { finish };
}

/** Renders a whole credit note at once (tests, and a PDF re-made for a note that has none stored). */
export function renderCreditNotePdf(note: CreditNoteDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  return draftCreditNotePdf(note, options).finish(note.number);
}

/** The items credited, or the reason as the one line of an amount credited. */
function tableLines(note: Omit<CreditNoteDocument, 'number'>, money: (cents: number) => string): TableLine[] {
  if (note.items.length === 0) {
    const amount = money(note.amountCents);
    return [
      { label: INVOICE_TEXTS[note.language].creditNote.reasons[note.reason], quantity: '1', unitPrice: amount, amount },
    ];
  }
  return itemTableLines(note.items, note.language, money);
}

/**
 * Items credited: their subtotal, the order's discount and shipping, and an adjustment for what
 * the amount credited differs from them (the share of a discount an item was bought with); then
 * the amount credited and the VAT contained in it.
 */
function totalRows(note: Omit<CreditNoteDocument, 'number'>, money: (cents: number) => string): TotalRow[] {
  const texts = INVOICE_TEXTS[note.language];
  const rows: TotalRow[] = [];
  if (note.items.length > 0) {
    const subtotal = note.items.reduce((sum, line) => sum + lineTotal(line), 0);
    const adjustment = note.amountCents - (subtotal - note.discountCents + note.shippingCents);
    const details: TotalRow[] = [];
    if (note.discountCents > 0) details.push({ label: texts.discount, value: money(-note.discountCents) });
    if (note.shippingCents > 0) details.push({ label: texts.shipping, value: money(note.shippingCents) });
    if (adjustment !== 0) details.push({ label: texts.creditNote.adjustment, value: money(adjustment) });
    if (details.length > 0) rows.push({ label: texts.subtotal, value: money(subtotal) }, ...details);
  }
  rows.push({ label: texts.creditNote.credited, value: money(note.amountCents), bold: true });
  if (note.vatRatePercent > 0) rows.push(vatRow(note.amountCents, note.vatRatePercent, note.language, texts, money));
  return rows;
}
