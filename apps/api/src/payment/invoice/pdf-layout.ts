import type { Language } from '@shop/contracts';
import PDFDocument from 'pdfkit';
import { intlLocale } from './invoice-amounts';
import { fontPath, MUTED, PdfCanvas } from './pdf-canvas';

// The page of the shop's documents (invoices and credit notes): seller and document data at the
// top, the buyer, a table of lines, rows of totals, a closing note, and a footer on every page.
// Everything is drawn in left-to-right terms; PdfCanvas mirrors it for Arabic.

export const MARGIN = 50;
const BRAND = '#1f2a44';
/** Columns of the line table. */
export const COLUMNS = {
  description: { x: 50, w: 240 },
  quantity: { x: 295, w: 45 },
  unitPrice: { x: 345, w: 95 },
  amount: { x: 445, w: 100 },
};
const BOTTOM_RESERVE = 70;
/** The box of the document data (title, number, date, order) opposite the seller. */
const META = { x: 295, w: 250 };
const VALUE_HEIGHT = 14;

export interface Seller {
  name: string;
  addressLines: string[];
  vatId: string;
}

/** A document laid out except for its number, which is written last. */
export interface DocumentDraft {
  finish(number: string): Promise<Buffer>;
}

/** One line of the table: a label (with the catalogue's name small under it) and its amounts, formatted. */
export interface TableLine {
  label: string;
  detail?: string;
  quantity: string;
  unitPrice: string;
  amount: string;
}

export interface TotalRow {
  label: string;
  value: string;
  /** The total itself: bold, under a rule. */
  bold?: boolean;
  /** A note on the total (the VAT in it): small and muted. */
  small?: boolean;
}

/** A date as the reader's language writes it in full (25. November 2026), in UTC. */
export function formatLongDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Opens an A4 document in the reader's language and direction. Deterministic for the same input:
 * the creation date is the date of issue and pdfkit derives the file id and font tags from it.
 */
function openDocument(options: {
  language: Language;
  rtl: boolean;
  author: string;
  issuedAt: Date;
  compress?: boolean;
}) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: fontPath('regular'),
    compress: options.compress ?? true,
    lang: intlLocale(options.language),
    displayTitle: true,
    // Pages stay in memory so the number can still be written on the first one.
    bufferPages: true,
    info: { Author: options.author, CreationDate: options.issuedAt },
  });
  doc.registerFont('bold', fontPath('bold'));
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { canvas: new PdfCanvas(doc, options.rtl), done };
}

/**
 * Seller on one side; title, the number's label and the other data on the other. Answers where
 * the header ends and where the number goes (written by `finishDocument`).
 */
function header(
  canvas: PdfCanvas,
  content: {
    seller: Seller;
    vatIdLabel: string;
    title: string;
    numberLabel: string;
    data: { label: string; value: string }[];
  },
): { bottom: number; numberAt: number } {
  const { seller } = content;
  let left = MARGIN;
  left += canvas.text(seller.name, MARGIN, left, 240, { size: 12, bold: true, color: BRAND });
  for (const line of seller.addressLines) left += canvas.text(line, MARGIN, left, 240, { size: 9 });
  if (seller.vatId) left += canvas.text(`${content.vatIdLabel}: ${seller.vatId}`, MARGIN, left, 240, { size: 9 });

  let right = MARGIN - 4;
  right +=
    canvas.text(content.title, META.x, right, META.w, { size: 22, bold: true, color: BRAND, align: 'right' }) + 4;
  const label = (text: string) => canvas.text(text, META.x, right, META.w, { size: 8, color: MUTED, align: 'right' });
  const value = (text: string) =>
    Math.max(canvas.text(text, META.x, right, META.w, { size: 10, bold: true, align: 'right' }), VALUE_HEIGHT) + 3;
  right += label(content.numberLabel);
  const numberAt = right;
  right += VALUE_HEIGHT + 3;
  for (const row of content.data) {
    right += label(row.label);
    right += value(row.value);
  }
  return { bottom: Math.max(left, right), numberAt };
}

/** The buyer's lines under their label, name first in bold; answers where they end. */
function buyer(canvas: PdfCanvas, label: string, lines: string[], top: number): number {
  let y = top + canvas.text(label, MARGIN, top, 300, { size: 9, color: MUTED }) + 2;
  lines.forEach((line, i) => {
    y += canvas.text(line, MARGIN, y, 300, { size: 10, bold: i === 0 });
  });
  return y;
}

/** The top of a shop document: who sells, the title block (its data under the number), who buys. */
export interface DocumentHead {
  language: Language;
  rtl: boolean;
  issuedAt: Date;
  seller: Seller;
  vatIdLabel: string;
  title: string;
  numberLabel: string;
  data: { label: string; value: string }[];
  buyerLabel: string;
  /** Name first, then address lines. */
  buyer: string[];
  compress?: boolean;
}

