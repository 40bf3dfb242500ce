import { describe, expect, it } from 'vitest';
import { isPendingStatus, productKind, slowPaymentFailed, wasPaid } from './products';

describe('product names (spec 3)', () => {
  it('tells passes, boxes, licences, coupons and shipping apart', () => {
    expect(productKind('VPN-TWELVE-MONTHS')).toEqual({ kind: 'pass', months: 12 });
    expect(productKind('VPN-ONE-MONTH')).toEqual({ kind: 'pass', months: 1 });
    expect(productKind('VPNBOX-THIRTYSIX-MONTHS-HW')).toEqual({ kind: 'box', months: 36 });
    expect(productKind('VIDEO-PLAYER-LIFETIME')).toEqual({ kind: 'licence', platform: 'web' });
    expect(productKind('VIDEO-PLAYER-IOS-LIFETIME')).toEqual({ kind: 'licence', platform: 'ios' });
    expect(productKind('NOVA-COUPON-VIDEO-PLAYER-LIFETIME')).toEqual({ kind: 'coupon', platform: 'web' });
    expect(productKind('OTHERBRAND-COUPON-VIDEO-PLAYER-ANDROID-LIFETIME')).toEqual({
      kind: 'coupon',
      platform: 'android',
    });
    expect(productKind('SHIPPING')).toEqual({ kind: 'shipping' });
    expect(productKind('VPN-FORTY-MONTHS')).toEqual({ kind: 'other' });
  });

  it('keeps polling pending and processing orders only', () => {
    expect(['pending', 'processing', 'paid', 'failed', 'cancelled', 'refunded'].filter(isPendingStatus)).toEqual([
      'pending',
      'processing',
    ]);
  });

  it('says "paid with" only of orders whose money arrived (refunded ones included)', () => {
    const statuses = ['pending', 'processing', 'paid', 'partially_refunded', 'failed', 'cancelled', 'refunded'];
    expect(statuses.filter(wasPaid)).toEqual(['paid', 'partially_refunded', 'refunded']);
  });

  it('tells a slow payment that never arrived (failed or cancelled after processing) from one declined at once', () => {
    const processing = { kind: 'processing' };
    expect(slowPaymentFailed({ status: 'failed', history: [processing, { kind: 'failed' }] })).toBe(true);
    expect(slowPaymentFailed({ status: 'cancelled', history: [processing, { kind: 'cancelled' }] })).toBe(true);
    expect(slowPaymentFailed({ status: 'failed', history: [{ kind: 'failed' }] })).toBe(false);
    expect(slowPaymentFailed({ status: 'failed', history: [] })).toBe(false);
    // Closed because it could not be confirmed: not known to have taken nothing.
    expect(slowPaymentFailed({ status: 'failed', history: [processing, { kind: 'unsettled' }] })).toBe(false);
    // Processing, or processing and then paid: nothing failed.
    expect(slowPaymentFailed({ status: 'processing', history: [processing] })).toBe(false);
    expect(slowPaymentFailed({ status: 'paid', history: [processing, { kind: 'paid' }] })).toBe(false);
  });
});
