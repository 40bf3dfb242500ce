/** The product brand that replaces {product} in the spec's product names. */
export const PRODUCT = 'NOVA';

/** Product names of spec section 3, as the pricing list spells them. */
export const PRODUCT_NAMES = {
  playerWeb: 'VIDEO-PLAYER-LIFETIME',
  playerAndroid: 'VIDEO-PLAYER-ANDROID-LIFETIME',
  playerIos: 'VIDEO-PLAYER-IOS-LIFETIME',
  couponPlayer: `${PRODUCT}-COUPON-VIDEO-PLAYER-LIFETIME`,
  couponPlayerAndroid: `${PRODUCT}-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME`,
  shipping: 'SHIPPING',
} as const;

/** VPN pass product names by plan length in months. */
export const VPN_PASS_NAMES = {
  1: 'VPN-ONE-MONTH',
  3: 'VPN-THREE-MONTHS',
  6: 'VPN-SIX-MONTHS',
  12: 'VPN-TWELVE-MONTHS',
  24: 'VPN-TWENTYFOUR-MONTHS',
  36: 'VPN-THIRTYSIX-MONTHS',
} as const;

/** VPN box hardware product names by subscription length in months. */
export const VPN_BOX_NAMES = {
  1: 'VPNBOX-ONE-MONTH-HW',
  3: 'VPNBOX-THREE-MONTHS-HW',
  6: 'VPNBOX-SIX-MONTHS-HW',
  12: 'VPNBOX-TWELVE-MONTHS-HW',
  24: 'VPNBOX-TWENTYFOUR-MONTHS-HW',
  36: 'VPNBOX-THIRTYSIX-MONTHS-HW',
} as const;

/** Translation key of a plan duration label (spec 1: keys 1month ... 36months). */
export function planLabelKey(months: keyof typeof VPN_PASS_NAMES) {
  return months === 1 ? ('plans.1month' as const) : (`plans.${months}months` as const);
}
