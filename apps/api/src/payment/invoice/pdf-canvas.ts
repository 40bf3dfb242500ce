import { hasRtl, visualRuns, withoutBidiControls } from './bidi';

export type Align = 'left' | 'right' | 'center';

export interface TextStyle {
  size?: number;
  bold?: boolean;
  color?: string;
  align?: Align;
}

/** DejaVu Sans: one TrueType font with Latin, Cyrillic and Arabic (pdfkit's built-in fonts have no Cyrillic or Arabic). */
const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf' } as const;

/**
 * Paths of the fonts in node_modules, found at run time (from src under Jest and from dist alike);
 * the package ships plain files, so it is asked for a file path rather than a module.
 */
export function fontPath(weight: keyof typeof FONT_FILES): string {
  return require.resolve(`dejavu-fonts-ttf/ttf/${FONT_FILES[weight]}`);
}

export const INK = '#1f2937';
export const MUTED = '#6b7280';
const LINE_GAP = 1.5;

/**
 * Without `features` pdfkit lays text out word by word and puts the words side by side in typing
 * order, which turns an Arabic phrase around; with any `features` (none extra here) fontkit shapes
 * and orders the run as a whole.
 */
const WHOLE_RUN = { features: [] };

const mirrored: Record<Align, Align> = { left: 'right', right: 'left', center: 'center' };

/** Splits text into lines no wider than `width` at spaces (a word longer than the line stays whole). */
function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && measure(candidate) > width) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    lines.push(line);
  }
  return lines;
}

/**
 * Draws the invoice in left-to-right coordinates; on a right-to-left invoice every box and
 * alignment is mirrored, so the layout is written once. Text with Arabic letters is drawn run by
 * run (see bidi.ts); other text goes through pdfkit's own wrapping.
 */
export class PdfCanvas {
  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly rtl: boolean,
  ) {}

  get width(): number {
    return this.doc.page.width;
  }

  get height(): number {
    return this.doc.page.height;
  }

  /** Writes `text` in the box from `x` to `x + width` starting at `y`; returns the height it took. */
  text(text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
    const doc = this.doc;
    const left = this.rtl ? this.width - x - width : x;
    const align = this.rtl ? mirrored[style.align ?? 'left'] : (style.align ?? 'left');
    doc
      // The regular font by its path: the document opened it under that name already (opening costs).
      .font(style.bold ? 'bold' : fontPath('regular'))
      .fontSize(style.size ?? 10)
      .fillColor(style.color ?? INK);
    // An Arabic invoice draws everything through the runs (an amount's currency sign goes where
    // Arabic readers expect it); elsewhere only text with Arabic letters needs them.
    if (!this.rtl && !hasRtl(text)) {
      doc.text(withoutBidiControls(text), left, y, { width, align, lineGap: LINE_GAP });
      return doc.y - y;
    }
    const lineHeight = doc.currentLineHeight(true) + LINE_GAP;
    const lines = wrap(text, width, (candidate) => doc.widthOfString(withoutBidiControls(candidate), WHOLE_RUN));
    lines.forEach((line, i) => {
      const runs = visualRuns(line, this.rtl);
      const widths = runs.map((run) => doc.widthOfString(run.text, WHOLE_RUN));
      const lineWidth = widths.reduce((sum, w) => sum + w, 0);
      let cursor =
        align === 'right' ? left + width - lineWidth : align === 'center' ? left + (width - lineWidth) / 2 : left;
      runs.forEach((run, j) => {
        doc.text(run.text, cursor, y + i * lineHeight, { ...WHOLE_RUN, lineBreak: false });
        cursor += widths[j];
      });
    });
    doc.y = y + lines.length * lineHeight;
    return lines.length * lineHeight;
  }

  /** A horizontal rule from `x` to `x + width`. */
  rule(x: number, y: number, width: number, color = '#d1d5db', thickness = 0.75): void {
    const left = this.rtl ? this.width - x - width : x;
    this.doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke();
  }
}
