import type { PricingEntryResponse, PricingResponseBody } from '../../lib/api-types';
import { describe, expect, it } from 'vitest';
import { formatPrice, selectCatalogPrices } from './pricing';

const entry = (
  productType: PricingEntryResponse['productType'],
  productName: string,
  price: number,
): PricingEntryResponse => ({
  productType,
  productName,
  price,
  currency: 'EUR',
});

const response: PricingResponseBody = {
  country: 'IT',
  pricings: [
    entry('VIDEO-PLAYER', 'VIDEO-PLAYER-LIFETIME', 1499),
    entry('VIDEO-PLAYER', 'VIDEO-PLAYER-ANDROID-LIFETIME', 999),
    entry('VIDEO-PLAYER', 'VIDEO-PLAYER-IOS-LIFETIME', 1099),
    entry('VPN-PASS', 'VPN-ONE-MONTH', 499),
    entry('VPN-PASS', 'VPN-THREE-MONTHS', 1299),
    entry('VPN-PASS', 'VPN-SIX-MONTHS', 2399),
    entry('VPN-PASS', 'VPN-TWELVE-MONTHS', 3999),
    entry('VPN-PASS', 'VPN-TWENTYFOUR-MONTHS', 6999),
    { ...entry('VPN-BOX-HW', 'VPNBOX-ONE-MONTH-HW', 8999), stock: 0 },
    entry('COUPON', 'NOVA-COUPON-VIDEO-PLAYER-LIFETIME', 1299),
    entry('COUPON', 'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME', 899),
    entry('SHIP', 'SHIPPING', 990),
  ],
  exclusions: [{ productType: 'COUPON' }, { productType: 'SHIP' }],
  shipmentCountries: [
    { code: 'it', description: 'italy' },
    { code: 'AT', description: 'Austria' },
    { code: 'DE', description: 'Germany' },
  ],
};

describe('selectCatalogPrices', () => {
  const sut = selectCatalogPrices(response);

  it('picks the player prices for web, Android and iOS', () => {
    expect(sut.playerPrices.web?.price).toBe(1499);
    expect(sut.playerPrices.android?.price).toBe(999);
    expect(sut.playerPrices.ios?.price).toBe(1099);
  });

  it('picks VPN pass prices by 1, 3, 6 and 12 months', () => {
    expect([sut.vpnPass[1], sut.vpnPass[3], sut.vpnPass[6], sut.vpnPass[12]].map((e) => e?.price)).toEqual([
      499, 1299, 2399, 3999,
    ]);
  });

  it('splits the lists by product type', () => {
    expect(sut.playerPriceList).toHaveLength(3);
    expect(sut.vpnPassPriceList).toHaveLength(5);
    expect(sut.hardwarePriceList.map((e) => e.productName)).toEqual(['VPNBOX-ONE-MONTH-HW']);
    expect(sut.hardwarePriceList[0]?.stock).toBe(0);
    expect(sut.couponPriceList.map((e) => e.productName)).toEqual([
      'NOVA-COUPON-VIDEO-PLAYER-LIFETIME',
      'NOVA-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME',
    ]);
    expect(sut.shipping?.price).toBe(990);
  });

  it('derives the exclusion flags and the pricing country', () => {
    expect(sut.excluded).toEqual({ player: false, coupon: true, ship: true });
    expect(sut.countryPricing).toBe('IT');
  });

  it('sorts shipment countries by description, ignoring case', () => {
    expect(sut.shipmentCountries.map((c) => c.description)).toEqual(['Austria', 'Germany', 'italy']);
    expect(response.shipmentCountries[0]?.description).toBe('italy');
  });

  it('gives empty state when pricing is missing (failed request)', () => {
    expect(selectCatalogPrices(undefined)).toEqual({
      countryPricing: '',
      playerPriceList: [],
      vpnPassPriceList: [],
      hardwarePriceList: [],
      couponPriceList: [],
      playerPrices: { web: undefined, android: undefined, ios: undefined },
      vpnPass: { 1: undefined, 3: undefined, 6: undefined, 12: undefined },
      shipping: undefined,
      excluded: { player: false, coupon: false, ship: false },
      shipmentCountries: [],
    });
  });
});

describe('formatPrice', () => {
  it('formats integer cents in the entry currency', () => {
    expect(formatPrice({ price: 1499, currency: 'EUR' }, 'de')).toBe('14,99\u00a0€');
    expect(formatPrice({ price: 500, currency: 'GBP' }, 'en')).toBe('£5.00');
  });
});
