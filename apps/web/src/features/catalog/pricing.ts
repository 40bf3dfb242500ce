import type { ProductTypeName } from '@shop/contracts';
import type { PricingEntryResponse, PricingResponseBody, ShipmentCountryResponse } from '../../lib/api-types';
import { PRODUCT_NAMES, VPN_PASS_NAMES } from './product-names';

/** The global price state of spec section 3, derived from one pricing answer. */
export interface CatalogPrices {
  /** The country whose price list the server used ('' when none loaded). */
  countryPricing: string;
  playerPriceList: PricingEntryResponse[];
  vpnPassPriceList: PricingEntryResponse[];
  hardwarePriceList: PricingEntryResponse[];
  couponPriceList: PricingEntryResponse[];
  playerPrices: { web?: PricingEntryResponse; android?: PricingEntryResponse; ios?: PricingEntryResponse };
  vpnPass: { 1?: PricingEntryResponse; 3?: PricingEntryResponse; 6?: PricingEntryResponse; 12?: PricingEntryResponse };
  shipping?: PricingEntryResponse;
  excluded: { player: boolean; coupon: boolean; ship: boolean };
  /** Sorted by description, case-insensitively. */
  shipmentCountries: ShipmentCountryResponse[];
}

/** What the shop shows when pricing failed: nothing to sell (spec 8). */
export const EMPTY_PRICING: PricingResponseBody = Object.freeze({
  pricings: [],
  exclusions: [],
  country: '',
  shipmentCountries: [],
}) as PricingResponseBody;

export function selectCatalogPrices(response: PricingResponseBody | undefined): CatalogPrices {
  const { pricings, exclusions, country, shipmentCountries } = response ?? EMPTY_PRICING;
  const ofType = (type: ProductTypeName) => pricings.filter((entry) => entry.productType === type);
  const named = (name: string) => pricings.find((entry) => entry.productName === name);
  const excluded = (type: ProductTypeName) => exclusions.some((exclusion) => exclusion.productType === type);

  return {
    countryPricing: country,
    playerPriceList: ofType('VIDEO-PLAYER'),
    vpnPassPriceList: ofType('VPN-PASS'),
    hardwarePriceList: ofType('VPN-BOX-HW'),
    couponPriceList: ofType('COUPON'),
    playerPrices: {
      web: named(PRODUCT_NAMES.playerWeb),
      android: named(PRODUCT_NAMES.playerAndroid),
      ios: named(PRODUCT_NAMES.playerIos),
    },
    vpnPass: {
      1: named(VPN_PASS_NAMES[1]),
      3: named(VPN_PASS_NAMES[3]),
      6: named(VPN_PASS_NAMES[6]),
      12: named(VPN_PASS_NAMES[12]),
    },
    shipping: named(PRODUCT_NAMES.shipping),
    excluded: { player: excluded('VIDEO-PLAYER'), coupon: excluded('COUPON'), ship: excluded('SHIP') },
    shipmentCountries: [...shipmentCountries].sort((a, b) =>
      a.description.localeCompare(b.description, undefined, { sensitivity: 'accent' }),
    ),
  };
}

/** Formats an integer-cents price in its own currency for the given locale. */
export function formatPrice(entry: Pick<PricingEntryResponse, 'price' | 'currency'>, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: entry.currency }).format(entry.price / 100);
}

/** Buy VPN Box rule (spec 2): hardware on sale and shipping not excluded; only the first item's stock counts. */
export function buyBoxState(prices: CatalogPrices | undefined): 'hidden' | 'available' | 'outOfStock' {
  const first = prices?.hardwarePriceList[0];
  if (!prices || !first || prices.excluded.ship) return 'hidden';
  return typeof first.stock === 'number' && first.stock <= 0 ? 'outOfStock' : 'available';
}
