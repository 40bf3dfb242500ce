import { readableGroups } from '../core/random/readable-code';
import { BRAND } from '../seed/catalogue.data';

/** A licence coupon: the brand and 16 unambiguous characters (about 79 random bits), e.g. NOVA-7KQ2-M8XH-3PZD-W4TA. */
export function newCouponCode(): string {
  return `${BRAND}-${readableGroups(4)}`;
}
