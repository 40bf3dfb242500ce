import { describe, expect, it } from 'vitest';
import { isRefundable, refundRequest, type AccountOrder } from './api';

const ORDER: AccountOrder = {
  purchaseId: 'P-1',
  status: 'partially_refunded',
  totalCents: 9787,
  refundedCents: 1299,
  currency: 'EUR',
  createdAt: '2026-11-01T10:00:00.000Z',
  items: [{ id: 'i-1', productName: 'VPN-TWELVE-MONTHS', quantity: 2, amountCents: 7998, refunded: false }],
};

describe('a refund from the account page', () => {
  it('is offered for paid orders with something left', () => {
    expect(isRefundable(ORDER)).toBe(true);
    expect(isRefundable({ ...ORDER, status: 'refunded' })).toBe(false);
    expect(isRefundable({ ...ORDER, status: 'pending' })).toBe(false);
    expect(isRefundable({ ...ORDER, refundedCents: 9787 })).toBe(false);
  });

  it('sends all that is left, an amount in cents, or items', () => {
    expect(refundRequest(ORDER, { kind: 'whole' })).toEqual({ body: { purchaseId: 'P-1' } });
    expect(refundRequest(ORDER, { kind: 'amount', amount: '12,50' })).toEqual({
      body: { purchaseId: 'P-1', amount: 1250 },
    });
    expect(refundRequest(ORDER, { kind: 'items', itemIds: ['i-1'] })).toEqual({
      body: { purchaseId: 'P-1', itemIds: ['i-1'] },
    });
  });

  it('refuses an amount that is not money, zero, or more than is left, and no items', () => {
    for (const amount of ['', 'ten', '1.234', '-5', '0']) {
      expect(refundRequest(ORDER, { kind: 'amount', amount }), amount).toEqual({ problem: 'amount' });
    }
    expect(refundRequest(ORDER, { kind: 'amount', amount: '84.89' })).toEqual({ problem: 'tooMuch' });
    expect(refundRequest(ORDER, { kind: 'amount', amount: '84.88' })).toEqual({
      body: { purchaseId: 'P-1', amount: 8488 },
    });
    expect(refundRequest(ORDER, { kind: 'items', itemIds: [] })).toEqual({ problem: 'noItems' });
  });
});
