import { describe, expect, it } from 'vitest';
import { hoursText, relativeWait, waitSpan } from './call-failure';

describe('waitSpan: a Retry-After rounded the way a person says it', () => {
  it.each([
    [0, 'second', 1],
    [30, 'second', 30],
    [89, 'second', 89],
    [90, 'minute', 2],
    [557, 'minute', 10],
    [600, 'minute', 10],
    [601, 'minute', 11],
    [2940, 'minute', 49],
    [2941, 'hour', 1],
    [3592, 'hour', 1],
    [5399, 'hour', 1],
    [5400, 'hour', 2],
    [86_400, 'hour', 24],
  ] as const)('%i s is %s %i', (seconds, unit, value) => {
    expect(waitSpan(seconds)).toEqual({ unit, value });
  });
});

describe('relativeWait and hoursText speak the page language', () => {
  it.each([
    ['en', 30, 'in 30 seconds'],
    ['en', 557, 'in 10 minutes'],
    ['de', 557, 'in 10 Minuten'],
    ['it', 557, 'tra 10 minuti'],
    ['fr', 557, 'dans 10 minutes'],
    ['es', 557, 'dentro de 10 minutos'],
    ['ru', 557, 'через 10 минут'],
  ])('%s: %i s -> %s', (locale, seconds, text) => {
    expect(relativeWait(waitSpan(seconds), locale)).toBe(text);
  });

  it('says an Arabic wait with "after" (بعد), not "within" (خلال)', () => {
    expect(relativeWait(waitSpan(557), 'ar')).toBe('بعد 10 دقائق');
    expect(relativeWait(waitSpan(120), 'ar')).toBe('بعد دقيقتين');
    expect(relativeWait(waitSpan(30), 'ar')).toBe('بعد 30 ثانية');
  });

  it('names hours with their plural', () => {
    expect(hoursText(2, 'en')).toBe('2 hours');
    expect(hoursText(2, 'ru')).toBe('2 часа');
  });
});
