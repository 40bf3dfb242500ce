import { describe, expect, it } from 'vitest';
import { keepPaymentResultSearch, keepPlanSearch } from './route-search';
import { planParam, purchaseIdParam, resultParam } from './search';

describe('checkout search params', () => {
  it('reads a plan only when it looks like a product name', () => {
    expect(planParam(keepPlanSearch({ plan: 'VPN-TWELVE-MONTHS' }).plan)).toBe('VPN-TWELVE-MONTHS');
    expect(planParam('vpn-twelve-months')).toBeUndefined();
    expect(planParam(['VPN-ONE-MONTH'])).toBeUndefined();
    expect(planParam(12)).toBeUndefined();
  });

  it('reads a purchaseId of the shape Pay answers', () => {
    expect(purchaseIdParam(keepPaymentResultSearch({ purchaseId: 'P-3kq8ZkP1rQ2m7hX9tB4yWg' }).purchaseId)).toBe('P-3kq8ZkP1rQ2m7hX9tB4yWg');
    expect(purchaseIdParam('short')).toBeUndefined();
    expect(purchaseIdParam('<script>alert(1)</script>')).toBeUndefined();
    expect(purchaseIdParam(undefined)).toBeUndefined();
  });

  it('reads the path segment as success, cancel or pending only', () => {
    expect(resultParam('success')).toBe('success');
    expect(resultParam('cancel')).toBe('cancel');
    expect(resultParam('paid')).toBe('pending');
  });
});
