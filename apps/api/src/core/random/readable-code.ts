import { randomInt } from 'node:crypto';

/**
 * Letters and digits a person reads off a TV or a card and types without doubt: no 0/O and no
 * 1/I/L. Device codes (player), pass codes and box serials (vpn) and coupons (promo) are made of
 * them; it lives here so none of those domains imports another for it.
 */
export const READABLE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `length` random characters of READABLE_ALPHABET. */
export function readableCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)];
  return code;
}

/** `groups` groups of four random readable characters joined by dashes: K7MX-3QPA-9RTD. */
export function readableGroups(groups: number): string {
  return Array.from({ length: groups }, () => readableCode(4)).join('-');
}
