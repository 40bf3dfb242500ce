/** Store listings and downloads of NOVA Player; the hosts on `.example` are placeholders until the real ones exist. */
export const DOWNLOAD_LINKS = {
  android: 'https://play.google.com/store/apps/details?id=com.nova.player',
  ios: `https://apps.apple.com/app/id${import.meta.env.VITE_APPLE_APP_ID}`,
  web: 'https://web.nova-player.example/',
  androidTv: 'https://download.nova-player.example/android-tv/nova-player-latest.apk',
} as const;

export type DownloadPlatform = keyof typeof DOWNLOAD_LINKS;
