// pdfkit draws a string in one direction: fontkit shapes and reverses a whole string when its first
// letter belongs to a right-to-left script, and does nothing for bidirectional text. Arabic lines
// that carry Latin words or numbers ("تصريح VPN لمدة 12 شهرًا") are therefore cut here into runs of
// one direction, put in visual order, and drawn one by one. This is the Unicode bidi algorithm
// (UAX #9) for one paragraph without explicit embeddings: weak types W4-W7, neutrals N1-N2,
// levels I1-I2 and the reordering L2. Left out: bracket pairs (N0) and embedding controls.

type Direction = 'L' | 'R';
/** Bidi classes, simplified: strong L and R, European number, its separators and terminators, neutral. */
type BidiClass = Direction | 'EN' | 'ES' | 'CS' | 'ET' | 'N';

/** One piece of a line, drawn as it is: fontkit shapes and reverses an Arabic one. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

const RTL_LETTER = /[\u0590-\u05ff\u0600-\u065f\u066a-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
const ARABIC_DIGIT = /[\u0660-\u0669\u06f0-\u06f9]/;
/** Direction marks (Intl adds them to Arabic amounts): they steer the runs, and are not drawn. */
const LTR_MARK = '\u200e';
const RTL_MARK = /[\u200f\u061c]/;
const BIDI_CONTROL = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/** Whether the text has any right-to-left letter. */
export function hasRtl(text: string): boolean {
  return RTL_LETTER.test(text);
}

/** Drops the direction marks a formatter added (for text drawn without runs). */
export function withoutBidiControls(text: string): string {
  return text.replace(new RegExp(BIDI_CONTROL.source, 'g'), '');
}

function classOf(char: string): BidiClass {
  if (RTL_LETTER.test(char) || RTL_MARK.test(char)) return 'R';
  if (/\p{Nd}/u.test(char)) return 'EN';
  if (/\p{L}/u.test(char) || char === LTR_MARK) return 'L';
  if (char === '+' || char === '-') return 'ES';
  if (/[,.:/\u00a0\u202f]/.test(char)) return 'CS';
  if (/[%‰#°\p{Sc}]/u.test(char)) return 'ET';
  return 'N';
}

/**
 * The line's direction: that of its first strong character (P2, P3), as `dir="auto"` does, so a
 * Latin address stays one left-to-right line on an Arabic invoice; without one (an amount, a date
 * in digits) the document's.
 */
function paragraphDirection(classes: BidiClass[], rtlDocument: boolean): Direction {
  return classes.find((c): c is Direction => c === 'L' || c === 'R') ?? (rtlDocument ? 'R' : 'L');
}

/** A character's type once resolved: a direction, or a number (laid out left to right at a level of its own). */
type Resolved = Direction | 'EN';

/** Resolves numbers and their punctuation (W4-W7), then neutrals (N1, N2). */
function resolveTypes(classes: BidiClass[], base: Direction): Resolved[] {
  const types = [...classes];
  // W4: one separator between two numbers belongs to them (1,234.50; 2026-000042; 1/1).
  for (let i = 1; i < types.length - 1; i++) {
    if ((types[i] === 'ES' || types[i] === 'CS') && types[i - 1] === 'EN' && types[i + 1] === 'EN') types[i] = 'EN';
  }
  // W5: percent and currency signs that touch a number are part of it.
  for (let i = 0; i < types.length; i++) {
    if (types[i] !== 'ET') continue;
    let end = i;
    while (types[end] === 'ET') end++;
    if (types[i - 1] === 'EN' || types[end] === 'EN') types.fill('EN', i, end);
    i = end;
  }
  // W6, W7: other separators are neutral; a number after Latin text is Latin.
  let lastStrong: Direction = base;
  for (let i = 0; i < types.length; i++) {
    const type = types[i];
    if (type === 'ES' || type === 'CS' || type === 'ET') types[i] = 'N';
    else if (type === 'L' || type === 'R') lastStrong = type;
    else if (type === 'EN' && lastStrong === 'L') types[i] = 'L';
  }
  // N1, N2: neutrals between two of one direction take it (numbers count as R), others the line's.
  const side = (type: BidiClass | undefined): Direction => (type === undefined ? base : type === 'L' ? 'L' : 'R');
  const resolved: Resolved[] = [];
  for (let i = 0; i < types.length; i++) {
    const type = types[i];
    // After W6 only L, R, EN and N are left.
    if (type === 'L' || type === 'R' || type === 'EN') {
      resolved.push(type);
      continue;
    }
    let end = i;
    while (types[end] === 'N') end++;
    const before = side(types[i - 1]);
    const direction = before === side(types[end]) ? before : base;
    for (let j = i; j < end; j++) resolved.push(direction);
    i = end - 1;
  }
  return resolved;
}

/**
 * Embedding level of each character (I1, I2): right-to-left text is at 1, a number always at 2
 * (left to right inside whatever holds it), Latin text at 0 in a Latin line and 2 in an Arabic one.
 */
function levelsOf(resolved: Resolved[], base: Direction): number[] {
  return resolved.map((type) => (type === 'R' ? 1 : type === 'EN' || base === 'R' ? 2 : 0));
}

/** A right-to-left run as fontkit must get it: brackets mirrored; reversed here when fontkit will not (no RTL letter in it). */
function prepareRtl(text: string): string {
  const mirrored = Array.from(text, (c) => MIRRORED[c] ?? c).join('');
  return hasRtl(mirrored) ? mirrored : Array.from(mirrored).reverse().join('');
}

/** A left-to-right run: Arabic-Indic digits would make fontkit reverse it, so they are reversed first. */
function prepareLtr(text: string): string {
  return ARABIC_DIGIT.test(text) ? Array.from(text).reverse().join('') : text;
}

/** One line of text as runs in the order they are drawn, left to right. */
export function visualRuns(line: string, rtlDocument: boolean): VisualRun[] {
  const chars = Array.from(line);
  const classes = chars.map(classOf);
  const base = paragraphDirection(classes, rtlDocument);
  const levels = levelsOf(resolveTypes(classes, base), base);
  const runs: { text: string; level: number }[] = [];
  chars.forEach((char, i) => {
    if (BIDI_CONTROL.test(char)) return;
    const last = runs.at(-1);
    if (last && last.level === levels[i]) last.text += char;
    else runs.push({ text: char, level: levels[i] });
  });
  // L2: from the highest level down to 1, reverse every stretch of runs at that level or above.
  for (let level = Math.max(0, ...runs.map((run) => run.level)); level >= 1; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i].level < level) continue;
      let end = i;
      while (end < runs.length && runs[end].level >= level) end++;
      runs.splice(i, end - i, ...runs.slice(i, end).reverse());
      i = end;
    }
  }
  return runs.map((run) =>
    run.level % 2 === 1 ? { text: prepareRtl(run.text), rtl: true } : { text: prepareLtr(run.text), rtl: false },
  );
}
