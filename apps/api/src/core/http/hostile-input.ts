import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../errors/domain.exception';

/**
 * Deeper than any body of the API. class-transformer recurses once per level, so a body a few
 * thousand levels deep (well under the size limit) overflows its stack.
 */
export const MAX_JSON_DEPTH = 32;

export type HostileInput = 'JSON_TOO_DEEP' | 'INVALID_CHARACTERS';

export function hostileInputError(problem: HostileInput): DomainException {
  return problem === 'JSON_TOO_DEEP'
    ? new DomainException(
        HttpStatus.BAD_REQUEST,
        problem,
        `The request body is nested deeper than ${MAX_JSON_DEPTH} levels.`,
      )
    : new DomainException(HttpStatus.BAD_REQUEST, problem, 'The request has a NUL character or broken Unicode text.');
}

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests deeper than `limit`, without parsing it: one pass counting [ and {
 * outside strings. Malformed text may be miscounted; JSON.parse refuses it anyway.
 */
export function jsonNestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return false;
}

/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** PostgreSQL refuses NUL in text, and a lone surrogate cannot be encoded as UTF-8 at all. */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The first problem in a parsed body or query: a key or string that is not storable text, or
 * nesting deeper than `limit`. Walks with its own stack, so any depth is safe to look at.
 */
export function findHostileInput(root: unknown, limit = MAX_JSON_DEPTH): HostileInput | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return 'INVALID_CHARACTERS';
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limit) return 'JSON_TOO_DEEP';
    if (Array.isArray(value)) {
      for (const item of value) pending.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return 'INVALID_CHARACTERS';
      pending.push({ value: item, depth: depth + 1 });
    }
  }
  return undefined;
}
