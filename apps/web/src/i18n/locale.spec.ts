import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { initialLanguage, intlLocale, mapLocale } from './locale';

describe('mapLocale', () => {
  it.each([
    ['en-GB', 'en'],
    ['it-IT', 'it'],
    ['es-SP', 'es'],
    ['de-DE', 'de'],
    ['fr-FR', 'fr'],
  ])('maps %s to %s', (locale, expected) => {
    expect(mapLocale(locale)).toBe(expected);
  });

  it.each(['de', 'en', 'es', 'fr', 'it', 'ru', 'sa'])('keeps the supported code %s', (code) => {
    expect(mapLocale(code)).toBe(code);
  });

  it.each(['pt-BR', 'en-US', 'zh', 'xx', '', null, undefined])('maps anything else (%s) to en', (locale) => {
    expect(mapLocale(locale)).toBe('en');
  });

  it('ignores case and underscores', () => {
    expect(mapLocale('DE_de')).toBe('de');
  });
});

describe('initialLanguage', () => {
  const storageWith = (value: string | null) => ({
    getItem: (key: string) => (key === STORAGE_KEYS.language ? value : null),
    setItem: () => undefined,
    removeItem: () => undefined,
  });

  it('prefers the stored language over the browser locale', () => {
    expect(initialLanguage(storageWith('ru'), 'it-IT')).toBe('ru');
  });

  it('uses the browser locale when nothing is stored', () => {
    expect(initialLanguage(storageWith(null), 'it-IT')).toBe('it');
  });
});

describe('intlLocale', () => {
  it('formats sa texts as Arabic', () => {
    expect(intlLocale('sa')).toBe('ar');
    expect(intlLocale('de')).toBe('de');
  });
});
