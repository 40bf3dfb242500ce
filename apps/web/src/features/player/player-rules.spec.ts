import { describe, expect, it } from 'vitest';
import { checkPlaylist, isLicenceCodeShape, normalizeLicenceCode, PLAYLIST_URL_MAX_LENGTH } from './player-rules';

const draft = (change: Partial<{ name: string; url: string; epgUrl: string }> = {}) => ({
  name: 'Family channels',
  url: 'https://lists.example.com/family.m3u8',
  epgUrl: '',
  ...change,
});

describe('checkPlaylist (the server rules, before sending)', () => {
  it('answers the trimmed fields, an empty guide as null', () => {
    expect(checkPlaylist(draft({ name: '  Family  ', url: ' http://lists.example.com/a.m3u ' }))).toEqual({
      ok: true,
      fields: { name: 'Family', url: 'http://lists.example.com/a.m3u', epgUrl: null },
    });
  });

  it.each([
    'https://lists.example.com/family.M3U8',
    'https://lists.example.com/get.m3u?token=abc',
    'http://192.168.1.10:8080/list.m3u8#live',
  ])('accepts %s', (url) => {
    expect(checkPlaylist(draft({ url })).ok).toBe(true);
  });

  it.each([
    ['javascript:alert(1)//.m3u', 'urlScheme'],
    ['file:///etc/list.m3u', 'urlScheme'],
    ['data:text/plain,#EXTM3U.m3u', 'urlScheme'],
    ['ftp://lists.example.com/list.m3u', 'urlScheme'],
    ['lists.example.com/list.m3u', 'urlInvalid'],
    ['https://', 'urlInvalid'],
    ['https://lists example.com/list.m3u', 'urlInvalid'],
    ['not a url', 'urlInvalid'],
    ['https://lists.example.com/list.txt', 'urlNotPlaylist'],
    ['https://lists.example.com/list.m3u8.zip', 'urlNotPlaylist'],
    ['', 'urlRequired'],
  ])('rejects %j as %s', (url, problem) => {
    expect(checkPlaylist(draft({ url }))).toEqual({ ok: false, problems: { url: problem } });
  });

  it('rejects an address over 2048 characters', () => {
    const url = `https://lists.example.com/${'a'.repeat(PLAYLIST_URL_MAX_LENGTH)}.m3u`;
    expect(checkPlaylist(draft({ url }))).toEqual({ ok: false, problems: { url: 'urlTooLong' } });
  });

  it('checks the name and the optional guide address', () => {
    expect(checkPlaylist(draft({ name: '   ', epgUrl: 'javascript:void(0)' }))).toEqual({
      ok: false,
      problems: { name: 'nameRequired', epgUrl: 'urlScheme' },
    });
    expect(checkPlaylist(draft({ name: 'x'.repeat(81) }))).toEqual({ ok: false, problems: { name: 'nameTooLong' } });
    // A guide is XMLTV, not a playlist: no .m3u needed.
    expect(checkPlaylist(draft({ epgUrl: 'https://epg.example.com/guide.xml.gz' }))).toMatchObject({
      ok: true,
      fields: { epgUrl: 'https://epg.example.com/guide.xml.gz' },
    });
  });
});

describe('licence codes', () => {
  it('trims and upper-cases, 4 to 64 characters', () => {
    expect(normalizeLicenceCode('  nova-7kq2-m8xh ')).toBe('NOVA-7KQ2-M8XH');
    expect(isLicenceCodeShape('ABC')).toBe(false);
    expect(isLicenceCodeShape('ABCD')).toBe(true);
    expect(isLicenceCodeShape('A'.repeat(65))).toBe(false);
  });
});
