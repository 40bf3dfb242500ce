import type { FaqGroupId, FaqItemId } from './content';
import type { HelpLinkPath } from './help-links';

export interface FaqItemSpec {
  id: FaqItemId;
  /** Where the answer's task is done; labelled with that page's title. */
  link?: HelpLinkPath;
}

export interface FaqGroupSpec {
  id: FaqGroupId;
  items: readonly FaqItemSpec[];
}

/** The FAQ's order and links; questions and answers are in help.json under faq.items. */
export const FAQ_GROUPS: readonly FaqGroupSpec[] = [
  {
    id: 'player',
    items: [
      { id: 'playerWhatIs', link: '/support/player' },
      { id: 'playerContent' },
      { id: 'playerCode', link: '/player/otp' },
      { id: 'playerPlaylists', link: '/player/manage-your-app' },
      { id: 'playerTrial', link: '/player/active-licence' },
      { id: 'playerLicence', link: '/player/active-licence' },
    ],
  },
  {
    id: 'vpn',
    items: [
      { id: 'vpnPasses', link: '/vpn/buy' },
      { id: 'vpnGuardPass', link: '/support/guard-pass' },
      { id: 'vpnSetup', link: '/support/vpn' },
      { id: 'vpnLogs', link: '/policy' },
      { id: 'vpnLeak', link: '/dashboard/pass/passList' },
    ],
  },
  {
    id: 'box',
    items: [
      { id: 'boxWhat', link: '/vpn/box' },
      { id: 'boxPair', link: '/dashboard/box/boxList' },
      { id: 'boxShipping' },
      { id: 'boxReturn', link: '/refund-policy' },
    ],
  },
  {
    id: 'payments',
    items: [
      { id: 'paymentsMethods' },
      { id: 'paymentsInvoice', link: '/dashboard/orders' },
      { id: 'paymentsRefund', link: '/refund-policy' },
      { id: 'paymentsCoupon', link: '/player/active-licence' },
    ],
  },
  {
    id: 'account',
    items: [
      { id: 'accountNeeded', link: '/register' },
      { id: 'accountPassword', link: '/forgotPassword' },
      { id: 'accountTfa', link: '/forgotTfa' },
      { id: 'accountDelete', link: '/dashboard/ticket' },
      { id: 'accountNewsletter', link: '/unsubscribe' },
    ],
  },
];
