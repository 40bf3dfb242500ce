import { queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../../../lib/api';
import { typedApi, type ApiAnswer, type ApiBody } from '../../../lib/typed-api';

// /api/Admin/Prices (apps/api/src/admin/catalogue/), typed from the API's OpenAPI document.

export type CatalogueTables = ApiAnswer<'/api/Admin/Prices', 'get'>;
export type AdminProduct = CatalogueTables['products'][number];
export type AdminPrice = AdminProduct['prices'][number];
export type PriceList = CatalogueTables['priceLists'][number];
export type CatalogueChange = NonNullable<ApiBody<'/api/Admin/Prices', 'put'>>;
export type ProductTypeName = AdminProduct['type'];

/** The server's ceilings (prices.dto.ts), said before sending. */
export const MAX_PRICE_CENTS = 100_000_000;

export const catalogueKeys = { all: ['admin', 'catalogue'] as const };

export function catalogueQueryOptions(client: ApiClient = api) {
  return queryOptions({
    queryKey: catalogueKeys.all,
    queryFn: ({ signal }) => typedApi(client).get('/api/Admin/Prices', { signal }),
  });
}

/** One change (all of it or nothing); answers the tables as they are after it. */
export const changeCatalogue = (change: CatalogueChange, client: ApiClient = api) =>
  typedApi(client).put('/api/Admin/Prices', change);

/**
 * An amount typed by an admin ("4.99", "4,99", "1 299", "399900") as whole cents; null when it is
 * not a positive amount with at most two decimals within the server's ceiling.
 */
export function centsOf(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(compact);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= 1 && cents <= MAX_PRICE_CENTS ? cents : null;
}

/** Cents as typed back into an input ("4.99"), the way centsOf reads them. */
export const amountText = (cents: number): string => (cents / 100).toFixed(2);

/** ISO 3166 codes as the server takes them (or DEFAULT for a price list). */
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** Whether Intl knows `code` as a currency (the server checks against ISO 4217 too). */
export function isCurrency(code: string): boolean {
  if (!CURRENCY_CODE.test(code)) return false;
  try {
    return Intl.supportedValuesOf?.('currency').includes(code) ?? true;
  } catch {
    return true;
  }
}

/** Whether Intl knows `code` as a region (the server checks against ISO 3166 too). */
export function isCountry(code: string): boolean {
  if (!COUNTRY_CODE.test(code)) return false;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code);
    return name !== undefined;
  } catch {
    return true;
  }
}
