import { describe, expect, it } from 'vitest';
import { matching, MAX_PAGE, oneOf, optionalString, positivePage } from './search-params';

describe('optionalString', () => {
  it('keeps short strings and drops anything else', () => {
    expect(optionalString('a@b.example', 254)).toBe('a@b.example');
    expect(optionalString('x'.repeat(255), 254)).toBeUndefined();
    expect(optionalString(42, 254)).toBeUndefined();
    expect(optionalString(['a'], 254)).toBeUndefined();
    expect(optionalString(undefined, 254)).toBeUndefined();
  });
});

describe('matching', () => {
  it('keeps strings matching the pattern only', () => {
    expect(matching('VPN-ONE-MONTH', /^[A-Z-]{1,20}$/)).toBe('VPN-ONE-MONTH');
    expect(matching('vpn-one-month', /^[A-Z-]{1,20}$/)).toBeUndefined();
    expect(matching(12, /^\d+$/)).toBeUndefined();
    expect(matching(undefined, /.*/)).toBeUndefined();
  });
});

describe('oneOf', () => {
  it('keeps a value of the list only', () => {
    expect(oneOf('asc', ['asc', 'desc'] as const)).toBe('asc');
    expect(oneOf('up', ['asc', 'desc'] as const)).toBeUndefined();
    expect(oneOf(['asc'], ['asc', 'desc'] as const)).toBeUndefined();
    expect(oneOf(null, ['asc', 'desc'] as const)).toBeUndefined();
    expect(oneOf(1, ['1', '2'] as const)).toBeUndefined();
  });
});

describe('positivePage', () => {
  it('keeps whole numbers from 1 to MAX_PAGE, given as numbers or numeric strings', () => {
    expect(positivePage(1)).toBe(1);
    expect(positivePage(3)).toBe(3);
    expect(positivePage('3')).toBe(3);
    expect(positivePage(MAX_PAGE)).toBe(MAX_PAGE);
    expect(positivePage(MAX_PAGE + 1)).toBeUndefined();
    expect(positivePage(0)).toBeUndefined();
    expect(positivePage(-2)).toBeUndefined();
    expect(positivePage('2.5')).toBeUndefined();
    expect(positivePage('')).toBeUndefined();
    expect(positivePage({ x: 1 })).toBeUndefined();
    expect(positivePage(true)).toBeUndefined();
    expect(positivePage(null)).toBeUndefined();
    expect(positivePage(['2'])).toBeUndefined();
    expect(positivePage(undefined)).toBeUndefined();
  });
});
