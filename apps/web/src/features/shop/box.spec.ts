import type { PricingEntryResponse, PricingResponseBody } from '../../lib/api-types';
import { describe, expect, it } from 'vitest';
import { selectCatalogPrices } from '../catalog/pricing';
import { boxAvailability, boxOffers, isInStock } from './box';

const box = (productName: string, price: number, stock?: number | null): PricingEntryResponse => ({
  productType: 'VPN-BOX-HW',
  productName,
  price,
  currency: 'EUR',
  stock,
});

const prices = (pricings: PricingEntryResponse[], exclusions: PricingResponseBody['exclusions'] = []) =>
  selectCatalogPrices({ pricings, exclusions, country: 'IT', shipmentCountries: [] });

describe('isInStock', () => {
  it('is false only when the list says no units are left', () => {
    expect(isInStock({ stock: 0 })).toBe(false);
    expect(isInStock({ stock: 3 })).toBe(true);
    expect(isInStock({ stock: null })).toBe(true);
    expect(isInStock({})).toBe(true);
  });
});

describe('boxOffers', () => {
  it('lists the box bundles by subscription length with their stock', () => {
    const sut = boxOffers(prices([box('VPNBOX-TWELVE-MONTHS-HW', 10999, 0), box('VPNBOX-ONE-MONTH-HW', 5999, 20)]));
    expect(sut.map((offer) => [offer.months, offer.entry.price, offer.inStock])).toEqual([
      [1, 5999, true],
      [12, 10999, false],
    ]);
  });
});

describe('boxAvailability', () => {
  const oneBox = [box('VPNBOX-ONE-MONTH-HW', 5999, 20)];

  it('is loading while pricing loads', () => {
    expect(boxAvailability(undefined, true)).toBe('loading');
  });

  it('is unavailable without hardware prices', () => {
    expect(boxAvailability(undefined, false)).toBe('unavailable');
    expect(boxAvailability(prices([]), false)).toBe('unavailable');
  });

  it('is notShipped when shipping is excluded for the country', () => {
    expect(boxAvailability(prices(oneBox, [{ productType: 'SHIP' }]), false)).toBe('notShipped');
  });

  it('is outOfStock when no bundle has units left', () => {
    expect(boxAvailability(prices([box('VPNBOX-ONE-MONTH-HW', 5999, 0)]), false)).toBe('outOfStock');
  });

  it('is available when a bundle can be ordered', () => {
    expect(boxAvailability(prices([...oneBox, box('VPNBOX-SIX-MONTHS-HW', 8499, 0)]), false)).toBe('available');
  });
});
