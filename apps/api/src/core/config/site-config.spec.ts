import { siteConfigHead, siteConfigOf } from '@shop/contracts';
import { AppConfig } from './app-config';
import { parseEnv } from './env.schema';

const configOf = (env: Record<string, string>) => new AppConfig(parseEnv(env)).siteConfig;

describe('the site configuration the pages read', () => {
  it('has only the company when nothing else is set: no invented store, download or contact', () => {
    expect(configOf({})).toEqual({ company: 'NOVA Media S.r.l.' });
    expect(configOf({ SELLER_NAME: '' })).toEqual({ company: 'NOVA Media S.r.l.' });
  });

  it('takes each value from its setting, the address lines from SELLER_ADDRESS', () => {
    const sut = configOf({
      APP_STORE_ID: '1234567890',
      GOOGLE_PLAY_ID: 'com.shop.player',
      ANDROID_TV_APK_URL: 'https://dl.shop.test/tv.apk',
      WEB_PLAYER_URL: 'https://play.shop.test/',
      SUPPORT_EMAIL: 'help@shop.test',
      PRIVACY_EMAIL: 'dpo@shop.test',
      SELLER_NAME: 'Shop S.p.A.',
      SELLER_ADDRESS: 'Via Roma 1 | 00100 Roma||Italy',
    });
    expect(sut).toEqual({
      appStoreId: '1234567890',
      googlePlayId: 'com.shop.player',
      androidTvApkUrl: 'https://dl.shop.test/tv.apk',
      webPlayerUrl: 'https://play.shop.test/',
      supportEmail: 'help@shop.test',
      privacyEmail: 'dpo@shop.test',
      company: 'Shop S.p.A.',
      address: ['Via Roma 1', '00100 Roma', 'Italy'],
    });
  });

  it('lets one mailbox stand in for the other', () => {
    expect(siteConfigOf({ SUPPORT_EMAIL: 'help@shop.test' })).toEqual({
      supportEmail: 'help@shop.test',
      privacyEmail: 'help@shop.test',
    });
    expect(siteConfigOf({ PRIVACY_EMAIL: 'dpo@shop.test' })).toEqual({
      supportEmail: 'dpo@shop.test',
      privacyEmail: 'dpo@shop.test',
    });
  });

  it('puts the configuration in the page as escaped JSON, with the banner metas of listed apps only', () => {
    expect(siteConfigHead({ company: 'A "B" <C> & D' })).toBe(
      '<meta name="site-config" content="{&quot;company&quot;:&quot;A \\&quot;B\\&quot; &lt;C&gt; &amp; D&quot;}" />',
    );
    const head = siteConfigHead({ appStoreId: '1234567890', googlePlayId: 'com.shop.player' });
    expect(head).toContain('<meta name="apple-itunes-app" content="app-id=1234567890" />');
    expect(head).toContain('<meta name="google-play-app" content="app-id=com.shop.player" />');
  });
});
