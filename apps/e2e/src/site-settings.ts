// What the shared e2e server (serve.ts) says about the shop: every store listing, download and
// contact set, so the browser tests see each element with its configured address
// (honest-content.e2e.ts). Test values only: the hosts and mailboxes are of the reserved
// `.example` names; a real deployment sets its own (.env.example).
export const SITE_SETTINGS = {
  APP_STORE_ID: '1234567890',
  GOOGLE_PLAY_ID: 'com.example.player',
  ANDROID_TV_APK_URL: 'https://downloads.shop.example/player-tv.apk',
  WEB_PLAYER_URL: 'https://player.shop.example/',
  SUPPORT_EMAIL: 'support@shop.example',
  PRIVACY_EMAIL: 'privacy@shop.example',
  SELLER_NAME: 'NOVA Media S.r.l.',
  SELLER_ADDRESS: 'Via di Prova 1|20100 Milano|Italia',
} as const;
