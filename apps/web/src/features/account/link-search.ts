import { optionalString } from '../../lib/search-params';

/** `?token=` of the mailed links; anything unusable is dropped (the page then says so). */
export function validateTokenSearch(search: Record<string, unknown>): { token?: string } {
  return { token: optionalString(search.token, 256) || undefined };
}
