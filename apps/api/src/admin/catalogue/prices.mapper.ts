import type { AuditState } from '../../core/audit/audit-trail';
import { DEFAULT_COUNTRY } from '../../catalog/country';
import { toProductTypeName } from '../../catalog/product-type';
import type { Prisma, ProductExclusion, ShipmentCountry } from '../../generated/prisma/client';
import type { AdminPricesResponse, AdminProductResponse, PriceListResponse } from './prices.responses';

// The catalogue's rows as the back office sees them, and as its audit entries keep them.

export const ADMIN_PRODUCT_SELECT = {
  id: true,
  name: true,
  type: true,
  durationMonths: true,
  stock: true,
  active: true,
  prices: { select: { id: true, country: true, amountCents: true, currency: true, updatedAt: true } },
} as const satisfies Prisma.ProductSelect;

export type AdminProductRow = Prisma.ProductGetPayload<{ select: typeof ADMIN_PRODUCT_SELECT }>;

/** Countries A-Z, the DEFAULT list last (it is what every other country falls back to). */
export const byCountry = (a: string, b: string): number =>
  Number(a === DEFAULT_COUNTRY) - Number(b === DEFAULT_COUNTRY) || a.localeCompare(b);

function toProduct(row: AdminProductRow): AdminProductResponse {
  return {
    id: row.id,
    name: row.name,
    type: toProductTypeName(row.type),
    durationMonths: row.durationMonths,
    stock: row.stock,
    active: row.active,
    prices: [...row.prices]
      .sort((a, b) => byCountry(a.country, b.country))
      .map((p) => ({
        country: p.country,
        amountCents: p.amountCents,
        currency: p.currency,
        updatedAt: p.updatedAt.toISOString(),
      })),
  };
}

/** Each country's list and its currency (the first price's, should a list ever mix them). */
function priceLists(products: AdminProductRow[]): PriceListResponse[] {
  const lists = new Map<string, string>();
  for (const price of products.flatMap((p) => p.prices)) {
    if (!lists.has(price.country)) lists.set(price.country, price.currency);
  }
  return [...lists.entries()].sort(([a], [b]) => byCountry(a, b)).map(([country, currency]) => ({ country, currency }));
}

export function toAdminPricesResponse(
  products: AdminProductRow[],
  exclusions: Pick<ProductExclusion, 'country' | 'productType'>[],
  shipmentCountries: Pick<ShipmentCountry, 'code' | 'description'>[],
): AdminPricesResponse {
  return {
    products: products.map(toProduct),
    priceLists: priceLists(products),
    exclusions: exclusions.map((e) => ({ country: e.country, productType: toProductTypeName(e.productType) })),
    shipmentCountries: shipmentCountries.map(({ code, description }) => ({ code, description })),
  };
}

// ----- audit snapshots: the fields a change is about, with the product's name for the reader

export const priceState = (
  productName: string,
  price: { country: string; amountCents: number; currency: string },
): AuditState => ({
  productName,
  country: price.country,
  amountCents: price.amountCents,
  currency: price.currency,
});

export const exclusionState = (e: Pick<ProductExclusion, 'country' | 'productType'>): AuditState => ({
  country: e.country,
  productType: toProductTypeName(e.productType),
});

export const shipmentCountryState = (c: Pick<ShipmentCountry, 'code' | 'description'>): AuditState => ({
  code: c.code,
  description: c.description,
});

export const productState = (p: { name: string; stock: number | null; active: boolean }): AuditState => ({
  name: p.name,
  stock: p.stock,
  active: p.active,
});
