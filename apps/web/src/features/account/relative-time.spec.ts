import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const NOW = new Date('2026-11-27T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it.each([
    [10, 'now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600 + 59, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [40 * 86400, 'last month'],
    [800 * 86400, '2 years ago'],
  ])('%i seconds ago is "%s" in English', (seconds, text) => {
    expect(timeAgo(ago(seconds), NOW, 'en')).toBe(text);
  });

  it('speaks the page language and never says a time in the future', () => {
    expect(timeAgo(ago(2 * 86400), NOW, 'de')).toBe('vorgestern');
    expect(timeAgo(new Date(NOW.getTime() + 60_000).toISOString(), NOW, 'en')).toBe('now');
  });
});
