import { describe, expect, it } from 'vitest';
import { validateAccountsSearch } from './search';

describe('validateAccountsSearch', () => {
  it('keeps a usable search, filter, sort, page and account', () => {
    const userId = '0b9c7a52-2f7e-4c43-9a39-6f1d1d2f0a11';
    expect(validateAccountsSearch({ q: ' anna ', filter: 'locked', sort: 'email', page: '2', userId })).toEqual({
      q: 'anna',
      filter: 'locked',
      sort: 'email',
      page: 2,
      userId,
    });
  });

  it('drops what the API would refuse', () => {
    expect(
      validateAccountsSearch({ q: 'x'.repeat(101), filter: 'everyone', sort: 'random', page: 0, userId: 'not-an-id' }),
    ).toEqual({ q: undefined, filter: undefined, sort: undefined, page: undefined, userId: undefined });
    expect(validateAccountsSearch({ q: '   ' }).q).toBeUndefined();
  });
});
