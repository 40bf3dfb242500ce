import { afterEach, describe, expect, it } from 'vitest';
import { VPN_BOX_NAMES } from '../catalog/box-names';
import {
  forgetPurchaseReturn,
  pendingPurchaseReturn,
  PURCHASE_RETURN_LIFETIME_MS,
  purchaseOf,
  rememberPurchaseReturn,
} from './handoff';

afterEach(() => localStorage.clear());

describe('purchaseOf: the purchase a post-login target stands for', () => {
  it.each([
    ['/dashboard/pass/passNew?plan=VPN-ONE-MONTH', { kind: 'pass', months: 1 }],
    ['/dashboard/pass/passNew?plan=VPN-TWELVE-MONTHS', { kind: 'pass', months: 12 }],
    ['/dashboard/pass/passNew', { kind: 'pass' }],
    ['/dashboard/pass/passNew?plan=VPNBOX-ONE-MONTH-HW', { kind: 'pass' }],
    ['/dashboard/box/boxNew?plan=VPNBOX-SIX-MONTHS-HW', { kind: 'box', months: 6 }],
    ['/dashboard/coupon/buy-coupon', { kind: 'coupons' }],
  ])('%s is %j', (redirect, purchase) => {
    expect(purchaseOf(redirect)).toEqual(purchase);
  });

  it.each(Object.entries(VPN_BOX_NAMES))('reads every box plan: %s months is %s', (months, name) => {
    expect(purchaseOf(`/dashboard/box/boxNew?plan=${name}`)).toEqual({ kind: 'box', months: Number(months) });
  });

  it.each([
    undefined,
    '/dashboard/orders',
    '/dashboard',
    'https://evil.example/dashboard/pass/passNew',
    '//evil.example/dashboard/pass/passNew',
  ])('%s is no purchase', (redirect) => {
    expect(purchaseOf(redirect)).toBeUndefined();
  });
});

describe('the checkout a registration leaves for the next login', () => {
  const checkout = '/dashboard/pass/passNew?plan=VPN-ONE-MONTH';

  it('is kept until it is used, and only for a checkout of this site', () => {
    rememberPurchaseReturn('/dashboard/orders');
    expect(pendingPurchaseReturn()).toBeUndefined();
    rememberPurchaseReturn(checkout, 1_000);
    expect(pendingPurchaseReturn(2_000)).toBe(checkout);
    forgetPurchaseReturn();
    expect(pendingPurchaseReturn(2_000)).toBeUndefined();
  });

  it('expires with the confirmation link', () => {
    rememberPurchaseReturn(checkout, 0);
    expect(pendingPurchaseReturn(PURCHASE_RETURN_LIFETIME_MS - 1)).toBe(checkout);
    expect(pendingPurchaseReturn(PURCHASE_RETURN_LIFETIME_MS)).toBeUndefined();
    // Gone for good, not only hidden.
    expect(localStorage.length).toBe(0);
  });

  it('ignores what another script put there', () => {
    localStorage.setItem(
      'nova.purchaseReturn',
      JSON.stringify({ redirect: 'https://evil.example', savedAt: Date.now() }),
    );
    expect(pendingPurchaseReturn()).toBeUndefined();
    localStorage.setItem('nova.purchaseReturn', '{not json');
    expect(pendingPurchaseReturn()).toBeUndefined();
  });
});
