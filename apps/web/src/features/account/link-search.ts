import { optionalString } from '../../lib/search-params';
import { isSafeRedirect } from '../auth/auth';

/** `?token=` of the mailed links; anything unusable is dropped (the page then says so). */
export function validateTokenSearch(search: Record<string, unknown>): { token?: string } {
  return { token: optionalString(search.token, 256) || undefined };
}

export interface RedirectSearch {
  /** Where to go after logging in; dropped unless it is a path on this site. */
  redirect?: string;
}

/**
 * `?redirect=` of /login and /register. A plain function rather than a schema library: search
 * validation runs in the start-up bundle, and this one rule does not justify a validator there.
 */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  const { redirect } = search;
  return { redirect: typeof redirect === 'string' && isSafeRedirect(redirect) ? redirect : undefined };
}
