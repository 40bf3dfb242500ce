import { readableGroups } from '../core/random/readable-code';

/** A pass's login in the VPN app: 12 unambiguous characters in groups of four, e.g. K7MX-3QPA-9RTD. */
export function newPassCode(): string {
  return readableGroups(3);
}
