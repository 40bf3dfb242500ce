import { inflateSync } from 'node:zlib';
import { hasRtl } from './bidi';

// Reads back the text of a PDF written by pdfkit with embedded fonts, for tests: the glyph ids of
// each text object are turned into characters through the font's ToUnicode map. Only what pdfkit
// writes is understood (an xref table, Type0 fonts with Identity-H, hex strings in TJ arrays).

interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** One text object (BT ... ET): a run drawn at one place. Right-to-left runs are given back in reading order. */
export interface PdfTextRun {
  /** 0 for the first page. */
  page: number;
  /** Left edge of the run, in points from the left of the page. */
  x: number;
  font: string;
  text: string;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString('latin1');
  const at = raw.lastIndexOf('\nxref') + 1;
  const xref = /^xref\s+0 (\d+)\s+/.exec(raw.slice(at));
  if (!at || !xref) throw new Error('no xref table');
  const table = raw.slice(at + xref[0].length);
  const objects = new Map<number, PdfObject>();
  for (let n = 1; n < Number(xref[1]); n++) {
    const offset = Number(table.slice(n * 20, n * 20 + 10));
    const streamAt = raw.indexOf('stream', offset);
    const endAt = raw.indexOf('endobj', offset);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(n, { dict: raw.slice(offset, endAt) });
      continue;
    }
    const dict = raw.slice(offset, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = streamAt + (raw[streamAt + 6] === '\r' ? 8 : 7);
    const data = pdf.subarray(start, start + length);
    objects.set(n, { dict, stream: dict.includes('/FlateDecode') ? inflateSync(data) : data });
  }
  return objects;
}

/** Glyph id (4 hex digits) to text, from a ToUnicode CMap as pdfkit writes it (bfrange with arrays). */
function toUnicode(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const decode = (hex: string) => String.fromCharCode(...hex.split(' ').map((unit) => parseInt(unit, 16)));
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})> \[([^\]]*)\]/gi)) {
    const entries = [...range[3].matchAll(/<([0-9a-f ]*)>/gi)].map((m) => decode(m[1]));
    entries.forEach((text, i) => map.set((parseInt(range[1], 16) + i).toString(16).padStart(4, '0'), text));
  }
  return map;
}

/** The text runs of every page, in drawing order. */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const objects = readObjects(pdf);
  const fonts = new Map<string, { name: string; glyphs: Map<string, string> }>();
  for (const { dict } of objects.values()) {
    for (const [, resource, ref] of dict.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const font = objects.get(Number(ref));
      const cmapRef = font && /\/ToUnicode (\d+) 0 R/.exec(font.dict)?.[1];
      const cmap = cmapRef ? objects.get(Number(cmapRef))?.stream : undefined;
      if (font && cmap)
        fonts.set(resource, {
          name: /\/BaseFont \/(\S+)/.exec(font.dict)?.[1] ?? '',
          glyphs: toUnicode(cmap.toString('latin1')),
        });
    }
  }
  const pages = [...objects.values()].filter((o) => /\/Type \/Page\b/.test(o.dict));
  const runs: PdfTextRun[] = [];
  for (const [index, page] of pages.entries()) {
    const content = objects.get(Number(/\/Contents (\d+) 0 R/.exec(page.dict)?.[1]))?.stream?.toString('latin1') ?? '';
    let font: { name: string; glyphs: Map<string, string> } | undefined;
    let chars: string[] = [];
    let x: number | undefined;
    // A text object may hold several TJ (pdfkit moves to place accents): its glyphs are one run.
    for (const op of content.matchAll(
      /\bBT\b|\bET\b|1 0 0 1 ([\d.-]+) [\d.-]+ Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g,
    )) {
      if (op[0] === 'BT') {
        chars = [];
        x = undefined;
      } else if (op[0] === 'ET') {
        const visual = chars.join('');
        // fontkit draws Arabic glyphs right to left: read them back the other way.
        runs.push({
          page: index,
          x: x ?? 0,
          font: font?.name ?? '',
          text: hasRtl(visual) ? chars.reverse().join('') : visual,
        });
      } else if (op[1]) x ??= Number(op[1]);
      else if (op[2]) font = fonts.get(op[2]);
      else {
        const glyphs = [...op[3].matchAll(/<([0-9a-f]*)>/gi)].flatMap((m) => m[1].match(/.{4}/g) ?? []);
        chars.push(...glyphs.map((gid) => font?.glyphs.get(gid.toLowerCase()) ?? '\ufffd'));
      }
    }
  }
  return runs;
}

/** All text of the PDF, one run per line. */
export function pdfText(pdf: Buffer): string {
  return pdfTextRuns(pdf)
    .map((run) => run.text)
    .join('\n');
}

/** Names of the fonts the PDF defines (BaseFont), e.g. "BZZZZZ+DejaVuSans". */
export function pdfFontNames(pdf: Buffer): string[] {
  const names = [...readObjects(pdf).values()].flatMap((o) => [
    ...(/\/Type \/Font\b[\s\S]*?\/BaseFont \/(\S+)/.exec(o.dict)?.slice(1) ?? []),
  ]);
  return [...new Set(names)];
}
