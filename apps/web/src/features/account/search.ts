import { matching, optionalString } from '../../lib/search-params';
import { SAFE_REDIRECT } from '../auth/auth';

// The search params of the account routes (built from lib/search-params.ts, which says why).

export interface TokenSearch {
  /** The token of a mailed link (/confirm-account, /confirm-password, /confirm-tfa). */
  token?: string;
}

/** `?token=` of the mailed links; anything unusable is dropped (the page then says so). */
export function validateTokenSearch(search: Record<string, unknown>): TokenSearch {
  return { token: optionalString(search.token, 256) || undefined };
}

export interface RedirectSearch {
  /** Where to go after logging in; dropped unless it is a path on this site. */
  redirect?: string;
}

/** `?redirect=` of /login and /register. */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return { redirect: matching(search.redirect, SAFE_REDIRECT) };
}
