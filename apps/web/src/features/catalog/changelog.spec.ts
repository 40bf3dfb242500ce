import type { ChangelogItemResponse } from '../../lib/api-types';
import { describe, expect, it } from 'vitest';
import { EMPTY_NEWS, selectMaintenanceNotice, splitChangelog } from './changelog';

const item = (version: string, date: string, en = `v${version}`): ChangelogItemResponse => ({
  version,
  date,
  languageLogs: { en, it: `it ${en}` },
});

describe('splitChangelog', () => {
  it('separates the maintenance entry from the news, newest news first', () => {
    const sut = splitChangelog({
      maintenance: [item('0.0.3', '2025-01-03')],
      feature: [item('1.1.0', '2025-01-01')],
      fix: [item('1.1.1', '2025-01-02')],
    });
    expect(sut.maintenance?.version).toBe('0.0.3');
    expect(sut.news.map((n) => n.version)).toEqual(['1.1.1', '1.1.0']);
  });

  it('has no notice when the changelog carries no maintenance key', () => {
    expect(splitChangelog({ feature: [item('1.0.0', '2025-01-01')] }).maintenance).toBeNull();
    expect(splitChangelog(undefined)).toBe(EMPTY_NEWS);
  });
});

describe('selectMaintenanceNotice', () => {
  const withNotice = (version: string) => ({ maintenance: item(version, '2025-01-01', 'Down at 22:00'), news: [] });

  it.each([
    ['0.0.1', '#c62828', '#ffffff'],
    ['0.0.2', '#2e7d32', '#ffffff'],
    ['0.0.3', '#f9a825', '#000000'],
    ['0.0.4', '#1565c0', '#ffffff'],
    ['9.9.9', '#c62828', '#ffffff'],
  ])('colours version %s', (version, background, color) => {
    expect(selectMaintenanceNotice(withNotice(version), 'en')).toEqual({ message: 'Down at 22:00', background, color });
  });

  it('uses the message of the current language, else English', () => {
    expect(selectMaintenanceNotice(withNotice('0.0.1'), 'it')?.message).toBe('it Down at 22:00');
    expect(selectMaintenanceNotice(withNotice('0.0.1'), 'ru')?.message).toBe('Down at 22:00');
  });

  it('is null without a maintenance entry', () => {
    expect(selectMaintenanceNotice(EMPTY_NEWS, 'en')).toBeNull();
  });
});
