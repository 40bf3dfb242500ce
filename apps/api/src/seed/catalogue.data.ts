// Catalogue of the NOVA shop: products, price lists, exclusions and shipment countries.
// The seed only inserts what is missing, so editing a price here does not change an existing database.
import { ProductType } from '../generated/prisma/client';

export const BRAND = 'NOVA';

/** Price-list countries in the column order of the tables below; DEFAULT is the fallback list. */
const PRICE_COUNTRIES = ['IT', 'DE', 'FR', 'ES', 'GB', 'US', 'RU', 'DEFAULT'] as const;

export type PriceCountry = (typeof PRICE_COUNTRIES)[number];

export const PRICE_LIST_CURRENCIES: Readonly<Record<PriceCountry, string>> = {
  IT: 'EUR',
  DE: 'EUR',
  FR: 'EUR',
  ES: 'EUR',
  GB: 'GBP',
  US: 'USD',
  RU: 'RUB',
  DEFAULT: 'EUR',
};

export interface ProductSeed {
  name: string;
  type: ProductType;
  /** Position inside its type: the order the shop lists them in. */
  sortOrder: number;
  durationMonths?: number;
  stock?: number;
  /** Amount in cents of the country's currency; a missing country has no price there. */
  prices: Partial<Record<PriceCountry, number>>;
}

/** Builds a price list from the columns IT, DE, FR, ES, GB, US, RU, DEFAULT (null: not sold there). */
function priceList(...amounts: (number | null)[]): Partial<Record<PriceCountry, number>> {
  const prices: Partial<Record<PriceCountry, number>> = {};
  PRICE_COUNTRIES.forEach((country, i) => {
    const amount = amounts[i];
    if (amount !== null && amount !== undefined) prices[country] = amount;
  });
  return prices;
}

const DURATIONS: readonly { months: number; word: string }[] = [
  { months: 1, word: 'ONE-MONTH' },
  { months: 3, word: 'THREE-MONTHS' },
  { months: 6, word: 'SIX-MONTHS' },
  { months: 12, word: 'TWELVE-MONTHS' },
  { months: 24, word: 'TWENTYFOUR-MONTHS' },
  { months: 36, word: 'THIRTYSIX-MONTHS' },
];

//                       IT      DE      FR      ES      GB      US      RU      DEFAULT
const VPN_PASS_PRICES = [
  priceList(499, 549, 529, 479, 449, 599, 39900, 499),
  priceList(1299, 1399, 1349, 1249, 1149, 1499, 99900, 1299),
  priceList(2299, 2499, 2399, 2199, 1999, 2699, 179900, 2299),
  priceList(3999, 4299, 4199, 3899, 3499, 4699, 299900, 3999),
  priceList(6999, 7499, 7299, 6799, 5999, 7999, 499900, 6999),
  priceList(8999, 9699, 9399, 8799, 7799, 10499, 649900, 8999),
];

// Hardware is not sold in RU (excluded), so it has no RU price.
const VPN_BOX_PRICES = [
  priceList(5999, 6299, 6199, 5899, 5299, 6999, null, 5999),
  priceList(6999, 7399, 7199, 6899, 6199, 7999, null, 6999),
  priceList(8499, 8999, 8799, 8299, 7499, 9699, null, 8499),
  priceList(10999, 11699, 11399, 10799, 9699, 12499, null, 10999),
  priceList(14999, 15899, 15499, 14699, 13199, 16999, null, 14999),
  priceList(18999, 19999, 19599, 18599, 16699, 21499, null, 18999),
];

const BOX_STOCK = 20;

export const PRODUCTS: readonly ProductSeed[] = [
  {
    name: 'VIDEO-PLAYER-LIFETIME',
    type: ProductType.VIDEO_PLAYER,
    sortOrder: 0,
    prices: priceList(1299, 1399, 1349, 1249, 1199, 1499, 99900, 1299),
  },
  {
    name: 'VIDEO-PLAYER-ANDROID-LIFETIME',
    type: ProductType.VIDEO_PLAYER,
    sortOrder: 1,
    prices: priceList(999, 1099, 1049, 949, 899, 1199, 79900, 999),
  },
  {
    name: 'VIDEO-PLAYER-IOS-LIFETIME',
    type: ProductType.VIDEO_PLAYER,
    sortOrder: 2,
    prices: priceList(1499, 1599, 1549, 1449, 1399, 1699, 119900, 1499),
  },
  {
    name: `${BRAND}-COUPON-VIDEO-PLAYER-LIFETIME`,
    type: ProductType.COUPON,
    sortOrder: 0,
    prices: priceList(999, 1049, 1029, 969, 899, 1149, 74900, 999),
  },
  {
    name: `${BRAND}-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME`,
    type: ProductType.COUPON,
    sortOrder: 1,
    prices: priceList(749, 799, 779, 729, 679, 899, 59900, 749),
  },
  ...DURATIONS.map(({ months, word }, i): ProductSeed => ({
    name: `VPN-${word}`,
    type: ProductType.VPN_PASS,
    sortOrder: i,
    durationMonths: months,
    prices: VPN_PASS_PRICES[i],
  })),
  ...DURATIONS.map(({ months, word }, i): ProductSeed => ({
    name: `VPNBOX-${word}-HW`,
    type: ProductType.VPN_BOX_HW,
    sortOrder: i,
    durationMonths: months,
    stock: BOX_STOCK,
    prices: VPN_BOX_PRICES[i],
  })),
  {
    name: 'SHIPPING',
    type: ProductType.SHIP,
    sortOrder: 0,
    // No shipping to US and RU (excluded).
    prices: priceList(990, 1290, 1290, 1190, 1490, null, null, 1490),
  },
];

/** Product types that cannot be bought from a country. DEFAULT excludes nothing. */
export const EXCLUSIONS: readonly { country: string; productType: ProductType }[] = [
  { country: 'RU', productType: ProductType.SHIP },
  { country: 'RU', productType: ProductType.VPN_BOX_HW },
  { country: 'US', productType: ProductType.SHIP },
];

/** Where VPN boxes are shipped. Deliberately not in alphabetical order: the API sorts them. */
export const SHIPMENT_COUNTRIES: readonly { code: string; description: string }[] = [
  { code: 'IT', description: 'Italy' },
  { code: 'DE', description: 'Germany' },
  { code: 'FR', description: 'France' },
  { code: 'ES', description: 'Spain' },
  { code: 'GB', description: 'United Kingdom' },
  { code: 'AT', description: 'Austria' },
  { code: 'BE', description: 'Belgium' },
  { code: 'NL', description: 'Netherlands' },
  { code: 'PT', description: 'Portugal' },
  { code: 'IE', description: 'Ireland' },
  { code: 'CH', description: 'Switzerland' },
  { code: 'SE', description: 'Sweden' },
];
