// Checks of apps/e2e/src/phone-widths.e2e.ts that run inside the page, one call per page and width:
// what sticks out sideways, whether the footer's links can be clicked at the bottom of the page, and
// where the header's controls and the toasts are. Functions passed to page.evaluate: they use only
// what the page has (no imports, no outer variables).
import { parseRgb, type Rgb } from './colour';

export interface BottomReport {
  /** Sideways scroll, elements past the screen's edges, footer links covered or off screen. */
  problems: string[];
  /** The buy bar and the scroll-to-top button were showing when the footer was checked. */
  buyBar: boolean;
  scrollTop: boolean;
}

/**
 * In the page: scrolls to the bottom, waits until the page has its heading, the floating parts due
 * there are shown (the scroll-to-top button past 300 px, and the buy bar when `buyBarDue`) and the
 * page cannot scroll further, then reports what sticks out sideways and which footer link or version is not the element
 * a click at its centre would reach.
 */
export async function bottomReport(buyBarDue: boolean): Promise<BottomReport> {
  const frame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));
  const root = document.documentElement;
  const shown = (selector: string) => document.querySelector(selector) !== null;
  // The buy bar adds room below the footer once it shows: scroll again until nothing changes.
  const deadline = performance.now() + 5_000;
  // The bar's height reaches the page through a ResizeObserver, after a frame's animation callbacks:
  // ready once the page's height has stayed the same over a whole frame.
  let ready = false;
  let height = -1;
  while (!ready && performance.now() < deadline) {
    const before = height;
    height = root.scrollHeight;
    window.scrollTo({ top: height, behavior: 'instant' });
    await frame();
    const atBottom = Math.abs(window.scrollY - (root.scrollHeight - window.innerHeight)) < 2;
    const scrolled = window.scrollY > 300;
    const partsShown =
      !scrolled || (shown('[data-testid="scroll-top"]') && (!buyBarDue || shown('[data-testid="product-bar"]')));
    ready =
      before === height &&
      root.scrollHeight === height &&
      atBottom &&
      partsShown &&
      Boolean(document.querySelector('h1')?.textContent?.trim());
  }

  const problems: string[] = ready
    ? []
    : ['the page did not settle at its bottom with its heading and floating parts within 5 s'];
  const width = root.clientWidth;
  if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide`);
  const describe = (element: Element) => {
    const label = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const classes =
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '';
    return `<${element.tagName.toLowerCase()}${classes}> "${label}"`;
  };
  // An element past an edge is fine inside an ancestor that clips or scrolls it within the screen
  // (a table's scroll wrapper, the resellers' shortcut row).
  const keptInside = (element: Element) => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') {
        const box = parent.getBoundingClientRect();
        if (box.left >= -0.5 && box.right <= width + 0.5) return true;
      }
    }
    return false;
  };
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || (box.left >= -0.5 && box.right <= width + 0.5)) continue;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.clip !== 'auto' || keptInside(element)) continue;
    problems.push(`${describe(element)} spans x ${Math.round(box.left)} to ${Math.round(box.right)}`);
    if (problems.length > 8) break;
  }

  // Each footer link and the version, at its centre and near both ends: nothing floats over any part
  // (nor over its box: the round scroll-to-top button can cover text a corner probe misses).
  const floating = Array.from(document.querySelectorAll('[data-testid="scroll-top"], [data-testid="product-bar"]'));
  for (const target of Array.from(document.querySelectorAll('footer a, [data-testid="site-version"]'))) {
    const box = target.getBoundingClientRect();
    const over = floating.find((part) => {
      const other = part.getBoundingClientRect();
      return box.left < other.right && other.left < box.right && box.top < other.bottom && other.top < box.bottom;
    });
    if (over) {
      problems.push(`footer ${describe(target)}: under ${describe(over)}`);
      continue;
    }
    const y = box.top + box.height / 2;
    for (const x of [box.left + 2, box.left + box.width / 2, box.right - 2]) {
      const hit = x >= 0 && x < width && y >= 0 && y < window.innerHeight ? document.elementFromPoint(x, y) : null;
      const problem = !hit
        ? `footer ${describe(target)}: off screen at the bottom (${Math.round(x)}, ${Math.round(y)})`
        : hit !== target && !target.contains(hit)
          ? `footer ${describe(target)}: covered by ${describe(hit)}`
          : undefined;
      if (problem) {
        problems.push(problem);
        break;
      }
    }
  }
  return { problems, buyBar: shown('[data-testid="product-bar"]'), scrollTop: shown('[data-testid="scroll-top"]') };
}

export interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface HeaderReport {
  header: Box;
  /** Menu button, brand, language picker, login link or user name, by test id or class. */
  controls: Record<string, Box>;
  /** Distinct line tops of the login link's text (1 = on one line). */
  loginLines: number;
  /** How much of the login label its box cuts off. */
  loginCut: number;
}

/** In the page: where the header and its controls are, and how the login label is laid out. */
export function headerReport(): HeaderReport {
  const boxOf = (element: Element): Box => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  };
  const header = document.querySelector('header[data-testid="app-header"]');
  if (!header) throw new Error('no header');
  const controls: Record<string, Box> = {};
  for (const [name, selector] of [
    ['menu-toggle', '[data-testid="menu-toggle"]'],
    ['brand', 'header .brand'],
    ['language-picker', '[data-testid="language-picker"]'],
    ['login-link', 'header [data-testid="login-link"]'],
    ['header-user', 'header [data-testid="header-user"]'],
  ]) {
    const element = document.querySelector(selector);
    if (element) controls[name] = boxOf(element);
  }
  const login = document.querySelector('header [data-testid="login-link"]');
  let loginLines = 0;
  let loginCut = 0;
  if (login) {
    const range = document.createRange();
    range.selectNodeContents(login);
    loginLines = new Set(Array.from(range.getClientRects()).map((line) => Math.round(line.top))).size;
    loginCut = login.scrollWidth - login.clientWidth;
  }
  return { header: boxOf(header), controls, loginLines, loginCut };
}

export interface ToastReport {
  container: Box | null;
  /** The toasts shown. */
  toasts: Box[];
  /** Text and background colour of a toast of each kind (success, error, info, warning). */
  colours: { kind: string; color: string; background: string }[];
}

/**
 * In the page: where the toast container and its toasts are, and the colours of each kind of toast:
 * the first toast's own, and those of a copy of it in each other kind, styled by the same rules
 * (the copies are removed again).
 */
export function toastReport(): ToastReport {
  const boxOf = (element: Element): Box => {
    const { left, right, top, bottom } = element.getBoundingClientRect();
    return { left, right, top, bottom };
  };
  const container = document.querySelector('.Toastify__toast-container');
  const shown = container ? Array.from(container.querySelectorAll('.Toastify__toast')) : [];
  if (!container || shown.length === 0) return { container: null, toasts: [], colours: [] };
  const toasts = shown.map(boxOf);
  const kinds = ['success', 'error', 'info', 'warning'];
  const colours = kinds.map((kind) => {
    const copy = shown[0].cloneNode(true) as HTMLElement;
    copy.classList.remove(...kinds.map((other) => `Toastify__toast--${other}`));
    copy.classList.add(`Toastify__toast--${kind}`);
    copy.style.animation = 'none';
    container.append(copy);
    const body = copy.querySelector('.Toastify__toast-body') ?? copy;
    const colour = { kind, color: getComputedStyle(body).color, background: getComputedStyle(copy).backgroundColor };
    copy.remove();
    return colour;
  });
  return { container: boxOf(container), toasts, colours };
}

/** WCAG 2 contrast ratio of two opaque colours. */
export function contrast(first: string, second: string): number {
  const luminance = ({ r, g, b }: Rgb) => {
    const [lr, lg, lb] = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const [a, b] = [luminance(parseRgb(first)), luminance(parseRgb(second))];
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export const overlaps = (a: Box, b: Box) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
