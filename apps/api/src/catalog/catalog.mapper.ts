import type { ChangelogEntry, Product, ProductExclusion, ProductPrice } from '../generated/prisma/client';
import type {
  ChangelogItemResponse,
  ChangelogResponseBody,
  ExclusionResponse,
  PricingEntryResponse,
} from './catalog.responses';
import { toProductTypeName } from './product-type';

// The catalogue's rows as its answers, in one place.

/** A price of the list, with its product; `stock` only for products that keep one (hardware). */
export function toPricingEntryResponse({
  product,
  amountCents,
  currency,
}: ProductPrice & { product: Product }): PricingEntryResponse {
  return {
    productType: toProductTypeName(product.type),
    productName: product.name,
    price: amountCents,
    currency,
    ...(product.stock !== null && { stock: product.stock }),
  };
}

export function toExclusionResponse(exclusion: Pick<ProductExclusion, 'productType'>): ExclusionResponse {
  return { productType: toProductTypeName(exclusion.productType) };
}

export function toChangelogItemResponse(entry: ChangelogEntry): ChangelogItemResponse {
  return {
    version: entry.version,
    languageLogs: entry.languageLogs as Record<string, string>,
    date: entry.createdAt.toISOString(),
  };
}

/** Entries grouped by their type, each group in the order given. */
export function toChangelogResponse(entries: ChangelogEntry[]): ChangelogResponseBody {
  const grouped: ChangelogResponseBody = {};
  for (const entry of entries) (grouped[entry.type] ??= []).push(toChangelogItemResponse(entry));
  return grouped;
}
