import { appStoreUrl, googlePlayUrl, type SiteConfig } from '@shop/contracts';
import { siteConfig } from '../../lib/site-config';

export type DownloadPlatform = 'android' | 'ios' | 'androidTv' | 'web';

/** The store listings and downloads of NOVA Player that this deployment configured; the others are absent. */
export function downloadLinks(config: SiteConfig = siteConfig()): Partial<Record<DownloadPlatform, string>> {
  return {
    ...(config.googlePlayId && { android: googlePlayUrl(config.googlePlayId) }),
    ...(config.appStoreId && { ios: appStoreUrl(config.appStoreId) }),
    ...(config.androidTvApkUrl && { androidTv: config.androidTvApkUrl }),
    ...(config.webPlayerUrl && { web: config.webPlayerUrl }),
  };
}
