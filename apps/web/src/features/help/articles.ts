import type { ArticleKey, CommonPageKey, HelpTexts } from './content';
import type { HelpLinkPath } from './help-links';

export interface ArticleSpec<A extends ArticleKey = ArticleKey> {
  article: A;
  /** Common page key whose title heads the article. */
  page: CommonPageKey;
  /** Section order and the pages each section points to; the texts are in help.json. */
  sections: readonly { id: keyof HelpTexts['support'][A]['sections'] & string; links: readonly HelpLinkPath[] }[];
}

export const PLAYER_ARTICLE: ArticleSpec<'player'> = {
  article: 'player',
  page: 'supportPlayer',
  sections: [
    { id: 'install', links: ['/player/download'] },
    { id: 'playlists', links: ['/player/manage-your-app', '/player/otp'] },
    { id: 'pair', links: ['/dashboard/player/devices'] },
    { id: 'licence', links: ['/player/active-licence', '/dashboard/player/licences'] },
    { id: 'troubleshooting', links: ['/dashboard/ticket'] },
  ],
};

export const GUARD_PASS_ARTICLE: ArticleSpec<'guardPass'> = {
  article: 'guardPass',
  page: 'supportGuardPass',
  sections: [
    { id: 'how', links: [] },
    { id: 'buy', links: ['/player/vpn-pass', '/dashboard/pass/passNew'] },
    { id: 'attach', links: ['/dashboard/player/devices'] },
    { id: 'renew', links: ['/dashboard/pass/passList'] },
  ],
};

export const VPN_ARTICLE: ArticleSpec<'vpn'> = {
  article: 'vpn',
  page: 'supportVpn',
  sections: [
    { id: 'buy', links: ['/vpn/buy', '/dashboard/pass/passList'] },
    { id: 'connect', links: ['/dashboard/pass/passList'] },
    { id: 'box', links: ['/vpn/box', '/dashboard/box/boxList'] },
    { id: 'problems', links: ['/dashboard/ticket'] },
  ],
};

export const USER_ARTICLE: ArticleSpec<'user'> = {
  article: 'user',
  page: 'supportUser',
  sections: [
    { id: 'register', links: ['/register', '/login'] },
    { id: 'password', links: ['/forgotPassword', '/dashboard/settings/change-password'] },
    { id: 'tfa', links: ['/dashboard/settings/tfa', '/forgotTfa'] },
    { id: 'profile', links: ['/dashboard/settings/profile'] },
    { id: 'tickets', links: ['/dashboard/ticket'] },
  ],
};
