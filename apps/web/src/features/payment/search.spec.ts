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

  it('reads the pass or the box a renewal extends, by its id only', () => {
    const id = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';
    expect(validatePlanSearch({ renewPass: id })).toEqual({ plan: undefined, renewPass: id });
    expect(validatePlanSearch({ renewBox: id, plan: 'VPN-ONE-MONTH' })).toEqual({
      plan: 'VPN-ONE-MONTH',
      renewBox: id,
    });
    // One target only: a pass wins over a box.
    expect(validatePlanSearch({ renewPass: id, renewBox: id })).toEqual({ plan: undefined, renewPass: id });
    for (const bad of ['x', `${id}0`, 42, [id], "' OR 1=1"]) {
      expect(validatePlanSearch({ renewPass: bad, renewBox: bad })).toEqual({ plan: undefined });
    }
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
