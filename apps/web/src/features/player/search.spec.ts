import { describe, expect, it } from 'vitest';
import { validateDevicesSearch, validateLicencesSearch, validatePlaylistsSearch } from './search';

describe('player search params', () => {
  it('drops values of the wrong type or shape', () => {
    const search = { page: { x: 1 }, device: 42, tab: ['pass'], sort: 7, order: null };
    expect(validateDevicesSearch(search)).toEqual({ page: undefined, device: undefined, tab: undefined });
    expect(validateLicencesSearch(search)).toEqual({ page: undefined, sort: undefined, order: undefined });
    expect(validatePlaylistsSearch(search)).toEqual({ page: undefined });
    expect(validateDevicesSearch({ device: 'x'.repeat(129) }).device).toBeUndefined();
  });

  it('reads whole page numbers from 1 (the pages read none as 1)', () => {
    expect(validatePlaylistsSearch({ page: '3' })).toEqual({ page: 3 });
    expect(validatePlaylistsSearch({ page: 1 })).toEqual({ page: 1 });
    expect(validatePlaylistsSearch({ page: '2.5' })).toEqual({ page: undefined });
    expect(validatePlaylistsSearch({})).toEqual({ page: undefined });
    expect(validateDevicesSearch({ page: 2 }).page).toBe(2);
    expect(validateLicencesSearch({ page: 0 }).page).toBeUndefined();
  });

  it('reads the open device (accordion id) and its part (key)', () => {
    expect(validateDevicesSearch({ device: 'tv-livingroom-01', tab: 'playlists' })).toEqual({
      page: undefined,
      device: 'tv-livingroom-01',
      tab: 'playlists',
    });
    expect(validateDevicesSearch({ device: 'bad id!', tab: 'secrets' })).toEqual({
      page: undefined,
      device: undefined,
      tab: undefined,
    });
  });

  it('reads sortLicences (the page reads none as newest first)', () => {
    expect(validateLicencesSearch({ sort: 'platform', order: 'asc', page: 2 })).toEqual({
      page: 2,
      sort: 'platform',
      order: 'asc',
    });
    expect(validateLicencesSearch({ sort: 'price', order: 'up' })).toEqual({
      page: undefined,
      sort: undefined,
      order: undefined,
    });
  });
});
