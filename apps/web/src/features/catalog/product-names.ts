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
