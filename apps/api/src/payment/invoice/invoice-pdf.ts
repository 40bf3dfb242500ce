import type { Language } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import { formatMoney, formatRate, intlLocale, vatIncludedCents } from './invoice-amounts';
import { INVOICE_TEXTS, type InvoiceTexts } from './invoice-texts';
import { fontPath, MUTED, PdfCanvas } from './pdf-canvas';
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
  seller: { name: string; addressLines: string[]; vatId: string };
  /** Name first, then address lines. */
  buyer: string[];
  items: InvoiceLine[];
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** VAT included in the prices; 0 prints no VAT line. */
  vatRatePercent: number;
}

const MARGIN = 50;
const BRAND = '#1f2a44';
/** Columns of the item table, in left-to-right terms (PdfCanvas mirrors them for Arabic). */
const COLUMNS = { description: { x: 50, w: 240 }, quantity: { x: 295, w: 45 }, unitPrice: { x: 345, w: 95 }, amount: { x: 445, w: 100 } };
const BOTTOM_RESERVE = 70;

/** The total of one line; never rounded (cents × quantity). */
const lineTotal = (line: InvoiceLine) => line.unitPriceCents * line.quantity;

/** An invoice laid out except for its number, which is written last (see draftInvoicePdf). */
export interface InvoiceDraft {
  finish(number: string): Promise<Buffer>;
}

/**
 * Lays out an invoice PDF in the buyer's language, leaving out only its number. Laying out costs
 * most of the time (fontkit reads the font's tables for every document); the number comes from a
 * counter row that stays locked until the caller's transaction ends, so it is taken after this and
 * only `finish` (writing the number, subsetting the fonts) happens while the lock is held.
 *
 * Deterministic for the same input: the creation date is the date of issue and pdfkit derives the
 * file id and font tags from it, so the same invoice renders to the same bytes.
 */
export function draftInvoicePdf(invoice: Omit<InvoiceDocument, 'number'>, options: { compress?: boolean } = {}): InvoiceDraft {
  const texts = INVOICE_TEXTS[invoice.language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: fontPath('regular'),
    compress: options.compress ?? true,
    lang: intlLocale(invoice.language),
    displayTitle: true,
    // Pages stay in memory so the number can still be written on the first one.
    bufferPages: true,
    info: { Author: invoice.seller.name, CreationDate: invoice.issuedAt },
  });
  doc.registerFont('bold', fontPath('bold'));
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const canvas = new PdfCanvas(doc, texts.dir === 'rtl');
  const { bottom, numberAt } = header(canvas, invoice, texts);
  let y = buyer(canvas, invoice, texts, bottom + 28);
  y = items(canvas, invoice, texts, y + 24);
  totals(canvas, invoice, texts, y + 10);
  return {
    finish(number: string): Promise<Buffer> {
      doc.switchToPage(0);
      canvas.text(number, META.x, numberAt, META.w, { size: 10, bold: true, align: 'right' });
      footers(canvas, `${texts.title} ${number}`);
      doc.info.Title = `${texts.title} ${number}`;
      doc.end();
      return done;
    },
  };
}

/** Renders a whole invoice at once (tests, and a PDF re-made for an invoice that has none stored). */
export function renderInvoicePdf(invoice: InvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  return draftInvoicePdf(invoice, options).finish(invoice.number);
}

/** The box of the invoice data (title, number, date, order) opposite the seller. */
const META = { x: 295, w: 250 };
const VALUE_HEIGHT = 14;

/** Seller on one side, title and invoice data on the other; where the number goes and where the header ends. */
function header(canvas: PdfCanvas, invoice: Omit<InvoiceDocument, 'number'>, texts: InvoiceTexts): { bottom: number; numberAt: number } {
  const { seller } = invoice;
  let left = MARGIN;
  left += canvas.text(seller.name, MARGIN, left, 240, { size: 12, bold: true, color: BRAND });
  for (const line of seller.addressLines) left += canvas.text(line, MARGIN, left, 240, { size: 9 });
  if (seller.vatId) left += canvas.text(`${texts.vatId}: ${seller.vatId}`, MARGIN, left, 240, { size: 9 });

  let right = MARGIN - 4;
  right += canvas.text(texts.title, META.x, right, META.w, { size: 22, bold: true, color: BRAND, align: 'right' }) + 4;
  const label = (text: string) => canvas.text(text, META.x, right, META.w, { size: 8, color: MUTED, align: 'right' });
  const value = (text: string) => Math.max(canvas.text(text, META.x, right, META.w, { size: 10, bold: true, align: 'right' }), VALUE_HEIGHT) + 3;
  right += label(texts.number);
  const numberAt = right;
  right += VALUE_HEIGHT + 3;
  right += label(texts.issuedAt);
  right += value(new Intl.DateTimeFormat(intlLocale(invoice.language), { dateStyle: 'long', timeZone: 'UTC' }).format(invoice.issuedAt));
  right += label(texts.purchaseId);
  right += value(invoice.purchaseId);
  return { bottom: Math.max(left, right), numberAt };
}

