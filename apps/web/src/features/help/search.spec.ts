import { describe, expect, it } from 'vitest';
import { validateFaqSearch, validateUnsubscribeSearch } from './search';

describe('help search params', () => {
  it('reads the FAQ search text up to 100 characters', () => {
    expect(validateFaqSearch({ q: 'refund' })).toEqual({ q: 'refund' });
    expect(validateFaqSearch({ q: 'x'.repeat(101) })).toEqual({ q: undefined });
    expect(validateFaqSearch({ q: 42 })).toEqual({ q: undefined });
  });

  it('reads the address to unsubscribe up to 254 characters', () => {
    expect(validateUnsubscribeSearch({ email: 'ada@example.com' })).toEqual({ email: 'ada@example.com' });
    expect(validateUnsubscribeSearch({ email: 'x'.repeat(255) })).toEqual({ email: undefined });
    expect(validateUnsubscribeSearch({})).toEqual({ email: undefined });
  });
});
