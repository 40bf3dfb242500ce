import type { AppConfig } from '../../core/config/app-config';

/** The pages of the web that take a mailed token (spec section 2 routes). */
export type TokenPage = 'confirm-account' | 'confirm-password' | 'confirm-tfa';

/** Absolute link to a page of the web with the token, as it goes into a mail. */
export function tokenLink(config: AppConfig, page: TokenPage, token: string): string {
  const base = config.env.PUBLIC_URL.replace(/\/+$/, '');
  return `${base}/${page}?token=${encodeURIComponent(token)}`;
}
