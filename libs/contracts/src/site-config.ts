// What the shop tells its visitors about itself (store listings, downloads, contacts, the company),
// from the server's settings: one web build serves every deployment, so the server puts these in
// the page it serves (apps/api/src/core/http/spa.ts), as the Vite dev server does from the same
// settings. A value that is not configured is absent, and the web leaves out what would show it.

export interface SiteConfig {
  /** Numeric id of the App Store listing (apps.apple.com/app/id<digits>). */
  appStoreId?: string;
  /** Package name of the Google Play listing (e.g. com.example.player). */
  googlePlayId?: string;
  /** Download address of the Android TV app's APK. */
  androidTvApkUrl?: string;
  /** Address of the web player. */
  webPlayerUrl?: string;
  supportEmail?: string;
  privacyEmail?: string;
  /** Who runs the shop (the seller of the invoices) and its address, one line each. */
  company?: string;
  address?: string[];
}

/** The settings (environment variables) the site configuration is made of; .env.example has each. */
export interface SiteSettings {
  APP_STORE_ID?: string;
  GOOGLE_PLAY_ID?: string;
  ANDROID_TV_APK_URL?: string;
  WEB_PLAYER_URL?: string;
  SUPPORT_EMAIL?: string;
  PRIVACY_EMAIL?: string;
  SELLER_NAME?: string;
  SELLER_ADDRESS?: string;
}

/** Name of the `<meta>` whose content is the SiteConfig as JSON. */
export const SITE_CONFIG_META = 'site-config';

export const appStoreUrl = (id: string) => `https://apps.apple.com/app/id${encodeURIComponent(id)}`;
export const googlePlayUrl = (id: string) => `https://play.google.com/store/apps/details?id=${encodeURIComponent(id)}`;

/**
 * The configuration of these settings (empty ones left out). One mailbox stands in for the other:
 * privacy questions go to support when there is no privacy address, and the other way round.
 */
export function siteConfigOf(settings: SiteSettings): SiteConfig {
  const value = (text: string | undefined) => text?.trim() || undefined;
  const support = value(settings.SUPPORT_EMAIL) ?? value(settings.PRIVACY_EMAIL);
  const privacy = value(settings.PRIVACY_EMAIL) ?? support;
  const address = (settings.SELLER_ADDRESS ?? '')
    .split('|')
    .map((line) => line.trim())
    .filter(Boolean);
  const config: SiteConfig = {
    appStoreId: value(settings.APP_STORE_ID),
    googlePlayId: value(settings.GOOGLE_PLAY_ID),
    androidTvApkUrl: value(settings.ANDROID_TV_APK_URL),
    webPlayerUrl: value(settings.WEB_PLAYER_URL),
    supportEmail: support,
    privacyEmail: privacy,
    company: value(settings.SELLER_NAME),
    address: address.length > 0 ? address : undefined,
  };
  return Object.fromEntries(Object.entries(config).filter(([, v]) => v !== undefined)) as SiteConfig;
}

/** Text for a double-quoted HTML attribute. */
export function htmlAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The `<head>` additions of a configuration: the configuration itself and, only for an app that is
 * listed, the smart app banner metas (iOS Safari's `apple-itunes-app`, `google-play-app` for the
 * Android banner scripts).
 */
export function siteConfigHead(config: SiteConfig): string {
  const metas = [`<meta name="${SITE_CONFIG_META}" content="${htmlAttribute(JSON.stringify(config))}" />`];
  if (config.appStoreId)
    metas.push(`<meta name="apple-itunes-app" content="app-id=${htmlAttribute(config.appStoreId)}" />`);
  if (config.googlePlayId)
    metas.push(`<meta name="google-play-app" content="app-id=${htmlAttribute(config.googlePlayId)}" />`);
  return metas.join('\n');
}
