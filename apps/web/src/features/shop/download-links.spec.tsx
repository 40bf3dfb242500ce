import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../lib/site-config';
import { downloadLinks } from './download-links';
import { renderShopPage } from './testing/render-shop-page';

function configure(json: string) {
  const meta = document.createElement('meta');
  meta.name = 'site-config';
  meta.content = json;
  document.head.append(meta);
}

afterEach(() => document.head.querySelectorAll('meta[name="site-config"]').forEach((meta) => meta.remove()));

describe('download links', () => {
  it('are the configured store listings and downloads only', () => {
    expect(downloadLinks({})).toEqual({});
    expect(downloadLinks({ appStoreId: '1234567890', androidTvApkUrl: 'https://dl.shop.test/tv.apk' })).toEqual({
      ios: 'https://apps.apple.com/app/id1234567890',
      androidTv: 'https://dl.shop.test/tv.apk',
    });
    expect(downloadLinks({ googlePlayId: 'com.shop.player', webPlayerUrl: 'https://play.shop.test/' })).toEqual({
      android: 'https://play.google.com/store/apps/details?id=com.shop.player',
      web: 'https://play.shop.test/',
    });
  });

  it("reads the page's configuration defensively", () => {
    expect(parseSiteConfig('{"appStoreId":"1","googlePlayId":7,"address":["a",1,""," "],"supportEmail":" "}')).toEqual({
      appStoreId: '1',
      address: ['a'],
    });
    expect(parseSiteConfig('not json')).toEqual({});
    expect(parseSiteConfig(undefined)).toEqual({});
  });

  it('/player/download shows a card for each configured platform, with its link', async () => {
    configure(JSON.stringify({ googlePlayId: 'com.shop.player', webPlayerUrl: 'https://play.shop.test/' }));
    renderShopPage('/player/download');
    const android = await screen.findByTestId('download-android');
    expect(within(android).getByRole('link').getAttribute('href')).toBe(
      'https://play.google.com/store/apps/details?id=com.shop.player',
    );
    expect(within(screen.getByTestId('download-web')).getByRole('link').getAttribute('href')).toBe(
      'https://play.shop.test/',
    );
    expect(screen.queryByTestId('download-ios')).toBeNull();
    expect(screen.queryByTestId('download-androidTv')).toBeNull();
    expect(screen.queryByTestId('downloads-none')).toBeNull();
  });

  it('/player/download says the links are not published yet when none is configured', async () => {
    renderShopPage('/player/download');
    expect((await screen.findByTestId('downloads-none')).textContent).toMatch(/not published yet/);
    expect(
      screen
        .queryAllByRole('link')
        .filter((link) => /apple\.com|google\.com|\.apk/.test(link.getAttribute('href') ?? '')),
    ).toEqual([]);
  });
});
