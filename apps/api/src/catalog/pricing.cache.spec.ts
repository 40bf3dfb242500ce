import { PricingCache } from './pricing.cache';

describe('PricingCache', () => {
  let now = 0;
  const sut = () => new PricingCache(1000, () => now);

  beforeEach(() => (now = 0));

  it('keeps a serialized body with a stable etag until it expires', () => {
    const cache = sut();
    const entry = cache.set('IT', { a: 1 });
    expect(entry.json).toBe('{"a":1}');
    expect(cache.get('IT')).toBe(entry);
    expect(cache.set('DE', { a: 1 }).etag).toBe(entry.etag);
    now = 1000;
    expect(cache.get('IT')).toBeUndefined();
  });

  it('forgets everything on clear', () => {
    const cache = sut();
    cache.set('IT', {});
    cache.clear();
    expect(cache.get('IT')).toBeUndefined();
  });

  it('caches nothing with a time limit of zero', () => {
    const cache = new PricingCache(0, () => now);
    expect(cache.set('IT', { a: 1 }).json).toBe('{"a":1}');
    expect(cache.get('IT')).toBeUndefined();
  });
});