/** "Invoice 2026-000042 · 2/3" at the foot of every page, so a loose page is still known. */
function footers(canvas: PdfCanvas, title: string): void {
  const { start, count } = canvas.doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    canvas.doc.switchToPage(i);
    // Below the bottom margin, where pdfkit would otherwise start a new page.
    canvas.doc.page.margins.bottom = 0;
    canvas.text(`${title} · ${i + 1}/${count}`, MARGIN, canvas.height - 36, canvas.width - 2 * MARGIN, { size: 7.5, color: MUTED, align: 'center' });
  }
}

function buyer(canvas: PdfCanvas, invoice: Omit<InvoiceDocument, 'number'>, texts: InvoiceTexts, top: number): number {
  let y = top + canvas.text(texts.buyer, MARGIN, top, 300, { size: 9, color: MUTED }) + 2;
  invoice.buyer.forEach((line, i) => {
    y += canvas.text(line, MARGIN, y, 300, { size: 10, bold: i === 0 });
  });
  return y;
}

function tableHeader(canvas: PdfCanvas, texts: InvoiceTexts, top: number): number {
  const style = { size: 9, bold: true, color: MUTED };
  const { description, quantity, unitPrice, amount } = COLUMNS;
  const height = Math.max(
    canvas.text(texts.columns.description, description.x, top, description.w, style),
    canvas.text(texts.columns.quantity, quantity.x, top, quantity.w, { ...style, align: 'right' }),
    canvas.text(texts.columns.unitPrice, unitPrice.x, top, unitPrice.w, { ...style, align: 'right' }),
    canvas.text(texts.columns.amount, amount.x, top, amount.w, { ...style, align: 'right' }),
  );
  canvas.rule(MARGIN, top + height + 3, canvas.width - 2 * MARGIN, '#9ca3af');
  return top + height + 9;
}

/** The item table; a long order continues on a new page under the column titles again. */
function items(canvas: PdfCanvas, invoice: Omit<InvoiceDocument, 'number'>, texts: InvoiceTexts, top: number): number {
  const money = (cents: number) => formatMoney(cents, invoice.currency, invoice.language);
  const { description, quantity, unitPrice, amount } = COLUMNS;
  let y = tableHeader(canvas, texts, top);
  for (const line of invoice.items) {
    if (y > canvas.height - BOTTOM_RESERVE - 30) {
      canvas.doc.addPage();
      y = tableHeader(canvas, texts, MARGIN);
    }
    let described = canvas.text(productLabel(line.productName, invoice.language), description.x, y, description.w, { size: 10 });
    described += canvas.text(line.productName, description.x, y + described, description.w, { size: 7, color: MUTED });
    const height = Math.max(
      described,
      canvas.text(String(line.quantity), quantity.x, y, quantity.w, { align: 'right' }),
      canvas.text(money(line.unitPriceCents), unitPrice.x, y, unitPrice.w, { align: 'right' }),
      canvas.text(money(lineTotal(line)), amount.x, y, amount.w, { align: 'right' }),
    );
    y += height + 5;
    canvas.rule(MARGIN, y - 2, canvas.width - 2 * MARGIN);
    y += 4;
  }
  return y;
}

/** Subtotal, discount, shipping, total, the VAT contained in it, and the paid note. */
function totals(canvas: PdfCanvas, invoice: Omit<InvoiceDocument, 'number'>, texts: InvoiceTexts, top: number): number {
  const money = (cents: number) => formatMoney(cents, invoice.currency, invoice.language);
  const subtotal = invoice.items.reduce((sum, line) => sum + lineTotal(line), 0);
  const rows: { label: string; value: string; bold?: boolean; small?: boolean }[] = [{ label: texts.subtotal, value: money(subtotal) }];
  if (invoice.discountCents > 0) rows.push({ label: texts.discount, value: money(-invoice.discountCents) });
  if (invoice.shippingCents > 0) rows.push({ label: texts.shipping, value: money(invoice.shippingCents) });
  rows.push({ label: texts.total, value: money(invoice.totalCents), bold: true });
  if (invoice.vatRatePercent > 0) {
    const vat = vatIncludedCents(invoice.totalCents, invoice.vatRatePercent);
    rows.push({ label: texts.vat.replace('#rate#', formatRate(invoice.vatRatePercent, invoice.language)), value: money(vat), small: true });
  }
  let y = top;
  if (y > canvas.height - BOTTOM_RESERVE - rows.length * 16) {
    canvas.doc.addPage();
    y = MARGIN;
  }
  for (const row of rows) {
    const style = { size: row.bold ? 11 : row.small ? 8.5 : 10, bold: row.bold, color: row.small ? MUTED : undefined, align: 'right' as const };
    if (row.bold) {
      canvas.rule(295, y - 3, canvas.width - MARGIN - 295, '#9ca3af');
      y += 2;
    }
    const height = Math.max(canvas.text(row.label, 245, y, 190, style), canvas.text(row.value, COLUMNS.amount.x, y, COLUMNS.amount.w, style));
    y += height + 4;
  }
  return y + 20 + canvas.text(texts.paid, MARGIN, y + 20, canvas.width - 2 * MARGIN, { size: 10, color: MUTED });
}
