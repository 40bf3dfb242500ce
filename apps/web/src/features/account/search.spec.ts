import { describe, expect, it } from 'vitest';
import { validateRedirectSearch, validateTokenSearch } from './search';

describe('account search params', () => {
  it('reads the token of a mailed link, dropping anything unusable', () => {
    expect(validateTokenSearch({ token: 'abc123' })).toEqual({ token: 'abc123' });
    expect(validateTokenSearch({ token: '' })).toEqual({ token: undefined });
    expect(validateTokenSearch({ token: 'x'.repeat(257) })).toEqual({ token: undefined });
    expect(validateTokenSearch({ token: 12 })).toEqual({ token: undefined });
  });

  it('keeps a redirect only when it is a path on this site', () => {
    expect(validateRedirectSearch({ redirect: '/dashboard/orders?page=2' })).toEqual({
      redirect: '/dashboard/orders?page=2',
    });
    expect(validateRedirectSearch({ redirect: 'https://evil.example/' })).toEqual({ redirect: undefined });
    expect(validateRedirectSearch({ redirect: '//evil.example/' })).toEqual({ redirect: undefined });
    expect(validateRedirectSearch({ redirect: ['/orders'] })).toEqual({ redirect: undefined });
    expect(validateRedirectSearch({})).toEqual({ redirect: undefined });
  });
});
