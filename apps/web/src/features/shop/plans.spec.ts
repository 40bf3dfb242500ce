import type { PricingEntryResponse } from '../../lib/api-types';
import { describe, expect, it } from 'vitest';
import { VPN_PASS_NAMES } from '../catalog/product-names';
import { bestValuePlan, lowestPerMonth, perMonthCents, planOffers, savingAgainstMonthly } from './plans';

const pass = (productName: string, price: number, currency = 'EUR'): PricingEntryResponse => ({
  productType: 'VPN-PASS',
  productName,
  price,
  currency,
});

describe('perMonthCents', () => {
  it('divides the price by the months and rounds to whole cents', () => {
    expect(perMonthCents({ price: 1299 }, 3)).toBe(433);
    expect(perMonthCents({ price: 3999 }, 12)).toBe(333);
    expect(perMonthCents({ price: 8999 }, 36)).toBe(250);
    expect(perMonthCents({ price: 2299 }, 6)).toBe(383);
  });

  it('leaves a one-month price as it is', () => {
    expect(perMonthCents({ price: 499 }, 1)).toBe(499);
  });
});

describe('savingAgainstMonthly', () => {
  const monthly = pass('VPN-ONE-MONTH', 500);

  it('is the share saved against paying monthly, floored to a whole percent', () => {
    // 12 × 5.00 = 60.00; 40.00 saves 33.33 %.
    expect(savingAgainstMonthly(pass('VPN-TWELVE-MONTHS', 4000), 12, monthly)).toBe(0.33);
  });

  it('is 0 for the one-month plan, a dearer plan, a missing monthly price or another currency', () => {
    expect(savingAgainstMonthly(monthly, 1, monthly)).toBe(0);
    expect(savingAgainstMonthly(pass('VPN-THREE-MONTHS', 1600), 3, monthly)).toBe(0);
    expect(savingAgainstMonthly(pass('VPN-THREE-MONTHS', 1200), 3, undefined)).toBe(0);
    expect(savingAgainstMonthly(pass('VPN-THREE-MONTHS', 1200, 'GBP'), 3, monthly)).toBe(0);
  });
});

describe('planOffers', () => {
  const list = [
    pass('VPN-TWELVE-MONTHS', 3999),
    pass('VPN-ONE-MONTH', 499),
    pass('VPN-THIRTYSIX-MONTHS', 8999),
    { ...pass('VPNBOX-ONE-MONTH-HW', 5999), productType: 'VPN-BOX-HW' as const },
  ];

  it('lists the plans found, shortest first, with monthly price and saving', () => {
    const sut = planOffers(list, VPN_PASS_NAMES);
    expect(sut.map((offer) => offer.months)).toEqual([1, 12, 36]);
    expect(sut[1]).toMatchObject({ perMonth: 333, saving: 0.33 });
    expect(sut[2]).toMatchObject({ perMonth: 250, saving: 0.49 });
  });

  it('can be limited to some plan lengths', () => {
    expect(planOffers(list, VPN_PASS_NAMES, [1, 3, 6, 12]).map((offer) => offer.months)).toEqual([1, 12]);
  });

  it('is empty without prices', () => {
    expect(planOffers([], VPN_PASS_NAMES)).toEqual([]);
  });
});

describe('bestValuePlan and lowestPerMonth', () => {
  it('pick the plan with the lowest monthly price', () => {
    const offers = planOffers(
      [pass('VPN-ONE-MONTH', 499), pass('VPN-SIX-MONTHS', 2299), pass('VPN-TWELVE-MONTHS', 3999)],
      VPN_PASS_NAMES,
    );
    expect(bestValuePlan(offers)).toBe(12);
    expect(lowestPerMonth(offers)).toEqual({ price: 333, currency: 'EUR' });
  });

  it('name no best value when there is nothing to compare or no plan is cheaper', () => {
    expect(bestValuePlan(planOffers([pass('VPN-ONE-MONTH', 499)], VPN_PASS_NAMES))).toBeUndefined();
    expect(
      bestValuePlan(planOffers([pass('VPN-ONE-MONTH', 100), pass('VPN-THREE-MONTHS', 300)], VPN_PASS_NAMES)),
    ).toBeUndefined();
    expect(lowestPerMonth([])).toBeUndefined();
  });
});
