import { randomInt } from 'node:crypto';
import { BRAND } from '../seed/catalogue.data';
import { OTP_ALPHABET } from '../player/device-code';

/** A licence coupon: the brand and 16 unambiguous characters (about 79 random bits), e.g. NOVA-7KQ2-M8XH-3PZD-W4TA. */
export function newCouponCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = '';
    for (let i = 0; i < 4; i++) group += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
    groups.push(group);
  }
  return `${BRAND}-${groups.join('-')}`;
}
