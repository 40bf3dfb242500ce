import type { SpaRoutePath } from '@shop/contracts';
import type { CommonPageKey } from './content';

/** Pages the help texts point to, each labelled with that page's own title (common `pages.*.title`). */
export const HELP_LINK_PAGES = {
  '/help': 'help',
  '/support/faq': 'faq',
  '/support/player': 'supportPlayer',
  '/support/guard-pass': 'supportGuardPass',
  '/support/vpn': 'supportVpn',
  '/support/user': 'supportUser',
  '/player/download': 'playerDownload',
  '/player/otp': 'playerOtp',
  '/player/manage-your-app': 'manageYourApp',
  '/player/active-licence': 'activeLicence',
  '/player/vpn-pass': 'playerVpnPass',
  '/vpn/buy': 'vpnBuy',
  '/vpn/box': 'vpnBox',
  '/register': 'register',
  '/login': 'login',
  '/forgotPassword': 'forgotPassword',
  '/forgotTfa': 'forgotTfa',
  '/policy': 'policy',
  '/terms': 'terms',
  '/refund-policy': 'refundPolicy',
  '/unsubscribe': 'unsubscribe',
  '/dashboard/player/devices': 'devices',
  '/dashboard/player/licences': 'licences',
  '/dashboard/pass/passList': 'passList',
  '/dashboard/pass/passNew': 'passNew',
  '/dashboard/box/boxList': 'boxList',
  '/dashboard/orders': 'orders',
  '/dashboard/ticket': 'ticket',
  '/dashboard/settings/profile': 'profile',
  '/dashboard/settings/change-password': 'changePassword',
  '/dashboard/settings/tfa': 'tfa',
} as const satisfies Partial<Record<SpaRoutePath, CommonPageKey>>;

export type HelpLinkPath = keyof typeof HELP_LINK_PAGES;

/** The four support articles, in the order the help pages list them. */
export const SUPPORT_PAGES = [
  '/support/player',
  '/support/guard-pass',
  '/support/vpn',
  '/support/user',
] as const satisfies readonly HelpLinkPath[];