/**
 * Opens a document and draws its head, the same on invoices and credit notes: the seller and the
 * title block side by side, the buyer under them. Answers the canvas, where the line table starts,
 * and `finish`, which writes the number (left out until then) and ends the document.
 */
export function startDocument(head: DocumentHead): { canvas: PdfCanvas; top: number } & DocumentDraft {
  const { canvas, done } = openDocument({
    language: head.language,
    rtl: head.rtl,
    author: head.seller.name,
    issuedAt: head.issuedAt,
    compress: head.compress,
  });
  const { bottom, numberAt } = header(canvas, {
    seller: head.seller,
    vatIdLabel: head.vatIdLabel,
    title: head.title,
    numberLabel: head.numberLabel,
    data: head.data,
  });
  const top = buyer(canvas, head.buyerLabel, head.buyer, bottom + 28) + 24;
  return { canvas, top, finish: (number) => finishDocument(canvas, done, { numberAt, title: head.title, number }) };
}

type ColumnTitles = { description: string; quantity: string; unitPrice: string; amount: string };

function tableHeader(canvas: PdfCanvas, titles: ColumnTitles, top: number): number {
  const style = { size: 9, bold: true, color: MUTED };
  const { description, quantity, unitPrice, amount } = COLUMNS;
  const height = Math.max(
    canvas.text(titles.description, description.x, top, description.w, style),
    canvas.text(titles.quantity, quantity.x, top, quantity.w, { ...style, align: 'right' }),
    canvas.text(titles.unitPrice, unitPrice.x, top, unitPrice.w, { ...style, align: 'right' }),
    canvas.text(titles.amount, amount.x, top, amount.w, { ...style, align: 'right' }),
  );
  canvas.rule(MARGIN, top + height + 3, canvas.width - 2 * MARGIN, '#9ca3af');
  return top + height + 9;
}

/** The line table; a long one continues on a new page under the column titles again. */
export function table(canvas: PdfCanvas, titles: ColumnTitles, lines: TableLine[], top: number): number {
  const { description, quantity, unitPrice, amount } = COLUMNS;
  let y = tableHeader(canvas, titles, top);
  for (const line of lines) {
    if (y > canvas.height - BOTTOM_RESERVE - 30) {
      canvas.doc.addPage();
      y = tableHeader(canvas, titles, MARGIN);
    }
    let described = canvas.text(line.label, description.x, y, description.w, { size: 10 });
    if (line.detail)
      described += canvas.text(line.detail, description.x, y + described, description.w, { size: 7, color: MUTED });
    const height = Math.max(
      described,
      canvas.text(line.quantity, quantity.x, y, quantity.w, { align: 'right' }),
      canvas.text(line.unitPrice, unitPrice.x, y, unitPrice.w, { align: 'right' }),
      canvas.text(line.amount, amount.x, y, amount.w, { align: 'right' }),
    );
    y += height + 5;
    canvas.rule(MARGIN, y - 2, canvas.width - 2 * MARGIN);
    y += 4;
  }
  return y;
}

/** The rows of totals, right-aligned under the amounts, then a closing note; answers where it ends. */
export function totals(canvas: PdfCanvas, rows: TotalRow[], note: string, top: number): number {
  let y = top;
  if (y > canvas.height - BOTTOM_RESERVE - rows.length * 16) {
    canvas.doc.addPage();
    y = MARGIN;
  }
  for (const row of rows) {
    const style = {
      size: row.bold ? 11 : row.small ? 8.5 : 10,
      bold: row.bold,
      color: row.small ? MUTED : undefined,
      align: 'right' as const,
    };
    if (row.bold) {
      canvas.rule(295, y - 3, canvas.width - MARGIN - 295, '#9ca3af');
      y += 2;
    }
    const height = Math.max(
      canvas.text(row.label, 245, y, 190, style),
      canvas.text(row.value, COLUMNS.amount.x, y, COLUMNS.amount.w, style),
    );
    y += height + 4;
  }
  return y + 20 + canvas.text(note, MARGIN, y + 20, canvas.width - 2 * MARGIN, { size: 10, color: MUTED });
}

/**
 * Writes the number where the header left room for it, "<title> <number> · 2/3" at the foot of
 * every page (so a loose page is still known) and the document's title, then ends the document.
 */
function finishDocument(
  canvas: PdfCanvas,
  done: Promise<Buffer>,
  at: { numberAt: number; title: string; number: string },
): Promise<Buffer> {
  const { doc } = canvas;
  doc.switchToPage(0);
  canvas.text(at.number, META.x, at.numberAt, META.w, { size: 10, bold: true, align: 'right' });
  const title = `${at.title} ${at.number}`;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin, where pdfkit would otherwise start a new page.
    doc.page.margins.bottom = 0;
    canvas.text(`${title} · ${i + 1}/${count}`, MARGIN, canvas.height - 36, canvas.width - 2 * MARGIN, {
      size: 7.5,
      color: MUTED,
      align: 'center',
    });
  }
  doc.info.Title = title;
  doc.end();
  return done;
}
