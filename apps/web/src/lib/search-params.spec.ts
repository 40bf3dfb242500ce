import { describe, expect, it } from 'vitest';
import { optionalString } from './search-params';

describe('optionalString', () => {
  it('keeps short strings and drops anything else', () => {
    expect(optionalString('a@b.example', 254)).toBe('a@b.example');
    expect(optionalString('x'.repeat(255), 254)).toBeUndefined();
    expect(optionalString(42, 254)).toBeUndefined();
    expect(optionalString(['a'], 254)).toBeUndefined();
    expect(optionalString(undefined, 254)).toBeUndefined();
  });
});
