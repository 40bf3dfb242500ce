import { fromProductTypeName } from '../../catalog/product-type';
import type { ProductType } from '../../generated/prisma/enums';
import type { UpdatePricesDto } from './prices.dto';

// What a price change may not do, checked against the catalogue as it is, before anything is
// written: the answer names each refused field (`prices.2.currency`) with the reason.

export interface CatalogueState {
  products: Map<string, { name: string; type: ProductType }>;
  /** Every price of the countries the change touches. */
  prices: { productId: string; country: string; currency: string }[];
  /** `country productType` of every exclusion (database spelling). */
  exclusions: Set<string>;
  shipmentCountries: Set<string>;
}

export type FieldErrors = Record<string, string[]>;

export const priceKey = (productId: string, country: string) => `${productId} ${country}`;
export const exclusionKey = (country: string, productType: ProductType) => `${country} ${productType}`;

class Refusals {
  readonly fields: FieldErrors = {};
  add(field: string, reason: string): void {
    (this.fields[field] ??= []).push(reason);
  }
}

/** The field errors of `body` against `state`; empty when every change can be made. */
export function refusedChanges(body: UpdatePricesDto, state: CatalogueState): FieldErrors {
  const refusals = new Refusals();
  checkProducts(body, state, refusals);
  checkPrices(body, state, refusals);
  checkExclusions(body, state, refusals);
  body.removeShipmentCountries?.forEach((code, i) => {
    if (!state.shipmentCountries.has(code)) refusals.add(`removeShipmentCountries.${i}`, 'not a shipment country');
  });
  const added = new Set(body.addShipmentCountries?.map((c) => c.code));
  body.removeShipmentCountries?.forEach((code, i) => {
    if (added.has(code)) refusals.add(`removeShipmentCountries.${i}`, 'also added in this change');
  });
  return refusals.fields;
}

function checkProducts(body: UpdatePricesDto, state: CatalogueState, refusals: Refusals): void {
  const known = (field: string, productId: string) => {
    if (state.products.has(productId)) return true;
    refusals.add(`${field}.productId`, 'no such product');
    return false;
  };
  body.prices?.forEach((p, i) => known(`prices.${i}`, p.productId));
  body.removePrices?.forEach((p, i) => known(`removePrices.${i}`, p.productId));
  const seen = new Set<string>();
  body.products?.forEach((p, i) => {
    if (!known(`products.${i}`, p.productId)) return;
    if (seen.has(p.productId)) refusals.add(`products.${i}.productId`, 'named twice');
    seen.add(p.productId);
  });
}

/**
 * Each product once per list; a removed price must exist; and every list stays in one currency
 * (checkout prices a whole order in its list's currency), so a list changes currency only when
 * all its prices change at once.
 */
function checkPrices(body: UpdatePricesDto, state: CatalogueState, refusals: Refusals): void {
  const named = new Set<string>();
  const once = (field: string, productId: string, country: string) => {
    const key = priceKey(productId, country);
    if (named.has(key)) refusals.add(`${field}.country`, 'this product and country are named twice');
    named.add(key);
  };
  body.prices?.forEach((p, i) => once(`prices.${i}`, p.productId, p.country));
  body.removePrices?.forEach((p, i) => once(`removePrices.${i}`, p.productId, p.country));
  const existing = new Set(state.prices.map((p) => priceKey(p.productId, p.country)));
  body.removePrices?.forEach((p, i) => {
    if (state.products.has(p.productId) && !existing.has(priceKey(p.productId, p.country)))
      refusals.add(`removePrices.${i}.country`, 'the product has no price in this list');
  });
  // The currencies of the prices each list keeps untouched.
  const kept = new Map<string, Set<string>>();
  for (const price of state.prices) {
    if (named.has(priceKey(price.productId, price.country))) continue;
    kept.set(price.country, (kept.get(price.country) ?? new Set()).add(price.currency));
  }
  const changedCurrencies = new Map<string, Set<string>>();
  body.prices?.forEach((p) =>
    changedCurrencies.set(p.country, (changedCurrencies.get(p.country) ?? new Set()).add(p.currency)),
  );
  body.prices?.forEach((p, i) => {
    const keptCurrency = [...(kept.get(p.country) ?? [])][0];
    if (keptCurrency !== undefined && keptCurrency !== p.currency)
      refusals.add(`prices.${i}.currency`, `the ${p.country} list is in ${keptCurrency}: one currency per list`);
    else if ((changedCurrencies.get(p.country)?.size ?? 0) > 1)
      refusals.add(`prices.${i}.currency`, `the ${p.country} prices of this change are in different currencies`);
  });
}

function checkExclusions(body: UpdatePricesDto, state: CatalogueState, refusals: Refusals): void {
  const added = new Set(body.addExclusions?.map((e) => exclusionKey(e.country, fromProductTypeName(e.productType))));
  body.removeExclusions?.forEach((e, i) => {
    const key = exclusionKey(e.country, fromProductTypeName(e.productType));
    if (!state.exclusions.has(key)) refusals.add(`removeExclusions.${i}.productType`, 'not excluded there');
    if (added.has(key)) refusals.add(`removeExclusions.${i}.productType`, 'also added in this change');
  });
}
