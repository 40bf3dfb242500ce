import type { PricingEntryResponse } from '../../lib/api-types';
import type { CatalogPrices } from '../catalog/pricing';
import { VPN_BOX_NAMES } from '../catalog/box-names';
import { planOffers, type PlanOffer } from './plans';

/** A VPN Box with its bundled subscription, and whether it can be ordered now. */
export interface BoxOffer extends PlanOffer {
  inStock: boolean;
}

/** What the VPN Box page can offer the visitor. */
export type BoxAvailability = 'loading' | 'unavailable' | 'notShipped' | 'outOfStock' | 'available';

/** Hardware counts as in stock unless the price list says there are no units left. */
export function isInStock(entry: Pick<PricingEntryResponse, 'stock'>): boolean {
  return entry.stock == null || entry.stock > 0;
}

export function boxOffers(prices: CatalogPrices | undefined): BoxOffer[] {
  if (!prices) return [];
  // The hardware is in every bundle's price, so a saving against the one-month bundle would mislead.
  return planOffers(prices.hardwarePriceList, VPN_BOX_NAMES).map((offer) => ({
    ...offer,
    saving: 0,
    inStock: isInStock(offer.entry),
  }));
}

/** Loading, then: no box price in this country, no shipping there, nothing left, or orderable. */
export function boxAvailability(prices: CatalogPrices | undefined, pending: boolean): BoxAvailability {
  if (pending) return 'loading';
  const offers = boxOffers(prices);
  if (offers.length === 0) return 'unavailable';
  if (prices?.excluded.ship) return 'notShipped';
  if (!offers.some((offer) => offer.inStock)) return 'outOfStock';
  return 'available';
}
