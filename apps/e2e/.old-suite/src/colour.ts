/** An `rgb()`/`rgba()` computed colour as channels 0-255 (alpha 0-1). */
export interface Rgb {
  r: number;
  g: number;
  b: number;
  a: number;
}

export function parseRgb(css: string): Rgb {
  const m = /rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)/.exec(css);
  if (!m) throw new Error(`not an rgb colour: ${css}`);
  const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
  return { r: +m[1], g: +m[2], b: +m[3], a: alpha };
}

/** Hue in degrees (0-360) and saturation/lightness (0-1) of a colour. */
export function hsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rr) h = ((gg - bb) / d) % 6;
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  h *= 60;
  if (h < 0) h += 360;
  return { h, s, l };
}

export type Hue = 'red' | 'yellow' | 'green' | 'blue' | 'other';

/** Named hue of a clearly coloured (saturated, not too dark or light) colour. */
export function hueName(css: string): Hue {
  const { h, s, l } = hsl(parseRgb(css));
  if (s < 0.35 || l < 0.15 || l > 0.9) return 'other';
  if (h < 20 || h >= 340) return 'red';
  if (h >= 35 && h < 70) return 'yellow';
  if (h >= 80 && h < 170) return 'green';
  if (h >= 190 && h < 260) return 'blue';
  return 'other';
}

export function isWhite(css: string): boolean {
  const { r, g, b } = parseRgb(css);
  return r >= 235 && g >= 235 && b >= 235;
}

export function isBlack(css: string): boolean {
  const { r, g, b } = parseRgb(css);
  return r <= 40 && g <= 40 && b <= 40;
}
