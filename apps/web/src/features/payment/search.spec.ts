import { describe, expect, it } from 'vitest';
import { validatePaymentResultSearch, validatePlanSearch } from './search';

describe('checkout search params', () => {
  it('reads a plan only when it looks like a product name', () => {
    expect(validatePlanSearch({ plan: 'VPN-TWELVE-MONTHS' })).toEqual({ plan: 'VPN-TWELVE-MONTHS' });
    // Asked for, but not a product name: the checkout of /vpn/buy and /vpn/box still says it is not on sale.
    expect(validatePlanSearch({ plan: 'vpn-twelve-months' })).toEqual({ plan: '' });
    expect(validatePlanSearch({ plan: 'X'.repeat(81) })).toEqual({ plan: '' });
    // Not asked for (the router reads ?plan=12 as a number).
    expect(validatePlanSearch({ plan: ['VPN-ONE-MONTH'] })).toEqual({ plan: undefined });
    expect(validatePlanSearch({ plan: 12 })).toEqual({ plan: undefined });
    expect(validatePlanSearch({})).toEqual({ plan: undefined });
  });

  it('reads a purchaseId of the shape Pay answers', () => {
    expect(validatePaymentResultSearch({ purchaseId: 'P-3kq8ZkP1rQ2m7hX9tB4yWg' })).toEqual({
      purchaseId: 'P-3kq8ZkP1rQ2m7hX9tB4yWg',
    });
    expect(validatePaymentResultSearch({ purchaseId: 'short' }).purchaseId).toBeUndefined();
    expect(validatePaymentResultSearch({ purchaseId: '<script>alert(1)</script>' }).purchaseId).toBeUndefined();
    expect(validatePaymentResultSearch({ purchaseId: 12345678 }).purchaseId).toBeUndefined();
    expect(validatePaymentResultSearch({}).purchaseId).toBeUndefined();
  });
});
