import { describe, expect, it } from 'vitest';
import { devicesSearch, licencesSearch, pageParam } from './page-search';
import { keepPlayerSearch } from './search';

describe('player search params', () => {
  it('ignores values of the wrong type or shape (the routes take them unchecked)', () => {
    const search = keepPlayerSearch({ page: { x: 1 }, device: 42, tab: ['pass'], sort: 7, order: null });
    expect(devicesSearch(search)).toEqual({ page: 1, device: undefined, tab: 'licences' });
    expect(licencesSearch(search)).toEqual({ page: 1, sort: 'since', order: 'desc' });
    expect(devicesSearch({ device: 'x'.repeat(129) }).device).toBeUndefined();
  });

  it('reads whole page numbers from 1', () => {
    expect(pageParam('3')).toBe(3);
    expect(pageParam(1)).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam(undefined)).toBe(1);
  });

  it('reads the open device (accordion id) and its part (key)', () => {
    expect(devicesSearch({ device: 'tv-livingroom-01', tab: 'playlists' })).toEqual({ page: 1, device: 'tv-livingroom-01', tab: 'playlists' });
    expect(devicesSearch({ device: 'bad id!', tab: 'secrets' })).toEqual({ page: 1, device: undefined, tab: 'licences' });
  });

  it('reads sortLicences, newest first by default', () => {
    expect(licencesSearch({ sort: 'platform', order: 'asc', page: 2 })).toEqual({ page: 2, sort: 'platform', order: 'asc' });
    expect(licencesSearch({ sort: 'price', order: 'up' })).toEqual({ page: 1, sort: 'since', order: 'desc' });
  });
});
