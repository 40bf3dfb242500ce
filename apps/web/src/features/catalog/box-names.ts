/**
 * VPN box hardware product names (spec 3) by subscription length in months. Apart from
 * product-names.ts, which the start-up bundle carries for the home page's prices: only the box
 * and checkout pages need these.
 */
export const VPN_BOX_NAMES = {
  1: 'VPNBOX-ONE-MONTH-HW',
  3: 'VPNBOX-THREE-MONTHS-HW',
  6: 'VPNBOX-SIX-MONTHS-HW',
  12: 'VPNBOX-TWELVE-MONTHS-HW',
  24: 'VPNBOX-TWENTYFOUR-MONTHS-HW',
  36: 'VPNBOX-THIRTYSIX-MONTHS-HW',
} as const;
