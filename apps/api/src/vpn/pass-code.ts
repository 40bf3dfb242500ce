import { randomInt } from 'node:crypto';
import { OTP_ALPHABET } from '../player/device-code';

/** A pass's login in the VPN app: 12 unambiguous characters in groups of four, e.g. K7MX-3QPA-9RTD. */
export function newPassCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 3; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}
